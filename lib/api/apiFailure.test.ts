/** @jest-environment node */
import { ApiError } from '@/lib/api/client';
import { isShownInline } from '@/lib/api/shownInline';
import { failureOf, shownInline } from './apiFailure';

describe('failureOf and shownInline', () => {
  it('reads an API failure, and marking it shown in place spares the rejected call its toast', () => {
    const error = new ApiError(7, 'Wrong code', 'errors.auth.codeInvalid', { left: 2 });
    const failure = failureOf(error);
    expect(failure).toEqual({ code: 7, key: 'errors.auth.codeInvalid', params: { left: 2 } });
    expect(isShownInline(error)).toBe(false);
    shownInline(failure!);
    expect(isShownInline(error)).toBe(true);
  });

  it('is null for anything that is not an API failure (a bug, which the caller rethrows)', () => {
    expect(failureOf(new Error('boom'))).toBeNull();
    expect(failureOf('text')).toBeNull();
  });

  it('ignores a failure it did not read', () => {
    const error = new ApiError(7, 'Wrong code');
    shownInline({ code: 7, key: undefined, params: undefined });
    expect(isShownInline(error)).toBe(false);
  });
});
