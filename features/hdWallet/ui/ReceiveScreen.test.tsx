import { TextDecoder, TextEncoder } from 'node:util';
import { fireEvent, render, screen } from '@testing-library/react';

// next-intl is ESM-only, which jest cannot load here: a stand-in reading en.json, in a locale the test sets.
let mockLocale = 'en';
jest.mock('next-intl', () => ({
  useLocale: () => mockLocale,
  useTranslations: (namespace: string) => (key: string, params: Record<string, unknown> = {}) => {
    const messages = jest.requireActual('@/lib/i18n/generated/en.json');
    const text = `${namespace}.${key}`.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
    return String(text).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
  },
}));
jest.mock('next/navigation', () => ({ useRouter: () => ({ back: jest.fn(), replace: jest.fn(), push: jest.fn() }) }));
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
jest.mock('@/lib/state/hdWallet/hdWallet', () => {
  const { atom } = jest.requireActual('jotai');
  return { selectedWalletAtom: atom({ id: 'w', name: 'Main', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chain: 'ETH', chainId: 1 }) };
});
jest.mock('./useCoinPrices', () => ({
  useCoinPrices: () => ({ data: { coins: [{ symbol: 'ETH', usdPrice: '2000' }], prices: { source: 'feed', asOf: null, stale: false } } }),
}));
jest.mock('@/components/kit/QrCode', () => ({ QrCode: ({ value }: { value: string }) => <span data-testid="qr-value">{value}</span> }));

// viem (address checks) needs TextEncoder, which jsdom lacks: set it before the screen loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });
const { ReceiveScreen } = jest.requireActual<typeof import('./ReceiveScreen')>('./ReceiveScreen');

function typeAmount(text: string) {
  fireEvent.click(screen.getByTestId('set-amount'));
  fireEvent.change(screen.getByLabelText('Amount (ETH)'), { target: { value: text } });
}

describe('/hd-receive amount (issue 12)', () => {
  beforeEach(() => {
    mockLocale = 'en';
  });

  it('requests 1000 ETH for "1,000" typed in English, never 1 ETH, and shows its value', () => {
    render(<ReceiveScreen />);
    typeAmount('1,000');
    expect(screen.getByTestId('qr-value').textContent).toBe(`ethereum:${ADDRESS}@1?value=${10n ** 21n}`);
    expect(screen.getByTestId('receive-amount').textContent).toBe('Requesting 1000 ETH');
    expect(screen.getByTestId('amount-fiat').textContent).toBe('≈ $2,000,000.00');
  });

  it('makes no payment request from an ambiguous "1.000" in Turkish', () => {
    mockLocale = 'tr';
    render(<ReceiveScreen />);
    typeAmount('1.000');
    expect(screen.queryByTestId('qr-value')).toBeNull();
    expect(screen.queryByTestId('receive-amount')).toBeNull();
    expect(screen.getByLabelText('Amount (ETH)').getAttribute('aria-invalid')).toBe('true');
  });
});
