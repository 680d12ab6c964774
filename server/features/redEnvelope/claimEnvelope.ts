import type { EnvelopeClaimed } from '../../../features/redEnvelope/contract/redEnvelopeApi';
import { RECORD_TYPES } from '../../../features/cloudWallet/contract/walletRules';
import type { AccountDeps } from '../../core/accounts/accountDeps';
import { findUserById } from '../../core/accounts/userRow';
import type { Queryable } from '../../db/db';
import { formatBaseUnits } from '../../ledger/baseUnits';
import { ensurePlatformAccount, ensureUserAccount } from '../../ledger/ensureAccount';
import { requestFingerprint } from '../../ledger/fingerprint';
import { findEntryByKey, postEntry } from '../../ledger/postEntry';
import { systemEntryKey } from '../../ledger/systemInitiator';
import { addNotice } from '../../core/notices/addNotice';
import { insertRecords } from '../../core/records/insertRecord';
import { codeSubjects, countCodeMiss, refuseLockedCode } from './codeLockout';
import { envelopeErrors } from './envelopeErrors';
import { type EnvelopeRow, envelopeState, findEnvelope } from './envelopeRow';
import { maskName } from './maskName';
import './envelopeEntryKinds';

export type ClaimInput = { linkId?: string; code?: string; ip: string };

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === UNIQUE_VIOLATION;

/**
 * Claims one share of a red envelope by its link id or its claim code, crediting it
 * from the envelope escrow in one journal entry, with a type-10 record for the claimer and a
 * notice to the sender, all in one transaction. Refused: an unknown link (404) or code (a wrong
 * code counts towards the code lockout, codeLockout.ts), your own envelope, one you already
 * claimed, an expired or refunded one, one with no share left.
 *
 * Exactly one share per claim, whatever runs at the same time:
 * - the entry's idempotency key is the envelope's (`envelopeClaim-<id>` under `user:<id>`), so two
 *   claims of one user on one envelope queue on the key and the second is told alreadyClaimed;
 * - inside the posting transaction the envelope is read FOR SHARE (the refund job takes it FOR
 *   UPDATE, so a claim and the refund never cross) and its expiry checked against the clock; one
 *   unclaimed share is taken with FOR UPDATE SKIP LOCKED (parallel claimers take different
 *   shares instead of queueing) and marked claimed; the unique key (envelope, claimer) is the
 *   database's own "one claim per user per envelope".
 *
 * @example await claimEnvelope(deps, userId, { linkId: 'q1X0c4m2Zb9YtR7uKw3nEA', ip: request.ip })
 */
