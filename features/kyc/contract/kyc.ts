import { z } from 'zod';
import { refuseHiddenCharacters } from '../../../lib/contract/refuseHiddenCharacters';
import { NAME_LETTER, NAME_LETTER_REASON } from '../../../lib/contract/textRules';
import { PHONE_PATTERN } from '../../../lib/contract/userRules';
import { walletFields, walletRecord } from '../../cloudWallet/contract/wallet';
import {
  ADDRESS_MAX,
  ADDRESS_MIN,
  BIRTH_DATE_PATTERN,
  COUNTRY_CODES,
  EXPERIENCE_KINDS,
  FEEDBACK_CATEGORIES,
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TEXT_MIN,
  FILE_ID_PATTERN,
  FILE_PURPOSES,
  ID_NUMBER_PATTERN,
  ID_TYPES,
  INVESTMENT_TERMS,
  KYC_LEVELS,
  KYC_STATES,
  NAME_MAX,
  QUALIFIED_BASES,
  RISK_TOLERANCES,
  STOCK_AMOUNT_USD_PATTERN,
  STOCK_NOTE_MAX,
  STOCK_QUANTITY_MAX,
  UPLOAD_FIELD,
  UPLOAD_MAX_BYTES,
  UPLOAD_NAME_MAX,
  UPLOAD_TYPES,
  USD_WHOLE_PATTERN,
} from './kycRules';

/**
 * The KYC and forms API (SPEC §3, §4, §5, §6): request schemas the server validates and
 * response schemas its answers are checked against. Paths, types and failure codes the screens use
 * are in kycApi.ts (no zod).
 */
const { isoTime, idempotencyKey, decimalText } = walletFields;

/** One line of text: trimmed, no control or hidden characters. */
const line = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, min === 1 ? 'must not be empty' : `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`)
    .regex(/^[^\p{Cc}]*$/u, 'must not contain control characters')
    .superRefine(refuseHiddenCharacters);
