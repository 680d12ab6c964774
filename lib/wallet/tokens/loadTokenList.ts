import { validateAddress } from '../address/validateAddress';
import type { TokenInfo } from './tokenInfo';

type ListEntry = { chainId?: unknown; address?: unknown; symbol?: unknown; name?: unknown; decimals?: unknown; logoURI?: unknown };
type ContractMapEntry = { name?: unknown; symbol?: unknown; decimals?: unknown; logo?: unknown; erc20?: unknown };

/**
 * The bundled token list of a chain: the Uniswap default token list (a maintained Token Lists file
 * covering Ethereum, BSC, Polygon, Arbitrum, OP, Base and more), and for Ethereum also MetaMask's
 * contract metadata, which adds the mainnet tokens Uniswap does not list — together 900+ on chain 1.
 * Both are JSON loaded with dynamic `import()`, so they arrive as separate chunks only when asked for.
 *
 * Entries are checked as untrusted data: an invalid address, a bad checksum, decimals outside 0..255
 * or an empty symbol drops the entry; a logo is kept only if it is an https URL. The first entry for
 * an address wins (Uniswap before MetaMask). MetaMask's logos are file names inside its package; pass
 * `metamaskLogoBaseUrl` where the app serves that folder (`@metamask/contract-metadata/images/`) to
 * get URLs for them.
 *
 * @example const tokens = await loadTokenList(1) // [{ chainId: 1, address: '0x…', symbol: 'USDC', decimals: 6, … }, …]
 */
export async function loadTokenList(chainId: number, options: { metamaskLogoBaseUrl?: string } = {}): Promise<TokenInfo[]> {
  const uniswap = unwrap(await import('@uniswap/default-token-list/build/uniswap-default.tokenlist.json')) as { tokens: ListEntry[] };
  const tokens: TokenInfo[] = [];
  const seen = new Set<string>();
  const add = (token: TokenInfo | null) => {
    if (!token || seen.has(token.address.toLowerCase())) return;
    seen.add(token.address.toLowerCase());
    tokens.push(token);
  };
  for (const entry of uniswap.tokens) {
    if (entry.chainId === chainId) add(toToken(chainId, entry, 'uniswap', typeof entry.logoURI === 'string' ? entry.logoURI : undefined));
  }
  if (chainId === 1) {
    const contractMap = unwrap(await import('@metamask/contract-metadata/contract-map.json')) as Record<string, ContractMapEntry>;
    for (const [address, entry] of Object.entries(contractMap)) {
      if (entry.erc20 !== true) continue;
      const logo = options.metamaskLogoBaseUrl && typeof entry.logo === 'string' ? new URL(entry.logo, options.metamaskLogoBaseUrl).href : undefined;
      add(toToken(1, { ...entry, address }, 'metamask', logo));
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
  if (logo && /^https:\/\//.test(logo)) token.logoURI = logo;
  return token;
}
