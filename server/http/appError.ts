import { BAD_REQUEST, LOGIN_EXPIRED, NOT_FOUND } from '../../lib/contract/envelope';
import { ERROR_KEYS, type ErrorKey, TOO_MANY_REQUESTS, UNAUTHORIZED } from '../../lib/contract/apiError';

/**
 * A failure the client should see as is: envelope `code`, HTTP `status`, an English `msg`, and
 * optionally a message `key` + `params` for translation. Anything else thrown is a bug and
 * answers code 500 'Server error' (see errorHandler.ts).
 *
 * @example throw new AppError({ status: 400, code: 400, msg: 'Amount must be positive.' })
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: number;
  readonly key?: ErrorKey;
  readonly params?: Record<string, string | number>;

  constructor(init: {
    status: number;
    code: number;
    msg: string;
    key?: ErrorKey;
    params?: Record<string, string | number>;
  }) {
    super(init.msg);
    this.name = 'AppError';
    this.status = init.status;
    this.code = init.code;
    this.key = init.key;
    this.params = init.params;
  }
}

export const badRequest = (msg: string, key: ErrorKey = ERROR_KEYS.badRequest, params?: Record<string, string | number>) =>
  new AppError({ status: 400, code: BAD_REQUEST, msg, key, params });

export const notFound = (msg = 'Not found.') =>
  new AppError({ status: 404, code: NOT_FOUND, msg, key: ERROR_KEYS.notFound });

/** Code 10001: the client drops its token and sends the user to log in again (SPEC §8). */
export const loginExpired = () =>
  new AppError({
    status: UNAUTHORIZED,
    code: LOGIN_EXPIRED,
    msg: 'Login has expired, please login again.',
    key: ERROR_KEYS.loginExpired,
  });

export const tooManyRequests = (retryAfterSeconds?: number) =>
  new AppError({
    status: TOO_MANY_REQUESTS,
    code: TOO_MANY_REQUESTS,
    msg: 'Too many requests; please wait a moment and try again.',
    key: ERROR_KEYS.rateLimited,
    params: retryAfterSeconds === undefined ? undefined : { retryAfterSeconds },
  });
