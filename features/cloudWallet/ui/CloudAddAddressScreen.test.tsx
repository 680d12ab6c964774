import { fireEvent, render, screen } from '@testing-library/react';
import en from '@/lib/i18n/generated/en.json';
import { CloudAddAddressScreen } from './CloudAddAddressScreen';

// next-intl is ESM-only, which jest cannot load here: a stand-in reading en.json.
jest.mock('next-intl', () => ({
  useTranslations: (namespace: string) => (key: string, params: Record<string, unknown> = {}) => {
    const messages = jest.requireActual('@/lib/i18n/generated/en.json');
    const text = `${namespace}.${key}`.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
    return String(text).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
  },
}));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ back: jest.fn(), replace: jest.fn(), push: jest.fn() }),
  useSearchParams: () => new URLSearchParams(''),
}));
const mockAddAddress = jest.fn();
jest.mock('@/features/cloudWallet/api/wallet', () => ({
  addAddress: (...args: unknown[]) => mockAddAddress(...args),
  updateAddress: jest.fn(),
  isWalletKey: () => () => false,
  useAddressBook: () => ({ data: { items: [] } }),
  useCoinList: () => ({ data: undefined }),
}));

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('cloud add address form', () => {
  it('shows the translated error under the name as the user types a bidi control, and sends nothing', () => {
    render(<CloudAddAddressScreen />);
    const name = screen.getByLabelText(en.cloudAddressBook.name);
    fireEvent.change(name, { target: { value: `Bob\u202E` } });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(en.fields.hiddenCharacters);
    fireEvent.change(screen.getByLabelText(en.cloudAddressBook.address), { target: { value: ADDRESS } });
    fireEvent.click(screen.getByTestId('save-address'));
    expect(mockAddAddress).not.toHaveBeenCalled();
  });

  it('takes an Arabic name with an emoji sequence', () => {
    render(<CloudAddAddressScreen />);
    const name = screen.getByLabelText(en.cloudAddressBook.name);
    fireEvent.change(name, { target: { value: 'محفظة 👩\u200D💻' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });
});
