import { RED_ENVELOPE_ERRORS as CODES } from '../../../features/redEnvelope/contract/redEnvelopeApi';
import { RED_ENVELOPE_ERROR_KEYS as KEYS } from '../../../features/redEnvelope/contract/redEnvelopeErrorKeys';
import { AppError } from '../../http/appError';

const fail = (status: number, code: number, msg: string, key: AppError['key'], params?: Record<string, string | number>) =>
  new AppError({ status, code, msg, key, params });

/** The red envelope's own failures, each with its English msg and translation key. USD amounts are decimal strings. */
export const envelopeErrors = {
  quantityTooLarge: (max: number) => fail(400, CODES.quantityTooLarge, `An envelope may have at most ${max} shares.`, KEYS.quantityTooLarge, { max }),
  totalTooSmall: (coin: string, minimum: string) =>
    fail(400, CODES.totalTooSmall, `The total must be at least ${minimum} ${coin}: the smallest unit for each share.`, KEYS.totalTooSmall, { coin, minimum }),
  wishesTooLong: (max: number) => fail(400, CODES.wishesTooLong, `Wishes may be at most ${max} characters.`, KEYS.wishesTooLong, { max }),
  noPrice: (coin: string) => fail(400, CODES.noPrice, `Red envelopes of ${coin} are not available: it has no price yet.`, KEYS.noPrice, { coin }),
  dailyLimit: (limit: string, remaining: string) =>
    fail(400, CODES.dailyLimit, `This envelope goes over the daily limit of ${limit} USD; ${remaining} USD is left for today (UTC).`, KEYS.dailyLimit, {
      limit,
      remaining,
    }),
  envelopeUnknown: () => fail(404, CODES.envelopeUnknown, 'There is no such red envelope.', KEYS.envelopeUnknown),
  codeWrong: () => fail(404, CODES.codeWrong, 'No red envelope has this code; check it and try again.', KEYS.codeWrong),
  codeLocked: (hours: number, retryAfterSeconds: number) =>
    new AppError({
      status: 429,
      code: CODES.codeLocked,
      msg: `Too many wrong codes: claiming by code is blocked for ${hours} more hours. You can still open a shared link.`,
      key: KEYS.codeLocked,
      params: { hours, retryAfterSeconds },
    }),
  expired: () => fail(409, CODES.expired, 'This red envelope has expired.', KEYS.expired),
  fullyClaimed: () => fail(409, CODES.fullyClaimed, 'Every share of this red envelope has been claimed.', KEYS.fullyClaimed),
  alreadyClaimed: () => fail(409, CODES.alreadyClaimed, 'You have already claimed this red envelope.', KEYS.alreadyClaimed),
  ownEnvelope: () => fail(400, CODES.ownEnvelope, 'You cannot claim your own red envelope.', KEYS.ownEnvelope),
};
