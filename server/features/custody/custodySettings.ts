import { getAddress, isAddress } from 'viem';
import {
  DEFAULT_APPROVAL_USD,
  DEFAULT_CONFIRMATIONS,
  DEFAULT_WITHDRAWAL_LIMITS,
  FALLBACK_CONFIRMATIONS,
  NATIVE_COINS,
  type WithdrawalLimits,
} from '../../../features/custody/contract/custodyRules';
import { ConfigError } from '../../configError';
import { declareSetting } from '../../core/settings/declareSetting';
import { parseWholeNumber } from '../../core/settings/parseWholeNumber';
import type { Env, SettingGroup } from '../../core/settings/settingTypes';
import { wholeNumberSetting } from '../../core/settings/wholeNumberSetting';
import { readXpub } from './keys/readXpub';

/** A listed ERC-20 of a chain: the coin it credits, its contract and its decimals on that chain (BSC's USDT has 18, the ledger's 6). */
export type CustodyToken = { coin: string; contract: `0x${string}`; decimals: number };

/** A chain custody watches and withdraws on. */
export type CustodyChain = {
  chainId: number;
  rpcUrl: string;
  /** The coin of the chain's own currency (ETH, BNB); 18 decimals on every EVM chain. */
  nativeCoin: string;
  confirmations: number;
  tokens: CustodyToken[];
};

/** Custody's server settings (CUSTODY_SETTINGS). */
export type CustodySettings = {
  /** CUSTODY_XPUB: the operator's extended PUBLIC key at m/44'/60'/0' (deposit addresses are its 0/<index>); null: custody off. */
  xpub: string | null;
  /** Chains with an RPC_URL_<chainId> and a known native coin; empty without CUSTODY_XPUB. */
  chains: CustodyChain[];
  /** CUSTODY_MIN_DEPOSIT_<COIN> (coin units); a coin without one uses its internal-transfer minimum. */
  minDeposit: ReadonlyMap<string, string>;
  /** CUSTODY_FEE_<COIN> (coin units): the network fee of a withdrawal; default twice the internal-transfer minimum. */
  fee: ReadonlyMap<string, string>;
  /** CUSTODY_LIMIT_L<level>_DAY_USD / _MONTH_USD (whole USD; 24 hours and 30 days, rolling). */
  limits: Readonly<Record<1 | 2 | 3, WithdrawalLimits>>;
  /** CUSTODY_APPROVAL_USD (default 10000): withdrawals worth more wait for `scripts/custody.ts approve`. */
  approvalUsd: number;
  /** CUSTODY_POLL_SECONDS (default 5, 1-3600; 0 = this process runs no watcher): how often the deposit watcher looks for new blocks. */
  pollMs: number;
};

