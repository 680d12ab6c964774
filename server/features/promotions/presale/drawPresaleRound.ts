import type { PresaleDrawResult } from '../../../../features/promotions/contract/presaleApi';
import { lotTokensOf } from '../../../../features/promotions/contract/presaleRules';
import { PAY_COIN } from '../../../../features/promotions/contract/promotionsRules';
import { drawPresale } from '../../../../features/promotions/logic/presale/drawPresale';
import { RECORD_TYPES } from '../../../../features/cloudWallet/contract/walletRules';
import { findUserById } from '../../../core/accounts/userRow';
import { insertRecords } from '../../../core/records/insertRecord';
import type { Db } from '../../../db/db';
import { ensurePlatformAccount, ensureUserAccount } from '../../../ledger/ensureAccount';
import { postEntry } from '../../../ledger/postEntry';
import { jobInitiator, systemEntryKey } from '../../../ledger/systemInitiator';
import { promotionsErrors } from '../promotionsErrors';
import { presaleRounds } from './presaleRoundRow';
import './presaleKinds';

/**
 * Draws a closed pre-sale round and settles its subscribers (scripts/promotions.ts presale-draw;
 * the dev route in tests). Safe to run twice, or in two processes at once, while the server runs:
 * 1. The draw: in one transaction with the round's row locked FOR UPDATE (commitments hold it FOR
 *    SHARE, so none is in flight), if the round is not drawn yet, the subscription list goes
 *    through drawPresale (the shared pure function, with the secret seed) and each subscriber's
 *    result is written, with drawn_at: from then on the seed is public. A second run finds
 *    drawn_at set and draws nothing.
 * 2. The settlement: each result without its entry is posted as one journal entry — the whole
 *    commitment leaves the escrow, its cost goes to the platform treasury and the rest back to the
 *    user; the tokens won come from the treasury — under the key systemEntryKey('presaleSettle',
 *    round, user), the same in every run, so a subscriber is settled once however often this runs.
 *    Records: the tokens (presaleAllocation) and the USDT back (presaleRefund), type 13.
 *
 * @throws AppError presaleUnknown; presaleNotClosed before the window closed.
 * @example await drawPresaleRound(db, now, '3', 'operator:alice')
 */
