import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { CoinDetail } from '@/features/cloudWallet/contract/walletApi';
import { userInfoAtom } from '@/lib/state/session';
import { SendScreen } from './SendScreen';

// next-intl is ESM-only, which jest cannot load here: a stand-in reading en.json, in a locale the test sets.
let mockLocale = 'en';
let mockParams = new URLSearchParams('coin=USDT');
jest.mock('next-intl', () => ({
  useLocale: () => mockLocale,
  useTranslations: (namespace: string) => (key: string, params: Record<string, unknown> = {}) => {
    const messages = jest.requireActual('@/lib/i18n/generated/en.json');
    const text = `${namespace}.${key}`.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
    return String(text).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
  },
}));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ back: jest.fn(), replace: jest.fn(), push: jest.fn() }),
  useSearchParams: () => mockParams,
}));
const DETAIL: CoinDetail = {
  coin: {
    symbol: 'USDT',
    name: 'Tether',
    decimals: 6,
    icon: 'USDT',
    addressFormat: 'evm',
    depositEnabled: true,
    withdrawEnabled: true,
    swapEnabled: true,
    internalTransferEnabled: true,
    internalFee: '0',
    internalMinimum: '0.5',
    dailyLimit: '50000',
    usdPrice: '1',
    balance: '5000',
    usdValue: '5000',
  },
  dailyUsed: '0',
  dailyRemaining: '50000',
  prices: { source: 'feed', asOf: '2025-07-01T00:00:00.000Z', stale: false },
} as CoinDetail;
jest.mock('@/features/cloudWallet/api/wallet', () => ({
  useCoinDetail: () => ({ data: DETAIL, error: undefined, mutate: jest.fn() }),
  isWalletKey: () => () => false,
  sendInternalTransfer: jest.fn(),
}));

function renderSend() {
  const store = createStore();
  store.set(userInfoAtom, { accid: '12345678', payPasswordSet: true, googleEnabled: false } as never);
  return render(
    <Provider store={store}>
      <SendScreen />
    </Provider>,
  );
}

/** Fills the form and presses Next: the confirmation then shows the amount the form read. */
function review(amount: string) {
  fireEvent.change(screen.getByLabelText('Recipient'), { target: { value: '87654321' } });
  fireEvent.change(screen.getByLabelText('Amount (USDT)'), { target: { value: amount } });
  fireEvent.click(screen.getByTestId('send-review'));
}

describe('/send amount (issue 12)', () => {
  beforeEach(() => {
    mockLocale = 'en';
  });

  it('sends 1000 USDT for "1,000" typed in English — the form used to turn "," into "." and confirm 1 USDT', () => {
    renderSend();
    review('1,000');
    expect(screen.getByTestId('confirm-amount').textContent).toContain('1,000 USDT');
    expect(screen.getByTestId('confirm-total').textContent).toContain('1,000 USDT');
  });

  it('refuses "1,000" in French instead of confirming 1 USDT, and confirms "1,5" as 1.5', () => {
    mockLocale = 'fr';
    renderSend();
    review('1,000');
    expect(screen.queryByTestId('send-confirm')).toBeNull();
    expect(screen.getByLabelText('Amount (USDT)').getAttribute('aria-invalid')).toBe('true');
    review('1,5');
    expect(screen.getByTestId('confirm-total').textContent).toContain('1.5 USDT');
  });

  it('keeps the screen rules on the read amount: minimum, balance, and Max', async () => {
    renderSend();
    review('0.4');
    expect(screen.getByText('The minimum transfer is 0.5 USDT')).toBeTruthy();
    review('5,000.000001');
    expect(screen.getByText('Insufficient balance: you have 5000 USDT')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('send-max')));
    expect((screen.getByLabelText('Amount (USDT)') as HTMLInputElement).value).toBe('5000');
  });
});

describe('/send from a scanned payment code', () => {
  beforeEach(() => {
    mockLocale = 'en';
  });
  afterEach(() => {
    mockParams = new URLSearchParams('coin=USDT');
  });

  it('fills the empty fields from ?to=&amount=; a new query does not replace what the user typed', () => {
    mockParams = new URLSearchParams('coin=USDT&to=87654321&amount=1234.5');
    const store = createStore();
    store.set(userInfoAtom, { accid: '12345678', payPasswordSet: true, googleEnabled: false } as never);
    const screenWith = () => (
      <Provider store={store}>
        <SendScreen />
      </Provider>
    );
    const { rerender } = render(screenWith());
    const recipient = () => (screen.getByLabelText('Recipient') as HTMLInputElement).value;
    const amount = () => (screen.getByLabelText('Amount (USDT)') as HTMLInputElement).value;
    expect([recipient(), amount()]).toEqual(['87654321', '1234.5']);
    fireEvent.change(screen.getByLabelText('Recipient'), { target: { value: '11112222' } });
    fireEvent.change(screen.getByLabelText('Amount (USDT)'), { target: { value: '7' } });
    mockParams = new URLSearchParams('coin=USDT&to=33334444&amount=9');
    rerender(screenWith());
    expect([recipient(), amount()]).toEqual(['11112222', '7']);
  });
});
