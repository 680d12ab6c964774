import { validateAddress } from '../address/validateAddress';
import type { TokenInfo } from './tokenInfo';

type ListEntry = { chainId?: unknown; address?: unknown; symbol?: unknown; name?: unknown; decimals?: unknown; logoURI?: unknown };
type ContractMapEntry = { name?: unknown; symbol?: unknown; decimals?: unknown; logo?: unknown; erc20?: unknown };

/** Chains the Superchain token list covers besides Ethereum (whose tokens come from MetaMask's list). */
const SUPERCHAIN_CHAIN_IDS = new Set([10, 8453]);

/**
 * The bundled token list of a chain. Licence decision: the product is not GPL, so the list comes only
 * from permissively licensed, maintained sources — MetaMask's contract metadata (ISC) for Ethereum
 * (650 tokens), and the Optimism Superchain token list (MIT) for OP Mainnet and Base. The Uniswap
 * default list (GPL-3.0) is no longer a dependency. Other chains have no bundled list; their users
 * add tokens by contract address in /hDsearch. Both are loaded with dynamic `import()`, so they
 * arrive as separate chunks only when asked for.
 *
 * Entries are checked as untrusted data: an invalid address, a bad checksum, decimals outside 0..255
 * or an empty symbol drops the entry; a logo is kept only if it is an https URL. The first entry for
 * an address wins. MetaMask's logos are file names inside its package; pass `metamaskLogoBaseUrl`
 * where the app serves that folder (`@metamask/contract-metadata/images/`) to get URLs for them.
 *
 * @example const tokens = await loadTokenList(1) // [{ chainId: 1, address: '0x…', symbol: 'USDC', decimals: 6, … }, …]
 */
export async function loadTokenList(chainId: number, options: { metamaskLogoBaseUrl?: string } = {}): Promise<TokenInfo[]> {
  const tokens: TokenInfo[] = [];
  const seen = new Set<string>();
  const add = (token: TokenInfo | null) => {
    if (!token || seen.has(token.address.toLowerCase())) return;
    seen.add(token.address.toLowerCase());
    tokens.push(token);
  };
  if (chainId === 1) {
    const contractMap = unwrap(await import('@metamask/contract-metadata/contract-map.json')) as Record<string, ContractMapEntry>;
    for (const [address, entry] of Object.entries(contractMap)) {
      if (entry.erc20 !== true) continue;
      const logo = options.metamaskLogoBaseUrl && typeof entry.logo === 'string' ? new URL(entry.logo, options.metamaskLogoBaseUrl).href : undefined;
      add(toToken(1, { ...entry, address }, 'metamask', logo));
    }
  }
  if (SUPERCHAIN_CHAIN_IDS.has(chainId)) {
    const superchain = unwrap(await import('@eth-optimism/tokenlist')) as { tokens: ListEntry[] };
    for (const entry of superchain.tokens) {
      if (entry.chainId === chainId) add(toToken(chainId, entry, 'superchain', typeof entry.logoURI === 'string' ? entry.logoURI : undefined));
    }
  }
  return tokens;
}

// A JSON module arrives as its value or as `{ default: value }`, depending on the bundler.
function unwrap(module: unknown): unknown {
  return typeof module === 'object' && module !== null && 'default' in module ? (module as { default: unknown }).default : module;
}

function toToken(chainId: number, entry: ListEntry, source: TokenInfo['source'], logo: string | undefined): TokenInfo | null {
  const { address, symbol, name, decimals } = entry;
  if (typeof address !== 'string' || typeof symbol !== 'string' || typeof decimals !== 'number') return null;
  const checked = validateAddress(address);
  if (!checked.ok || symbol.trim() === '' || !Number.isInteger(decimals) || decimals < 0 || decimals > 255) return null;
  const token: TokenInfo = { chainId, address: checked.address, symbol: symbol.trim(), name: typeof name === 'string' ? name.trim() : symbol.trim(), decimals, source };
  if (logo?.startsWith('https://')) token.logoURI = logo;
  return token;
}