export async function claimEnvelope(deps: AccountDeps, userId: bigint, input: ClaimInput): Promise<EnvelopeClaimed> {
  const { db } = deps;
  const envelope = await resolveEnvelope(deps, userId, input);
  if (envelope.sender_id === userId) throw envelopeErrors.ownEnvelope();
  const [mine] = await db.query<{ n: number }>('SELECT 1 AS n FROM envelope_shares WHERE envelope_id = $1 AND claimed_by = $2', [envelope.id, userId]);
  if (mine) throw envelopeErrors.alreadyClaimed();
  refuseClosed(envelope, deps.clock());

  const claimer = await findUserById(db, userId);
  const sender = await findUserById(db, envelope.sender_id);
  if (!claimer || !sender) throw new Error(`envelope ${envelope.id}: a user row is missing`);
  const accounts = { claimer: await ensureUserAccount(db, userId, envelope.coin), escrow: await ensurePlatformAccount(db, 'envelope_escrow', envelope.coin) };
  const createdBy = `user:${userId}`;
  const idempotencyKey = systemEntryKey('envelopeClaim', envelope.id);
  const decimals = Number(envelope.decimals);
  let taken: { position: number; amount: string } | undefined;
  let result: EnvelopeClaimed | undefined;
  try {
    const { replayed } = await postEntry(db, {
      kind: 'envelope_claim',
      createdBy,
      idempotencyKey,
      fingerprint: requestFingerprint({ kind: 'envelope_claim', envelope: envelope.id }),
      memo: null,
      at: deps.clock(),
      legs: async (q) => {
        const now = deps.clock();
        const [open] = await q.query<{ refunded_at: Date | null; expires_at: Date }>('SELECT refunded_at, expires_at FROM envelopes WHERE id = $1 FOR SHARE', [envelope.id]);
        if (open.refunded_at || now.getTime() >= open.expires_at.getTime()) throw envelopeErrors.expired();
        const entry = await findEntryByKey(q, createdBy, idempotencyKey);
        taken = (await takeShare(q, envelope.id, userId, now, entry!.id, true)) ?? (await takeShare(q, envelope.id, userId, now, entry!.id, false));
        if (!taken) throw envelopeErrors.fullyClaimed();
        return [
          { accountId: accounts.escrow, amount: -BigInt(taken.amount) },
          { accountId: accounts.claimer, amount: BigInt(taken.amount) },
        ];
      },
      afterPost: async (q, entryId) => {
        const at = deps.clock();
        const amount = BigInt(taken!.amount);
        const [record] = await insertRecords(q, decimals, [
          {
            entryId,
            userId,
            coin: envelope.coin,
            type: RECORD_TYPES.redEnvelopeReceived,
            kind: 'redEnvelope',
            direction: 'in',
            amount,
            fee: 0n,
            from: sender.accid,
            to: claimer.accid,
            memo: envelope.wishes || null,
            status: 'success',
            at,
          },
        ]);
        const [counts] = await q.query<{ claimed: number }>('SELECT count(*)::int AS claimed FROM envelope_shares WHERE envelope_id = $1 AND claimed_by IS NOT NULL', [envelope.id]);
        await addNotice(q, {
          userId: envelope.sender_id,
          kind: 'envelopeClaimed',
          params: {
            coin: envelope.coin,
            amount: formatBaseUnits(amount, decimals),
            name: maskName(claimer.account_name),
            envelopeId: String(envelope.id),
            claimed: String(counts.claimed),
            quantity: String(envelope.quantity),
          },
          at,
        });
        result = { envelopeId: String(envelope.id), coin: envelope.coin, amount: formatBaseUnits(amount, decimals), record };
      },
    });
    // The same user's claim already went through (a parallel twin, or a retry).
    if (replayed || !result) throw envelopeErrors.alreadyClaimed();
    return result;
  } catch (error) {
    if (isUniqueViolation(error)) throw envelopeErrors.alreadyClaimed();
    throw error;
  }
}

/** The envelope a link or a code names; a wrong code is counted (and may lock claiming by code). */
async function resolveEnvelope(deps: AccountDeps, userId: bigint, input: ClaimInput): Promise<EnvelopeRow> {
  if (input.linkId !== undefined) {
    const envelope = await findEnvelope(deps.db, 'link_id', input.linkId);
    if (!envelope) throw envelopeErrors.envelopeUnknown();
    return envelope;
  }
  const now = deps.clock();
  const subjects = codeSubjects(userId, input.ip);
  await refuseLockedCode(deps.db, now, subjects);
  const envelope = await findEnvelope(deps.db, 'claim_code', input.code ?? '');
  if (envelope) return envelope;
  await countCodeMiss(deps.db, now, subjects);
  throw envelopeErrors.codeWrong();
}

function refuseClosed(envelope: EnvelopeRow, now: Date): void {
  const state = envelopeState(envelope, now);
  if (state === 'expired' || state === 'refunded') throw envelopeErrors.expired();
  if (state === 'finished') throw envelopeErrors.fullyClaimed();
}

/**
 * Marks one unclaimed share as this user's. `skipLocked`: pass over shares other claims are
 * taking; without it (the second try, when every open share was locked), wait for them, in case
 * one of those claims fails and its share stays open.
 */
async function takeShare(q: Queryable, envelopeId: bigint, userId: bigint, now: Date, entryId: bigint, skipLocked: boolean) {
  const [row] = await q.query<{ position: number; amount: string }>(
    `UPDATE envelope_shares s SET claimed_by = $2, claimed_at = $3, claim_entry_id = $4
      WHERE s.envelope_id = $1 AND s.position = (
        SELECT position FROM envelope_shares WHERE envelope_id = $1 AND claimed_by IS NULL ORDER BY position LIMIT 1 FOR UPDATE${skipLocked ? ' SKIP LOCKED' : ''})
        AND s.claimed_by IS NULL
      RETURNING s.position, s.amount`,
    [envelopeId, userId, now, entryId],
  );
  return row;
}
