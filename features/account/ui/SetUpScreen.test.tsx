import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { UserInfo } from '@/lib/state/session';
import { userInfoAtom } from '@/lib/state/session';
import { SetUpScreen } from './SetUpScreen';

// next-intl is ESM-only, which jest cannot load here: a stand-in reading the message file of the locale the test sets.
let mockLocale = 'en';
jest.mock('next-intl', () => ({
  useLocale: () => mockLocale,
  useTranslations: (namespace: string) => (key: string, params: Record<string, unknown> = {}) => {
    const messages = jest.requireActual(`@/lib/i18n/generated/${mockLocale}.json`);
    const text = `${namespace}.${key}`.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
    return String(text).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
  },
}));
const mockRouter = { back: jest.fn(), replace: jest.fn(), push: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => mockRouter, usePathname: () => '/setUp' }));
jest.mock('@/lib/useLoginGuard', () => ({ useLoginGuard: () => true }));
const mockLogout = jest.fn(async () => undefined);
jest.mock('@/features/account/api/user', () => ({ logout: () => mockLogout() }));

const USER: UserInfo = {
  accid: '10000001',
  phoneMasked: '+86 138****8000',
  accountName: 'Ann',
  registeredAt: '2026-01-02T03:04:05Z',
  securityLevel: 1,
  kycLevel: 0,
  hasPassword: true,
  payPasswordSet: false,
  googleEnabled: false,
  pinEnabled: false,
  inviteCode: 'ABC',
};

function renderSetUp() {
  const store = createStore();
  store.set(userInfoAtom, USER);
  return render(
    <Provider store={store}>
      <SetUpScreen />
    </Provider>,
  );
}

beforeEach(() => {
  mockLocale = 'en';
  mockLogout.mockClear();
  mockRouter.replace.mockClear();
});

describe('SetUpScreen logout', () => {
  it('asks first: the dialog takes focus, Cancel and Escape keep the user logged in', () => {
    renderSetUp();
    fireEvent.click(screen.getByTestId('logout'));
    const dialog = screen.getByRole('dialog', { name: 'Log out?' });
    expect(mockLogout).not.toHaveBeenCalled();
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByTestId('logout'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mockLogout).not.toHaveBeenCalled();
  });

  it('logs out once confirmed', async () => {
    renderSetUp();
    fireEvent.click(screen.getByTestId('logout'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('logout-confirm-confirm'));
    });
    expect(mockLogout).toHaveBeenCalledTimes(1);
    expect(mockRouter.replace).toHaveBeenCalledWith('/index/home');
  });
});

describe('SetUpScreen in Arabic', () => {
  it('isolates the phone number and account id as left-to-right runs', () => {
    mockLocale = 'ar';
    renderSetUp();
    for (const id of ['setup-phone', 'setup-accid']) {
      const element = screen.getByTestId(id);
      expect(element.tagName).toBe('BDI');
      expect(element.getAttribute('dir')).toBe('ltr');
      expect(element.classList.contains('ltr')).toBe(true);
    }
    expect(screen.getByTestId('setup-phone').textContent).toBe('+86 138****8000');
  });
});

describe('SetUpScreen account name', () => {
  it('drops the name’s error as soon as the user edits it', () => {
    renderSetUp();
    fireEvent.click(screen.getByRole('button', { name: 'Edit account name' }));
    const input = screen.getByLabelText('Account name');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: 'A' } });
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });
});
