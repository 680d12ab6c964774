import { KYC_ERRORS as CODES } from '../../../features/kyc/contract/kycApi';
import { KYC_ERROR_KEYS as KEYS } from '../../../features/kyc/contract/kycErrorKeys';
import { AppError } from '../../http/appError';

const fail = (status: number, code: number, msg: string, key: AppError['key'], params?: Record<string, string | number>) =>
  new AppError({ status, code, msg, key, params });

/** KYC's and the forms' own failures, each with its English msg and translation key. */
export const kycErrors = {
  /** SPEC §5's text, word for word. */
  balanceTooLow: (minimum: string) =>
    fail(400, CODES.balanceTooLow, `Your USDT balance is less than ${minimum} and cannot undergo KYC authentication`, KEYS.balanceTooLow, { minimum }),
  underAge: (minAge: number) =>
    fail(400, CODES.underAge, `Identity verification is for persons aged ${minAge} or over; a parent or guardian cannot verify for you.`, KEYS.underAge, { minAge }),
  countryRefused: (country: string) =>
    fail(400, CODES.countryRefused, `The service is not available to residents of ${country} (excluded or sanctioned country; see the service agreement).`, KEYS.countryRefused, { country }),
  idTypeNotForCountry: () => fail(400, CODES.idTypeNotForCountry, 'This ID type is not accepted for the country chosen.', KEYS.idTypeNotForCountry),
  fieldMissing: (field: string, level: number) =>
    fail(400, CODES.fieldMissing, `Level ${level} needs ${field}.`, KEYS.fieldMissing, { field, level }),
  alreadyPending: () => fail(409, CODES.alreadyPending, 'An application is already waiting for review.', KEYS.alreadyPending),
  levelNotHigher: (level: number) =>
    fail(409, CODES.levelNotHigher, `Level ${level} is already approved: apply for a higher level.`, KEYS.levelNotHigher, { level }),
  fileUnknown: () => fail(404, CODES.fileUnknown, 'There is no such file.', KEYS.fileUnknown),
  fileTooLarge: (maxMb: number) => fail(413, CODES.fileTooLarge, `A file may be at most ${maxMb} MB.`, KEYS.fileTooLarge, { maxMb }),
  fileTypeRefused: () => fail(415, CODES.fileTypeRefused, 'Only JPEG, PNG and PDF files are accepted.', KEYS.fileTypeRefused),
  fileTypeMismatch: () =>
    fail(415, CODES.fileTypeMismatch, "The file's content does not match its name or type (or looks like two types at once).", KEYS.fileTypeMismatch),
  uploadLimit: (max: number) => fail(429, CODES.uploadLimit, `An account may upload at most ${max} files.`, KEYS.uploadLimit, { max }),
  fileNameTooLong: (max: number) =>
    fail(400, CODES.fileNameTooLong, `A file name may be at most ${max} characters. Rename the file and upload it again.`, KEYS.fileNameTooLong, { max }),
  uploadMalformed: () => fail(400, CODES.uploadMalformed, 'Send one file as multipart/form-data in the field "file".', KEYS.uploadMalformed),
  stockReviewed: () => fail(409, CODES.stockReviewed, 'Your application has been reviewed and can no longer be changed.', KEYS.stockReviewed),
  birthDateInvalid: () => fail(400, CODES.birthDateInvalid, 'The birth date is not a real date in the past.', KEYS.birthDateInvalid),
  linkExpired: () => fail(404, CODES.linkExpired, 'This link has expired or is not valid; open the document again.', KEYS.linkExpired),
};
