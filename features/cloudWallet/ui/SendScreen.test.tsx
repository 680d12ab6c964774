import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { CoinDetail } from '@/features/cloudWallet/contract/walletApi';
import { initInfoAtom, userInfoAtom } from '@/lib/state/session';
import { SendScreen } from './SendScreen';

// next-intl is ESM-only, which jest cannot load here: a stand-in reading en.json, in a locale the test sets.
let mockLocale = 'en';
let mockParams = new URLSearchParams('coin=USDT');
jest.mock('next-intl', () => ({
  useLocale: () => mockLocale,
  useTranslations: (namespace?: string) => {
    const messages = jest.requireActual('@/lib/i18n/generated/en.json');
    const find = (key: string) => (namespace ? `${namespace}.${key}` : key).split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
    const t = (key: string, params: Record<string, unknown> = {}) => String(find(key)).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
    return Object.assign(t, { has: (key: string) => typeof find(key) === 'string' });
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
let mockDetail = DETAIL;
const mockPreview = jest.fn();
jest.mock('@/features/cloudWallet/api/wallet', () => ({
  previewRecipient: (to: string) => mockPreview(to),
  useCoinDetail: () => ({ data: mockDetail, error: undefined, mutate: jest.fn() }),
  isWalletKey: () => () => false,
  sendInternalTransfer: jest.fn(),
}));

function renderSend(features: Record<string, boolean> = {}) {
  const store = createStore();
  store.set(userInfoAtom, { accid: '12345678', payPasswordSet: true, googleEnabled: false } as never);
  store.set(initInfoAtom, { features } as never);
  return render(
    <Provider store={store}>
      <SendScreen WithdrawForm={() => null} />
    </Provider>,
  );
}

/** Fills the form and presses Next: the confirmation then shows the amount the form read. */
async function review(amount: string, to = '87654321', coin = 'USDT') {
  fireEvent.change(screen.getByLabelText('Recipient'), { target: { value: to } });
  fireEvent.change(screen.getByLabelText(`Amount (${coin})`), { target: { value: amount } });
  await act(async () => fireEvent.click(screen.getByTestId('send-review')));
}

/** A rejected call as the API client makes it. */
function apiError(code: number, key: string) {
  return Object.assign(new Error('refused'), { name: 'ApiError', code, key, params: {} });
}

describe('/send amount (issue 12)', () => {
  beforeEach(() => {
    mockLocale = 'en';
    mockPreview.mockReset().mockResolvedValue({ accid: '87654321', accountName: 'Alice', phoneMasked: '+86 138****8000' });
  });

  it('sends 1000 USDT for "1,000" typed in English — the form used to turn "," into "." and confirm 1 USDT', async () => {
    renderSend();
    await review('1,000');
    expect(screen.getByTestId('confirm-amount').textContent).toContain('1,000 USDT');
    expect(screen.getByTestId('confirm-total').textContent).toContain('1,000 USDT');
  });

  it('refuses "1,000" in French instead of confirming 1 USDT, and confirms "1,5" as 1.5', async () => {
    mockLocale = 'fr';
    renderSend();
    await review('1,000');
    expect(screen.queryByTestId('send-confirm')).toBeNull();
    expect(screen.getByLabelText('Amount (USDT)').getAttribute('aria-invalid')).toBe('true');
    await review('1,5');
    expect(screen.getByTestId('confirm-total').textContent).toContain('1.5 USDT');
  });

  it('keeps the screen rules on the read amount: minimum, balance, and Max', async () => {
    renderSend();
    await review('0.4');
    expect(screen.getByText('The minimum transfer is 0.5 USDT')).toBeTruthy();
    await review('5,000.000001');
    expect(screen.getByText('Insufficient balance: you have 5,000 USDT')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('send-max')));
    expect((screen.getByLabelText('Amount (USDT)') as HTMLInputElement).value).toBe('5000');
  });
});

describe('/send shows the amount the user acts on exactly', () => {
  const BTC = { ...DETAIL, coin: { ...DETAIL.coin, symbol: 'BTC', name: 'Bitcoin', decimals: 8, balance: '0.10929038', internalFee: '0.00000125', internalMinimum: '0.00000001', usdPrice: '100000' }, dailyRemaining: '1.23456789' } as CoinDetail;
  beforeEach(() => {
    mockLocale = 'en';
    mockParams = new URLSearchParams('coin=BTC');
    mockDetail = BTC;
    mockPreview.mockReset().mockResolvedValue({ accid: '87654321', accountName: 'Alice', phoneMasked: null });
  });
  afterEach(() => {
    mockParams = new URLSearchParams('coin=USDT');
    mockDetail = DETAIL;
  });

  it('says "Available: 0.10929038 BTC", as Max fills it, with the fee and limits to the last decimal', async () => {
    renderSend();
    expect(screen.getByText('Available: 0.10929038 BTC')).toBeTruthy();
    expect(screen.getByText('0.00000125 BTC')).toBeTruthy();
    expect(screen.getByText('1.23456789 BTC')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('send-max')));
    expect((screen.getByLabelText('Amount (BTC)') as HTMLInputElement).value).toBe('0.10928913');
  });

  it('confirms the exact amount, fee and total', async () => {
    renderSend();
    await review('0.10928913', '87654321', 'BTC');
    expect(screen.getByTestId('confirm-amount').textContent).toContain('0.10928913 BTC');
    expect(screen.getByTestId('confirm-total').textContent).toContain('0.10929038 BTC');
  });

  it('says the balance exactly when the amount is over it', async () => {
    renderSend();
    await review('0.10929038', '87654321', 'BTC');
    expect(screen.getByText('Insufficient balance: you have 0.10929038 BTC')).toBeTruthy();
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
        <SendScreen WithdrawForm={() => null} />
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

describe('/send recipient (issue 12: shown by name before the pay password)', () => {
  beforeEach(() => {
    mockLocale = 'en';
    mockPreview.mockReset().mockResolvedValue({ accid: '87654321', accountName: 'Alice', phoneMasked: '+86 138****8000' });
  });

  it('asks the server who the recipient is and shows the name and masked phone on the confirmation', async () => {
    renderSend();
    await review('10', '+8613800008000');
    expect(mockPreview).toHaveBeenCalledWith('+8613800008000');
    expect(screen.getByTestId('confirm-to-name').textContent).toBe('Alice');
    expect(screen.getByTestId('confirm-to').textContent).toContain('+86 138****8000');
    expect(screen.getByTestId('confirm-to').textContent).toContain('ID 87654321');
  });

  it('says an unknown recipient on the field and does not open the confirmation', async () => {
    mockPreview.mockRejectedValue(apiError(30004, 'errors.wallet.recipientUnknown'));
    renderSend();
    await review('10');
    expect(screen.queryByTestId('send-confirm')).toBeNull();
    const field = screen.getByLabelText('Recipient');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('No account has this phone number or account ID')).toBeTruthy();
  });

  it('asks nothing of the server for a malformed recipient', async () => {
    renderSend();
    await review('10', 'hello');
    expect(mockPreview).not.toHaveBeenCalled();
  });
});


describe('/send transfer type', () => {
  const chainRadio = () => screen.getByRole('radio', { name: 'Blockchain transfer' }) as HTMLInputElement;

  it('offers a blockchain transfer disabled, with the reason, where the server has no on-chain transfers', () => {
    renderSend({ onChainTransfers: false });
    expect(chainRadio().disabled).toBe(true);
    const reason = screen.getByTestId('chain-off');
    expect(reason.textContent).toBe('Blockchain transfers are not available here yet; an internal transfer reaches any account of this service.');
    expect(chainRadio().getAttribute('aria-describedby')).toBe(reason.id);
    fireEvent.click(chainRadio());
    expect((screen.getByRole('radio', { name: 'Internal transfer (to another account)' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('Recipient')).toBeTruthy();
  });

  it('offers it enabled, with no reason, where the server has them', () => {
    renderSend({ onChainTransfers: true });
    expect(chainRadio().disabled).toBe(false);
    expect(chainRadio().getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByTestId('chain-off')).toBeNull();
  });
});
