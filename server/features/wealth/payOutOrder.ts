import { RECORD_TYPES } from '../../../features/cloudWallet/contract/walletRules';
import type { Settlement } from '../../../features/wealth/contract/wealthRules';
import { findUserById } from '../../core/accounts/userRow';
import type { Db } from '../../db/db';
import type { EntryKind } from '../../ledger/entryKinds';
import { ensurePlatformAccount, ensureUserAccount } from '../../ledger/ensureAccount';
import { type Leg, type PostResult, postEntry } from '../../ledger/postEntry';
import { systemEntryKey } from '../../ledger/systemInitiator';
import { addNotice } from '../../core/notices/addNotice';
import { formatBaseUnits } from '../../ledger/baseUnits';
import { insertRecords } from '../../core/records/insertRecord';
import { type OrderRow, findOrder, orderTerms } from './orderRow';
import { payoutOf } from './payoutOf';
import './wealthEntryKinds';

export type Payout = {
  kind: Extract<EntryKind, 'wealth_redeem' | 'wealth_maturity'>;
  /** `user:<id>` for a redemption, `job:wealthMaturity:<run>` for the job. */
  createdBy: string;
  fingerprint: string;
  at: Date;
  /**
   * Checked inside the transaction on the order as locked, before anything moves: throw to refuse
   * (the entry is rolled back). A redemption refuses a redeemed order; the job also one not yet due.
   */
  check: (order: OrderRow, settlement: Settlement) => void;
  /** Adds a `wealthMatured` notice (the job's payouts: the user did not ask for them). */
  notice: boolean;
};

/**
 * Pays an unexpired order out (a redemption or the maturity job), in one journal entry: the wealth
 * custody returns the principal, the platform treasury pays the interest (payoutOf: none early,
 * the days earned on demand, the full term at maturity), the user receives both. With it, in the
 * same transaction: the order marked redeemed with its settlement, the product's `held` lowered,
 * a type-4 record of kind `wealthPayout` (in, from "wealth"), and a notice when asked.
 *
 * Once per order, whoever runs it: the entry's key is `systemEntryKey('wealthPayout', orderId)`
 * (a job run twice replays it), and inside the transaction the order row is locked FOR UPDATE and
 * its state checked, so a user's redemption and the job, which post in different key spaces,
 * queue on the row and the second finds it redeemed. The product row is locked next, before the
 * ledger accounts, as a buy locks it, so a payout and a buy never wait on each other crosswise.
 *
 * @example await payOutOrder(db, order, { kind: 'wealth_maturity', createdBy: jobInitiator('wealthMaturity', runId), fingerprint: key, at: now, check, notice: true })
 */
export async function payOutOrder(db: Db, order: OrderRow, payout: Payout): Promise<PostResult> {
  const user = await findUserById(db, order.user_id);
  if (!user) throw new Error(`wealth order ${order.id}: user ${order.user_id} has no row`);
  const accounts = {
    user: await ensureUserAccount(db, user.id, order.coin),
    custody: await ensurePlatformAccount(db, 'wealth_custody', order.coin),
    treasury: await ensurePlatformAccount(db, 'platform_treasury', order.coin),
  };
  const decimals = Number(order.decimals);
  let paid: { settlement: Settlement; interest: bigint } = { settlement: 'early', interest: 0n };
  const principal = BigInt(order.principal);
  return postEntry(db, {
    kind: payout.kind,
    createdBy: payout.createdBy,
    idempotencyKey: systemEntryKey('wealthPayout', order.id),
    fingerprint: payout.fingerprint,
    memo: null,
    at: payout.at,
    legs: async (q) => {
      await q.query('SELECT id FROM wealth_orders WHERE id = $1 FOR UPDATE', [order.id]);
      const current = (await findOrder(q, order.id))!;
      paid = payoutOf(orderTerms(current), payout.at);
      payout.check(current, paid.settlement);
      await q.query('SELECT id FROM wealth_products WHERE id = $1 FOR UPDATE', [order.product_id]);
      const legs: Leg[] = [
        { accountId: accounts.custody, amount: -principal },
        { accountId: accounts.user, amount: principal + paid.interest },
      ];
      if (paid.interest > 0n) legs.push({ accountId: accounts.treasury, amount: -paid.interest });
      return legs;
    },
    afterPost: async (q, entryId) => {
      const total = principal + paid.interest;
      await q.query(
        "UPDATE wealth_orders SET state = 'redeemed', settlement = $2, interest_paid = $3, redeemed_at = $4, payout_entry_id = $5 WHERE id = $1",
        [order.id, paid.settlement, String(paid.interest), payout.at, entryId],
      );
      await q.query('UPDATE wealth_products SET held = held - $2 WHERE id = $1', [order.product_id, String(principal)]);
      await insertRecords(q, decimals, [
        {
          entryId,
          userId: user.id,
          coin: order.coin,
          type: RECORD_TYPES.financialProduct,
          kind: 'wealthPayout',
          direction: 'in',
          amount: total,
          fee: 0n,
          from: 'wealth',
          to: user.accid,
          memo: null,
          status: 'success',
          at: payout.at,
        },
      ]);
      if (payout.notice) {
        await addNotice(q, { userId: user.id, kind: 'wealthMatured', params: { coin: order.coin, amount: formatBaseUnits(total, decimals), orderId: String(order.id) }, at: payout.at });
      }
    },
  });
}
