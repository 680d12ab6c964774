/**
 * Operator command for wealth products (SPEC §1, §4, §6). There is no admin UI.
 *
 *   npx tsx scripts/wealth.ts product-add --category pos --coin USDT --rate 5.5 [--term 30] --min 10 --quota 100000 [--max-per-user 5000] [--qualified]
 *   npx tsx scripts/wealth.ts product-update --id 3 [--rate 6] [--term 60|none] [--min 20] [--max-per-user 8000|none] [--quota 200000]
 *                                            [--qualified | --not-qualified] [--status open|closed]
 *   npx tsx scripts/wealth.ts product-list                   every product, open and closed, with what its orders hold
 *   npx tsx scripts/wealth.ts orders [--user <accid|phone>]  the last 100 orders (of one user)
 *   npx tsx scripts/wealth.ts run-job                        one run of the maturity job now (pays what is due)
 *
 * With DATABASE_URL (PostgreSQL) or DATA_DIR (the embedded PGlite: through the running server, or the folder when none runs). Without
 * --term a product is on demand. Rate and term changes apply to orders placed afterwards; orders
 * already taken keep theirs. run-job is safe beside a running server: each payout's key is the
 * order's, so an order is paid once however many jobs run.
 */
import { parseArgs } from 'node:util';
import { COIN_SYMBOL_PATTERN, isDbId } from '../features/cloudWallet/contract/walletRules';
import { PRODUCT_STATUSES, WEALTH_CATEGORIES, rateText } from '../features/wealth/contract/wealthRules';
import { formatBaseUnits } from '../server/ledger/baseUnits';
import { resolveRecipient } from '../server/core/accounts/resolveRecipient';
import { addProduct } from '../server/features/wealth/addProduct';
import { runWealthJob } from '../server/features/wealth/runWealthJob';
import { type ProductChanges, updateProduct } from '../server/features/wealth/updateProduct';
import { PRODUCT_SELECT, type ProductRow } from '../server/features/wealth/productRow';
import { printJson, runCommand, usagePrinter, withOperatorDb } from './operatorCommand';

const COMMANDS = ['product-add', 'product-update', 'product-list', 'orders', 'run-job'] as const;
const USAGE = `usage:
  npx tsx scripts/wealth.ts product-add --category ${WEALTH_CATEGORIES.join('|')} --coin <SYMBOL> --rate <percent> [--term <days>] --min <amount> --quota <amount> [--max-per-user <amount>] [--qualified]
  npx tsx scripts/wealth.ts product-update --id <product id> [--rate <percent>] [--term <days>|none] [--min <amount>] [--max-per-user <amount>|none] [--quota <amount>] [--qualified|--not-qualified] [--status ${PRODUCT_STATUSES.join('|')}]
  npx tsx scripts/wealth.ts product-list
  npx tsx scripts/wealth.ts orders [--user <accid|phone>]
  npx tsx scripts/wealth.ts run-job`;

const AMOUNT = /^\d{1,40}(\.\d{1,40})?$/;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    strict: true,
    options: {
      id: { type: 'string' },
      category: { type: 'string' },
      coin: { type: 'string' },
      rate: { type: 'string' },
      term: { type: 'string' },
      min: { type: 'string' },
      'max-per-user': { type: 'string' },
      quota: { type: 'string' },
      qualified: { type: 'boolean' },
      'not-qualified': { type: 'boolean' },
      status: { type: 'string' },
      user: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = COMMANDS.find((c) => c === positionals[0]);
  const usage = usagePrinter(USAGE, values.help);
  if (values.help || !command) return usage();

  try {
    if (command === 'product-add') return await productAdd(values);
    if (command === 'product-update') return await productUpdate(values);
  } catch (error) {
    if (error instanceof UsageError) return usage(error.message);
    throw error;
  }

  await withOperatorDb(async (db) => {
    switch (command) {
      case 'product-list':
        return printJson((await db.query<ProductRow>(`${PRODUCT_SELECT} ORDER BY p.id`)).map(describe));
      case 'orders': {
        const user = values.user === undefined ? null : await resolveRecipient(db, values.user);
        const rows = await db.query<Record<string, unknown> & { principal: string; interest_paid: string | null; decimals: number; rate_bp: number }>(
          `SELECT o.id, u.accid, o.product_id, o.coin, c.decimals::int AS decimals, o.rate_bp, o.term_days, o.principal, o.order_time, o.value_date, o.expiry_date,
                  o.state, o.settlement, o.interest_paid, o.redeemed_at, o.buy_entry_id, o.payout_entry_id
             FROM wealth_orders o JOIN users u ON u.id = o.user_id JOIN coins c ON c.symbol = o.coin
            WHERE ($1::bigint IS NULL OR o.user_id = $1) ORDER BY o.id DESC LIMIT 100`,
          [user?.id ?? null],
        );
        return printJson(
          rows.map(({ decimals, rate_bp: rateBp, principal, interest_paid: interest, ...row }) => ({
            ...row,
            rate: `${rateText(Number(rateBp))} %`,
            principal: formatBaseUnits(BigInt(principal), Number(decimals)),
            interest_paid: interest === null ? null : formatBaseUnits(BigInt(interest), Number(decimals)),
          })),
        );
      }
      case 'run-job': {
        const log = { info: (...args: unknown[]) => console.error(...args), error: (...args: unknown[]) => console.error(...args) };
        return printJson(await runWealthJob({ db, clock: () => new Date(), log, intervalMs: 60_000 }, { force: true }));
      }
    }
  });
  return 0;
}

