import type { RequestedNamespaces } from './connectionState';
import { REQUEST_METHODS } from './requestMethods';

/** A namespace as a v2 proposal or session carries it (`@walletconnect/types` ProposalTypes/SessionTypes). */
type ProposedNamespace = { chains?: unknown; methods?: unknown; events?: unknown };
export type ApprovedNamespaces = { eip155: { chains: string[]; accounts: string[]; methods: string[]; events: string[] } };

/** The events a session tells the dapp about (SPEC §4: the session follows a wallet change). */
export const SESSION_EVENTS = ['accountsChanged', 'chainChanged'] as const;
const CAIP2 = /^eip155:([1-9]\d{0,15})$/;

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** The eip155 chain id of a CAIP-2 id (`eip155:56` → 56), or null. */
export function chainIdOf(caip2: unknown): number | null {
  const match = typeof caip2 === 'string' ? CAIP2.exec(caip2) : null;
  return match ? Number(match[1]) : null;
}

/** The chains of namespaces keyed `eip155` (with `chains`) or `eip155:<id>` (the key is the chain). */
function namespaceChains(key: string, namespace: ProposedNamespace): string[] {
  return key.includes(':') ? [key] : strings(namespace.chains);
}

/**
 * What a v2 session proposal asks for, read for the proposal screen. 2.21 dapps put everything in
 * `optionalNamespaces` (their required ones are merged into it), so both are read; a requirement the
 * wallet cannot meet (another namespace than eip155, or a required chain it does not support) makes
 * the proposal one the user can only reject.
 *
 * @example readRequestedNamespaces({}, { eip155: { chains: ['eip155:1', 'eip155:999999'], methods: ['personal_sign'], events: [] } }, [1, 56])
 * // { chains: ['eip155:1'], unsupportedChains: ['eip155:999999'], methods: ['personal_sign'], events: [], unmetRequirements: [] }
 */
export function readRequestedNamespaces(required: unknown, optional: unknown, supportedChainIds: readonly number[]): RequestedNamespaces {
  const chains = new Set<string>();
  const methods = new Set<string>();
  const events = new Set<string>();
  const unmet = new Set<string>();
  const supported = (chain: string) => {
    const id = chainIdOf(chain);
    return id !== null && supportedChainIds.includes(id);
  };
  const read = (namespaces: unknown, isRequired: boolean) => {
    if (typeof namespaces !== 'object' || namespaces === null) return;
    for (const [key, value] of Object.entries(namespaces as Record<string, ProposedNamespace>)) {
      if (typeof value !== 'object' || value === null) continue;
      if (key.split(':')[0] !== 'eip155') {
        if (isRequired) unmet.add(key);
        continue;
      }
      for (const chain of namespaceChains(key, value)) {
        chains.add(chain);
        if (isRequired && !supported(chain)) unmet.add(chain);
      }
      for (const method of strings(value.methods)) methods.add(method);
      for (const event of strings(value.events)) events.add(event);
    }
  };
  read(required, true);
  read(optional, false);
  const all = [...chains];
  return {
    chains: all.filter(supported),
    unsupportedChains: all.filter((chain) => !supported(chain)),
    methods: [...methods],
    events: [...events],
    unmetRequirements: [...unmet],
  };
}

/**
 * The namespaces the wallet approves a proposal with: the active chain first, then the requested
 * chains the wallet supports, each with the active account; the methods the request registry
 * handles (others would be refused anyway); the two session events.
 *
 * @example approvedNamespaces({ requestedChains: ['eip155:56'], chainId: 1, address: '0xAb…' })
 * // { eip155: { chains: ['eip155:1', 'eip155:56'], accounts: ['eip155:1:0xAb…', 'eip155:56:0xAb…'], methods: [...], events: [...] } }
 */
export function approvedNamespaces(input: { requestedChains: readonly string[]; chainId: number; address: string }): ApprovedNamespaces {
  const chains = [...new Set([`eip155:${input.chainId}`, ...input.requestedChains.filter((chain) => chainIdOf(chain) !== null)])];
  return {
    eip155: {
      chains,
      accounts: chains.map((chain) => `${chain}:${input.address}`),
      methods: Object.keys(REQUEST_METHODS),
      events: [...SESSION_EVENTS],
    },
  };
}

/**
 * A session's namespaces after a wallet change (SPEC §4): the same chains plus the new active one,
 * every account replaced by the new address (`session_update`; then the wallet emits
 * `accountsChanged` and, when the chain moved, `chainChanged`).
 *
 * @example followWallet(session.namespaces, { chainId: 56, address: '0xCd…' })
 */
export function followWallet(current: Record<string, ProposedNamespace & { accounts?: unknown }>, wallet: { chainId: number; address: string }): ApprovedNamespaces {
  const eip155 = current.eip155 ?? {};
  const chains = [...new Set([...strings(eip155.chains), ...strings(eip155.accounts).map((a) => a.split(':').slice(0, 2).join(':')), `eip155:${wallet.chainId}`])].filter((c) => chainIdOf(c) !== null);
  return {
    eip155: {
      chains,
      accounts: chains.map((chain) => `${chain}:${wallet.address}`),
      methods: strings(eip155.methods).length ? strings(eip155.methods) : Object.keys(REQUEST_METHODS),
      events: strings(eip155.events).length ? strings(eip155.events) : [...SESSION_EVENTS],
    },
  };
}

/** The address and chain a session shows (its first eip155 account), or null. */
export function sessionAccount(namespaces: Record<string, { accounts?: unknown }>): { chainId: number; address: string } | null {
  const [first] = strings(namespaces.eip155?.accounts);
  const parts = first?.split(':') ?? [];
  const chainId = chainIdOf(parts.slice(0, 2).join(':'));
  return chainId !== null && /^0x[0-9a-fA-F]{40}$/.test(parts[2] ?? '') ? { chainId, address: parts[2] } : null;
}
