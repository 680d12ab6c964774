import { TextDecoder, TextEncoder } from 'node:util';
import { fireEvent, render, screen } from '@testing-library/react';
import ar from '@/lib/i18n/generated/ar.json';
import en from '@/lib/i18n/generated/en.json';
import { STORAGE } from '@/lib/state/storageKeys';

/** The messages the mocked next-intl reads (next-intl is ESM-only, which jest cannot load here). */
let mockMessages: Record<string, unknown> = en;
jest.mock('next-intl', () => ({
  useTranslations: (namespace: string) => (key: string, params: Record<string, unknown> = {}) => {
    const text = `${namespace}.${key}`.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], mockMessages);
    return String(text).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
  },
}));

const back = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ back, replace: jest.fn(), push: jest.fn() }),
  useSearchParams: () => new URLSearchParams('wallet=hd'),
}));

// viem (address checks) needs TextEncoder, which jsdom lacks: set it before the screen loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });
const { AddAddressScreen } = jest.requireActual<typeof import('./AddAddressScreen')>('./AddAddressScreen');

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function mount(locale: 'en' | 'ar') {
  mockMessages = locale === 'en' ? en : ar;
  render(<AddAddressScreen />);
}

function fill(nameLabel: string, addressLabel: string, name: string) {
  fireEvent.change(screen.getByLabelText(nameLabel), { target: { value: name } });
  fireEvent.change(screen.getByLabelText(addressLabel), { target: { value: ADDRESS } });
  fireEvent.click(screen.getByTestId('save-address'));
}

describe('HD add address form', () => {
  beforeEach(() => localStorage.clear());

  it('shows a translated error under the name for a bidi override, and saves nothing', () => {
    mount('en');
    fill(en.hd.book.name, en.hd.book.address, `invoice\u202Etxt.exe`);
    const name = screen.getByLabelText(en.hd.book.name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(en.fields.hiddenCharacters);
    expect(localStorage.getItem(STORAGE.hdAddressBook)).toBeNull();
    expect(back).not.toHaveBeenCalled();
  });

  it('says it in the user’s language', () => {
    mount('ar');
    fill(ar.hd.book.name, ar.hd.book.address, 'Bob\u2066');
    expect(screen.getByText(ar.fields.hiddenCharacters).textContent).toBe(ar.fields.hiddenCharacters);
  });

  it('saves an Arabic name with an emoji sequence', () => {
    mount('en');
    fill(en.hd.book.name, en.hd.book.address, 'محفظة 👩\u200D💻');
    expect(JSON.parse(localStorage.getItem(STORAGE.hdAddressBook) ?? '[]')).toMatchObject([{ name: 'محفظة 👩\u200D💻', address: ADDRESS }]);
  });

  it('drops a field’s error as soon as the user edits that field, and keeps the others', () => {
    mount('en');
    fireEvent.click(screen.getByTestId('save-address'));
    const name = screen.getByLabelText(en.hd.book.name);
    const address = screen.getByLabelText(en.hd.book.address);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(name, { target: { value: 'B' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(name.getAttribute('aria-describedby')).toBeNull();
    expect(address.getAttribute('aria-invalid')).toBe('true');
  });
});
