import { getAddress, isAddress } from 'viem';
import type { WithdrawRequest, WithdrawResult } from '../../../features/custody/contract/custodyApi';
import { RECORD_TYPES } from '../../../features/cloudWallet/contract/walletRules';
import type { AccountDeps } from '../../core/accounts/accountDeps';
import { securityLevel } from '../../core/accounts/securityLevel';
import { loadCoin } from '../../core/coins/loadCoin';
import { parseCoinAmount } from '../../core/coins/parseCoinAmount';
import type { Config } from '../../config';
import type { Queryable } from '../../db/db';
import { formatBaseUnits } from '../../ledger/baseUnits';
import { requestFingerprint } from '../../ledger/fingerprint';
import { findEntryByKey } from '../../ledger/postEntry';
import { walletErrors } from '../../ledger/walletErrors';
import { payIntoPlatform } from '../../core/payment/payIntoPlatform';
import type { PriceSource } from '../../core/prices/priceSource';
import { insertRecords } from '../../core/records/insertRecord';
import { findRecord } from '../../core/records/recordRow';
import { usdMicros } from '../../core/prices/swapMath';
import { usdText } from '../../core/prices/usdText';
import { custodyAssets, toChainUnits, withdrawFeeUnits } from './custodyAssets';
import { custodyErrors } from './custodyErrors';
import { WITHDRAWAL_SELECT, type WithdrawalRow, toWithdrawal } from './withdrawalRow';
import { withdrawnUsd } from './withdrawnUsd';
import './custodyEntryKinds';

/** The validated request, with the idempotency key from the body or the header. */
export type WithdrawInput = Omit<WithdrawRequest, 'chainId'> & { chainId: number; idempotencyKey: string };

const DAY_MS = 86_400_000;
const MONTH_MS = 30 * DAY_MS;

/**
 * A withdrawal request: the amount and the network fee leave the user's balance into
 * the withdrawal hold in ONE journal entry, with a pending type-15 record (type 11 to an address
 * the operator flagged as an exchange's, with its memo or tag); the withdrawal is `approved` for the
 * signer, or `requested` (waiting for `scripts/custody.ts approve`) above CUSTODY_APPROVAL_USD.
 * Checks, cheapest first, so no pay-password attempt is spent on a typo:
 * 1. custody configured, coin known and listed on the chain, address (EIP-55 when mixed case, not the
 *    user's own deposit address), amount (decimals, minimum, representable on chain), memo when needed;
 * 2. a retry with a used idempotency key answers the first result;
 * 3. a USD price known (the limits count USD), security level 2 or more;
 * 4. pay password (with its lockout), then the Google code when it is on;
 * 5. with the user's row locked: the Google code used up, the 24-hour and 30-day limits of the
 *    level; the ledger refuses an overdraft.
 *
 * @example await requestWithdrawal(deps, userId, { coin: 'USDT', chainId: 1, to, amount: '10', payPassword, idempotencyKey })
 */
