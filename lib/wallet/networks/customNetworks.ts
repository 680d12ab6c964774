import type { NetworkConfig } from '@/lib/contract/initInfo';
import { SUPPORTED_NETWORKS, type SupportedNetwork } from './networks';
import { withRuntimeConfig } from './withRuntimeConfig';

/** A network the user added on this device (/hDnetworks). Not secret: public endpoints and names. */
export type CustomNetwork = {
  chainId: number;
  name: string;
  rpcUrl: string;
  /** The native coin's symbol (18 decimals, as on every EVM chain the wallet knows). */
  symbol: string;
  /** Block explorer for transaction and address links; null when none was given. */
  explorerUrl: string | null;
};

export type CustomNetworkField = 'chainId' | 'name' | 'rpcUrl' | 'symbol' | 'explorerUrl';
export type CustomNetworkProblem =
  | { field: 'chainId'; reason: 'invalid' | 'builtIn' | 'taken' }
  | { field: 'name'; reason: 'required' | 'tooLong' }
  | { field: 'rpcUrl'; reason: 'invalid' | 'notAllowed' }
  | { field: 'symbol'; reason: 'invalid' }
  | { field: 'explorerUrl'; reason: 'invalid' };

export const CUSTOM_NETWORK_LIMITS = { name: 40, symbol: 10, count: 20 } as const;

type Input = Record<CustomNetworkField, string>;
type Context = {
  /** Chain ids the app already lists (built in): adding one of them is refused. */
  builtInChainIds: ReadonlySet<number>;
  /** The user's custom networks; `editing` (the chain id being edited) is left out of the duplicate check. */
  existing: readonly CustomNetwork[];
  editing?: number;
  /** Origins the page CSP admits for added networks (initial info `customRpcOrigins`). */
  allowedOrigins: readonly string[];
};

/**
 * Checks what the add/edit form holds, without any network call: a positive safe-integer chain id
 * that is neither built in nor already added, a name of 1–40 characters, an http(s) RPC URL without
 * credentials whose origin the page's CSP admits (any other would be blocked by the browser), a
 * symbol of 1–10 letters or digits, and an optional https explorer. `verifyChainId` is the second
 * step. Returns every problem, one per field.
 *
 * @example checkCustomNetwork({ chainId: '31337', name: 'Local', rpcUrl: 'http://127.0.0.1:8545', symbol: 'ETH', explorerUrl: '' }, ctx)
 * // { ok: true, network: { chainId: 31337, …, explorerUrl: null } }
 */
export function checkCustomNetwork(input: Input, context: Context): { ok: true; network: CustomNetwork } | { ok: false; problems: CustomNetworkProblem[] } {
  const problems: CustomNetworkProblem[] = [];
  const chainIdText = input.chainId.trim();
  const chainId = /^[1-9]\d{0,15}$/.test(chainIdText) ? Number(chainIdText) : NaN;
  if (!Number.isSafeInteger(chainId)) problems.push({ field: 'chainId', reason: 'invalid' });
  else if (context.builtInChainIds.has(chainId)) problems.push({ field: 'chainId', reason: 'builtIn' });
  else if (context.existing.some((n) => n.chainId === chainId && n.chainId !== context.editing)) problems.push({ field: 'chainId', reason: 'taken' });

  const name = input.name.trim();
  if (name === '') problems.push({ field: 'name', reason: 'required' });
  else if ([...name].length > CUSTOM_NETWORK_LIMITS.name) problems.push({ field: 'name', reason: 'tooLong' });

  const rpc = parseWebUrl(input.rpcUrl.trim(), ['https:', 'http:']);
  if (!rpc) problems.push({ field: 'rpcUrl', reason: 'invalid' });
  else if (!context.allowedOrigins.includes(rpc.origin)) problems.push({ field: 'rpcUrl', reason: 'notAllowed' });

  const symbol = input.symbol.trim();
  if (!new RegExp(`^[A-Za-z0-9]{1,${CUSTOM_NETWORK_LIMITS.symbol}}$`).test(symbol)) problems.push({ field: 'symbol', reason: 'invalid' });

  const explorerText = input.explorerUrl.trim();
  const explorer = explorerText === '' ? null : parseWebUrl(explorerText, ['https:']);
  if (explorerText !== '' && !explorer) problems.push({ field: 'explorerUrl', reason: 'invalid' });

  if (problems.length) return { ok: false, problems };
  return { ok: true, network: { chainId, name, rpcUrl: rpc!.href, symbol: symbol.toUpperCase(), explorerUrl: explorer ? explorer.href.replace(/\/$/, '') : null } };
}

