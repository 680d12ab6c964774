import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { DiscountInfo } from '@/features/promotions/contract/promotionsApi';
import { authReadyAtom, tokenAtom, userInfoAtom } from '@/lib/state/session';
import { DiscountBuyScreen } from './DiscountBuyScreen';

// next-intl is ESM-only, which jest cannot load here: a stand-in reading en.json.
jest.mock('next-intl', () => ({
  useLocale: () => 'en',
  useTranslations: (namespace?: string) => {
    const messages = jest.requireActual('@/lib/i18n/generated/en.json');
    const find = (key: string) => (namespace ? `${namespace}.${key}` : key).split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
    const t = (key: string, params: Record<string, unknown> = {}) => String(find(key)).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
    return Object.assign(t, { has: (key: string) => typeof find(key) === 'string', raw: find });
  },
}));
jest.mock('next/navigation', () => ({
  useRouter: () => ({ back: jest.fn(), replace: jest.fn(), push: jest.fn() }),
  usePathname: () => '/discount-buy',
  useSearchParams: () => new URLSearchParams(),
}));

const INFO: DiscountInfo = {
  token: { symbol: 'AU', name: 'AU Token', decimals: 8 },
  payCoin: 'USDT',
  event: 'discount-1',
  discountPercent: 10,
  price: '2.25',
  normalPrice: '2.5',
  priceSource: 'operator',
  feePercent: '0',
  cap: '100',
  bought: '60',
  left: '40',
  kycLevel: 2,
  kycRequired: 2,
  earlierEvent: null,
  balances: { pay: '100', token: '60' },
};
let info: DiscountInfo | undefined = INFO;
let loadError: Error | undefined;
const discountBuy = jest.fn();

jest.mock('@/features/promotions/api/promotions', () => ({
  useDiscountInfo: () => ({ data: info, error: loadError, mutate: jest.fn() }),
  discountBuy: (...args: unknown[]) => discountBuy(...args),
}));

function renderSale(user: Record<string, unknown> = {}) {
  const store = createStore();
  store.set(authReadyAtom, true);
  store.set(tokenAtom, 'tok');
  store.set(userInfoAtom, { accid: '12345678', payPasswordSet: true, googleEnabled: false, ...user } as never);
  return render(
    <Provider store={store}>
      <DiscountBuyScreen />
    </Provider>,
  );
}

/** Text without the bidi isolates that keep each amount with its coin in a right-to-left sentence. */
const plain = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '').trim();
const amountField = () => screen.getByLabelText('Amount of AU to buy');
const type = (text: string) => fireEvent.change(amountField(), { target: { value: text } });

beforeEach(() => {
  info = INFO;
  loadError = undefined;
  discountBuy.mockReset();
});

describe('/discount-buy', () => {
  it('shows the discounted and the normal price, what is left of the cap, and the rules', () => {
    renderSale();
    expect(screen.getByTestId('discount-price').textContent).toBe('1 AU = 2.25 USDT');
    expect(screen.getByTestId('discount-normal-price').textContent).toContain('1 AU = 2.5 USDT');
    expect(screen.getByTestId('discount-badge').textContent).toBe('10 % off');
    expect(screen.getByTestId('discount-left').textContent).toBe('40 AU');
    expect(screen.getByTestId('discount-bought').textContent).toBe('60 AU');
    expect(screen.getByText('Each person can buy at most 100 AU in total, over all their purchases in the sale.')).toBeTruthy();
    expect(screen.getByText('Buying needs KYC level 2 or above (Security level).')).toBeTruthy();
  });

  it('says past the cap and past the balance as typed, zero only on Next', async () => {
    renderSale();
    type('41');
    expect(screen.getByText("You can't buy more than 100 AU: 40 AU left for you.", { normalizer: plain })).toBeTruthy();
    type('40');
    expect(screen.getByTestId('discount-total').textContent).toBe('90 USDT');
    expect(amountField().getAttribute('aria-invalid')).toBeNull();
    info = { ...INFO, balances: { pay: '80', token: '60' } };
    type('0');
    expect(amountField().getAttribute('aria-invalid')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('discount-next')));
    expect(screen.getByText('Enter an amount greater than 0.')).toBeTruthy();
    expect(screen.queryByTestId('discount-confirm')).toBeNull();
  });

  it('refuses more than the balance with the fee', () => {
    info = { ...INFO, balances: { pay: '10', token: '0' } };
    renderSale();
    type('5');
    expect(screen.getByText('Not enough USDT: you have 10 USDT, less than the total with the fee.', { normalizer: plain })).toBeTruthy();
  });

  it('asks for the pay password, buys once, and shows what is left', async () => {
    discountBuy.mockResolvedValue({
      paid: { amount: '22.5', fee: '0', coin: 'USDT' },
      received: { amount: '10', coin: 'AU' },
      price: '2.25',
      normalPrice: '2.5',
      left: '30',
      replayed: false,
    });
    renderSale();
    type('10');
    await act(async () => fireEvent.click(screen.getByTestId('discount-next')));
    expect(screen.getByTestId('discount-confirm-total').textContent).toBe('22.5 USDT');
    fireEvent.change(screen.getByTestId('discount-pay-password'), { target: { value: '123456' } });
    await act(async () => fireEvent.click(screen.getByTestId('discount-submit')));
    expect(discountBuy).toHaveBeenCalledWith(expect.objectContaining({ amount: '10', price: '2.25', payPassword: '123456' }));
    expect(plain(screen.getByTestId('discount-done-left').textContent)).toBe('30 of your 100 AU left.');
  });

  it('with KYC below the level says so, links to /securityLevel, and offers no form', () => {
    info = { ...INFO, kycLevel: 1 };
    renderSale();
    expect(screen.getByTestId('discount-kyc-low').textContent).toContain('The discounted sale needs KYC level 2 or above. Your level is 1.');
    expect(screen.getByTestId('discount-kyc-link').getAttribute('href')).toBe('/securityLevel');
    expect(screen.queryByTestId('discount-form')).toBeNull();
  });

  it('after an earlier event, or with the cap used, offers no form', () => {
    info = { ...INFO, earlierEvent: 'discount-0', left: '0', bought: '0' };
    const { unmount } = renderSale();
    expect(screen.getByTestId('discount-earlier').textContent).toContain('(discount-0)');
    expect(screen.queryByTestId('discount-form')).toBeNull();
    unmount();
    info = { ...INFO, left: '0', bought: '100' };
    renderSale();
    expect(screen.getByTestId('discount-cap-reached')).toBeTruthy();
    expect(screen.queryByTestId('discount-form')).toBeNull();
  });

  it('has loading, error, closed and no-price states', () => {
    info = undefined;
    const first = renderSale();
    expect(screen.getByLabelText('Loading…')).toBeTruthy();
    first.unmount();
    loadError = new Error('down');
    const second = renderSale();
    expect(screen.getByTestId('discount-load-failed')).toBeTruthy();
    second.unmount();
    loadError = undefined;
    info = { ...INFO, event: null };
    const third = renderSale();
    expect(screen.getByText('No discounted sale is open')).toBeTruthy();
    third.unmount();
    info = { ...INFO, price: null, normalPrice: null, priceSource: null };
    renderSale();
    expect(screen.getByText('AU has no price yet')).toBeTruthy();
  });
});
