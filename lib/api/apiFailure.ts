import type { ApiError } from '@/lib/api/client';
import { markShownInline } from '@/lib/api/shownInline';

export type Failure = Pick<ApiError, 'code' | 'key' | 'params'>;

/** The rejected call behind each failure, so showing the failure in place can spare its toast. */
const sources = new WeakMap<Failure, object>();

/**
 * What a rejected account call said, for the screen to show in place of the client's toast; null
 * for anything that is not an API failure (a bug, which the caller rethrows).
 */
export function failureOf(error: unknown): Failure | null {
  if (error instanceof Error && error.name === 'ApiError' && typeof (error as ApiError).code === 'number') {
    const e = error as ApiError;
    const failure: Failure = { code: e.code, key: e.key, params: e.params };
    sources.set(failure, e);
    return failure;
  }
  return null;
}

/** The screen shows this failure in place (a field or form error): the client does not also toast it. */
export function shownInline(failure: Failure): void {
  const source = sources.get(failure);
  if (source) markShownInline(source);
}
