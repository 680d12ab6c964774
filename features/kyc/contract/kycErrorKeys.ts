/**
 * Message keys of KYC and the forms' failures (texts in features/kyc/messages, namespace
 * `kyc.errors`); the server feature declares them in server/features/<name>/<name>Feature.ts.
 */
export const KYC_ERROR_KEYS = {
  /** SPEC §5: "Your USDT balance is less than 3 and cannot undergo KYC authentication". params: { minimum } */
  balanceTooLow: 'kyc.errors.balanceTooLow',
  /** params: { minAge } */
  underAge: 'kyc.errors.underAge',
  /** params: { country } */
  countryRefused: 'kyc.errors.countryRefused',
  idTypeNotForCountry: 'kyc.errors.idTypeNotForCountry',
  /** params: { field, level } */
  fieldMissing: 'kyc.errors.fieldMissing',
  alreadyPending: 'kyc.errors.alreadyPending',
  /** params: { level } (the level already approved) */
  levelNotHigher: 'kyc.errors.levelNotHigher',
  fileUnknown: 'kyc.errors.fileUnknown',
  /** params: { maxMb } */
  fileTooLarge: 'kyc.errors.fileTooLarge',
  fileTypeRefused: 'kyc.errors.fileTypeRefused',
  fileTypeMismatch: 'kyc.errors.fileTypeMismatch',
  /** params: { max } */
  uploadLimit: 'kyc.errors.uploadLimit',
  uploadMalformed: 'kyc.errors.uploadMalformed',
  stockReviewed: 'kyc.errors.stockReviewed',
  birthDateInvalid: 'kyc.errors.birthDateInvalid',
  linkExpired: 'kyc.errors.linkExpired',
  notQualified: 'kyc.errors.notQualified',
  /** params: { max } (characters) */
  fileNameTooLong: 'kyc.errors.fileNameTooLong',
} as const;

declare module '@/lib/contract/apiError' {
  interface FeatureErrorKeys {
    kyc: typeof KYC_ERROR_KEYS;
  }
}