function parseWebUrl(text: string, protocols: readonly string[]): URL | null {
  try {
    const url = new URL(text);
    // No user:password@ (a secret in storage) and nothing but the listed schemes.
    return protocols.includes(url.protocol) && url.username === '' && url.password === '' ? url : null;
  } catch {
    return null;
  }
}

export type ChainIdCheck = { ok: true } | { ok: false; reason: 'unreachable' | 'badAnswer' } | { ok: false; reason: 'mismatch'; answered: number };

/**
 * Asks the RPC for `eth_chainId` and compares it with the chain id the user typed: a network whose
 * node answers another id would sign for the wrong chain. Unreachable (refused, timed out, not JSON)
 * and a malformed answer are told apart from a mismatch.
 *
 * @example await verifyChainId('http://127.0.0.1:8545', 31337) // { ok: true }
 */
export async function verifyChainId(rpcUrl: string, chainId: number, options: { fetch?: typeof fetch; timeoutMs?: number } = {}): Promise<ChainIdCheck> {
  const doFetch = options.fetch ?? fetch;
  let body: unknown;
  try {
    const response = await doFetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 8000),
    });
    if (!response.ok) return { ok: false, reason: 'unreachable' };
    body = await response.json();
  } catch {
    return { ok: false, reason: 'unreachable' };
  }
  const result = (body as { result?: unknown } | null)?.result;
  if (typeof result !== 'string' || !/^0x[0-9a-f]{1,14}$/i.test(result)) return { ok: false, reason: 'badAnswer' };
  const answered = Number.parseInt(result.slice(2), 16);
  return answered === chainId ? { ok: true } : { ok: false, reason: 'mismatch', answered };
}

/**
 * Reads the stored list (untrusted: entries that no longer pass the shape checks are dropped, each
 * chain id once). The CSP allowance is not checked here: a network whose origin the operator has
 * since withdrawn stays listed, and its requests fail as any unreachable RPC does.
 */
export function parseCustomNetworks(raw: string | null): CustomNetwork[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<number>();
  return parsed.flatMap((item): CustomNetwork[] => {
    if (typeof item !== 'object' || item === null) return [];
    const { chainId, name, rpcUrl, symbol, explorerUrl } = item as Record<string, unknown>;
    if (typeof chainId !== 'number' || typeof name !== 'string' || typeof rpcUrl !== 'string' || typeof symbol !== 'string') return [];
    if (explorerUrl !== null && typeof explorerUrl !== 'string') return [];
    const rpcOrigin = parseWebUrl(rpcUrl, ['https:', 'http:'])?.origin;
    const checked = checkCustomNetwork(
      { chainId: String(chainId), name, rpcUrl, symbol, explorerUrl: explorerUrl ?? '' },
      { builtInChainIds: new Set(), existing: [], allowedOrigins: rpcOrigin ? [rpcOrigin] : [] },
    );
    if (!checked.ok || seen.has(chainId)) return [];
    seen.add(chainId);
    return [checked.network];
  });
}

/**
 * The wallet's view of an added network: an EVM chain in the ETH family (the same addresses), its
 * native coin with 18 decimals, no token list, history or price source of its own.
 */
export function toSupportedNetwork(network: CustomNetwork): SupportedNetwork {
  return {
    name: network.name,
    short_name: `custom-${network.chainId}`,
    chain: 'ETH',
    network: 'custom',
    chain_id: network.chainId,
    network_id: network.chainId,
    rpc_url: network.rpcUrl,
    explorer_api_url: null,
    explorer_url: network.explorerUrl,
    native_currency: { symbol: network.symbol, name: network.symbol, decimals: 18, contractAddress: null, balance: null },
    testnet: false,
    retired: false,
    custom: true,
  };
}

/**
 * The built-in networks (already carrying the deployment's URLs) followed by the user's own; a custom
 * entry for a chain id the app lists itself is ignored (the built-in one, with its rules, wins).
 *
 * @example withCustomNetworks(withRuntimeConfig(SUPPORTED_NETWORKS, info.networks), stored)
 */
export function withCustomNetworks(networks: readonly SupportedNetwork[], custom: readonly CustomNetwork[]): SupportedNetwork[] {
  const builtIn = new Set(networks.map((n) => n.chain_id));
  return [...networks, ...custom.filter((n) => !builtIn.has(n.chainId)).map(toSupportedNetwork)];
}

/**
 * Every network of a device: the built-in list with the deployment's URLs (initial info `networks`),
 * then the user's own.
 *
 * @example deviceNetworkList(info.networks, stored)
 */
export function deviceNetworkList(configs: readonly NetworkConfig[], custom: readonly CustomNetwork[]): SupportedNetwork[] {
  return withCustomNetworks(withRuntimeConfig(SUPPORTED_NETWORKS, configs), custom);
}
