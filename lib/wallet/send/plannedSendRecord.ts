import type { Hash } from 'viem';
import type { LocalSend } from '../history/localSends';
import type { SupportedNetwork } from '../networks/networks';
import type { SendPlan } from './planSend';

/**
 * The history's record of a planned transfer just signed (`waiting` until the node accepts it).
 *
 * @example recordSend(plannedSendRecord(plan, hash, network, Date.now()))
 */
export function plannedSendRecord(plan: SendPlan, hash: Hash, network: SupportedNetwork, time: number): LocalSend {
  const native = network.native_currency;
  return {
    hash,
    chainId: network.chain_id,
    time,
    from: plan.from,
    to: plan.recipient,
    amount: plan.amount,
    symbol: plan.token ? plan.token.symbol : native.symbol,
    decimals: plan.token ? plan.token.decimals : native.decimals,
    ...(plan.token ? { token: plan.token.address } : {}),
    maxFee: plan.estimate.maxFee,
    status: 'waiting',
  };
}
