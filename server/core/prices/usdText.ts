import { formatBaseUnits } from '../../ledger/baseUnits';

/** Micro-dollars → a USD decimal string with at most 2 decimals, rounded down ("10", "12.5"). */
export const usdText = (micros: bigint): string => formatBaseUnits((micros > 0n ? micros : 0n) / 10_000n, 2);
