import type { ApiError } from '@/lib/api/client';

export type Failure = Pick<ApiError, 'code' | 'key' | 'params'>;

/**
 * What a rejected account call said, for the screen to show beside the client's toast; null for
 * anything that is not an API failure (a bug, which the caller rethrows).
 */
export function failureOf(error: unknown): Failure | null {
  if (error instanceof Error && error.name === 'ApiError' && typeof (error as ApiError).code === 'number') {
    const e = error as ApiError;
    return { code: e.code, key: e.key, params: e.params };
  }
  return null;
}
