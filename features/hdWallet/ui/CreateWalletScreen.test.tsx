import { fireEvent, render, screen } from '@testing-library/react';
import en from '@/lib/i18n/generated/en.json';

// next-intl is ESM-only, which jest cannot load here: a stand-in reading en.json.
jest.mock('next-intl', () => ({
  useTranslations: (namespace: string) => (key: string, params: Record<string, unknown> = {}) => {
    const messages = jest.requireActual('@/lib/i18n/generated/en.json');
    const text = `${namespace}.${key}`.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
    return String(text).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
  },
}));
jest.mock('next/navigation', () => ({ useRouter: () => ({ back: jest.fn(), replace: jest.fn(), push: jest.fn() }) }));
jest.mock('./saveWallet', () => ({ createNewWallet: jest.fn() }));

const { CreateWalletScreen } = jest.requireActual<typeof import('./CreateWalletScreen')>('./CreateWalletScreen');

describe('CreateWalletScreen', () => {
  it('drops a field’s error as soon as the user edits that field, and keeps the others', () => {
    render(<CreateWalletScreen />);
    const password = screen.getByLabelText(en.hd.password.password);
    const name = screen.getByLabelText(en.hd.password.name);
    fireEvent.change(name, { target: { value: 'invoice\u202Etxt' } });
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.submit(password.closest('form') as HTMLFormElement);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(password, { target: { value: 'short-but-longer' } });
    expect(password.getAttribute('aria-invalid')).toBeNull();
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });
});
