import { TextDecoder, TextEncoder } from 'node:util';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { StoredWallet } from '@/lib/wallet/vault/walletRecord';

// next-intl is ESM-only, which jest cannot load here: a stand-in reading en.json.
jest.mock('next-intl', () => ({
  useTranslations: (namespace: string) => (key: string, params: Record<string, unknown> = {}) => {
    const messages = jest.requireActual('@/lib/i18n/generated/en.json');
    const text = `${namespace}.${key}`.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
    return String(text).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
  },
}));
const mockSetNetwork = jest.fn();
jest.mock('@/lib/state/hdWallet/hdWallet', () => ({ setWalletNetwork: (...args: unknown[]) => mockSetNetwork(...args) }));
jest.mock('@/components/kit/useCopy', () => ({ useCopy: () => jest.fn() }));
// viem (the network list) needs TextEncoder, which jsdom lacks: set it before the card loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });
const { WalletCard } = jest.requireActual<typeof import('./WalletCard')>('./WalletCard');
const { findNetwork } = jest.requireActual<typeof import('@/lib/wallet/networks/findNetwork')>('@/lib/wallet/networks/findNetwork');

const wallet = (chainId: number) => ({ id: 'w1', name: 'Wallet 1', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chain: 'ETH', chainId }) as unknown as StoredWallet;
const optionValues = () => within(screen.getByTestId('network-select')).getAllByRole('option').map((o) => [Number((o as HTMLOptionElement).value), (o as HTMLOptionElement).disabled]);

describe('WalletCard network choice (issue 12, defect 10: retired testnets)', () => {
  beforeEach(() => mockSetNetwork.mockReset());

  it('does not offer a retired testnet', () => {
    render(<WalletCard wallet={wallet(1)} network={findNetwork(1)} />);
    const ids = optionValues().map(([id]) => id);
    for (const retired of [3, 4, 5, 42, 77]) expect(ids).not.toContain(retired);
    expect(ids).toEqual(expect.arrayContaining([1, 11155111, 56]));
    expect(screen.queryByTestId('no-rpc')).toBeNull();
  });

  it('shows a wallet left on Goerli as shut down, not selectable, and offers Sepolia', () => {
    render(<WalletCard wallet={wallet(5)} network={findNetwork(5)} />);
    expect(optionValues()).toContainEqual([5, true]);
    expect(optionValues().filter(([id]) => [3, 4, 42, 77].includes(id as number))).toEqual([]);
    expect(screen.getByTestId('no-rpc').textContent).toContain('Goerli has been shut down');
    fireEvent.click(screen.getByTestId('switch-network'));
    expect(mockSetNetwork).toHaveBeenCalledWith('w1', 11155111);
  });

  it('groups the networks under headings: main, test, other', () => {
    render(<WalletCard wallet={wallet(1)} network={findNetwork(1)} />);
    const groups = Array.from(screen.getByTestId('network-select').querySelectorAll('optgroup'));
    expect(groups.map((group) => group.label)).toEqual(['Main networks', 'Test networks', 'Other networks']);
    expect(Array.from(groups[0].querySelectorAll('option'), (option) => option.textContent)).toEqual(['Ethereum', 'BNB Smart Chain', 'Polygon', 'Arbitrum One', 'OP Mainnet', 'Base']);
    expect(groups[1].querySelector('option')?.textContent).toBe('Sepolia');
  });

  it('offers no successor for Sokol, only another network', () => {
    render(<WalletCard wallet={wallet(77)} network={findNetwork(77)} />);
    expect(screen.getByTestId('no-rpc').textContent).toContain('has been shut down');
    expect(screen.queryByTestId('switch-network')).toBeNull();
  });
});
