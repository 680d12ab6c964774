import { act, renderHook, waitFor } from '@testing-library/react';
import { useCaptcha } from './useCaptcha';

const getCaptcha = jest.fn();
jest.mock('@/lib/api/smsCode', () => ({ getCaptcha: () => getCaptcha() }));

const challenge = (captchaId: string) => ({ captchaId, image: `data:image/svg+xml,${captchaId}`, expiresIn: 120 });

describe('useCaptcha', () => {
  beforeEach(() => getCaptcha.mockReset());

  it('loads a captcha only once active', async () => {
    getCaptcha.mockResolvedValue(challenge('a'));
    const { result, rerender } = renderHook(({ active }) => useCaptcha(active), { initialProps: { active: false } });
    await act(async () => undefined);
    expect(getCaptcha).not.toHaveBeenCalled();
    rerender({ active: true });
    await waitFor(() => expect(result.current.challenge?.captchaId).toBe('a'));
  });

  it('reload clears the answer and brings a new captcha; a failed load leaves none', async () => {
    getCaptcha.mockResolvedValueOnce(challenge('a')).mockResolvedValueOnce(challenge('b')).mockRejectedValueOnce(new Error('offline'));
    const { result } = renderHook(() => useCaptcha(true));
    await waitFor(() => expect(result.current.challenge?.captchaId).toBe('a'));
    act(() => result.current.setAnswer('x7k2'));
    expect(result.current.answer).toBe('x7k2');
    await act(() => result.current.reload());
    expect(result.current.answer).toBe('');
    expect(result.current.challenge?.captchaId).toBe('b');
    await act(() => result.current.reload());
    expect(result.current.challenge).toBeNull();
  });
});
