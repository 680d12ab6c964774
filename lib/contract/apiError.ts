/**
 * The failure shape of the envelope (SPEC §8): besides `{ code, msg, data }` a failure may carry a
 * stable message `key` and its `params`, so the client can show a translated text instead of the
 * server's English `msg`. Clients that know nothing of keys still get a readable `msg`.
 */
export type ApiFailure = {
  code: number;
  /** Always an English sentence, for logs and for clients without the key. */
  msg: string;
  data: null;
  key?: ErrorKey;
  params?: Record<string, string | number>;
};

/** Generic failure codes beyond those in envelope.ts. */
export const UNAUTHORIZED = 401;
export const PAYLOAD_TOO_LARGE = 413;
export const UNSUPPORTED_MEDIA_TYPE = 415;
export const TOO_MANY_REQUESTS = 429;
export const SERVICE_UNAVAILABLE = 503;

/** Message keys the server may send; each needs an entry in every locale of the message files (`errors` lives in messages/shared/). */
export const ERROR_KEYS = {
  /** params: { field } */
  required: 'errors.validation.required',
  /** params: { field, reason } */
  invalid: 'errors.validation.invalid',
  malformedJson: 'errors.request.malformedJson',
  payloadTooLarge: 'errors.request.tooLarge',
  unsupportedMediaType: 'errors.request.unsupportedMediaType',
  badRequest: 'errors.request.bad',
  notFound: 'errors.notFound',
  loginExpired: 'errors.auth.loginExpired',
  /** params: { retryAfterSeconds } */
  rateLimited: 'errors.rateLimited',
  server: 'errors.server',
  // ---- cloud accounts (features/account/contract/user.ts USER_ERRORS) ----
  captchaRequired: 'errors.auth.captchaRequired',
  captchaInvalid: 'errors.auth.captchaInvalid',
  wrongCredentials: 'errors.auth.wrongCredentials',
  passwordWrong: 'errors.auth.passwordWrong',
  codeInvalid: 'errors.sms.codeInvalid',
  smsUnavailable: 'errors.sms.unavailable',
  smsCaptchaRequired: 'errors.sms.captchaRequired',
  /** params: { retryAfterSeconds, minutes } */
  smsPaused: 'errors.sms.paused',
  phoneTaken: 'errors.account.phoneTaken',
  phoneUnknown: 'errors.account.phoneUnknown',
  inviteCodeUnknown: 'errors.account.inviteCodeUnknown',
  /** params: { attemptsLeft } */
  payPasswordWrong: 'errors.payPassword.wrong',
  /** params: { minutes } */
  payPasswordLocked: 'errors.payPassword.locked',
  payPasswordNotSet: 'errors.payPassword.notSet',
  payPasswordAlreadySet: 'errors.payPassword.alreadySet',
  googleCodeInvalid: 'errors.google.codeInvalid',
  googleRequired: 'errors.google.required',
  googleSecretMissing: 'errors.google.secretMissing',
  googleAlreadyEnabled: 'errors.google.alreadyEnabled',
  googleNotEnabled: 'errors.google.notEnabled',
  oauthFailed: 'errors.oauth.failed',
  oauthNotConfigured: 'errors.oauth.notConfigured',
  // ---- cloud wallet money (features/cloudWallet/contract/wallet.ts WALLET_ERRORS) ----
  /** params: { coin, balance } */
  insufficientBalance: 'errors.wallet.insufficientBalance',
  /** params: { coin, minimum } */
  belowMinimum: 'errors.wallet.belowMinimum',
  /** params: { coin, limit, remaining } */
  dailyLimitExceeded: 'errors.wallet.dailyLimitExceeded',
  recipientUnknown: 'errors.wallet.recipientUnknown',
  selfTransfer: 'errors.wallet.selfTransfer',
  /** params: { coin } */
  coinUnknown: 'errors.wallet.coinUnknown',
  /** params: { coin } */
  transferDisabled: 'errors.wallet.transferDisabled',
  idempotencyConflict: 'errors.wallet.idempotencyConflict',
  /** params: { field, coin, decimals } */
  amountDecimals: 'errors.wallet.amountDecimals',
  /** params: { field, reason } with reason one of empty, ensName, missingPrefix, invalidLength, invalidCharacters, badChecksum, format */
} as const;

/**
 * The message keys a feature adds for its own failures, declared in the feature's contract, so a new
 * feature does not edit ERROR_KEYS (see features/cloudWallet/contract/addressBookErrorKeys.ts):
 *
 *   export const SWAP_ERROR_KEYS = { quoteExpired: 'swap.errors.quoteExpired' } as const;
 *   declare module '@/lib/contract/apiError' { interface FeatureErrorKeys { swap: typeof SWAP_ERROR_KEYS } }
 *
 * The texts live in the feature's own messages; its server plugin lists the object in
 * the feature's declaration (`errorKeys` in server/features/<name>/<name>Feature.ts), which puts the keys in the API description.
 */
export interface FeatureErrorKeys {}

type ValueOf<T> = T[keyof T];
export type ErrorKey = ValueOf<typeof ERROR_KEYS> | { [F in keyof FeatureErrorKeys]: ValueOf<FeatureErrorKeys[F]> }[keyof FeatureErrorKeys];
