import type { EnvelopeInfo } from '../../../features/redEnvelope/contract/redEnvelopeApi';
import { ENVELOPE_QUANTITY_MAX, WISHES_MAX } from '../../../features/redEnvelope/contract/redEnvelopeRules';
import { listCoins } from '../../core/coins/coinRow';
import type { Config } from '../../config';
import type { Queryable } from '../../db/db';
import type { PriceSource } from '../../core/prices/priceSource';
import { usdText } from '../../core/prices/usdText';
import { sentToday } from './sentToday';

/**
 * The sending rules the /sendEnvelope screen shows: the coins that can be sent now
 * (internal moves on and a USD price known, as createEnvelope checks), the maximum quantity and
 * wishes length, the expiry and the daily limit with what is left of it for this user today.
 *
 * @example await envelopeInfo({ db, config, prices }, userId, deps.clock())
 */
export async function envelopeInfo(deps: { db: Queryable; config: Config; prices: PriceSource }, userId: bigint, now: Date): Promise<EnvelopeInfo> {
  const usd = deps.prices.snapshot().usd;
  const coins = (await listCoins(deps.db)).filter((coin) => {
    const price = usd.get(coin.symbol);
    return coin.internalTransferEnabled && price !== undefined && !/^0(\.0*)?$/.test(price);
  });
  const used = await sentToday(deps.db, userId, now);
  const limit = deps.config.envelopes.dailyLimitUsdMicros;
  return {
    coins: coins.map((coin) => coin.symbol),
    quantityMax: ENVELOPE_QUANTITY_MAX,
    wishesMax: WISHES_MAX,
    expiryHours: Math.round(deps.config.envelopes.expiryMs / 3_600_000),
    dailyLimitUsd: usdText(limit),
    dailyRemainingUsd: usdText(limit > used ? limit - used : 0n),
  };
}