type Values = { [flag: string]: string | boolean | undefined };

/** A wrong or missing flag: the command prints it with the usage and exits 2. */
class UsageError extends Error {}

// Shapes are checked here, before the database is opened; the rules (rate range, amounts in the
// coin's decimals, minimum ≤ per-user maximum ≤ quota, the coin) by server/features/wealth/productTerms.ts.
const text = (values: Values, flag: string) => (typeof values[flag] === 'string' ? (values[flag] as string) : undefined);
function termOf(values: Values, allowNone: boolean): number | null | undefined {
  const value = text(values, 'term');
  if (value === undefined) return undefined;
  if (allowNone && value === 'none') return null;
  if (!/^\d{1,4}$/.test(value)) throw new UsageError(`--term: must be whole days from 1 to 3650${allowNone ? ', or none for on demand' : ''}`);
  return Number(value);
}
function amountOf(values: Values, flag: string, allowNone = false): string | null | undefined {
  const value = text(values, flag);
  if (value === undefined) return undefined;
  if (allowNone && value === 'none') return null;
  if (!AMOUNT.test(value)) throw new UsageError(`--${flag}: must be an amount of the coin such as 100 or 0.5${allowNone ? ', or none' : ''}`);
  return value;
}

async function productAdd(values: Values): Promise<number> {
  const category = WEALTH_CATEGORIES.find((c) => c === values.category);
  if (!category) throw new UsageError(`--category: must be ${WEALTH_CATEGORIES.join(' or ')}`);
  const coin = text(values, 'coin')?.toUpperCase();
  if (!coin || !COIN_SYMBOL_PATTERN.test(coin)) throw new UsageError('--coin: must be a coin symbol such as USDT');
  const rate = text(values, 'rate');
  if (!rate) throw new UsageError('--rate: the annualised rate in percent, such as 5.5');
  const termDays = termOf(values, false) ?? null;
  const minAmount = amountOf(values, 'min');
  if (!minAmount) throw new UsageError('--min: the smallest order, such as 10');
  const quota = amountOf(values, 'quota');
  if (!quota) throw new UsageError('--quota: the total the product takes, such as 100000');
  const maxPerUser = amountOf(values, 'max-per-user') ?? null;
  if (values['not-qualified'] || values.status || values.id) throw new UsageError('product-add: --id, --status and --not-qualified belong to product-update');
  const input = { category, coin, rate, termDays, minAmount, maxPerUser, quota, qualifiedOnly: values.qualified === true };
  const id = await withOperatorDb((db) => addProduct(db, new Date(), input));
  printJson({ id, status: 'open' });
  return 0;
}

async function productUpdate(values: Values): Promise<number> {
  const id = text(values, 'id');
  if (!(id && isDbId(id))) throw new UsageError('--id: must be a product id (see product-list)');
  if (values.category || values.coin) throw new UsageError('product-update: a product keeps its category and coin; add a new product instead');
  if (values.qualified && values['not-qualified']) throw new UsageError('--qualified and --not-qualified: one or the other');
  const status = values.status === undefined ? undefined : PRODUCT_STATUSES.find((s) => s === values.status);
  if (values.status !== undefined && !status) throw new UsageError(`--status: must be ${PRODUCT_STATUSES.join(' or ')}`);
  const changes: ProductChanges = {
    rate: text(values, 'rate'),
    termDays: termOf(values, true),
    minAmount: amountOf(values, 'min') ?? undefined,
    maxPerUser: amountOf(values, 'max-per-user', true),
    quota: amountOf(values, 'quota') ?? undefined,
    qualifiedOnly: values.qualified ? true : values['not-qualified'] ? false : undefined,
    status,
  };
  if (Object.values(changes).every((v) => v === undefined)) throw new UsageError('product-update: nothing to change');
  const row = await withOperatorDb((db) => updateProduct(db, new Date(), id, changes));
  printJson(describe(row));
  return 0;
}

/** A product as the operator reads it: amounts in coin units, the rate in percent. */
function describe(row: ProductRow) {
  const units = (value: string | null) => (value === null ? null : formatBaseUnits(BigInt(value), Number(row.decimals)));
  return {
    id: row.id,
    category: row.category,
    coin: row.coin,
    rate: `${rateText(Number(row.rate_bp))} %`,
    termDays: row.term_days ?? 'on demand',
    min: units(row.min_amount),
    maxPerUser: units(row.max_per_user),
    quota: units(row.quota),
    held: units(row.held),
    qualifiedOnly: row.qualified_only,
    status: row.status,
  };
}

runCommand('wealth', main);
