/**
 * The wallet record kinds the points exchanges write (record type 3, swap): `pointsExchange`,
 * activated points into the platform token; `tokenExchange`, the platform token into the second
 * token. Each exchange writes two records, the coin given (out) and the coin received (in).
 */
export const POINTS_RECORD_KINDS = ['pointsExchange', 'tokenExchange'] as const;
