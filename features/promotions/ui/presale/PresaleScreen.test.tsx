import { fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { PresaleCurrent } from '@/features/promotions/contract/presaleApi';
import { authReadyAtom, tokenAtom, userInfoAtom } from '@/lib/state/session';
import { PresaleScreen } from './PresaleScreen';

// next-intl is ESM-only, which jest cannot load here: a stand-in reading en.json (plurals read as their `other` form).
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
  usePathname: () => '/index/premmt',
  useSearchParams: () => new URLSearchParams(),
}));

const ROUND = {
  id: '3',
  token: 'AU',
  tokenDecimals: 8,
  payCoin: 'USDT',
  price: '2.5',
  allocation: '400',
  lot: '10',
  lotTokens: '4',
  lotsOnSale: 100,
  cap: '50',
  opensAt: '2026-12-01T08:00:00.000Z',
  closesAt: '2026-12-01T10:00:00.000Z',
  phase: 'open' as const,
  seedHash: 'ab'.repeat(32),
  seed: null,
  drawnAt: null,
  subscribers: 2,
  committed: '40',
};
const CURRENT: PresaleCurrent = {
  round: ROUND,
  mine: { anonId: null, committed: '20', left: '30', state: 'applied', wonLots: null, tokens: null, cost: null, refund: null },
  balances: { pay: '25', token: '0' },
  now: '2026-12-01T09:00:00.000Z',
};
let current: PresaleCurrent | undefined = CURRENT;
let loadError: Error | undefined;

jest.mock('@/features/promotions/api/presale', () => ({
  usePresaleCurrent: () => ({ data: current, error: loadError, mutate: jest.fn() }),
  commitPresale: jest.fn(),
  loadPresalePublic: jest.fn(),
}));

function renderRound() {
  const store = createStore();
  store.set(authReadyAtom, true);
  store.set(tokenAtom, 'tok');
  store.set(userInfoAtom, { accid: '12345678', payPasswordSet: true, googleEnabled: false } as never);
  return render(
    <Provider store={store}>
      <PresaleScreen />
    </Provider>,
  );
}
const type = (text: string) => fireEvent.change(screen.getByLabelText('Amount to commit (USDT)'), { target: { value: text } });

beforeEach(() => {
  current = CURRENT;
  loadError = undefined;
});

describe('/index/premmt', () => {
  it('shows the round, the hash, my commitment and the rules', () => {
    renderRound();
    expect(screen.getByTestId('presale-price').textContent).toBe('1 AU = 2.5 USDT');
    expect(screen.getByTestId('presale-seed-hash').textContent).toContain('ab'.repeat(32));
    expect(screen.getByTestId('presale-left').textContent).toContain('30 USDT');
    expect(screen.getByTestId('presale-rules').textContent).toContain('whole lots of 10 USDT');
  });

  it('says as typed: part lots, past the cap, past the balance', () => {
    renderRound();
    type('15');
    expect(screen.getByText('Commit whole lots of 10 USDT.')).toBeTruthy();
    type('40');
    expect(screen.getByText('You may commit at most 30 USDT more to this round.')).toBeTruthy();
    type('30');
    expect(screen.getByText('Not enough USDT: you have 25 USDT.')).toBeTruthy();
    type('20');
    fireEvent.click(screen.getByTestId('presale-next'));
    expect(screen.getByTestId('presale-confirm-amount').textContent).toBe('20 USDT');
  });

  it('has empty and failed states', () => {
    current = { ...CURRENT, round: null, mine: null };
    const { unmount } = renderRound();
    expect(screen.getByText('No pre-sale round yet')).toBeTruthy();
    unmount();
    current = undefined;
    loadError = new Error('down');
    renderRound();
    expect(screen.getByText('The pre-sale could not be loaded.')).toBeTruthy();
  });
});
