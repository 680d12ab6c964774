import { renderHook } from '@testing-library/react';
import { failureOf } from '@/lib/api/apiFailure';
import { isShownInline } from '@/lib/api/shownInline';

const known: Record<string, string> = { 'errors.auth.codeInvalid': 'Wrong code' };
jest.mock('next-intl', () => ({
  useTranslations: () => Object.assign((key: string) => known[key] ?? key, { has: (key: string) => key in known }),
}));

/** An ApiError as the client throws it (the client itself needs fetch, which jsdom lacks). */
const apiError = (code: number, message: string, key: string) => Object.assign(new Error(message), { name: 'ApiError', code, key });

const { useFailureText } = jest.requireActual<typeof import('./useFailureText')>('./useFailureText');

describe('useFailureText', () => {
  it('marks a failure it gives text for as shown in place, so the client does not also toast it', () => {
    const { result } = renderHook(() => useFailureText());
    const wrongCode = apiError(20004, 'bad', 'errors.auth.codeInvalid');
    expect(result.current(failureOf(wrongCode))).toBe('Wrong code');
    expect(isShownInline(wrongCode)).toBe(true);

    const withFallback = apiError(0, 'offline', 'errors.unknown');
    expect(result.current(failureOf(withFallback), 'Try again')).toBe('Try again');
    expect(isShownInline(withFallback)).toBe(true);

    // No text for it here: the toast is its only place.
    const unknown = apiError(500, 'boom', 'errors.unknown');
    expect(result.current(failureOf(unknown))).toBeNull();
    expect(isShownInline(unknown)).toBe(false);
  });
});