/** Mainnet contracts of the stable coins custody lists by default; CUSTODY_TOKENS_<chainId> replaces a chain's list ('none': no tokens). */
const DEFAULT_TOKENS: Readonly<Record<number, readonly CustodyToken[]>> = {
  1: [
    { coin: 'USDT', contract: '0xdAC17F958D2ee523a2206206994597C13D831ec7', decimals: 6 },
    { coin: 'USDC', contract: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', decimals: 6 },
  ],
  56: [
    { coin: 'USDT', contract: '0x55d398326f99059fF775485246999027B3197955', decimals: 18 },
    { coin: 'USDC', contract: '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d', decimals: 18 },
  ],
};

const COIN_UNITS = /^\d{1,30}(\.\d{1,36})?$/;

const APPROVAL_USD = wholeNumberSetting({
  name: 'CUSTODY_APPROVAL_USD',
  fallback: DEFAULT_APPROVAL_USD,
  min: 0,
  max: 1e12,
  unit: 'USD',
  description: 'Withdrawals worth more wait for `scripts/custody.ts approve`',
});
const POLL_SECONDS = wholeNumberSetting({
  name: 'CUSTODY_POLL_SECONDS',
  fallback: 5,
  min: 1,
  max: 3600,
  zeroTurnsOff: true,
  unit: 's',
  description: 'How often the deposit watchers look for blocks; `0`: this process runs none',
});
const LIMIT = { min: 0, max: 1e12 };
const LIMIT_RANGE = `whole USD, ${LIMIT.min}-${LIMIT.max}`;
const CONFIRMATIONS = { min: 1, max: 1000 };
const limitDefaults = (field: 'dayUsd' | 'monthUsd') => ([1, 2, 3] as const).map((level) => `L${level} \`${DEFAULT_WITHDRAWAL_LIMITS[level][field]}\``).join(', ');

/** Custody's variables read by the API server, for the configuration reference. */
export const CUSTODY_SETTINGS: SettingGroup = {
  title: 'On-chain deposits and withdrawals',
  settings: [
    declareSetting({
      name: 'CUSTODY_XPUB',
      range: "extended public key (xpub…) at m/44'/60'/0'",
      description:
        "The operator's extended **public** key at m/44'/60'/0' (an xprv is refused); deposit addresses are its `0/<index>`. Without it, or without any `RPC_URL_<chainId>` of a chain with a known native coin, the app says on-chain transfers are not configured",
    }),
    declareSetting({
      name: 'CUSTODY_CONFIRMATIONS_<chainId>',
      default: `${Object.entries(DEFAULT_CONFIRMATIONS).map(([chain, n]) => `\`${n}\` (chain ${chain})`).join(', ')}, else \`${FALLBACK_CONFIRMATIONS}\``,
      range: `${CONFIRMATIONS.min}-${CONFIRMATIONS.max} blocks`,
      description: 'Blocks before a deposit is credited and a withdrawal settled',
    }),
    declareSetting({
      name: 'CUSTODY_NATIVE_<chainId>',
      default: Object.entries(NATIVE_COINS).map(([chain, coin]) => `\`${coin}\` (${chain})`).join(', '),
      range: 'a coin symbol (2-10 capitals or digits)',
      description: "The coin of a chain's native currency; a chain without one is not custodial",
    }),
    declareSetting({
      name: 'CUSTODY_TOKENS_<chainId>',
      default: Object.entries(DEFAULT_TOKENS).map(([chain, tokens]) => `chain ${chain}: ${tokens.map((t) => t.coin).join(', ')}`).join('; ') + ' (their mainnet contracts)',
      range: '`COIN=0xContract:decimals,…` or `none`',
      description: "The ERC-20s the watcher credits (`none`: no tokens). A token's on-chain decimals may differ from the coin's (BSC's USDT has 18): credits round down to the coin's",
    }),
    declareSetting({
      name: 'CUSTODY_MIN_DEPOSIT_<COIN>',
      default: "the coin's internal-transfer minimum (about 1 USD)",
      range: 'coin units such as `0.01`',
      description: 'Smaller deposits are recorded and never credited',
    }),
    declareSetting({
      name: 'CUSTODY_FEE_<COIN>',
      default: 'twice the internal-transfer minimum',
      range: 'coin units such as `0.01`',
      description: 'The network fee a withdrawal pays in the coin, on top of the amount (to the fees account)',
    }),
    declareSetting({
      name: 'CUSTODY_LIMIT_L<level>_DAY_USD',
      default: limitDefaults('dayUsd'),
      range: LIMIT_RANGE,
      description: 'Withdrawal limit per security level (1 registered, 2 pay password, 3 and Google) over a rolling 24 hours, USD at the price store\'s prices',
    }),
    declareSetting({
      name: 'CUSTODY_LIMIT_L<level>_MONTH_USD',
      default: limitDefaults('monthUsd'),
      range: LIMIT_RANGE,
      description: 'Withdrawal limit per security level over a rolling 30 days, USD at the price store\'s prices',
    }),
    APPROVAL_USD,
    POLL_SECONDS,
  ],
};

/**
 * Reads custody's variables; a bad value stops the server naming the variable. Never reads the
 * signer's key (CUSTODY_SIGNER_KEY*): only the signer process does (server/features/custody/signer/).
 *
 * @example parseCustodySettings(process.env, config.networks)
 */
