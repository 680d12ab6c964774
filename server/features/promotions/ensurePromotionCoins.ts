import { POINTS_DECIMALS, POINTS_SYMBOL, TOKEN_DECIMALS } from '../../../features/promotions/contract/promotionsRules';
import { ConfigError } from '../../configError';
import type { Db } from '../../db/db';
import type { PromotionCoins } from './promotionCoins';
import type { PromotionsSettings } from './promotionsSettings';

type Issue = {
  role: keyof PromotionCoins;
  variable: string;
  symbol: string;
  name: string;
  decimals: number;
  /** Internal transfers: the tokens move between accounts as any coin; points never do. */
  transferable: boolean;
};

/**
 * Issues the platform's coins if they are not issued yet, and names them as the settings say: the
 * platform token, the second token (both 8 decimals, internal transfers on, no chain, so no deposit
 * or withdrawal, and no swap pair) and the activated points (whole points, every movement switch off,
 * so the wallet's send, withdrawal, swap and red-envelope checks all refuse them). Run at start-up
 * and by the operator commands, under one advisory lock so instances starting together agree.
 *
 * A symbol is fixed once issued: a setting that names another symbol for a role, or a symbol the
 * wallet already lists as another coin, stops the start (ConfigError naming the variable), since
 * the balances keep the symbol they were issued under.
 *
 * @example const coins = await ensurePromotionCoins(db, config.promotions) // { token: 'AU', second: 'AUS', points: 'POINTS' }
 */
export async function ensurePromotionCoins(db: Db, settings: PromotionsSettings): Promise<PromotionCoins> {
  const issues: Issue[] = [
    { role: 'token', variable: 'PROMOTIONS_TOKEN_SYMBOL', ...settings.token, decimals: TOKEN_DECIMALS, transferable: true },
    { role: 'second', variable: 'PROMOTIONS_SECOND_SYMBOL', ...settings.second, decimals: TOKEN_DECIMALS, transferable: true },
    { role: 'points', variable: 'POINTS', symbol: POINTS_SYMBOL, name: 'Activated points', decimals: POINTS_DECIMALS, transferable: false },
  ];
  return db.tx(async (q) => {
    await q.query("SELECT pg_advisory_xact_lock(hashtext('promotion_coins'))");
    const issued = new Map((await q.query<{ role: string; symbol: string }>('SELECT role, symbol FROM promotion_coins')).map((r) => [r.role, r.symbol]));
    for (const issue of issues) {
      const before = issued.get(issue.role);
      if (before !== undefined) {
        if (before !== issue.symbol) {
          throw new ConfigError(issue.variable, `the ${issue.role === 'token' ? 'platform' : 'second'} token was issued as ${before}: its symbol cannot change to ${issue.symbol}`);
        }
        await q.query('UPDATE coins SET name = $2 WHERE symbol = $1 AND name <> $2', [issue.symbol, issue.name]);
        continue;
      }
      const [taken] = await q.query<{ symbol: string }>('SELECT symbol FROM coins WHERE symbol = $1', [issue.symbol]);
      if (taken) throw new ConfigError(issue.variable, `${issue.symbol} is already a coin of the wallet; choose another symbol`);
      // Minimum of an internal transfer: 0.01 of a token; the daily limit is as large as a row allows
      // for tokens (the platform sets no per-day cap on its own token) and 1 for points (never used).
      const min = issue.transferable ? 10n ** BigInt(issue.decimals - 2) : 1n;
      const daily = issue.transferable ? 10n ** 40n : 1n;
      await q.query(
        `INSERT INTO coins (symbol, name, decimals, icon, address_format, deposit_enabled, withdraw_enabled, swap_enabled,
                            internal_transfer_enabled, internal_min, daily_limit, position)
         SELECT $1, $2, $3, 'UNKNOWN', 'other', false, false, false, $4, $5, $6, max(position) + 1 FROM coins`,
        [issue.symbol, issue.name, issue.decimals, issue.transferable, String(min), String(daily)],
      );
      await q.query(
        "INSERT INTO ledger_accounts (user_id, kind, coin) VALUES (NULL, 'platform_fees', $1), (NULL, 'platform_treasury', $1) ON CONFLICT DO NOTHING",
        [issue.symbol],
      );
      await q.query('INSERT INTO promotion_coins (role, symbol) VALUES ($1, $2)', [issue.role, issue.symbol]);
    }
    return { token: settings.token.symbol, second: settings.second.symbol, points: POINTS_SYMBOL };
  });
}
