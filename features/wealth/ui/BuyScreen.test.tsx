import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { CoinInfo } from '@/features/cloudWallet/contract/walletApi';
import type { ProductDetail } from '@/features/wealth/contract/wealthApi';
import { authReadyAtom, tokenAtom, userInfoAtom } from '@/lib/state/session';
import { BuyScreen } from './BuyScreen';

// next-intl is ESM-only, which jest cannot load here: a stand-in reading en.json.
jest.mock('next-intl', () => ({
  useLocale: () => 'en',
  useTranslations: (namespace?: string) => {
    const messages = jest.requireActual('@/lib/i18n/generated/en.json');
    const find = (key: string) => (namespace ? `${namespace}.${key}` : key).split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
    const t = (key: string, params: Record<string, unknown> = {}) => String(find(key)).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
    return Object.assign(t, { has: (key: string) => typeof find(key) === 'string' });
  },
}));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ back: jest.fn(), replace: jest.fn(), push: jest.fn() }),
  usePathname: () => '/buyploy',
  useSearchParams: () => new URLSearchParams('id=7'),
}));

const DETAIL: ProductDetail = {
  product: {
    id: '7',
    category: 'coinplan',
    coin: 'USDT',
    annualRate: '12',
    termDays: 30,
    minAmount: '10',
    maxPerUser: '500',
    quota: '100000',
    remainingQuota: '100000',
    qualifiedOnly: false,
    status: 'open',
    valueDate: '2026-11-29T00:00:00.000Z',
    expiryDate: '2026-12-29T00:00:00.000Z',
  },
  held: '0',
  available: '1000',
  qualified: false,
} as ProductDetail;
const USDT = { symbol: 'USDT', name: 'Tether', decimals: 6, usdPrice: '1' } as unknown as CoinInfo;

jest.mock('@/features/wealth/api/wealth', () => ({
  useProduct: () => ({ data: DETAIL, error: undefined, mutate: jest.fn() }),
  buyProduct: jest.fn(),
}));
jest.mock('@/lib/api/walletReads', () => ({
  useCoinList: () => ({ data: { coins: [USDT] }, error: undefined, mutate: jest.fn() }),
}));

function renderBuy() {
  const store = createStore();
  store.set(authReadyAtom, true);
  store.set(tokenAtom, 'tok');
  store.set(userInfoAtom, { accid: '12345678', payPasswordSet: true, googleEnabled: false } as never);
  return render(
    <Provider store={store}>
      <BuyScreen />
    </Provider>,
  );
}

const amountField = () => screen.getByLabelText('Amount (USDT)');
const type = (text: string) => fireEvent.change(amountField(), { target: { value: text } });

describe('/buyploy amount', () => {
  it('says an amount under the minimum as it is typed, before Next, as the other limits', () => {
    renderBuy();
    type('5');
    expect(screen.getByText('The smallest order is 10 USDT.')).toBeTruthy();
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    type('600');
    expect(screen.getByText('You can add at most 500 USDT to this product.')).toBeTruthy();
    type('10');
    expect(amountField().getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('The smallest order is 10 USDT.')).toBeNull();
  });

  it('says nothing for an empty or zero field until Next, then names the minimum', async () => {
    renderBuy();
    type('0');
    expect(amountField().getAttribute('aria-invalid')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('buy-next')));
    expect(screen.getByText('The smallest order is 10 USDT.')).toBeTruthy();
    expect(screen.queryByTestId('buy-confirm')).toBeNull();
  });

  it('names the product on the confirm step under "Product"', async () => {
    renderBuy();
    type('100');
    await act(async () => fireEvent.click(screen.getByTestId('buy-next')));
    const row = screen.getByTestId('confirm-product');
    expect(row.textContent).toBe('USDT coin plan');
    expect(row.previousElementSibling?.textContent).toBe('Product');
    expect(screen.getByTestId('confirm-amount').textContent).toContain('100 USDT');
  });
});
