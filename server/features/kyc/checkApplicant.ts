import { KYC_MIN_AGE, type KycLevel, LEVEL_FIELDS, ID_TYPES_BY_GROUP, idGroupOf } from '../../../features/kyc/contract/kycRules';
import type { Config } from '../../config';
import { kycErrors } from './kycErrors';

export type ApplicantFields = {
  level: KycLevel;
  country: string;
  birthDate: string;
  idType: string;
  [field: string]: unknown;
};

/**
 * The checks an application passes before anything is stored or charged, in the order a person
 * would fix them: every field the level needs (LEVEL_FIELDS), an ID type offered for the country,
 * a real birth date in the past and an age of at least 18 on `today` (UTC), and a country whose
 * residents are served (KYC_REFUSED_COUNTRIES).
 *
 * @example checkApplicant(config, body, new Date())
 */
export function checkApplicant(config: Config, body: ApplicantFields, today: Date): void {
  for (const level of [1, 2, 3] as const) {
    if (level > body.level) break;
    for (const field of LEVEL_FIELDS[level]) {
      if (body[field] === undefined || body[field] === null || body[field] === '') throw kycErrors.fieldMissing(field, body.level);
    }
  }
  if (!(ID_TYPES_BY_GROUP[idGroupOf(body.country)] as readonly string[]).includes(body.idType)) throw kycErrors.idTypeNotForCountry();
  const age = ageOn(body.birthDate, today);
  if (age === null) throw kycErrors.birthDateInvalid();
  if (age < KYC_MIN_AGE) throw kycErrors.underAge(KYC_MIN_AGE);
  if (config.kyc.refusedCountries.includes(body.country)) throw kycErrors.countryRefused(body.country);
}

/**
 * Whole years from a YYYY-MM-DD birth date to `today` (UTC); null for a date that does not exist,
 * lies in the future or is more than 130 years ago. Someone born on 29 February turns a year older
 * on 1 March in common years.
 *
 * @example ageOn('2008-03-01', new Date('2026-03-01T00:00:00Z')) // 18
 */
export function ageOn(birthDate: string, today: Date): number | null {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const born = new Date(Date.UTC(y, m - 1, d));
  if (born.getUTCFullYear() !== y || born.getUTCMonth() !== m - 1 || born.getUTCDate() !== d || born > today) return null;
  let age = today.getUTCFullYear() - y;
  const month = today.getUTCMonth() + 1;
  if (month < m || (month === m && today.getUTCDate() < d)) age--;
  return age > 130 ? null : age;
}
