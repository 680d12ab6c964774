import { NETWORK_NAMES } from './networkNames';
import type { CustodyInfo } from '../../../features/custody/contract/custodyApi';
import type { AccountDeps } from '../../core/accounts/accountDeps';
import { securityLevel } from '../../core/accounts/securityLevel';
import { findUserById } from '../../core/accounts/userRow';
import { loadCoin } from '../../core/coins/loadCoin';
import type { Config } from '../../config';
import { formatBaseUnits } from '../../ledger/baseUnits';
import { usdText } from '../../core/prices/usdText';
import { custodyAssets, minDepositUnits, withdrawFeeUnits } from './custodyAssets';
import { withdrawnUsd } from './withdrawnUsd';

/**
 * What coin detail's Deposit and Withdraw screens show for a coin: the networks it moves on (with
 * the minimum deposit, the confirmations, the withdrawal fee), the user's limits and what is left
 * of them, and the approval threshold. `configured: false` (no networks) when custody is off.
 *
 * @example await custodyInfo(deps, userId, 'USDT')
 */
export async function custodyInfo(deps: AccountDeps & { config: Config }, userId: bigint, symbol: string): Promise<CustodyInfo> {
  const { db, config } = deps;
  const settings = config.custody;
  const coin = await loadCoin(db, symbol);
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`session user ${userId} has no row`);
  const level = securityLevel(user);
  const limits = settings.limits[level];
  const now = deps.clock().getTime();
  const day = await withdrawnUsd(db, userId, new Date(now - 86_400_000));
  const month = await withdrawnUsd(db, userId, new Date(now - 30 * 86_400_000));
  const left = (limitUsd: number, used: bigint) => usdText(BigInt(limitUsd) * 1_000_000n - used);
  return {
    configured: settings.chains.length > 0,
    coin: coin.symbol,
    networks: custodyAssets(settings, coin.symbol).map((asset) => ({
      chainId: asset.chain.chainId,
      name: NETWORK_NAMES[asset.chain.chainId] ?? `Chain ${asset.chain.chainId}`,
      confirmations: asset.chain.confirmations,
      minDeposit: formatBaseUnits(minDepositUnits(settings, coin), coin.decimals),
      withdrawFee: formatBaseUnits(withdrawFeeUnits(settings, coin), coin.decimals),
      token: asset.token?.contract ?? null,
    })),
    securityLevel: level,
    limits: {
      dayUsd: String(limits.dayUsd),
      monthUsd: String(limits.monthUsd),
      dayLeftUsd: left(limits.dayUsd, day),
      monthLeftUsd: left(limits.monthUsd, month),
    },
    approvalUsd: String(settings.approvalUsd),
  };
}
