/**
 * Red envelope rules shared by the screens and the server (SPEC §1, §3, §5; record
 * types 9 and 10). Plain data, no zod, so screens import it freely.
 */

/** lucky: a total split at random (double-mean); fixed: the same amount per share, total = amount × quantity. */
export const ENVELOPE_KINDS = ['lucky', 'fixed'] as const;
export type EnvelopeKind = (typeof ENVELOPE_KINDS)[number];

/** At most this many shares in one envelope (a server constant, docs/design/red-envelopes.md). */
export const ENVELOPE_QUANTITY_MAX = 100;

/** Wishes: at most this many characters (code points), the text rules of a memo. */
export const WISHES_MAX = 40;

/**
 * Claim codes: 10 characters of an alphabet without look-alikes (no 0 O 1 I L U), so a code read
 * aloud or copied by hand is typed right: 30^10 ≈ 5.9 × 10^14 codes.
 */
export const CLAIM_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CLAIM_CODE_LENGTH = 10;
export const CLAIM_CODE_PATTERN = /^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{10}$/;
/** Public link ids: 22 base64url characters (128 random bits). */
export const LINK_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Wrong claim codes allowed per account and per IP in CODE_MISS_WINDOW_MS before claiming by code is blocked. */
export const CODE_MISSES_MAX = 5;
export const CODE_MISS_WINDOW_MS = 24 * 60 * 60_000;

/** Default lifetime of an envelope (ENVELOPE_EXPIRY_HOURS changes it). */
export const ENVELOPE_EXPIRY_HOURS_DEFAULT = 24;

/**
 * Where an envelope stands: open (claimable), finished (every share claimed), expired (past its
 * expiry, the rest not yet refunded), refunded (the rest went back to the sender).
 */
export const ENVELOPE_STATES = ['open', 'finished', 'expired', 'refunded'] as const;
export type EnvelopeState = (typeof ENVELOPE_STATES)[number];

/**
 * Normalises a typed claim code: upper case, without spaces and dashes.
 *
 * @example normaliseClaimCode('abcd-efgh 23') // 'ABCDEFGH23'
 */
export function normaliseClaimCode(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}
