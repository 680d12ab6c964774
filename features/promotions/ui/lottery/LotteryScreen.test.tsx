import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { LotteryDrawResult, LotteryInfo, LotteryMine } from '@/features/promotions/contract/lotteryApi';
import { authReadyAtom, tokenAtom } from '@/lib/state/session';
import { LotteryScreen } from './LotteryScreen';

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
  usePathname: () => '/lottery',
  useSearchParams: () => new URLSearchParams(),
}));

const INFO: LotteryInfo = {
  enabled: true,
  configured: true,
  pointsCoin: 'POINTS',
  cost: '10',
  dailyLimit: 3,
  dayZone: 'UTC',
  prizes: [
    { id: '1', coin: 'USDT', amount: '5', weight: 250, percent: '2.5', stock: '0', available: false },
    { id: '2', coin: null, amount: '0', weight: 9750, percent: '97.5', stock: null, available: true },
  ],
};
const MINE: LotteryMine = { points: '25', drawsToday: 1, drawsLeft: 2, resetAt: '2026-11-29T00:00:00.000Z', draws: [], nextBefore: null };
let info: LotteryInfo | undefined = INFO;
let mine: LotteryMine | undefined = MINE;
let loadError: Error | undefined;
const drawLottery = jest.fn();

jest.mock('@/features/promotions/api/lottery', () => ({
  useLotteryInfo: () => ({ data: info, error: loadError, mutate: jest.fn() }),
  useLotteryMine: (loggedIn: boolean) => ({ data: loggedIn ? mine : undefined, error: undefined, mutate: jest.fn() }),
  lotteryDrawsBefore: jest.fn(),
  drawLottery: (...args: unknown[]) => drawLottery(...args),
}));

function renderLottery(loggedIn: boolean) {
  const store = createStore();
  store.set(authReadyAtom, true);
  if (loggedIn) store.set(tokenAtom, 'tok');
  return render(
    <Provider store={store}>
      <LotteryScreen />
    </Provider>,
  );
}

beforeEach(() => {
  info = INFO;
  mine = MINE;
  loadError = undefined;
  drawLottery.mockReset();
});

describe('/lottery', () => {
  it('shows a logged-out visitor the rules, the prizes and a login button instead of the draw', () => {
    renderLottery(false);
    expect(screen.getByTestId('lottery-cost').textContent).toBe('10 points');
    expect(screen.getByTestId('lottery-login').getAttribute('href')).toBe('/relogin?redirect=%2Flottery');
    expect(screen.queryByTestId('lottery-draw')).toBeNull();
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(screen.getByText('97.5 %')).toBeTruthy();
  });

  it('draws and reveals the prize, then the button again for a new draw with a new key', async () => {
    const result: LotteryDrawResult = { draw: { id: '7', at: '2026-11-28T10:00:00.000Z', cost: '10', prize: { coin: 'USDT', amount: '5' }, outOfStock: false }, points: '15', prizeBalance: '5', drawsLeft: 1, replayed: false };
    drawLottery.mockResolvedValue(result);
    renderLottery(true);
    expect(screen.getByTestId('lottery-points').textContent).toBe('25');
    expect(screen.getByTestId('lottery-draws-left').textContent).toBe('2 of 3');
    await act(async () => fireEvent.click(screen.getByTestId('lottery-draw')));
    expect(screen.getByTestId('lottery-result').textContent).toContain('You won 5 USDT!');
    expect(screen.getByTestId('lottery-after').textContent).toBe('15 points left · 1 draws left today');
    const firstKey = drawLottery.mock.calls[0][0] as string;
    fireEvent.click(screen.getByTestId('lottery-result-close'));
    await act(async () => fireEvent.click(screen.getByTestId('lottery-draw')));
    expect(drawLottery.mock.calls[1][0]).not.toBe(firstKey);
  });

  it('says why the draw button is off: too few points, no draws left, or closed', () => {
    mine = { ...MINE, points: '9' };
    const { unmount } = renderLottery(true);
    expect((screen.getByTestId('lottery-draw') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('lottery-why').textContent).toBe('A draw needs 10 points; you have 9.');
    unmount();
    mine = { ...MINE, drawsLeft: 0 };
    const second = renderLottery(true);
    expect(screen.getByTestId('lottery-why').textContent).toBe('You have used all 3 draws for today. Draw again after 00:00 UTC.');
    second.unmount();
    info = { ...INFO, enabled: false };
    renderLottery(true);
    expect(screen.getByTestId('lottery-closed').textContent).toContain('The lottery is closed');
    expect((screen.getByTestId('lottery-draw') as HTMLButtonElement).disabled).toBe(true);
  });

  it('has a loading state, an error state with a retry, and an empty state before any table', () => {
    info = undefined;
    const first = renderLottery(false);
    expect(screen.getByLabelText('Loading the lottery…')).toBeTruthy();
    first.unmount();
    loadError = new Error('down');
    const second = renderLottery(false);
    expect(screen.getByTestId('lottery-load-failed').textContent).toContain('The lottery could not be loaded.');
    second.unmount();
    loadError = undefined;
    info = { ...INFO, configured: false, enabled: false, prizes: [] };
    renderLottery(true);
    expect(screen.getByText('No prizes yet')).toBeTruthy();
    expect(screen.getByText('No draws yet')).toBeTruthy();
  });
});
