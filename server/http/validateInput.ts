import { z } from 'zod';
import { ERROR_KEYS } from '../../lib/contract/apiError';
import { HIDDEN_CHARACTER_REASONS, LONE_SURROGATE } from '../../lib/contract/textRules';
import { badRequest } from './appError';

export type InputPart = 'query' | 'body' | 'params';

/**
 * Parses one part of a request with a zod schema. Bad input becomes a 400 failure whose msg
 * names the field ("amount is required.", "page is invalid: ..."), never a 500.
 * A string with a NUL character or a lone surrogate anywhere in the part is refused first, whatever
 * the schema says: PostgreSQL text cannot hold a NUL ("invalid byte sequence for encoding UTF8:
 * 0x00"), and a lone surrogate (JSON may escape one, "\ud800") would be stored as U+FFFD, not as sent.
 *
 * @example const { page } = validateInput(z.object({ page: z.coerce.number() }), request.query, 'query')
 */
export function validateInput<S extends z.core.$ZodType>(schema: S, value: unknown, part: InputPart): z.output<S> {
  const unstorable = unstorableString(value);
  if (unstorable) {
    const field = unstorable.path.length > 0 ? unstorable.path.join('.') : part;
    const { reason } = unstorable;
    return fail(`${field} is invalid: ${reason}.`, ERROR_KEYS.invalid, { field, reason });
  }
  const result = z.safeParse(schema, value);
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

type Visit = { value: unknown; key?: string | number; parent?: Visit };

const NUL_REASON = 'must not contain a NUL character';

/**
 * The path of the first string holding U+0000 or a lone surrogate, and why, or null. Walked with a
 * stack and parent links, not recursion or path copies: a 1 MiB JSON body may nest half a million
 * levels deep.
 */
function unstorableString(value: unknown): { path: (string | number)[]; reason: string } | null {
  const stack: Visit[] = [{ value }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return { path: pathTo(visit), reason: NUL_REASON };
      if (LONE_SURROGATE.test(current)) return { path: pathTo(visit), reason: HIDDEN_CHARACTER_REASONS.loneSurrogate };
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: i, parent: visit });
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current).reverse()) stack.push({ value: item, key, parent: visit });
    }
  }
  return null;
}

/** The keys from the root down to `visit`, at most the first MAX_PATH_SHOWN of them. */
function pathTo(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.push(at.key);
  path.reverse();
  return path.length > MAX_PATH_SHOWN ? [...path.slice(0, MAX_PATH_SHOWN), '…'] : path;
}

const MAX_PATH_SHOWN = 10;

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
