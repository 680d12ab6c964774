import type { AddressFormat, CoinIcon } from '../../../features/cloudWallet/contract/walletRules';
import type { Queryable } from '../../db/db';

/** A `coins` row with amounts as bigint base units. */
export type CoinRow = {
  symbol: string;
  name: string;
  decimals: number;
  icon: CoinIcon;
  addressFormat: AddressFormat;
  depositEnabled: boolean;
  withdrawEnabled: boolean;
  swapEnabled: boolean;
  internalTransferEnabled: boolean;
  internalFee: bigint;
  internalMin: bigint;
  dailyLimit: bigint;
};

type RawCoin = {
  symbol: string;
  name: string;
  decimals: number;
  icon: CoinIcon;
  address_format: AddressFormat;
  deposit_enabled: boolean;
  withdraw_enabled: boolean;
  swap_enabled: boolean;
  internal_transfer_enabled: boolean;
  internal_fee: string;
  internal_min: string;
  daily_limit: string;
};

const COLUMNS = `symbol, name, decimals, icon, address_format, deposit_enabled, withdraw_enabled, swap_enabled,
  internal_transfer_enabled, internal_fee, internal_min, daily_limit`;

/** Every coin in list order (the seeded position). */
export async function listCoins(q: Queryable): Promise<CoinRow[]> {
  return (await q.query<RawCoin>(`SELECT ${COLUMNS} FROM coins ORDER BY position`)).map(toCoinRow);
}

/** One coin by symbol, or null. */
export async function findCoin(q: Queryable, symbol: string): Promise<CoinRow | null> {
  const [row] = await q.query<RawCoin>(`SELECT ${COLUMNS} FROM coins WHERE symbol = $1`, [symbol]);
  return row ? toCoinRow(row) : null;
}

function toCoinRow(row: RawCoin): CoinRow {
  return {
    symbol: row.symbol,
    name: row.name,
    decimals: Number(row.decimals),
    icon: row.icon,
    addressFormat: row.address_format,
    depositEnabled: row.deposit_enabled,
    withdrawEnabled: row.withdraw_enabled,
    swapEnabled: row.swap_enabled,
    internalTransferEnabled: row.internal_transfer_enabled,
    internalFee: BigInt(row.internal_fee),
    internalMin: BigInt(row.internal_min),
    dailyLimit: BigInt(row.daily_limit),
  };
}
