import { erc20Abi, type Address, type Chain, type Client, type Transport } from 'viem';
import { getCode, multicall } from 'viem/actions';
import { validateAddress, type AddressInvalidReason } from '../address/validateAddress';
import type { TokenInfo } from './tokenInfo';

/**
 * Why an address cannot be added as a custom token: an address problem (see `validateAddress`),
 * `notContract` (no code at that address on this network), or `notErc20` (a contract that does not
 * answer ERC-20 `symbol()` and `decimals()` as strings and uint8, or answers with an empty symbol).
 */
export type CustomTokenProblem = AddressInvalidReason | 'notContract' | 'notErc20';

export type CustomTokenLookup = { ok: true; token: TokenInfo } | { ok: false; reason: CustomTokenProblem };

const MAX_SYMBOL = 16;
const MAX_NAME = 64;

/**
 * Reads a token's name, symbol and decimals from the chain for the "add a custom token" form: the
 * address is checked first (EIP-55 checksum for mixed case), then one multicall (one `eth_call`,
 * deployless where the chain has no Multicall3) asks for the three fields while `eth_getCode`
 * confirms there is a contract. The name is optional (some tokens lack it); the symbol is trimmed to
 * 16 characters and the name to 64. The token comes back checksummed and marked `custom`.
 * Tokens answering `bytes32` symbols (old MKR-style contracts) are reported as `notErc20`.
 *
 * @example await lookupCustomToken(client, '0x5FbDB2315678afecb367f032d93F642f64180aa3')
 * // { ok: true, token: { chainId: 1, symbol: 'TST', name: 'Test Token', decimals: 18, source: 'custom', … } }
 * @throws the transport's error when the node cannot be reached (the caller offers a retry).
 */
export async function lookupCustomToken(client: Client<Transport, Chain>, input: string): Promise<CustomTokenLookup> {
  const checked = validateAddress(input);
  if (!checked.ok) return { ok: false, reason: checked.reason };
  const address: Address = checked.address;
  const [code, [symbol, name, decimals]] = await Promise.all([
    getCode(client, { address }),
    multicall(client, {
      contracts: [
        { address, abi: erc20Abi, functionName: 'symbol' },
        { address, abi: erc20Abi, functionName: 'name' },
        { address, abi: erc20Abi, functionName: 'decimals' },
      ] as const,
      allowFailure: true,
      batchSize: 0,
      deployless: !client.chain.contracts?.multicall3,
    }),
  ]);
  if (!code || code === '0x') return { ok: false, reason: 'notContract' };
  if (symbol.status !== 'success' || decimals.status !== 'success') return { ok: false, reason: 'notErc20' };
  const cleanSymbol = clean(symbol.result, MAX_SYMBOL);
  if (cleanSymbol === '') return { ok: false, reason: 'notErc20' };
  const cleanName = name.status === 'success' ? clean(name.result, MAX_NAME) : '';
  return {
    ok: true,
    token: { chainId: client.chain.id, address, symbol: cleanSymbol, name: cleanName || cleanSymbol, decimals: decimals.result, source: 'custom' },
  };
}

// Control characters and surrounding space out: the symbol is shown beside amounts.
function clean(text: string, max: number): string {
  // oxlint-disable-next-line no-control-regex -- removing control characters is the point
  return text.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, max);
}
