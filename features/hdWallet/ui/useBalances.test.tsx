import { TextDecoder, TextEncoder } from 'node:util';
import { act, render, waitFor } from '@testing-library/react';
import { mutate } from 'swr';
import type { Address } from 'viem';
import type { SupportedNetwork } from '@/lib/wallet/networks/networks';

const mockLoad = jest.fn();
jest.mock('@/lib/wallet/balances/loadWalletBalances', () => ({ loadWalletBalances: (...args: unknown[]) => mockLoad(...args) }));
// viem (the network list) needs TextEncoder, which jsdom lacks: set it before the network list loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });
const { BALANCES_CACHE_MS, balancesKey, useBalances } = jest.requireActual<typeof import('./useBalances')>('./useBalances');
const { findNetwork } = jest.requireActual<typeof import('@/lib/wallet/networks/findNetwork')>('@/lib/wallet/networks/findNetwork');

const ethereum = { ...(findNetwork(1) as SupportedNetwork), rpc_url: 'http://127.0.0.1:8545' };
const bsc = { ...(findNetwork(56) as SupportedNetwork), rpc_url: 'http://127.0.0.1:8546' };
let nextAddress = 1;
const freshAddress = () => `0x${(nextAddress++).toString(16).padStart(40, '0')}` as Address;

function Balance({ network, address }: { network: SupportedNetwork; address: Address }) {
  const { data, isValidating } = useBalances(network, address);
  return <p data-testid="native">{data && !isValidating ? String(data.native) : 'loading'}</p>;
}

/** Shows the balances, as a visit of the HD tab does, until they are there and no read is under way; then leaves. */
async function visit(network: SupportedNetwork, address: Address) {
  const view = render(<Balance network={network} address={address} />);
  // SWR revalidates cached data on the next animation frame.
  await act(async () => void jest.advanceTimersByTime(50));
  await waitFor(() => expect(view.getByTestId('native').textContent).not.toBe('loading'));
  view.unmount();
}

describe('useBalances cache', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
    mockLoad.mockReset();
    mockLoad.mockImplementation(async () => ({ native: 7n, tokens: [], checked: 0, requests: 1 }));
  });
  afterEach(() => jest.useRealTimers());

  it('asks the node once for visits within the cache time, and again after it', async () => {
    const address = freshAddress();
    await visit(ethereum, address);
    await act(async () => void jest.advanceTimersByTime(BALANCES_CACHE_MS - 2_000));
    await visit(ethereum, address);
    expect(mockLoad).toHaveBeenCalledTimes(1);
    await act(async () => void jest.advanceTimersByTime(3_000));
    await visit(ethereum, address);
    expect(mockLoad).toHaveBeenCalledTimes(2);
  });

  it('keeps each network and address apart', async () => {
    const address = freshAddress();
    await visit(ethereum, address);
    await visit(bsc, address);
    await visit(ethereum, freshAddress());
    await visit(ethereum, address);
    expect(mockLoad.mock.calls.map(([network, owner]) => [(network as SupportedNetwork).chain_id, owner === address])).toEqual([
      [1, true],
      [56, true],
      [1, false],
    ]);
  });

  it('asks again on the next visit after a send invalidated the key, inside the cache time', async () => {
    const address = freshAddress();
    await visit(ethereum, address);
    // What the send screens do once a transaction is sent, with no balance on screen.
    await act(async () => void (await mutate(balancesKey(ethereum, address))));
    mockLoad.mockImplementation(async () => ({ native: 5n, tokens: [], checked: 0, requests: 1 }));
    const view = render(<Balance network={ethereum} address={address} />);
    await waitFor(() => expect(view.getByTestId('native').textContent).toBe('5'));
    expect(mockLoad).toHaveBeenCalledTimes(2);
  });
});
