import { act, fireEvent, render, screen } from '@testing-library/react';
import type { PointsExchangeInfo } from '@/features/promotions/contract/promotionsApi';
import type { UserInfo } from '@/lib/state/session';
import { PointsCard } from './PointsCard';
import { PointsExchangePanel } from './PointsExchangePanel';

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
  usePathname: () => '/buyAU',
  useSearchParams: () => new URLSearchParams(),
}));

const INFO: PointsExchangeInfo = {
  token: { symbol: 'AU', name: 'AU Token', decimals: 8 },
  second: { symbol: 'AUS', name: 'AU Second Token', decimals: 8 },
  points: { symbol: 'POINTS', name: 'Activated points', decimals: 0 },
  pointsPerToken: 10,
  pointsLot: 10,
  balances: { points: '50', token: '2', second: '0' },
};
let info: PointsExchangeInfo | undefined = INFO;
let loadError: Error | undefined;
const exchangePoints = jest.fn();
const exchangeToken = jest.fn();
jest.mock('@/features/promotions/api/pointsExchange', () => ({
  useExchangeInfo: () => ({ data: info, error: loadError, mutate: jest.fn() }),
  exchangePoints: (...args: unknown[]) => exchangePoints(...args),
  exchangeToken: (...args: unknown[]) => exchangeToken(...args),
}));

const USER = { accid: '12345678', payPasswordSet: true, googleEnabled: false } as UserInfo;
/** Text without the bidi isolates the screens put around amounts. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u2066-\u2069]/g, '');
const field = () => screen.getByRole('textbox');
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

beforeEach(() => {
  info = INFO;
  loadError = undefined;
  exchangePoints.mockReset();
  exchangeToken.mockReset();
});

describe('the points card', () => {
  it('shows the points, the rate, where they are used, and that they are not counted as money', () => {
    render(<PointsCard />);
    expect(screen.getByTestId('points-balance').textContent).toBe('50');
    expect(screen.getByText('10 points = 1 AU', { normalizer: plain })).toBeTruthy();
    expect(screen.getByTestId('points-exchange-link').getAttribute('href')).toBe('/buyAU#exchange');
    expect(screen.getByTestId('points-packages-link').getAttribute('href')).toBe('/index/package');
    expect(screen.getByTestId('points-lottery-link').getAttribute('href')).toBe('/lottery');
    expect(screen.getByText(/not counted in your total assets/)).toBeTruthy();
  });

  it('loads, and says when it could not', () => {
    info = undefined;
    const { unmount } = render(<PointsCard />);
    expect(screen.getByTestId('points-card').getAttribute('aria-busy')).toBe('true');
    unmount();
    loadError = new Error('down');
    render(<PointsCard />);
    expect(screen.getByTestId('points-card-failed')).toBeTruthy();
  });
});

describe('the points exchange panel', () => {
  it('states the rates and checks points as typed: a broken lot and more than held', async () => {
    render(<PointsExchangePanel user={USER} />);
    expect(screen.getByText('10 activated points give 1 AU; points are exchanged in whole lots of 10.', { normalizer: plain })).toBeTruthy();
    expect(screen.getByText('AU exchanges 1:1 for AUS, up to 8 decimals.')).toBeTruthy();
    expect(plain(screen.getByText(/^Available:/).textContent)).toBe('Available: 50 points');
    type('15');
    expect(screen.getByText('Points are exchanged in whole lots of 10: enter a multiple of 10.')).toBeTruthy();
    type('60');
    expect(plain(screen.getByText(/^Exchanging more than the available points/).textContent)).toBe('Exchanging more than the available points: you have 50 points.');
    type('30');
    expect(screen.getByTestId('exchange-get').textContent).toBe('3 AU');
    type('0');
    await act(async () => fireEvent.click(screen.getByTestId('exchange-next')));
    expect(screen.getByText('Enter an amount greater than 0.')).toBeTruthy();
    expect(screen.queryByTestId('points-exchange-confirm')).toBeNull();
  });

  it('asks for the pay password, exchanges once, and shows the result', async () => {
    exchangePoints.mockResolvedValue({ paid: { amount: '30', coin: 'POINTS' }, received: { amount: '3', coin: 'AU' }, replayed: false });
    render(<PointsExchangePanel user={USER} />);
    type('30');
    await act(async () => fireEvent.click(screen.getByTestId('exchange-next')));
    expect(plain(screen.getByTestId('confirm-give').textContent)).toBe('30 points');
    expect(plain(screen.getByTestId('confirm-get').textContent)).toBe('3 AU');
    fireEvent.change(screen.getByTestId('exchange-pay-password'), { target: { value: '123456' } });
    await act(async () => fireEvent.click(screen.getByTestId('exchange-submit')));
    expect(exchangePoints).toHaveBeenCalledWith(expect.objectContaining({ points: '30', payPassword: '123456' }));
    expect(plain(screen.getByTestId('exchange-done').textContent)).toContain('You gave 30 points and received 3 AU.');
  });

  it('exchanges the token for the second token 1:1, refusing more than the balance as typed', async () => {
    exchangeToken.mockResolvedValue({ paid: { amount: '1.5', coin: 'AU' }, received: { amount: '1.5', coin: 'AUS' }, replayed: false });
    render(<PointsExchangePanel user={USER} />);
    fireEvent.click(screen.getByTestId('exchange-mode-token'));
    expect(screen.getByTestId('exchange-mode-token').getAttribute('aria-pressed')).toBe('true');
    type('2.5');
    expect(plain(screen.getByText(/^Exchanging more than the available AU/).textContent)).toBe('Exchanging more than the available AU: you have 2 AU.');
    type('1.5');
    expect(screen.getByTestId('exchange-get').textContent).toBe('1.5 AUS');
    await act(async () => fireEvent.click(screen.getByTestId('exchange-next')));
    fireEvent.change(screen.getByTestId('exchange-pay-password'), { target: { value: '123456' } });
    await act(async () => fireEvent.click(screen.getByTestId('exchange-submit')));
    expect(exchangeToken).toHaveBeenCalledWith(expect.objectContaining({ amount: '1.5', payPassword: '123456' }));
  });

  it('keeps Next off without a pay password', () => {
    render(<PointsExchangePanel user={{ ...USER, payPasswordSet: false }} />);
    expect((screen.getByTestId('exchange-next') as HTMLButtonElement).disabled).toBe(true);
  });
});