export async function requestWithdrawal(deps: AccountDeps & { config: Config; prices: PriceSource }, userId: bigint, input: WithdrawInput): Promise<WithdrawResult> {
  const { db, config } = deps;
  const settings = config.custody;
  if (settings.chains.length === 0) throw custodyErrors.notConfigured();
  const coin = await loadCoin(db, input.coin);
  const asset = custodyAssets(settings, coin.symbol).find((a) => a.chain.chainId === input.chainId);
  if (!asset) throw custodyErrors.networkUnsupported(coin.symbol, input.chainId);
  if (!isAddress(input.to, { strict: true })) throw custodyErrors.addressInvalid();
  const to = getAddress(input.to);
  const amount = parseCoinAmount('amount', input.amount, coin);
  if (amount < coin.internalMin) throw custodyErrors.amountTooSmall(coin.symbol, formatBaseUnits(coin.internalMin, coin.decimals));
  const chainAmount = toChainUnits(amount, asset.chainDecimals, coin.decimals);
  if (chainAmount === null) throw walletErrors.amountDecimals('amount', coin.symbol, asset.chainDecimals);
  const [own] = await db.query<{ user_id: bigint }>('SELECT user_id FROM custody_addresses WHERE address = $1', [to.toLowerCase()]);
  if (own?.user_id === userId) throw custodyErrors.ownAddress();
  const [exchange] = await db.query<{ name: string; memo_required: boolean }>(
    'SELECT name, memo_required FROM custody_exchange_addresses WHERE chain_id = $1 AND address = $2',
    [input.chainId, to.toLowerCase()],
  );
  if (exchange?.memo_required && !input.memo) throw custodyErrors.memoRequired(exchange.name);
  const memo = exchange ? (input.memo ?? null) : null;
  const fee = withdrawFeeUnits(settings, coin);

  const createdBy = `user:${userId}`;
  const fingerprint = requestFingerprint({ kind: 'custody_withdrawal', coin: coin.symbol, chainId: input.chainId, to, amount, memo });
  const prior = await findEntryByKey(db, createdBy, input.idempotencyKey);
  if (prior) {
    if (prior.fingerprint !== fingerprint) throw walletErrors.idempotencyConflict();
    return { ...(await resultOf(db, userId, prior.id)), replayed: true };
  }

  const price = deps.prices.snapshot().usd.get(coin.symbol);
  if (!price || /^0(\.0*)?$/.test(price)) throw custodyErrors.noPrice(coin.symbol);
  const usd = usdMicros(amount + fee, coin.decimals, price);
  const { entryId } = await payIntoPlatform(deps, userId, input, {
    coin,
    platform: 'custody_withdrawal_hold',
    amount: amount + fee,
    entry: { kind: 'custody_withdrawal_hold', createdBy, idempotencyKey: input.idempotencyKey, fingerprint },
    notSet: custodyErrors.levelTooLow,
    beforePost: async (q, { user, at: now }) => {
      // The user's row (locked by payIntoPlatform) serialises their withdrawals, so two of them cannot both pass a limit.
      const limits = settings.limits[securityLevel(user)];
      for (const [period, windowMs, limitUsd] of [
        ['day', DAY_MS, limits.dayUsd],
        ['month', MONTH_MS, limits.monthUsd],
      ] as const) {
        const limit = BigInt(limitUsd) * 1_000_000n;
        const used = await withdrawnUsd(q, userId, new Date(now.getTime() - windowMs));
        if (used + usd > limit) throw custodyErrors.overLimit(period, usdText(limit), usdText(limit - used));
      }
    },
    afterPost: async (q, { user, at: now, entryId }) => {
      const waits = usd > BigInt(settings.approvalUsd) * 1_000_000n;
      await q.query(
        `INSERT INTO custody_withdrawals (user_id, chain_id, coin, token_contract, to_address, memo, exchange_name, amount, fee, chain_amount,
                                          usd_micros, state, hold_entry_id, approved_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)`,
        [
          userId,
          input.chainId,
          coin.symbol,
          asset.token?.contract ?? null,
          to,
          memo,
          exchange?.name ?? null,
          String(amount),
          String(fee),
          String(chainAmount),
          String(usd),
          waits ? 'requested' : 'approved',
          entryId,
          waits ? null : 'auto',
          now,
        ],
      );
      await insertRecords(q, coin.decimals, [
        {
          entryId,
          userId,
          coin: coin.symbol,
          type: exchange ? RECORD_TYPES.exchangeOut : RECORD_TYPES.withdrawal,
          kind: 'withdrawal',
          direction: 'out',
          amount,
          fee,
          from: user.accid,
          to: exchange ? `${exchange.name} ${to}` : to,
          memo,
          status: 'pending',
          at: now,
        },
      ]);
    },
  });
  return { ...(await resultOf(db, userId, entryId)), replayed: false };
}

async function resultOf(q: Queryable, userId: bigint, entryId: bigint): Promise<Omit<WithdrawResult, 'replayed'>> {
  const [row] = await q.query<WithdrawalRow>(`${WITHDRAWAL_SELECT} WHERE w.hold_entry_id = $1 AND w.user_id = $2`, [entryId, userId]);
  const record = await findRecord(q, userId, entryId);
  if (!row || !record) throw new Error(`withdrawal entry ${entryId} has no withdrawal or record for user ${userId}`);
  return { withdrawal: toWithdrawal(row), record };
}