export async function drawPresaleRound(db: Db, now: Date, roundId: string, runId: string): Promise<PresaleDrawResult> {
  const round = await presaleRounds.byId(db, BigInt(roundId));
  if (!round) throw promotionsErrors.presaleUnknown(roundId);
  if (!round.drawnAt && now.getTime() < round.closesAt.getTime()) throw promotionsErrors.presaleNotClosed(round.closesAt.toISOString());
  const lotTokens = lotTokensOf(round.lot, round.price, round.decimals);

  const drawn = await db.tx(async (q) => {
    const [locked] = await q.query<{ drawn_at: Date | null }>('SELECT drawn_at FROM presale_rounds WHERE id = $1 FOR UPDATE', [round.id]);
    if (locked.drawn_at) return false;
    const subscribers = await q.query<{ user_id: bigint; anon_id: string; committed: string }>(
      'SELECT user_id, anon_id, committed::text AS committed FROM presale_subscribers WHERE round_id = $1 ORDER BY anon_id',
      [round.id],
    );
    const lines = drawPresale({
      roundId: String(round.id),
      seed: round.seed,
      lot: round.lot,
      lotTokens,
      allocation: round.allocation,
      price: round.price,
      tokenDecimals: round.decimals,
      subscriptions: subscribers.map((s) => ({ id: s.anon_id, committed: BigInt(s.committed) })),
    });
    // In slices of 1,000 rows: one statement per slice, however many subscribers.
    for (let i = 0; i < lines.length; i += 1000) {
      const slice = lines.slice(i, i + 1000);
      const params: unknown[] = [round.id];
      const values = slice.map((line, k) => {
        params.push(subscribers[i + k].user_id, line.lots, line.wonLots, String(line.tokens), String(line.cost), String(line.refund));
        const p = (j: number) => `$${params.length - 6 + j}`;
        return `($1, ${p(1)}::bigint, ${p(2)}::int, ${p(3)}::int, ${p(4)}::numeric, ${p(5)}::numeric, ${p(6)}::numeric)`;
      });
      await q.query(`INSERT INTO presale_results (round_id, user_id, lots, won_lots, tokens, cost, refund) VALUES ${values.join(', ')}`, params);
    }
    await q.query('UPDATE presale_rounds SET drawn_at = $2, drawn_by = $3 WHERE id = $1', [round.id, now, runId]);
    return true;
  });

  const pending = await db.query<{ user_id: bigint; committed: string; tokens: string; cost: string; refund: string }>(
    `SELECT r.user_id, s.committed::text AS committed, r.tokens::text AS tokens, r.cost::text AS cost, r.refund::text AS refund
       FROM presale_results r JOIN presale_subscribers s ON s.round_id = r.round_id AND s.user_id = r.user_id
      WHERE r.round_id = $1 AND r.entry_id IS NULL ORDER BY r.user_id`,
    [round.id],
  );
  const platform = {
    escrow: await ensurePlatformAccount(db, 'presale_escrow', PAY_COIN),
    treasuryPay: await ensurePlatformAccount(db, 'platform_treasury', PAY_COIN),
    treasuryToken: await ensurePlatformAccount(db, 'platform_treasury', round.token),
  };
  const createdBy = jobInitiator('presaleDraw', runIdOf(runId));
  let settled = 0;
  for (const p of pending) {
    // As the database returns it (ledger helpers key their maps by the driver's value).
    const userId = p.user_id;
    const [committed, tokens, cost, refund] = [BigInt(p.committed), BigInt(p.tokens), BigInt(p.cost), BigInt(p.refund)];
    const user = await findUserById(db, userId);
    if (!user) throw new Error(`pre-sale round ${round.id}: subscriber ${userId} has no row`);
    const userPay = await ensureUserAccount(db, userId, PAY_COIN);
    const userToken = await ensureUserAccount(db, userId, round.token);
    const key = systemEntryKey('presaleSettle', round.id, userId);
    const { replayed } = await postEntry(db, {
      kind: 'presale_settle',
      createdBy,
      idempotencyKey: key,
      fingerprint: key,
      memo: null,
      at: now,
      legs: [
        { accountId: platform.escrow, amount: -committed },
        ...(refund > 0n ? [{ accountId: userPay, amount: refund }] : []),
        ...(cost > 0n ? [{ accountId: platform.treasuryPay, amount: cost }] : []),
        ...(tokens > 0n
          ? [
              { accountId: platform.treasuryToken, amount: -tokens },
              { accountId: userToken, amount: tokens },
            ]
          : []),
      ],
      afterPost: async (q, entryId) => {
        await q.query('UPDATE presale_results SET entry_id = $3 WHERE round_id = $1 AND user_id = $2', [round.id, userId, entryId]);
        const common = { entryId, userId, type: RECORD_TYPES.chainPurchaseFee, direction: 'in', fee: 0n, from: 'presale', to: user.accid, memo: null, status: 'success', at: now } as const;
        if (tokens > 0n) await insertRecords(q, round.decimals, [{ ...common, coin: round.token, kind: 'presaleAllocation', amount: tokens }]);
        if (refund > 0n) await insertRecords(q, 6, [{ ...common, coin: PAY_COIN, kind: 'presaleRefund', amount: refund }]);
      },
    });
    if (!replayed) settled++;
  }

  const [totals] = await db.query<{ subscribers: number; won: number }>(
    'SELECT count(*)::int AS subscribers, coalesce(sum(won_lots), 0)::int AS won FROM presale_results WHERE round_id = $1',
    [round.id],
  );
  return {
    roundId: String(round.id),
    drawn,
    subscribers: Number(totals.subscribers),
    lotsOnSale: lotTokens > 0n ? Number(round.allocation / lotTokens) : 0,
    lotsWon: Number(totals.won),
    settled,
    seed: round.seed,
    seedHash: round.seedHash,
  };
}

/** The run's id as a journal initiator takes it (letters, digits, _ . -). */
const runIdOf = (who: string) => who.replace(/[^A-Za-z0-9_.-]/g, '_').slice(0, 64) || 'run';