/** A person's name: one line with at least one letter of some script (textRules NAME_LETTER), not "-1". */
const personName = (max: number) => line(1, max).regex(NAME_LETTER, NAME_LETTER_REASON);
/** Several lines (feedback): newlines allowed, other control characters not. */
const text = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`)
    // Line breaks and tabs are text here; any other control character is not.
    .refine((value) => !/\p{Cc}/u.test(value.replace(/[\n\r\t]/g, '')), 'must not contain control characters')
    .superRefine(refuseHiddenCharacters);
export const fileId = z.string().regex(FILE_ID_PATTERN, 'must be the id of an uploaded file');
const usdWhole = z.string().trim().regex(USD_WHOLE_PATTERN, 'must be whole US dollars');
const country = z
  .string()
  .trim()
  .length(2, 'must be an ISO 3166 country code such as SG')
  .toUpperCase()
  .refine((value) => COUNTRY_CODES.includes(value), 'must be an ISO 3166 country code such as SG');

// ---- requests ----
export const questionnaire = z.object({
  experience: z.array(z.enum(EXPERIENCE_KINDS)).max(EXPERIENCE_KINDS.length).describe('Kinds of investment the applicant has experience in (may be empty).'),
  averageVolumeUsd: usdWhole.describe('Average volume traded a month over the last 12 months, whole USD.'),
  averageCount: z.number().int().min(0).max(100_000).describe('Average number of trades a month over the last 12 months.'),
  yearsOfExperience: z.number().int().min(0).max(80),
  netAssetUsd: usdWhole.describe('Net asset, whole USD.'),
  riskTolerance: z.enum(RISK_TOLERANCES),
  idealTerm: z.enum(INVESTMENT_TERMS),
  derivativeKnowledge: z.boolean(),
});

/** An application for `level`: the fields of that level and every level below it (kycRules LEVEL_FIELDS). */
export const submitRequest = z.object({
  level: z.union(KYC_LEVELS.map((l) => z.literal(l))).describe('The level applied for (1-3).'),
  country: country.describe('Country of residence (ISO 3166 alpha-2).'),
  firstName: personName(NAME_MAX),
  surname: personName(NAME_MAX),
  birthDate: z.string().regex(BIRTH_DATE_PATTERN, 'must be a date such as 1990-04-21'),
  idType: z.enum(ID_TYPES as [string, ...string[]]).describe('One of the types offered for the country (kycRules ID_TYPES_BY_GROUP).'),
  idNumber: z.string().trim().regex(ID_NUMBER_PATTERN, 'must be 4 to 32 letters, digits, spaces or dashes').describe('Stored encrypted; never shown again in full.'),
  idFront: fileId.optional(),
  idBack: fileId.optional(),
  address: line(ADDRESS_MIN, ADDRESS_MAX).optional(),
  addressProof: fileId.optional(),
  assetProof: fileId.optional(),
  questionnaire: questionnaire.optional(),
  signature: fileId.optional().describe('The signature drawn on screen, uploaded as a PNG with purpose "signature".'),
  phone: z.string().trim().regex(PHONE_PATTERN, 'must be an international number such as +6591234567').optional(),
  idempotencyKey: idempotencyKey.optional(),
});

/**
 * The upload's body: one file as multipart/form-data, as the API description states it and the
 * route checks it (the field, the types its part may declare, the size and file-name limits).
 */
export const uploadBody = {
  multipart: { field: UPLOAD_FIELD, types: UPLOAD_TYPES, maxBytes: UPLOAD_MAX_BYTES, maxNameLength: UPLOAD_NAME_MAX },
} as const;
export const fileLinkRequest = z.object({ fileId });
export const fileQuery = z.object({ t: z.string().max(200).describe('The signed link token (file id, expiry, signature).') });

export const stockApplicationRequest = z.object({
  name: personName(NAME_MAX * 2),
  quantity: z.number().int('must be a whole number').min(1, 'must be at least 1').max(STOCK_QUANTITY_MAX, `must be at most ${STOCK_QUANTITY_MAX}`),
  amountUsd: z.string().trim().regex(STOCK_AMOUNT_USD_PATTERN, 'must be whole US dollars, at least 1').describe('What the applicant means to invest, whole USD, at least 1.'),
  note: line(0, STOCK_NOTE_MAX).optional(),
});
export const feedbackRequest = z.object({
  category: z.enum(FEEDBACK_CATEGORIES),
  text: text(FEEDBACK_TEXT_MIN, FEEDBACK_TEXT_MAX),
  screenshot: fileId.optional(),
});

// ---- responses ----
export const uploadedFile = z.object({
  id: fileId,
  purpose: z.enum(FILE_PURPOSES),
  type: z.enum(UPLOAD_TYPES).describe('Sniffed from the bytes; images are re-encoded without metadata.'),
  size: z.number().int().describe('Bytes stored (after re-encoding).'),
  uploadsLeft: z.number().int().describe('Uploads this account may still make (UPLOADS_PER_USER in all).'),
});
export const fileLink = z.object({ url: z.string().describe('A same-origin path, valid FILE_LINK_SECONDS, readable without the token.'), expiresAt: isoTime });

export const application = z.object({
  id: z.string(),
  level: z.number().int(),
  state: z.enum(['pending', 'approved', 'rejected']),
  country: z.string(),
  firstName: z.string(),
  surname: z.string(),
  idType: z.string(),
  idNumberMasked: z.string().describe('The last 4 characters only.'),
  submittedAt: isoTime,
  reviewedAt: isoTime.nullable(),
  reason: z.string().nullable().describe('Why it was rejected.'),
  fee: decimalText.nullable().describe('The certification fee charged (USDT), a type-16 record.'),
});

export const kycStatus = z.object({
  level: z.number().int().min(0).max(3).describe('The approved KYC level (0: none).'),
  state: z.enum(KYC_STATES).describe("The latest application's state."),
  qualifiedInvestor: z.boolean().describe('Recorded at a level-3 approval (20,000 USD portfolio or 2 million USD total assets).'),
  qualifiedBasis: z.enum(QUALIFIED_BASES).nullable(),
  latest: application.nullable(),
  rules: z.object({
    minUsdt: decimalText,
    usdtBalance: decimalText,
    fee: decimalText.describe('USDT charged for each application (0: none).'),
    minAge: z.number().int(),
    refusedCountries: z.array(z.string()).describe('Residents of these countries are refused (KYC_REFUSED_COUNTRIES).'),
    maxUploadBytes: z.number().int(),
    uploadsLeft: z.number().int(),
  }),
});
export const submitResult = z.object({ status: kycStatus, record: walletRecord.nullable(), replayed: z.boolean() });

export const stockApplication = z.object({
  applied: z.boolean().describe('SPEC §4: applied or not applied.'),
  application: z
    .object({
      name: z.string(),
      quantity: z.number().int(),
      amountUsd: z.string(),
      note: z.string(),
      review: z.enum(['pending', 'accepted', 'declined']).describe('Editable while pending.'),
      reason: z.string().nullable(),
      updatedAt: isoTime,
    })
    .nullable(),
});
export const feedbackItem = z.object({
  id: z.string(),
  category: z.enum(FEEDBACK_CATEGORIES),
  text: z.string(),
  hasScreenshot: z.boolean(),
  state: z.enum(['open', 'answered']),
  reply: z.string().nullable(),
  createdAt: isoTime,
});
export const feedbackList = z.object({ items: z.array(feedbackItem) });
export const devReviewRequest = z.object({
  user: z.string().max(16).describe('accid or E.164 phone of the account'),
  decision: z.enum(['approve', 'reject']),
  level: z.number().int().min(1).max(3).optional(),
  qualified: z.enum(QUALIFIED_BASES).optional(),
  reason: z.string().max(300).optional(),
});
