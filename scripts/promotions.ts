/**
 * Operator command for promotions (SPEC §1, §9): the platform token's price where no market lists
 * it, and activated points. There is no admin UI.
 *
 *   npx tsx scripts/promotions.ts coins                                       the issued coins, their prices and what is in circulation
 *   npx tsx scripts/promotions.ts price-set --coin <SYMBOL> --price <USDT> [--operator NAME]
 *   npx tsx scripts/promotions.ts price-list [--coin <SYMBOL>]                the last 100 prices set (of one coin)
 *   npx tsx scripts/promotions.ts points-credit --to <phone|accid> --amount <whole points> [--memo "…"] [--key KEY] [--operator NAME]
 *   npx tsx scripts/promotions.ts discount-status                             the discounted sale: the open event, the last events with their buyers
 *   npx tsx scripts/promotions.ts discount-open --event <name> [--operator NAME]   opens a discount event, closing the open one
 *   npx tsx scripts/promotions.ts discount-close [--operator NAME]              closes the discounted sale
 *   npx tsx scripts/promotions.ts package-add --name <text> --coin <SYMBOL> --amount <per package> --pay points|token --price <per package> --stock <n> [--limit <n per user>] [--off] [--operator NAME]
 *   npx tsx scripts/promotions.ts package-list                                 every package with its stock, sold count and state
 *   npx tsx scripts/promotions.ts package-set-stock --id <id> --stock <n>      sets how many packages are left
 *   npx tsx scripts/promotions.ts package-off --id <id> / package-on --id <id> takes a package off sale / back on
 *   npx tsx scripts/promotions.ts presale-add --price <USDT> --allocation <tokens> --cap <USDT> --opens <ISO> --closes <ISO> [--lot <USDT>] [--coin <SYMBOL>] [--operator NAME]
 *   npx tsx scripts/promotions.ts presale-list                                 the last 50 pre-sale rounds with their subscribers (the seed once drawn)
 *   npx tsx scripts/promotions.ts presale-draw --round <id> [--operator NAME]  draws a closed round and settles it; safe to run again
 *   npx tsx scripts/promotions.ts lottery-show | lottery-set-prizes | lottery-on | lottery-off | lottery-stock   the lottery (scripts/promotionsLottery.ts)
 *
 * With DATABASE_URL (PostgreSQL) or DATA_DIR (the embedded PGlite: through the running server, or the
 * folder when none runs). The coins are named by the same PROMOTIONS_* variables as the server's
 * (docs/configuration.md): a command issues them if the server has not yet, and refuses, changing
 * nothing, when they name another symbol than the one issued. points-credit has an idempotency key
 * (printed; random unless --key is given): rerunning it with the same key credits nothing twice.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { COIN_SYMBOL_PATTERN, IDEMPOTENCY_KEY_PATTERN } from '../features/cloudWallet/contract/walletRules';
import { DISCOUNT_EVENT_PATTERN, PAY_DECIMALS, PRICE_PATTERN, TOKEN_DECIMALS } from '../features/promotions/contract/promotionsRules';
import { readEnv } from '../server/core/settings/readEnv';
import { formatBaseUnits } from '../server/ledger/baseUnits';
import { closeDiscountEvent } from '../server/features/promotions/closeDiscountEvent';
import { creditPoints } from '../server/features/promotions/creditPoints';
import { ensurePromotionCoins } from '../server/features/promotions/ensurePromotionCoins';
import { openDiscountEvent } from '../server/features/promotions/openDiscountEvent';
import { parsePromotionsSettings } from '../server/features/promotions/promotionsSettings';
import { setPrice } from '../server/features/promotions/setPrice';
import { PACKAGE_PAY_TYPES } from '../features/promotions/contract/packagesRules';
import { addPackage } from '../server/features/promotions/packages/addPackage';
import { PACKAGE_SELECT, toPackageItem } from '../server/features/promotions/packages/packageRow';
import { setPackageEnabled } from '../server/features/promotions/packages/setPackageEnabled';
import { setPackageStock } from '../server/features/promotions/packages/setPackageStock';
import { printJson, runCommand, usagePrinter, withOperatorDb } from './operatorCommand';
import { createPresaleRound } from '../server/features/promotions/presale/createPresaleRound';
import { drawPresaleRound } from '../server/features/promotions/presale/drawPresaleRound';
import { presaleRounds, presaleRoundView } from '../server/features/promotions/presale/presaleRoundRow';
import { LOTTERY_USAGE, isLotteryCommand, lotteryMain } from './promotionsLottery';

const COMMANDS = ['coins', 'price-set', 'price-list', 'points-credit', 'discount-status', 'discount-open', 'discount-close', 'package-add', 'package-list', 'package-set-stock', 'package-off', 'package-on', 'presale-add', 'presale-list', 'presale-draw'] as const;
const USAGE = `usage:
  npx tsx scripts/promotions.ts coins
  npx tsx scripts/promotions.ts price-set --coin <SYMBOL> --price <USDT per coin> [--operator NAME]
  npx tsx scripts/promotions.ts price-list [--coin <SYMBOL>]
  npx tsx scripts/promotions.ts points-credit --to <phone|accid> --amount <whole points> [--memo text] [--key KEY] [--operator NAME]
  npx tsx scripts/promotions.ts discount-status
  npx tsx scripts/promotions.ts discount-open --event <name> [--operator NAME]
  npx tsx scripts/promotions.ts discount-close [--operator NAME]
  npx tsx scripts/promotions.ts package-add --name <text> --coin <SYMBOL> --amount <per package> --pay points|token --price <per package> --stock <n> [--limit <n per user>] [--off] [--operator NAME]
  npx tsx scripts/promotions.ts package-list
  npx tsx scripts/promotions.ts package-set-stock --id <id> --stock <n>
  npx tsx scripts/promotions.ts package-off --id <id>
  npx tsx scripts/promotions.ts package-on --id <id>
  npx tsx scripts/promotions.ts presale-add --price <USDT per token> --allocation <tokens> --cap <USDT per person> --opens <ISO time> --closes <ISO time> [--lot <USDT>] [--coin <SYMBOL>] [--operator NAME]
  npx tsx scripts/promotions.ts presale-list
  npx tsx scripts/promotions.ts presale-draw --round <id> [--operator NAME]
${LOTTERY_USAGE}`;

async function main(): Promise<number> {
  // The lottery's commands take their own flags (scripts/promotionsLottery.ts).
  if (isLotteryCommand(process.argv[2])) return lotteryMain(process.argv.slice(2));
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    strict: true,
    options: {
      coin: { type: 'string' },
      price: { type: 'string' },
      to: { type: 'string' },
      amount: { type: 'string' },
      memo: { type: 'string' },
      key: { type: 'string' },
      operator: { type: 'string' },
      event: { type: 'string' },
      name: { type: 'string' },
      pay: { type: 'string' },
      stock: { type: 'string' },
      limit: { type: 'string' },
      off: { type: 'boolean' },
      id: { type: 'string' },
      allocation: { type: 'string' },
      cap: { type: 'string' },
      lot: { type: 'string' },
      opens: { type: 'string' },
      closes: { type: 'string' },
      round: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = COMMANDS.find((c) => c === positionals[0]);
  const usage = usagePrinter(USAGE, values.help);
  if (values.help || !command) return usage();
  // The settings are checked before the database is opened: a bad variable changes nothing.
  const settings = parsePromotionsSettings(readEnv(process.env));
  const operator = `operator:${(values.operator ?? os.userInfo().username).replace(/[^A-Za-z0-9_.@-]/g, '_').slice(0, 64) || 'operator'}`;
  const coin = values.coin?.trim().toUpperCase();
  if (coin !== undefined && !COIN_SYMBOL_PATTERN.test(coin)) return usage('--coin: must be a coin symbol such as AU');

  switch (command) {
    case 'coins':
      return withOperatorDb(async (db) => {
        const coins = await ensurePromotionCoins(db, settings);
        const rows = await db.query<{ role: string; symbol: string; name: string; decimals: number; issued: string; price: string | null; set_at: Date | null; set_by: string | null }>(
          `SELECT p.role, c.symbol, c.name, c.decimals::int AS decimals, (-t.balance)::text AS issued, pr.price::text AS price, pr.set_at, pr.set_by
             FROM promotion_coins p JOIN coins c ON c.symbol = p.symbol
             LEFT JOIN ledger_accounts t ON t.user_id IS NULL AND t.kind = 'platform_treasury' AND t.coin = c.symbol
             LEFT JOIN LATERAL (SELECT price, set_at, set_by FROM promotion_prices WHERE coin = c.symbol ORDER BY id DESC LIMIT 1) pr ON true
            ORDER BY array_position(ARRAY['token', 'second', 'points'], p.role)`,
        );
        printJson({
          ...coins,
          coins: rows.map((r) => ({
            role: r.role,
            symbol: r.symbol,
            name: r.name,
            inCirculation: formatBaseUnits(BigInt(r.issued ?? '0'), Number(r.decimals)),
            operatorPrice: r.price === null ? null : { price: formatBaseUnits(BigInt(r.price), PAY_DECIMALS), setAt: r.set_at, setBy: r.set_by },
          })),
        });
        return 0;
      });
    case 'price-set': {
      if (!coin) return usage('--coin: the token to price, such as AU');
      if (!values.price || !PRICE_PATTERN.test(values.price.trim())) return usage('--price: must be USDT per coin such as 2.5, at most 6 decimals');
      const price = values.price;
      return withOperatorDb(async (db) => {
        const coins = await ensurePromotionCoins(db, settings);
        printJson(await setPrice(db, new Date(), coins, { coin, price, setBy: operator }));
        return 0;
      });
    }
    case 'price-list':
      return withOperatorDb(async (db) => {
        const rows = await db.query<{ id: string; coin: string; price: string; set_by: string; set_at: Date }>(
          'SELECT id, coin, price::text AS price, set_by, set_at FROM promotion_prices WHERE ($1::text IS NULL OR coin = $1) ORDER BY id DESC LIMIT 100',
          [coin ?? null],
        );
        printJson(rows.map((r) => ({ ...r, price: formatBaseUnits(BigInt(r.price), PAY_DECIMALS) })));
        return 0;
      });
    case 'points-credit': {
      if (!values.to) return usage('--to: the account, an E.164 phone or an accid');
      if (!values.amount || !/^[1-9]\d{0,17}$/.test(values.amount.trim())) return usage('--amount: must be whole points from 1, such as 50');
      if (values.memo !== undefined && values.memo.length > 100) return usage('--memo: at most 100 characters');
      const key = values.key ?? randomUUID();
      if (!IDEMPOTENCY_KEY_PATTERN.test(key)) return usage('--key: must be 8 to 64 letters, digits, - or _');
      const { to, amount, memo } = { to: values.to.trim(), amount: values.amount.trim(), memo: values.memo };
      return withOperatorDb(async (db) => {
        const coins = await ensurePromotionCoins(db, settings);
        const result = await creditPoints(db, new Date(), coins, { to, amount, memo, idempotencyKey: key, createdBy: operator });
        printJson({ key, ...result });
        if (result.replayed) console.error('This key was used before for the same credit: nothing was credited again.');
        return 0;
      });
    }
    case 'discount-status':
      return withOperatorDb(async (db) => {
        const rows = await db.query<{ name: string; opened_at: Date; opened_by: string; closed_at: Date | null; closed_by: string | null; buyers: string; bought: string }>(
          `SELECT e.name, e.opened_at, e.opened_by, e.closed_at, e.closed_by, count(b.user_id)::text AS buyers, coalesce(sum(b.bought), 0)::text AS bought
             FROM promotion_discount_events e LEFT JOIN promotion_discount_buyers b ON b.event = e.name
            GROUP BY e.name ORDER BY e.opened_at DESC, e.name LIMIT 20`,
        );
        printJson({
          open: rows.find((r) => r.closed_at === null)?.name ?? null,
          percent: settings.discount.percent,
          cap: settings.discount.cap,
          kycLevel: settings.discount.kycLevel,
          events: rows.map((r) => ({ ...r, buyers: Number(r.buyers), bought: formatBaseUnits(BigInt(r.bought), TOKEN_DECIMALS) })),
        });
        return 0;
      });
    case 'discount-open': {
      const event = values.event?.trim();
      if (!event || !DISCOUNT_EVENT_PATTERN.test(event)) return usage('--event: must be 1 to 40 small letters, digits or -, such as spring-2027');
      return withOperatorDb(async (db) => {
        printJson(await openDiscountEvent(db, new Date(), event, operator));
        return 0;
      });
    }
    case 'discount-close':
      return withOperatorDb(async (db) => {
        const result = await closeDiscountEvent(db, new Date(), operator);
        printJson(result);
        if (result.closed === null) console.error('No discount event was open: nothing changed.');
        return 0;
      });
    case 'package-add': {
      if (!values.name?.trim()) return usage('--name: the package name, 1 to 40 characters');
      if (!coin) return usage('--coin: the coin the package gives, such as AU');
      if (!values.amount) return usage('--amount: how much of the coin one package gives, such as 10');
      const payType = PACKAGE_PAY_TYPES.find((p) => p === values.pay);
      if (!payType) return usage('--pay: points (activated points) or token (the platform token)');
      if (!values.price) return usage('--price: what one package costs in points or the token, such as 100');
      if (!values.stock) return usage('--stock: how many packages are on sale, such as 500');
      const input = { name: values.name, coin, amount: values.amount, payType, price: values.price, stock: values.stock, perUserLimit: values.limit ?? null, enabled: !values.off, createdBy: operator };
      return withOperatorDb(async (db) => {
        const coins = await ensurePromotionCoins(db, settings);
        const row = await addPackage(db, new Date(), coins, input);
        printJson({ ...toPackageItem(row, 0n), enabled: row.enabled });
        return 0;
      });
    }
    case 'package-list':
      return withOperatorDb(async (db) => {
        await ensurePromotionCoins(db, settings);
        const rows = await db.query<Parameters<typeof toPackageItem>[0]>(`${PACKAGE_SELECT} ORDER BY p.id DESC LIMIT 200`);
        printJson(rows.map((r) => {
          const { bought: _bought, ...item } = toPackageItem(r, 0n);
          return { ...item, enabled: r.enabled, createdBy: r.created_by, createdAt: r.created_at, updatedAt: r.updated_at };
        }));
        return 0;
      });
    case 'package-set-stock':
    case 'package-off':
    case 'package-on': {
      const id = values.id?.trim();
      if (!id || !/^[1-9]\d{0,17}$/.test(id)) return usage('--id: the package id package-list shows, such as 3');
      const stock = values.stock;
      if (command === 'package-set-stock' && stock === undefined) return usage('--stock: how many packages are left, such as 100');
      return withOperatorDb(async (db) => {
        const row =
          command === 'package-set-stock' ? await setPackageStock(db, new Date(), id, stock!) : await setPackageEnabled(db, new Date(), id, command === 'package-on');
        printJson({ ...toPackageItem(row, 0n), enabled: row.enabled });
        return 0;
      });
    }
    case 'presale-add': {
      if (!values.price || !PRICE_PATTERN.test(values.price.trim())) return usage('--price: must be USDT per token such as 2.5, at most 6 decimals');
      if (!values.allocation || !/^\d+(\.\d{1,8})?$/.test(values.allocation.trim())) return usage('--allocation: must be the tokens on sale such as 100000, at most 8 decimals');
      if (!values.cap || !/^\d+(\.\d{1,6})?$/.test(values.cap.trim())) return usage('--cap: must be the most USDT one person may commit, such as 1000');
      if (values.lot !== undefined && !/^\d+(\.\d{1,6})?$/.test(values.lot.trim())) return usage('--lot: must be USDT per lot such as 10');
      const iso = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/;
      if (!values.opens || !iso.test(values.opens.trim())) return usage('--opens: must be an ISO time with its zone, such as 2027-01-10T08:00:00Z');
      if (!values.closes || !iso.test(values.closes.trim())) return usage('--closes: must be an ISO time with its zone, such as 2027-01-12T08:00:00Z');
      const input = { token: coin, price: values.price, allocation: values.allocation, cap: values.cap, lot: values.lot, opensAt: values.opens.trim(), closesAt: values.closes.trim(), createdBy: operator };
      return withOperatorDb(async (db) => {
        const coins = await ensurePromotionCoins(db, settings);
        printJson(await createPresaleRound(db, new Date(), coins, input));
        return 0;
      });
    }
    case 'presale-list':
      return withOperatorDb(async (db) => {
        const ids = await db.query<{ id: string }>('SELECT id::text AS id FROM presale_rounds ORDER BY id DESC LIMIT 50');
        const now = new Date();
        const rounds = [];
        for (const { id } of ids) {
          const row = await presaleRounds.byId(db, BigInt(id));
          if (row) rounds.push({ ...presaleRoundView(row, now), seed: row.drawnAt ? row.seed : '(secret until the draw)' });
        }
        printJson(rounds);
        return 0;
      });
    case 'presale-draw': {
      const round = values.round?.trim();
      if (!round || !/^[1-9]\d{0,17}$/.test(round)) return usage('--round: must be a round number, as presale-list shows');
      return withOperatorDb(async (db) => {
        const result = await drawPresaleRound(db, new Date(), round, operator);
        printJson(result);
        if (!result.drawn) console.error(`Round ${round} was drawn before: nothing was drawn again; ${result.settled} settlement(s) posted now.`);
        return 0;
      });
    }
  }
}

runCommand('promotions', main);
