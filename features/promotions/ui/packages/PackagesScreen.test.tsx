import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { PackageItem, PackageOrder, PackagesInfo } from '@/features/promotions/contract/packagesApi';
import { authReadyAtom, tokenAtom, userInfoAtom } from '@/lib/state/session';
import { PackageOrderDetailScreen } from './PackageOrderDetailScreen';
import { PackageOrdersScreen } from './PackageOrdersScreen';
import { PackagesScreen } from './PackagesScreen';

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
let search = new URLSearchParams();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ back: jest.fn(), replace: jest.fn(), push: jest.fn() }),
  usePathname: () => '/index/package',
  useSearchParams: () => search,
}));

const STARTER: PackageItem = {
  id: '7',
  name: 'Starter',
  coin: 'AU',
  amount: '10',
  coinDecimals: 8,
  payType: 'points',
  payCoin: 'POINTS',
  price: '100',
  payDecimals: 0,
  scale: '0.1',
  stock: '5',
  sold: '3',
  perUserLimit: null,
  bought: '0',
};
const INFO: PackagesInfo = {
  packages: [STARTER, { ...STARTER, id: '8', name: 'Gone', stock: '0' }],
  points: 'POINTS',
  token: 'AU',
  balances: { points: '250', token: '1.5' },
  maxQuantity: 1000,
};
const ORDER: PackageOrder = {
  id: '41',
  packageId: '7',
  name: 'Starter',
  coin: 'AU',
  amount: '20',
  packageAmount: '10',
  payType: 'points',
  payCoin: 'POINTS',
  price: '100',
  quantity: '2',
  total: '200',
  state: 'completed',
  time: '2026-11-28T10:00:00.000Z',
};
let info: PackagesInfo | undefined = INFO;
let loadError: Error | undefined;
let pages: { items: PackageOrder[]; nextCursor: string | null }[] | undefined = [{ items: [ORDER], nextCursor: null }];
const exchangePackages = jest.fn();

jest.mock('@/features/promotions/api/packages', () => ({
  usePackages: () => ({ data: info, error: loadError, mutate: jest.fn() }),
  exchangePackages: (...args: unknown[]) => exchangePackages(...args),
  usePackageOrderPages: () => ({ data: pages, error: undefined, size: 1, setSize: jest.fn(), isValidating: false, mutate: jest.fn() }),
  usePackageOrder: () => ({ data: ORDER, error: undefined, mutate: jest.fn() }),
}));

function renderIn(node: React.ReactNode, user: Record<string, unknown> = {}) {
  const store = createStore();
  store.set(authReadyAtom, true);
  store.set(tokenAtom, 'tok');
  store.set(userInfoAtom, { accid: '12345678', payPasswordSet: true, googleEnabled: false, ...user } as never);
  return render(<Provider store={store}>{node}</Provider>);
}

beforeEach(() => {
  info = INFO;
  loadError = undefined;
  exchangePackages.mockReset();
});

describe('/index/package', () => {
  it('lists the packages with what they give, price, payment, scale and stock; the balances; the rules', () => {
    renderIn(<PackagesScreen />);
    expect(screen.getByTestId('package-balance-points').textContent).toBe('250');
    expect(screen.getByTestId('package-balance-token').textContent).toBe('1.5');
    const [first, second] = screen.getAllByTestId('package-card');
    expect(first.textContent).toContain('10 AU');
    expect(first.textContent).toContain('100 POINTS');
    expect(first.textContent).toContain('1 POINTS = 0.1 AU');
    expect(first.textContent).toContain('5 left');
    expect(second.textContent).toContain('Sold out');
    expect((screen.getAllByTestId('package-exchange')[1] as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/The scale is what one unit of payment buys/)).toBeTruthy();
  });

  it('says over the points as typed, and a bad quantity on Next', async () => {
    renderIn(<PackagesScreen />);
    fireEvent.click(screen.getAllByTestId('package-exchange')[0]);
    const field = screen.getByLabelText('Quantity (packages)');
    fireEvent.change(field, { target: { value: '3' } });
    expect(screen.getByText('You are exchanging more than your available points (250 POINTS).')).toBeTruthy();
    fireEvent.change(field, { target: { value: '1.5' } });
    await act(async () => fireEvent.click(screen.getByTestId('package-next')));
    expect(screen.getByText('Enter a whole number of packages from 1 to 1000.')).toBeTruthy();
    expect(screen.queryByTestId('package-confirm')).toBeNull();
  });

  it('asks for the pay password, exchanges once, and offers the order', async () => {
    exchangePackages.mockResolvedValue({ order: ORDER, paid: {}, received: {}, replayed: false });
    renderIn(<PackagesScreen />);
    fireEvent.click(screen.getAllByTestId('package-exchange')[0]);
    fireEvent.change(screen.getByLabelText('Quantity (packages)'), { target: { value: '2' } });
    expect(screen.getByTestId('package-total').textContent).toBe('200 POINTS');
    await act(async () => fireEvent.click(screen.getByTestId('package-next')));
    expect(screen.getByTestId('confirm-receive').textContent).toBe('20 AU');
    fireEvent.change(screen.getByTestId('package-pay-password'), { target: { value: '123456' } });
    await act(async () => fireEvent.click(screen.getByTestId('package-submit')));
    expect(exchangePackages).toHaveBeenCalledWith(expect.objectContaining({ packageId: '7', quantity: '2', payPassword: '123456' }));
    expect(screen.getByTestId('package-done').textContent).toContain('You received 20 AU for 200 POINTS.');
    expect(screen.getByTestId('package-view-order').getAttribute('href')).toBe('/index/package-orders-detail?id=41');
  });

  it('has loading, error and empty states', () => {
    info = undefined;
    const first = renderIn(<PackagesScreen />);
    expect(screen.getByLabelText('Loading…')).toBeTruthy();
    first.unmount();
    loadError = new Error('down');
    const second = renderIn(<PackagesScreen />);
    expect(screen.getByTestId('packages-load-failed')).toBeTruthy();
    second.unmount();
    loadError = undefined;
    info = { ...INFO, packages: [] };
    renderIn(<PackagesScreen />);
    expect(screen.getByText('No packages on sale')).toBeTruthy();
  });
});

describe('/index/package-orders and the detail', () => {
  it('lists the orders with quantity, price, payment and state, and an empty state', () => {
    const { unmount } = renderIn(<PackageOrdersScreen />);
    const row = screen.getByTestId('package-order-row');
    expect(row.textContent).toContain('2 × Starter');
    expect(row.textContent).toContain('100 POINTS each');
    expect(row.textContent).toContain('+20 AU');
    expect(row.textContent).toContain('Completed');
    expect(row.getAttribute('href')).toBe('/index/package-orders-detail?id=41');
    unmount();
    pages = [{ items: [], nextCursor: null }];
    renderIn(<PackageOrdersScreen />);
    expect(screen.getByText('No package orders yet')).toBeTruthy();
  });

  it('shows one order, and says so for a missing id', () => {
    search = new URLSearchParams('id=41');
    const { unmount } = renderIn(<PackageOrderDetailScreen />);
    expect(screen.getByTestId('package-order-quantity').textContent).toBe('2');
    expect(screen.getByTestId('package-order-total').textContent).toBe('200 POINTS');
    expect(screen.getByTestId('package-order-amount').textContent).toBe('+20 AU');
    unmount();
    search = new URLSearchParams('id=abc');
    renderIn(<PackageOrderDetailScreen />);
    expect(screen.getByTestId('package-order-unknown')).toBeTruthy();
  });
});
