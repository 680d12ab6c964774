import type { z } from 'zod';
import { ERROR_KEYS } from '../../lib/contract/apiError';
import { badRequest } from './appError';

export type InputPart = 'query' | 'body' | 'params';

/**
 * Parses one part of a request with a zod schema. Bad input becomes a 400 failure whose msg
 * names the field ("amount is required.", "page is invalid: ..."), never a 500.
 *
 * @example const { page } = validateInput(z.object({ page: z.coerce.number() }), request.query, 'query')
 */
export function validateInput<S extends z.ZodType>(schema: S, value: unknown, part: InputPart): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : part;
  if (valueAt(value, issue.path) === undefined) {
    return fail(`${field} is required.`, ERROR_KEYS.required, { field });
  }
  const reason = issue.message;
  return fail(`${field} is invalid: ${reason}.`, ERROR_KEYS.invalid, { field, reason });
}

function fail(msg: string, key: typeof ERROR_KEYS.required | typeof ERROR_KEYS.invalid, params: Record<string, string>): never {
  throw badRequest(msg, key, params);
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
