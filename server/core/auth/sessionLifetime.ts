/** A session ends 30 days after login whatever happens (absolute lifetime). */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600_000;
/** …or after 7 days without a request (idle lifetime). */
export const SESSION_IDLE_MS = 7 * 24 * 3600_000;
/** last_seen_at is written at most this often, so reads do not each cost a write. */
export const SESSION_TOUCH_MS = 60_000;
