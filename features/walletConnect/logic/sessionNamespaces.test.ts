/** @jest-environment node */
import { approvedNamespaces, chainIdOf, followWallet, readRequestedNamespaces, sessionAccount } from './sessionNamespaces';

const A = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('sessionNamespaces', () => {
  it('reads chain ids of CAIP-2 eip155 ids only', () => {
    expect(chainIdOf('eip155:56')).toBe(56);
    expect(chainIdOf('eip155:0')).toBeNull();
    expect(chainIdOf('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBeNull();
    expect(chainIdOf(1)).toBeNull();
  });

  it('merges required and optional eip155 namespaces, splitting supported from unsupported chains', () => {
    const read = readRequestedNamespaces(
      { 'eip155:1': { methods: ['eth_sendTransaction'], events: ['chainChanged'] } },
      { eip155: { chains: ['eip155:1', 'eip155:999999'], methods: ['personal_sign'], events: ['accountsChanged'] } },
      [1, 56],
    );
    expect(read).toEqual({
      chains: ['eip155:1'],
      unsupportedChains: ['eip155:999999'],
      methods: ['eth_sendTransaction', 'personal_sign'],
      events: ['chainChanged', 'accountsChanged'],
      unmetRequirements: [],
    });
  });

  it('names requirements the wallet cannot meet: another namespace, an unsupported required chain', () => {
    const read = readRequestedNamespaces({ solana: { chains: ['solana:x'] }, eip155: { chains: ['eip155:999999'] } }, { cosmos: { chains: ['cosmos:y'] } }, [1]);
    expect(read.unmetRequirements).toEqual(['solana', 'eip155:999999']);
    expect(readRequestedNamespaces(undefined, 'junk', [1])).toEqual({ chains: [], unsupportedChains: [], methods: [], events: [], unmetRequirements: [] });
  });

  it('approves the active chain first and every requested supported chain with the active account', () => {
    const approved = approvedNamespaces({ requestedChains: ['eip155:56', 'eip155:1'], chainId: 1, address: A });
    expect(approved.eip155.chains).toEqual(['eip155:1', 'eip155:56']);
    expect(approved.eip155.accounts).toEqual([`eip155:1:${A}`, `eip155:56:${A}`]);
    expect(approved.eip155.methods).toEqual(expect.arrayContaining(['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction']));
    expect(approved.eip155.events).toEqual(['accountsChanged', 'chainChanged']);
  });

  it('follows a wallet change: the new address on every chain, the new chain added', () => {
    const current = approvedNamespaces({ requestedChains: ['eip155:1'], chainId: 1, address: A });
    const next = followWallet(current, { chainId: 56, address: B });
    expect(next.eip155.chains).toEqual(['eip155:1', 'eip155:56']);
    expect(next.eip155.accounts).toEqual([`eip155:1:${B}`, `eip155:56:${B}`]);
    expect(next.eip155.methods).toEqual(current.eip155.methods);
    expect(sessionAccount(next)).toEqual({ chainId: 1, address: B });
    expect(sessionAccount({})).toBeNull();
  });
});
