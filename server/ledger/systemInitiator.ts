import { createHash } from 'node:crypto';

const JOB_NAME = /^[a-z][A-Za-z0-9]{0,39}$/;
const RUN_ID = /^[A-Za-z0-9_.-]{1,64}$/;
const PURPOSE = /^[a-z][A-Za-z0-9]{2,31}$/;
const PLAIN_ID = /^[A-Za-z0-9]+$/;
/** journal_entries.idempotency_key (and the API's IDEMPOTENCY_KEY_PATTERN). */
const KEY_MIN = 8;
const KEY_MAX = 64;

/**
 * The `created_by` of an entry a system job posts: `job:<name>:<runId>`, e.g.
 * `job:envelopeExpiry:20261123T0400Z`. The name is camelCase, the run id 1 to 64 of
 * `A-Z a-z 0-9 _ . -`; the database checks the same (migration …_ledger_system_initiators.sql).
 * Every job shares one idempotency key space, so pair it with systemEntryKey.
 *
 * @throws {RangeError} when the name or the run id has another shape.
 * @example const createdBy = jobInitiator('envelopeExpiry', runId)
 */
export function jobInitiator(job: string, runId: string): string {
  if (!JOB_NAME.test(job)) throw new RangeError(`job name ${JSON.stringify(job)} must be camelCase letters and digits, at most 40`);
  if (!RUN_ID.test(runId)) throw new RangeError(`run id ${JSON.stringify(runId)} must be 1 to 64 of A-Z a-z 0-9 _ . -`);
  return `job:${job}:${runId}`;
}

/**
 * The idempotency key of a system entry, derived from what it settles and never from the run:
 * `systemEntryKey('envelopeRefund', envelopeId)` is the same in every run of every job, so the
 * envelope is refunded once however often jobs run. Readable (`envelopeRefund-42`) when the ids
 * are plain letters and digits and it fits; otherwise `<purpose>_` and a SHA-256 of the ids.
 *
 * @throws {RangeError} for a purpose that is not camelCase (3 to 32), no ids, or an empty one.
 * @example await postEntry(db, { kind: 'envelope_refund', createdBy: jobInitiator('envelopeExpiry', runId), idempotencyKey: systemEntryKey('envelopeRefund', envelope.id), … })
 */
export function systemEntryKey(purpose: string, ...ids: readonly (string | number | bigint)[]): string {
  if (!PURPOSE.test(purpose)) throw new RangeError(`purpose ${JSON.stringify(purpose)} must be camelCase letters and digits, 3 to 32`);
  if (ids.length === 0) throw new RangeError('a system entry key needs the ids of what it settles');
  const parts = ids.map((id) => {
    if (typeof id === 'number' && !Number.isSafeInteger(id)) throw new RangeError(`id ${id} is not an integer`);
    const text = String(id);
    if (text === '') throw new RangeError('an id must not be empty');
    return text;
  });
  const readable = `${purpose}-${parts.join('-')}`;
  if (parts.every((part) => PLAIN_ID.test(part)) && readable.length >= KEY_MIN && readable.length <= KEY_MAX) return readable;
  const digest = createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
  return `${purpose}_${digest}`.slice(0, KEY_MAX);
}
