import type { EnvelopeCreated } from '../../../features/redEnvelope/contract/redEnvelopeApi';
import { ENVELOPE_QUANTITY_MAX, type EnvelopeKind, WISHES_MAX } from '../../../features/redEnvelope/contract/redEnvelopeRules';
import { RECORD_TYPES } from '../../../features/cloudWallet/contract/walletRules';
import type { AccountDeps } from '../../core/accounts/accountDeps';
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
import { newClaimCode, newLinkId } from './claimCode';
import { envelopeErrors } from './envelopeErrors';
import { findEnvelope, toSentEnvelope } from './envelopeRow';
import { sentToday } from './sentToday';
import { splitEnvelope } from './splitEnvelope';
import './envelopeEntryKinds';

export type CreateEnvelopeInput = {
  coin: string;
  kind: EnvelopeKind;
  quantity: number;
  /** lucky: the total; fixed: each share (wire amount in coin units). */
  amount: string;
  wishes?: string;
  payPassword: string;
  googleCode?: string;
  idempotencyKey: string;
};

/**
 * Sends a red envelope: the total leaves the sender's balance into the envelope escrow
 * in one journal entry, with a type-9 record; the shares are decided now (splitEnvelope) and
 * stored with a random claim code and link id. The order of checks, as an internal transfer's:
 * 1. coin, amount shape, quantity (at most ENVELOPE_QUANTITY_MAX), a lucky total of at least one
 *    base unit per share, wishes (at most WISHES_MAX characters) — no pay-password attempt is spent
 *    on a typo;
 * 2. a retry with a used idempotency key answers the first result (another request → conflict);
 * 3. coin switched on for internal moves, a USD price known (the daily limit counts USD);
 * 4. a pay password set, then checked (with its lockout), then the Google code when it is on;
 * 5. in the posting transaction, with the sender's row locked: the Google code is used up, today's
 *    limit is checked; the ledger refuses an overdraft.
 *
 * @example await createEnvelope(deps, userId, { coin: 'USDT', kind: 'lucky', quantity: 3, amount: '10', payPassword, idempotencyKey })
 */
export async function createEnvelope(
  deps: AccountDeps & { config: Config; prices: PriceSource },
  userId: bigint,
  input: CreateEnvelopeInput,
): Promise<EnvelopeCreated> {
  const { db, config } = deps;
  const coin = await loadCoin(db, input.coin);
  const amount = parseCoinAmount('amount', input.amount, coin);
  if (input.quantity > ENVELOPE_QUANTITY_MAX) throw envelopeErrors.quantityTooLarge(ENVELOPE_QUANTITY_MAX);
  if (input.kind === 'lucky' && amount < BigInt(input.quantity)) throw envelopeErrors.totalTooSmall(coin.symbol, formatBaseUnits(BigInt(input.quantity), coin.decimals));
  const wishes = input.wishes ?? '';
  if ([...wishes].length > WISHES_MAX) throw envelopeErrors.wishesTooLong(WISHES_MAX);
  const total = input.kind === 'fixed' ? amount * BigInt(input.quantity) : amount;

  const createdBy = `user:${userId}`;
  const fingerprint = requestFingerprint({ kind: 'envelope_send', coin: coin.symbol, envelopeKind: input.kind, quantity: input.quantity, amount, wishes });
  const prior = await findEntryByKey(db, createdBy, input.idempotencyKey);
  if (prior) {
    if (prior.fingerprint !== fingerprint) throw walletErrors.idempotencyConflict();
    return { ...(await resultOf(db, userId, prior.id, deps.clock())), replayed: true };
  }

  if (!coin.internalTransferEnabled) throw walletErrors.transferDisabled(coin.symbol);
  const price = deps.prices.snapshot().usd.get(coin.symbol);
  if (!price || /^0(\.0*)?$/.test(price)) throw envelopeErrors.noPrice(coin.symbol);
  const usd = usdMicros(total, coin.decimals, price);

  const shares = splitEnvelope(input.kind, amount, input.quantity);
  const { entryId } = await payIntoPlatform(deps, userId, input, {
    coin,
    platform: 'envelope_escrow',
    amount: total,
    entry: { kind: 'envelope_send', createdBy, idempotencyKey: input.idempotencyKey, fingerprint },
    beforePost: async (q, { at: now }) => {
      // The sender's row (locked by payIntoPlatform) serialises their envelopes, so two of them cannot both pass the daily limit.
      const used = await sentToday(q, userId, now);
      const limit = config.envelopes.dailyLimitUsdMicros;
      if (used + usd > limit) throw envelopeErrors.dailyLimit(usdText(limit), usdText(limit - used));
    },
    afterPost: async (q, { user: sender, at: now, entryId }) => {
      const [envelope] = await q.query<{ id: bigint }>(
        `INSERT INTO envelopes (sender_id, coin, kind, quantity, total, share_amount, wishes, claim_code, link_id, usd_micros, created_at, expires_at, send_entry_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
        [
          userId,
          coin.symbol,
          input.kind,
          input.quantity,
          String(total),
          input.kind === 'fixed' ? String(amount) : null,
          wishes,
          // 30^10 codes: a clash with a live one is about as likely as guessing one; the unique key would refuse it.
          newClaimCode(),
          newLinkId(),
          String(usd),
          now,
          new Date(now.getTime() + config.envelopes.expiryMs),
          entryId,
        ],
      );
      await q.query(
        `INSERT INTO envelope_shares (envelope_id, position, amount)
         SELECT $1, s.p, s.a FROM unnest($2::int[], $3::numeric[]) AS s (p, a)`,
        [envelope.id, `{${shares.map((_, i) => i + 1).join(',')}}`, `{${shares.join(',')}}`],
      );
      await insertRecords(q, coin.decimals, [
        {
          entryId,
          userId,
          coin: coin.symbol,
          type: RECORD_TYPES.redEnvelopeSent,
          kind: 'redEnvelope',
          direction: 'out',
          amount: total,
          fee: 0n,
          from: sender.accid,
          to: 'redEnvelope',
          memo: wishes || null,
          status: 'success',
          at: now,
        },
      ]);
    },
  });
  return { ...(await resultOf(db, userId, entryId, deps.clock())), replayed: false };
}

async function resultOf(q: Queryable, userId: bigint, entryId: bigint, now: Date): Promise<Omit<EnvelopeCreated, 'replayed'>> {
  const [ref] = await q.query<{ id: bigint }>('SELECT id FROM envelopes WHERE send_entry_id = $1 AND sender_id = $2', [entryId, userId]);
  const envelope = ref ? await findEnvelope(q, 'id', ref.id) : null;
  const record = await findRecord(q, userId, entryId);
  if (!envelope || !record) throw new Error(`envelope entry ${entryId} has no envelope or record for user ${userId}`);
  return { envelope: toSentEnvelope(envelope, now), record };
}
