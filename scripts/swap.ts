/**
 * Operator command for the flash swap: the swap treasury's inventory, per-pair settings
 * and each coin's switch. There is no admin UI.
 *
 *   npx tsx scripts/swap.ts fund  --coin BTC --amount 2 [--key KEY] [--operator NAME]   platform treasury → swap treasury
 *   npx tsx scripts/swap.ts drain --coin BTC --amount 1 [--key KEY] [--operator NAME]   swap treasury → platform treasury
 *   npx tsx scripts/swap.ts pair  --from USDT --to BTC --spread-bps 30 --min-usd 10 --max-usd 50000 [--off]
 *   npx tsx scripts/swap.ts coin  --coin BTC --on | --off
 *   npx tsx scripts/swap.ts show
 *
 * With DATABASE_URL (PostgreSQL) or DATA_DIR (the embedded PGlite: through the running server, or the folder when none runs). fund and
 * drain are one journal entry each, idempotent per --key (printed; random without it): a rerun with
 * the same key moves nothing twice. Draining more than the swap treasury holds is refused.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { COIN_SYMBOL_PATTERN, IDEMPOTENCY_KEY_PATTERN } from '../features/cloudWallet/contract/walletRules';
import { moveSwapTreasury } from '../server/features/flashSwap/moveSwapTreasury';
import { setSwapPair } from '../server/features/flashSwap/setSwapPair';
import { swapOverview } from '../server/features/flashSwap/swapOverview';
import { loadCoin } from '../server/core/coins/loadCoin';
import type { Db } from '../server/db/db';
import { runCommand, withOperatorDb } from './operatorCommand';

const USAGE = `usage:
  npx tsx scripts/swap.ts fund|drain --coin <SYMBOL> --amount <decimal> [--key KEY] [--operator NAME]
  npx tsx scripts/swap.ts pair --from <SYMBOL> --to <SYMBOL> --spread-bps <0-1000> --min-usd <whole USD> --max-usd <whole USD> [--off]
  npx tsx scripts/swap.ts coin --coin <SYMBOL> --on|--off
  npx tsx scripts/swap.ts show`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      coin: { type: 'string' },
      amount: { type: 'string' },
      key: { type: 'string' },
      operator: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      'spread-bps': { type: 'string' },
      'min-usd': { type: 'string' },
      'max-usd': { type: 'string' },
      on: { type: 'boolean' },
      off: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  const [command] = positionals;
  if (values.help || !command || !['fund', 'drain', 'pair', 'coin', 'show'].includes(command)) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const refuse = (message: string) => {
    console.error(`${message}\n${USAGE}`);
    return 2;
  };
  const symbol = (value: string | undefined) => (value && COIN_SYMBOL_PATTERN.test(value.toUpperCase()) ? value.toUpperCase() : null);
  const whole = (value: string | undefined) => (value && /^\d{1,12}$/.test(value) ? value : null);

  // Validate everything before the database is opened.
  let run: (db: Db) => Promise<unknown>;
  if (command === 'fund' || command === 'drain') {
    const coin = symbol(values.coin);
    if (!coin) return refuse('--coin: must be a coin symbol such as BTC');
    if (!values.amount || !/^\d{1,40}(\.\d{1,40})?$/.test(values.amount)) return refuse('--amount: must be a decimal number such as 1.5');
    if (values.key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(values.key)) return refuse('--key: must be 8 to 64 letters, digits, - or _');
    const operator = (values.operator ?? os.userInfo().username).replace(/[^A-Za-z0-9_.@-]/g, '_').slice(0, 64) || 'operator';
    run = (db) => moveSwapTreasury(db, new Date(), { direction: command, coin, amount: values.amount!, idempotencyKey: values.key, createdBy: `operator:${operator}` });
  } else if (command === 'pair') {
    const from = symbol(values.from);
    const to = symbol(values.to);
    const spread = values['spread-bps'];
    const [minUsd, maxUsd] = [whole(values['min-usd']), whole(values['max-usd'])];
    if (!from || !to) return refuse('--from and --to: must be coin symbols such as USDT');
    if (!spread || !/^\d{1,4}$/.test(spread)) return refuse('--spread-bps: must be whole basis points 0-1000');
    if (!minUsd || !maxUsd) return refuse('--min-usd and --max-usd: must be whole US dollars');
    run = async (db) => {
      await setSwapPair(db, { from, to, spreadBps: Number(spread), minUsd: BigInt(minUsd), maxUsd: BigInt(maxUsd), enabled: !values.off });
      return swapOverview(db);
    };
  } else if (command === 'coin') {
    const coin = symbol(values.coin);
    if (!coin) return refuse('--coin: must be a coin symbol such as BTC');
    if (values.on === values.off) return refuse('give exactly one of --on and --off');
    run = async (db) => {
      await loadCoin(db, coin);
      await db.query('UPDATE coins SET swap_enabled = $2 WHERE symbol = $1', [coin, Boolean(values.on)]);
      return swapOverview(db);
    };
  } else {
    run = (db) => swapOverview(db);
  }

  const result = await withOperatorDb(async (db) => ({ database: db.kind, ...((await run(db)) as object) }));
  console.log(JSON.stringify(result, null, 2));
  if ('replayed' in result && result.replayed) console.error('This key was used before for the same move: nothing moved again.');
  return 0;
}

runCommand('swap', main);
