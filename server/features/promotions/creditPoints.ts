import { randomUUID } from 'node:crypto';
import type { PointsCreditResult } from '../../../features/promotions/contract/promotionsApi';
import { RECORD_TYPES } from '../../../features/cloudWallet/contract/walletRules';
import { resolveRecipient } from '../../core/accounts/resolveRecipient';
import { loadCoin } from '../../core/coins/loadCoin';
import { parseCoinAmount } from '../../core/coins/parseCoinAmount';
import { addNotice } from '../../core/notices/addNotice';
import { insertRecords } from '../../core/records/insertRecord';
import type { Db } from '../../db/db';
import { formatBaseUnits } from '../../ledger/baseUnits';
import { ensurePlatformAccount, ensureUserAccount } from '../../ledger/ensureAccount';
import { requestFingerprint } from '../../ledger/fingerprint';
import { IdempotencyConflictError } from '../../ledger/ledgerErrors';
import { postEntry } from '../../ledger/postEntry';
import { userBalances } from '../../ledger/userBalances';
import { walletErrors } from '../../ledger/walletErrors';
import type { PromotionCoins } from './promotionCoins';
import './promotionsEntryKinds';

export type PointsCreditInput = {
  /** E.164 phone or accid. */
  to: string;
  /** Whole points. */
  amount: string;
  memo?: string | null;
  /** Makes a rerun safe; a random one when omitted. */
  idempotencyKey?: string;
  /** 'operator:<name>' (scripts/promotions.ts) or 'dev'. */
  createdBy: string;
};

/**
 * Credits activated points to an account, the one way points arrive until tasks and invitations
 * earn them: one journal entry from the platform treasury (which goes below zero by what it
 * issued, so the points still sum to zero), a type-2 record from "platform" and a notice, as any
 * credit. Points are whole: a decimal is refused (amountDecimals), as zero and negatives are.
 *
 * @example await creditPoints(db, new Date(), coins, { to: '12345678', amount: '50', createdBy: 'operator:alice' })
 */
export async function creditPoints(db: Db, now: Date, coins: PromotionCoins, input: PointsCreditInput): Promise<PointsCreditResult> {
  const coin = await loadCoin(db, coins.points);
  const amount = parseCoinAmount('amount', input.amount, coin);
  const recipient = await resolveRecipient(db, input.to);
  const memo = input.memo ? input.memo : null;
  const legs = [
    { accountId: await ensurePlatformAccount(db, 'platform_treasury', coin.symbol), amount: -amount },
    { accountId: await ensureUserAccount(db, recipient.id, coin.symbol), amount },
  ];
  try {
    const { entryId, replayed } = await postEntry(db, {
      kind: 'promotions_points_credit',
      createdBy: input.createdBy,
      idempotencyKey: input.idempotencyKey ?? randomUUID(),
      fingerprint: requestFingerprint({ kind: 'promotions_points_credit', to: recipient.id, amount, memo }),
      memo,
      at: now,
      legs,
      afterPost: async (q, entryId) => {
        await insertRecords(q, coin.decimals, [
          { entryId, userId: recipient.id, coin: coin.symbol, type: RECORD_TYPES.cloudIn, kind: 'credit', direction: 'in', amount, fee: 0n, from: 'platform', to: recipient.accid, memo, status: 'success', at: now },
        ]);
        await addNotice(q, { userId: recipient.id, kind: 'credited', params: { coin: coin.symbol, amount: formatBaseUnits(amount, coin.decimals), id: String(entryId) }, at: now });
      },
    });
    const balance = (await userBalances(db, recipient.id, coin.symbol)).get(coin.symbol) ?? 0n;
    return { accid: recipient.accid, points: formatBaseUnits(amount, coin.decimals), balance: formatBaseUnits(balance, coin.decimals), entryId: String(entryId), replayed };
  } catch (error) {
    if (error instanceof IdempotencyConflictError) throw walletErrors.idempotencyConflict();
    throw error;
  }
}
