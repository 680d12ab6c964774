/**
 * The lottery's operator commands, run by scripts/promotions.ts (docs/operator/promotions.md,
 * "Lottery"): the prize table, the switch and the stock, on the database the other promotions
 * commands use (through the running server when one holds DATA_DIR).
 *
 *   npx tsx scripts/promotions.ts lottery-show                                   the rules, the prize table with chances and stock, today's draws
 *   npx tsx scripts/promotions.ts lottery-set-prizes --file table.json [--on|--off] [--operator NAME]
 *   npx tsx scripts/promotions.ts lottery-set-prizes --json '{"cost":"10",…}' [--on|--off] [--operator NAME]
 *   npx tsx scripts/promotions.ts lottery-on | lottery-off [--operator NAME]
 *   npx tsx scripts/promotions.ts lottery-stock --prize <position> --stock <n|none>
 */
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { lotteryTableInput } from '../features/promotions/contract/lottery';
import { lotteryDayOf } from '../features/promotions/contract/lotteryRules';
import { readEnv } from '../server/core/settings/readEnv';
import { ensurePromotionCoins } from '../server/features/promotions/ensurePromotionCoins';
import { infoOf } from '../server/features/promotions/lottery/infoOf';
import { loadLottery } from '../server/features/promotions/lottery/loadLottery';
import { setLotteryEnabled } from '../server/features/promotions/lottery/setLotteryEnabled';
import { setLotteryStock } from '../server/features/promotions/lottery/setLotteryStock';
import { setLotteryTable } from '../server/features/promotions/lottery/setLotteryTable';
import { parsePromotionsSettings } from '../server/features/promotions/promotionsSettings';
import { printJson, usagePrinter, withOperatorDb } from './operatorCommand';

export const LOTTERY_COMMANDS = ['lottery-show', 'lottery-set-prizes', 'lottery-on', 'lottery-off', 'lottery-stock'] as const;
export const LOTTERY_USAGE = `  npx tsx scripts/promotions.ts lottery-show
  npx tsx scripts/promotions.ts lottery-set-prizes (--file <table.json> | --json '<table>') [--on|--off] [--operator NAME]
      table: {"cost":"10","dailyLimit":5,"prizes":[{"coin":"USDT","amount":"1","weight":500,"stock":100},{"coin":"nothing","weight":9500}]}
      (weights in basis points summing to 10000 = 100 %; stock left out: no limit; "enabled": false keeps a prize listed but not drawn)
  npx tsx scripts/promotions.ts lottery-on | lottery-off [--operator NAME]
  npx tsx scripts/promotions.ts lottery-stock --prize <position, from 0> --stock <whole number | none>`;

/** Whether the command line's first word is a lottery command (scripts/promotions.ts hands those here). */
export function isLotteryCommand(word: string | undefined): boolean {
  return (LOTTERY_COMMANDS as readonly string[]).includes(word ?? '');
}

/** Runs one lottery command; the exit code as scripts/promotions.ts's main gives it. */
export async function lotteryMain(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: {
      file: { type: 'string' },
      json: { type: 'string' },
      on: { type: 'boolean' },
      off: { type: 'boolean' },
      prize: { type: 'string' },
      stock: { type: 'string' },
      operator: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const usage = usagePrinter(`usage:\n${LOTTERY_USAGE}`, values.help);
  if (values.help) return usage();
  const settings = parsePromotionsSettings(readEnv(process.env));
  const operator = `operator:${(values.operator ?? os.userInfo().username).replace(/[^A-Za-z0-9_.@-]/g, '_').slice(0, 64) || 'operator'}`;

  switch (positionals[0]) {
    case 'lottery-show':
      return withOperatorDb(async (db) => {
        const coins = await ensurePromotionCoins(db, settings);
        const state = await loadLottery(db);
        const today = lotteryDayOf(new Date());
        const [drawn] = await db.query<{ draws: string; players: string }>(
          'SELECT count(*)::text AS draws, count(DISTINCT user_id)::text AS players FROM promotion_lottery_draws WHERE day = $1::date',
          [today],
        );
        const prizes = state?.prizes ?? [];
        printJson({
          ...infoOf(state, coins),
          prizes: infoOf(state, coins).prizes.map((p, position) => ({ position, ...p, initialStock: prizes[position].initialStock === null ? null : String(prizes[position].initialStock), enabled: prizes[position].enabled })),
          updatedAt: state?.updatedAt ?? null,
          updatedBy: state?.updatedBy ?? null,
          today: { day: today, draws: Number(drawn.draws), players: Number(drawn.players) },
        });
        return 0;
      });
    case 'lottery-set-prizes': {
      if (values.on && values.off) return usage('--on and --off: give one of them, or neither to keep the switch');
      if ((values.file === undefined) === (values.json === undefined)) return usage('lottery-set-prizes: give the table as --file <path> or as --json <text>, one of them');
      let raw: unknown;
      try {
        raw = JSON.parse(values.file !== undefined ? fs.readFileSync(values.file, 'utf8') : values.json!);
      } catch (error) {
        return usage(`the table is not JSON: ${(error as Error).message}`);
      }
      const parsed = lotteryTableInput.safeParse(raw);
      if (!parsed.success) return usage(`the table is invalid, nothing changed:\n${parsed.error.issues.map((i) => `  ${i.path.join('.') || '(table)'}: ${i.message}`).join('\n')}`);
      const enabled = values.on ? true : values.off ? false : undefined;
      return withOperatorDb(async (db) => {
        const coins = await ensurePromotionCoins(db, settings);
        printJson(await setLotteryTable(db, new Date(), coins, parsed.data, operator, enabled));
        return 0;
      });
    }
    case 'lottery-on':
    case 'lottery-off': {
      const enabled = positionals[0] === 'lottery-on';
      return withOperatorDb(async (db) => {
        const result = await setLotteryEnabled(db, new Date(), enabled, operator);
        printJson(result);
        if (!result.changed) console.error(`The lottery was already ${enabled ? 'on' : 'off'}: nothing changed.`);
        return 0;
      });
    }
    case 'lottery-stock': {
      const position = values.prize?.trim();
      if (!position || !/^\d{1,2}$/.test(position)) return usage('--prize: the prize position as lottery-show lists it, from 0');
      const stock = values.stock?.trim();
      if (!stock || !/^(none|0|[1-9]\d{0,11})$/.test(stock)) return usage('--stock: a whole number from 0, or none for no limit');
      return withOperatorDb(async (db) => {
        printJson(await setLotteryStock(db, Number(position), stock === 'none' ? null : BigInt(stock)));
        return 0;
      });
    }
    default:
      return usage();
  }
}
