import { act, fireEvent, render, screen } from '@testing-library/react';
import { USER_ERRORS } from '@/lib/contract/userApi';
import { checkInvite } from '@/features/account/contract/fieldRules';
import { SmsPasswordForm } from './SmsPasswordForm';

// next-intl is ESM-only, which jest cannot load here: a stand-in reading the English message file.
jest.mock('next-intl', () => ({
  useLocale: () => 'en',
  useTranslations: (namespace: string) => (key: string, params: Record<string, unknown> = {}) => {
    const messages = jest.requireActual('@/lib/i18n/generated/en.json');
    const text = `${namespace}.${key}`.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
    return String(text ?? `${namespace}.${key}`).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
  },
}));

/** A rejected call as lib/api/client's ApiError looks (importing it loads ky, which needs browser globals jsdom lacks). */
function apiError(code: number, key: string): Error {
  return Object.assign(new Error(key), { name: 'ApiError', code, key });
}
// The failure's message key stands for its text.
jest.mock('@/lib/api/useFailureText', () => ({ useFailureText: () => (failure: { key?: string } | null) => failure?.key ?? null }));

const texts = { password: 'Password', repeat: 'Repeat password', submit: 'Go' };

function fill(phone: string, code: string, password: string, repeat = password) {
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: phone } });
  fireEvent.change(screen.getByLabelText('SMS verification code'), { target: { value: code } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Repeat password'), { target: { value: repeat } });
}

describe('SmsPasswordForm', () => {
  it('checks every field before the call, the extra field too', () => {
    const onSubmit = jest.fn(async () => undefined);
    render(
      <SmsPasswordForm
        purpose="register"
        texts={texts}
        extra={{ label: 'Invite code', value: '!', onChange: jest.fn(), check: checkInvite, maxLength: 12 }}
        failureFields={{}}
        onSubmit={onSubmit}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Enter your phone number')).toBeTruthy();
    expect(screen.getByText('Enter the 6-digit code')).toBeTruthy();
    expect(screen.getByText('An invite code is 6 to 12 letters or digits')).toBeTruthy();
  });

  it('hands the checked phone, code and password over, then clears the spent code', async () => {
    const onSubmit = jest.fn(async () => undefined);
    render(<SmsPasswordForm purpose="resetPassword" texts={texts} intro="Set a new one" failureFields={{}} onSubmit={onSubmit} />);
    expect(screen.getByText('Set a new one')).toBeTruthy();
    fill('13800138000', '123456', 'abc12345');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Go' })));
    expect(onSubmit).toHaveBeenCalledWith({ phone: expect.stringMatching(/13800138000$/), code: '123456', password: 'abc12345' });
    expect((screen.getByLabelText('SMS verification code') as HTMLInputElement).value).toBe('');
  });

  it('puts a failure on the field it is about, and anything else above the form', async () => {
    let failure = apiError(USER_ERRORS.phoneTaken, 'errors.user.phoneTaken');
    const onSubmit = jest.fn(async () => {
      throw failure;
    });
    render(<SmsPasswordForm purpose="register" texts={texts} failureFields={{ [USER_ERRORS.phoneTaken]: 'phone' }} onSubmit={onSubmit} />);
    fill('13800138000', '123456', 'abc12345');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Go' })));
    expect(screen.getByLabelText('Phone number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();

    failure = apiError(USER_ERRORS.codeInvalid, 'errors.user.codeInvalid');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Go' })));
    expect(screen.getByLabelText('SMS verification code').getAttribute('aria-invalid')).toBe('true');

    failure = apiError(USER_ERRORS.phoneUnknown, 'errors.user.phoneUnknown');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Go' })));
    expect(screen.getByRole('alert').className).toBe('form-error');
  });
});
