import type { FastifyRequest } from 'fastify';
import { ERROR_KEYS } from '../../lib/contract/apiError';
import { HEADER_IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_PATTERN } from '../../features/cloudWallet/contract/walletRules';
import { badRequest } from './appError';

/**
 * The client's idempotency key of a money-moving request: the `Idempotency-Key` header or the
 * body's `idempotencyKey` (already shape-checked by the schema). One is required; two different
 * ones are refused rather than guessed between.
 *
 * @example const key = idempotencyKeyOf(request, body.idempotencyKey)
 */
export function idempotencyKeyOf(request: FastifyRequest, fromBody: string | undefined): string {
  const field = 'idempotencyKey';
  const header = request.headers[HEADER_IDEMPOTENCY_KEY];
  const fromHeader = typeof header === 'string' ? header.trim() : undefined;
  if (fromHeader !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(fromHeader)) {
    const reason = 'the Idempotency-Key header must be 8 to 64 letters, digits, - or _ (a UUID fits)';
    throw badRequest(`${field} is invalid: ${reason}.`, ERROR_KEYS.invalid, { field, reason });
  }
  if (fromHeader !== undefined && fromBody !== undefined && fromHeader !== fromBody) {
    const reason = 'differs from the Idempotency-Key header';
    throw badRequest(`${field} is invalid: ${reason}.`, ERROR_KEYS.invalid, { field, reason });
  }
  const key = fromBody ?? fromHeader;
  if (!key) throw badRequest(`${field} is required.`, ERROR_KEYS.required, { field });
  return key;
}