export function parseCustodySettings(env: Env, networks: readonly { chainId: number; rpcUrl: string | null }[]): CustodySettings {
  const get = (name: string): string | null => env[name]?.trim() || null;
  const xpub = parseXpub(get('CUSTODY_XPUB'));
  const chains: CustodyChain[] = [];
  if (xpub) {
    for (const network of networks) {
      if (!network.rpcUrl) continue;
      const nativeCoin = get(`CUSTODY_NATIVE_${network.chainId}`) ?? NATIVE_COINS[network.chainId];
      if (!nativeCoin) continue;
      if (!/^[A-Z0-9]{2,10}$/.test(nativeCoin)) throw new ConfigError(`CUSTODY_NATIVE_${network.chainId}`, `expected a coin symbol, got "${nativeCoin}"`);
      chains.push({
        chainId: network.chainId,
        rpcUrl: network.rpcUrl,
        nativeCoin,
        confirmations: parseWholeNumber(
          `CUSTODY_CONFIRMATIONS_${network.chainId}`,
          get(`CUSTODY_CONFIRMATIONS_${network.chainId}`),
          DEFAULT_CONFIRMATIONS[network.chainId] ?? FALLBACK_CONFIRMATIONS,
          CONFIRMATIONS,
        ),
        tokens: parseTokens(`CUSTODY_TOKENS_${network.chainId}`, get(`CUSTODY_TOKENS_${network.chainId}`), DEFAULT_TOKENS[network.chainId] ?? []),
      });
    }
  }
  const limits = { ...DEFAULT_WITHDRAWAL_LIMITS };
  for (const level of [1, 2, 3] as const) {
    limits[level] = {
      dayUsd: parseWholeNumber(`CUSTODY_LIMIT_L${level}_DAY_USD`, get(`CUSTODY_LIMIT_L${level}_DAY_USD`), DEFAULT_WITHDRAWAL_LIMITS[level].dayUsd, LIMIT),
      monthUsd: parseWholeNumber(`CUSTODY_LIMIT_L${level}_MONTH_USD`, get(`CUSTODY_LIMIT_L${level}_MONTH_USD`), DEFAULT_WITHDRAWAL_LIMITS[level].monthUsd, LIMIT),
    };
  }
  return {
    xpub,
    chains,
    minDeposit: coinAmounts(env, 'CUSTODY_MIN_DEPOSIT_'),
    fee: coinAmounts(env, 'CUSTODY_FEE_'),
    limits,
    approvalUsd: APPROVAL_USD.read(get),
    pollMs: POLL_SECONDS.read(get) * 1000,
  };
}

function parseXpub(value: string | null): string | null {
  if (value === null) return null;
  if (/^[xt]prv/.test(value)) throw new ConfigError('CUSTODY_XPUB', 'is a PRIVATE extended key; give the extended public key (xpub…) only');
  try {
    readXpub(value);
  } catch {
    throw new ConfigError('CUSTODY_XPUB', "expected an extended public key (xpub…) at m/44'/60'/0'");
  }
  return value;
}

function parseTokens(name: string, value: string | null, fallback: readonly CustodyToken[]): CustodyToken[] {
  if (value === null) return [...fallback];
  if (value === 'none') return [];
  return value.split(',').map((item) => {
    const match = /^([A-Z0-9]{2,10})=(0x[0-9a-fA-F]{40}):(\d{1,2})$/.exec(item.trim());
    if (!match || !isAddress(match[2]!, { strict: false })) throw new ConfigError(name, `expected COIN=0xContract:decimals items, got "${item}"`);
    return { coin: match[1]!, contract: getAddress(match[2]!), decimals: Number(match[3]) };
  });
}

function coinAmounts(env: Env, prefix: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const [name, raw] of Object.entries(env)) {
    const value = raw?.trim();
    if (!name.startsWith(prefix) || !value) continue;
    const coin = name.slice(prefix.length);
    if (!/^[A-Z0-9]{2,10}$/.test(coin)) throw new ConfigError(name, 'the suffix must be a coin symbol');
    if (!COIN_UNITS.test(value)) throw new ConfigError(name, `expected an amount in coin units such as 0.01, got "${value}"`);
    result.set(coin, value);
  }
  return result;
}
