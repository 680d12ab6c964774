import type { Address, Hash } from 'viem';
import { validateAddress } from '../address/validateAddress';
import type { HistoryEntry } from './historyEntry';

/** The explorer answered with an error (bad key, rate limit, unknown module) rather than a list. */
export class ExplorerError extends Error {
  override name = 'ExplorerError';
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** Transactions asked per list (Etherscan's `offset`). */
export const EXPLORER_PAGE_SIZE = 50;

/**
 * The address's latest transactions from an Etherscan-compatible API (`module=account`,
 * `action=txlist` for ether and `action=tokentx` for ERC-20 transfers), newest first. The
 * configured URL may carry its own parameters (an API key, Etherscan v2's `chainid`); they are kept.
 *
 * @example await fetchExplorerHistory('https://api.etherscan.io/v2/api?chainid=1&apikey=K', address, { symbol: 'ETH', decimals: 18 })
 * @throws {ExplorerError} when the explorer reports an error; the fetch error when it cannot be reached.
 */
export async function fetchExplorerHistory(
  apiUrl: string,
  address: Address,
  native: { symbol: string; decimals: number },
  fetchImpl: Fetch = (url, init) => fetch(url, init),
): Promise<HistoryEntry[]> {
  const get = async (action: 'txlist' | 'tokentx') => {
    const url = new URL(apiUrl);
    for (const [name, value] of Object.entries({ module: 'account', action, address, page: '1', offset: String(EXPLORER_PAGE_SIZE), sort: 'desc' })) {
      url.searchParams.set(name, value);
    }
    const response = await fetchImpl(url.href, { signal: AbortSignal.timeout(15_000) });
    if (!response.ok) throw new ExplorerError(`HTTP ${response.status}`);
    return (await response.json()) as unknown;
  };
  const [txs, tokens] = await Promise.all([get('txlist'), get('tokentx')]);
  const entries = [...parseExplorerList(txs, address, native), ...parseExplorerList(tokens, address, native)];
  // A token transfer's transaction also appears in txlist (to the contract, value 0): the token line says more.
  const tokenHashes = new Set(entries.filter((entry) => entry.token).map((entry) => entry.hash.toLowerCase()));
  return entries.filter((entry) => entry.token || !tokenHashes.has(entry.hash.toLowerCase())).sort((a, b) => b.time - a.time);
}

/**
 * Reads one Etherscan-style answer (`{ status, message, result }`). "No transactions found" is an
 * empty list; any other non-array result is an error. Lines whose fields are not what the API
 * documents are dropped. A line with a `tokenSymbol` is a token transfer.
 */
export function parseExplorerList(body: unknown, owner: Address, native: { symbol: string; decimals: number }): HistoryEntry[] {
  if (typeof body !== 'object' || body === null) throw new ExplorerError('Not an explorer answer');
  const { result, message } = body as { result?: unknown; message?: unknown };
  if (!Array.isArray(result)) {
    if (typeof message === 'string' && /no (transactions|records) found/i.test(message)) return [];
    throw new ExplorerError(typeof result === 'string' ? result : String(message ?? 'Explorer error'));
  }
  const ownerKey = owner.toLowerCase();
  return result.flatMap((row): HistoryEntry[] => {
    if (typeof row !== 'object' || row === null) return [];
    const r = row as Record<string, unknown>;
    const from = typeof r.from === 'string' ? validateAddress(r.from) : null;
    const to = typeof r.to === 'string' ? validateAddress(r.to) : null;
    if (typeof r.hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(r.hash) || !from?.ok || !to?.ok) return [];
    if (!isUint(r.value) || !isUint(r.timeStamp)) return [];
    const isToken = typeof r.tokenSymbol === 'string';
    const token = isToken && typeof r.contractAddress === 'string' ? validateAddress(r.contractAddress) : null;
    if (isToken && (!token?.ok || !isUint(r.tokenDecimal))) return [];
    const failed = r.isError === '1' || r.txreceipt_status === '0';
    const fee = isUint(r.gasUsed) && isUint(r.gasPrice) ? BigInt(r.gasUsed as string) * BigInt(r.gasPrice as string) : undefined;
    return [
      {
        hash: r.hash as Hash,
        time: Number(r.timeStamp) * 1000,
        from: from.address,
        to: to.address,
        amount: BigInt(r.value as string),
        symbol: isToken ? String(r.tokenSymbol) : native.symbol,
        decimals: isToken ? Number(r.tokenDecimal) : native.decimals,
        ...(token?.ok ? { token: token.address } : {}),
        ...(fee === undefined ? {} : { fee }),
        status: failed ? 'failed' : 'success',
        type: from.address.toLowerCase() === ownerKey ? 7 : 8,
      },
    ];
  });
}

function isUint(value: unknown): value is string {
  return typeof value === 'string' && /^\d+$/.test(value);
}
