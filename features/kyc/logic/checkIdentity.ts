import { ADDRESS_MIN, BIRTH_DATE_PATTERN, ID_NUMBER_PATTERN, ID_TYPES_BY_GROUP, idGroupOf, type KycLevel } from '@/features/kyc/contract/kycRules';
import { NAME_LETTER } from '@/lib/contract/textRules';

/** What the identity form holds (text as typed, file ids once uploaded). */
export type IdentityDraft = {
  level: KycLevel;
  country: string;
  idType: string;
  firstName: string;
  surname: string;
  birthDate: string;
  idNumber: string;
  idFront?: string;
  idBack?: string;
  address: string;
  addressProof?: string;
  assetProof?: string;
};

export type IdentityProblem = 'required' | 'name' | 'idNumber' | 'birthDate' | 'addressShort' | 'fileRequired' | 'idType';

/**
 * The identity form's field problems before it goes on (the server checks again): every field the
 * level needs (kycRules LEVEL_FIELDS), an ID type of the country's group, a date, an ID number
 * the documents could print, names with a letter (not "-1"), an address of at least ADDRESS_MIN characters. Age and country are
 * the server's to refuse, with its own messages.
 *
 * @example checkIdentity({ level: 1, country: 'SG', idType: 'nric', firstName: 'Mei', surname: 'Tan', birthDate: '1990-04-21', idNumber: 'S1234567D', address: '' }) // {}
 */
export function checkIdentity(draft: IdentityDraft): Partial<Record<keyof IdentityDraft, IdentityProblem>> {
  const problems: Partial<Record<keyof IdentityDraft, IdentityProblem>> = {};
  if (!draft.country) problems.country = 'required';
  if (!draft.idType) problems.idType = 'required';
  else if (draft.country && !(ID_TYPES_BY_GROUP[idGroupOf(draft.country)] as readonly string[]).includes(draft.idType)) problems.idType = 'idType';
  if (!draft.firstName.trim()) problems.firstName = 'required';
  else if (!NAME_LETTER.test(draft.firstName)) problems.firstName = 'name';
  if (!draft.surname.trim()) problems.surname = 'required';
  else if (!NAME_LETTER.test(draft.surname)) problems.surname = 'name';
  if (!BIRTH_DATE_PATTERN.test(draft.birthDate)) problems.birthDate = draft.birthDate ? 'birthDate' : 'required';
  if (!draft.idNumber.trim()) problems.idNumber = 'required';
  else if (!ID_NUMBER_PATTERN.test(draft.idNumber.trim())) problems.idNumber = 'idNumber';
  if (draft.level >= 2) {
    if (!draft.idFront) problems.idFront = 'fileRequired';
    if (!draft.idBack) problems.idBack = 'fileRequired';
  }
  if (draft.level >= 3) {
    if ([...draft.address.trim()].length < ADDRESS_MIN) problems.address = draft.address.trim() ? 'addressShort' : 'required';
    if (!draft.addressProof) problems.addressProof = 'fileRequired';
    if (!draft.assetProof) problems.assetProof = 'fileRequired';
  }
  return problems;
}
