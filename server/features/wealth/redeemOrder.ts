import type { RedeemResult } from '../../../features/wealth/contract/wealthApi';
import type { Db, Queryable } from '../../db/db';
import { requestFingerprint } from '../../ledger/fingerprint';
import { IdempotencyConflictError } from '../../ledger/ledgerErrors';
import { findEntryByKey } from '../../ledger/postEntry';
import { systemEntryKey } from '../../ledger/systemInitiator';
import { findRecord } from '../../core/records/recordRow';
import { findOrder, orderTerms, toOrder } from './orderRow';
import { payOutOrder } from './payOutOrder';
import { payoutOf } from './payoutOf';
import { wealthErrors } from './wealthErrors';

export type RedeemInput = { orderId: string; acceptNoInterest?: boolean; idempotencyKey: string };

/**
 * Redeems one of the user's unexpired orders now (SPEC §4): the principal, and the interest
 * payoutOf decides (on demand: the whole days earned; a fixed order at or after its expiry: the
 * full term, as maturity; a fixed order before it: none), back to the user's own balance in one
 * entry (payOutOrder). No pay password: the money only returns to its owner. Refused: another
 * user's or an unknown order (orderUnknown, never telling which), one already paid out
 * (alreadyRedeemed), and an early redemption without `acceptNoInterest: true` (earlyNeedsConsent).
 *
 * The entry's key is the order's (`wealthPayout-<id>` under `user:<id>`), so an order is redeemed
 * once; its fingerprint carries the client's idempotency key, so a retry of the same request
 * answers the first result (replayed) and any other request for that order is told alreadyRedeemed.
 *
 * @example await redeemOrder(db, now, userId, { orderId: '12', acceptNoInterest: true, idempotencyKey })
 */
export async function redeemOrder(db: Db, now: Date, userId: bigint, input: RedeemInput): Promise<RedeemResult> {
  const order = await findOrder(db, input.orderId, userId);
  if (!order) throw wealthErrors.orderUnknown();
  const createdBy = `user:${userId}`;
  const fingerprint = requestFingerprint({ kind: 'wealth_redeem', order: order.id, key: input.idempotencyKey });
  const prior = await findEntryByKey(db, createdBy, systemEntryKey('wealthPayout', order.id));
  if (prior) {
    if (prior.fingerprint !== fingerprint) throw wealthErrors.alreadyRedeemed();
    return { ...(await resultOf(db, userId, order.id, prior.id, now)), replayed: true };
  }
  if (order.state !== 'unexpired') throw wealthErrors.alreadyRedeemed();
  if (payoutOf(orderTerms(order), now).settlement === 'early' && input.acceptNoInterest !== true) throw wealthErrors.earlyNeedsConsent();

  try {
    const { entryId, replayed } = await payOutOrder(db, order, {
      kind: 'wealth_redeem',
      createdBy,
      fingerprint,
      at: now,
      check: (current) => {
        // Paid meanwhile: by the maturity job, or by another request of this user.
        if (current.state !== 'unexpired') throw wealthErrors.alreadyRedeemed();
      },
      notice: false,
    });
    return { ...(await resultOf(db, userId, order.id, entryId, now)), replayed };
  } catch (error) {
    // A parallel twin with another idempotency key took the order's key first.
    if (error instanceof IdempotencyConflictError) throw wealthErrors.alreadyRedeemed();
    throw error;
  }
}

async function resultOf(q: Queryable, userId: bigint, orderId: bigint, entryId: bigint, now: Date): Promise<Omit<RedeemResult, 'replayed'>> {
  const order = await findOrder(q, orderId, userId);
  const record = await findRecord(q, userId, entryId);
  if (!order || !record) throw new Error(`wealth payout ${entryId} has no order or record for user ${userId}`);
  return { order: toOrder(order, now), record };
}
