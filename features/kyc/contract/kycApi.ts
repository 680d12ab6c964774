import type { z } from 'zod';
import type * as schemas from './kyc';

/**
 * The zod-free half of the KYC and forms contract: paths, response types and failure codes. Every
 * path but `file` needs the login token and answers about the session's own account.
 */
export const KYC_PATHS = {
  /** GET: level, latest application, qualified-investor state and the rules in force. */
  status: '/api/kyc/status',
  /** POST multipart (field `purpose`, then one file `file`): stores a document, answers its id. */
  upload: '/api/kyc/upload',
  /** POST { fileId }: a short-lived link to one of my own files. */
  fileLink: '/api/kyc/fileLink',
  /** GET ?t=: the file behind a signed link (owner or reviewer), no token needed. */
  file: '/api/kyc/file',
  /** POST the application for a level. */
  submit: '/api/kyc/submit',
  /** GET / POST: my stock pre-purchase application. */
  stockApplication: '/api/kyc/stockApplication',
  /** GET: what I sent; POST: send feedback. */
  feedback: '/api/kyc/feedback',
  /** POST (DEV_ROUTES only): review the latest application of an account as the operator command does. */
  devReview: '/api/dev/kyc/review',
} as const;

export type KycStatus = z.output<typeof schemas.kycStatus>;
export type KycApplication = z.output<typeof schemas.application>;
export type SubmitRequest = z.input<typeof schemas.submitRequest>;
export type SubmitResult = z.output<typeof schemas.submitResult>;
export type Questionnaire = z.input<typeof schemas.questionnaire>;
export type UploadedFile = z.output<typeof schemas.uploadedFile>;
export type FileLink = z.output<typeof schemas.fileLink>;
export type StockApplication = z.output<typeof schemas.stockApplication>;
export type StockApplicationRequest = z.input<typeof schemas.stockApplicationRequest>;
export type FeedbackItem = z.output<typeof schemas.feedbackItem>;
export type FeedbackList = z.output<typeof schemas.feedbackList>;
export type FeedbackRequest = z.input<typeof schemas.feedbackRequest>;

/** Failure codes of KYC and the forms (36001-36099). */
export const KYC_ERRORS = {
  balanceTooLow: 36001,
  underAge: 36002,
  countryRefused: 36003,
  idTypeNotForCountry: 36004,
  fieldMissing: 36005,
  alreadyPending: 36006,
  levelNotHigher: 36007,
  fileUnknown: 36008,
  fileTooLarge: 36009,
  fileTypeRefused: 36010,
  fileTypeMismatch: 36011,
  uploadLimit: 36012,
  uploadMalformed: 36013,
  stockReviewed: 36014,
  birthDateInvalid: 36015,
  linkExpired: 36016,
  notQualified: 36017,
  fileNameTooLong: 36018,
} as const;
