import { parseAmount } from '../../../lib/wallet/amount/parseAmount';
import type { CoinRow } from '../../core/coins/coinRow';
import type { CustodyChain, CustodySettings, CustodyToken } from './custodySettings';

/** A coin on one chain: the chain's native currency (token null, 18 decimals) or a listed ERC-20. */
export type CustodyAsset = { chain: CustodyChain; coin: string; token: CustodyToken | null; chainDecimals: number };

/**
 * Where `coin` can be deposited and withdrawn: every configured chain where it is the native coin
 * or a listed token, in chain id order. Empty when custody is off.
 *
 * @example custodyAssets(config.custody, 'USDT') // [{ chain: { chainId: 1, … }, token: { contract: '0xdAC1…', decimals: 6 }, … }]
 */
export function custodyAssets(settings: CustodySettings, coin: string): CustodyAsset[] {
  const assets: CustodyAsset[] = [];
  for (const chain of settings.chains) {
    if (chain.nativeCoin === coin) assets.push({ chain, coin, token: null, chainDecimals: 18 });
    const token = chain.tokens.find((t) => t.coin === coin);
    if (token) assets.push({ chain, coin, token, chainDecimals: token.decimals });
  }
  return assets;
}

/** On-chain units → the ledger's base units, rounded down (dust below the coin's precision is not credited). */
export function toLedgerUnits(chainAmount: bigint, chainDecimals: number, coinDecimals: number): bigint {
  return chainDecimals >= coinDecimals ? chainAmount / 10n ** BigInt(chainDecimals - coinDecimals) : chainAmount * 10n ** BigInt(coinDecimals - chainDecimals);
}

/** The ledger's base units → on-chain units; null when the chain cannot carry that precision. */
export function toChainUnits(units: bigint, chainDecimals: number, coinDecimals: number): bigint | null {
  if (chainDecimals >= coinDecimals) return units * 10n ** BigInt(chainDecimals - coinDecimals);
  const factor = 10n ** BigInt(coinDecimals - chainDecimals);
  return units % factor === 0n ? units / factor : null;
}

/** The smallest deposit credited, in base units: CUSTODY_MIN_DEPOSIT_<COIN>, else the coin's internal-transfer minimum. */
export function minDepositUnits(settings: CustodySettings, coin: CoinRow): bigint {
  const configured = settings.minDeposit.get(coin.symbol);
  return configured === undefined ? coin.internalMin : parseAmount(configured, coin.decimals);
}

/** A withdrawal's network fee in base units: CUSTODY_FEE_<COIN>, else twice the coin's internal-transfer minimum. */
export function withdrawFeeUnits(settings: CustodySettings, coin: CoinRow): bigint {
  const configured = settings.fee.get(coin.symbol);
  return configured === undefined ? 2n * coin.internalMin : parseAmount(configured, coin.decimals);
}
