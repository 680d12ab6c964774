/**
 * Operator command: credits a cloud account from the platform treasury (one journal entry), for
 * production as well, where the /api/dev/credit route does not exist.
 *
 *   DATABASE_URL=postgres://… npx tsx scripts/credit.ts --to +8613800138000 --coin USDT --amount 100 [--memo "…"] [--key KEY] [--operator NAME]
 *   DATA_DIR=./data/pglite   npx tsx scripts/credit.ts --to 12345678 --coin BTC --amount 0.5
 *
 * --to is the account's E.164 phone or accid. Every run has an idempotency key (printed; random
 * unless --key is given): rerunning with the same --key and the same arguments credits nothing
 * twice and prints the first result. The entry is recorded as created by `operator:<name>`
 * (--operator, default the OS user).
 *
 * With the embedded PGlite (no DATABASE_URL) it goes through the running server's operator channel,
 * or opens the folder itself when no server runs (scripts/operatorCommand.ts).
 *
 * Invariant: the treasury goes below zero by what it credits, so each coin still sums to zero over
 * all accounts (server/ledger/migrations/20261122031349_ledger_init.sql).
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { devCreditRequest } from '../features/cloudWallet/contract/wallet';
import { PHONE_PATTERN } from '../lib/contract/userRules';
import { creditAccount } from '../server/features/cloudWallet/transfers/creditAccount';
import { runCommand, withOperatorDb } from './operatorCommand';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      to: { type: 'string' },
      coin: { type: 'string' },
      amount: { type: 'string' },
      memo: { type: 'string' },
      key: { type: 'string' },
      operator: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help || !values.to || !values.coin || !values.amount) {
    console.error('usage: npx tsx scripts/credit.ts --to <phone|accid> --coin <SYMBOL> --amount <decimal> [--memo text] [--key KEY] [--operator NAME]');
    return values.help ? 0 : 2;
  }
  const to = values.to.trim();
  const request = devCreditRequest.safeParse({
    ...(PHONE_PATTERN.test(to) ? { phone: to } : { accid: to }),
    coin: values.coin,
    amount: values.amount,
    memo: values.memo,
    idempotencyKey: values.key ?? randomUUID(),
  });
  if (!request.success) {
    const issue = request.error.issues[0];
    console.error(`--${issue.path[0] === 'accid' || issue.path[0] === 'phone' ? 'to' : issue.path[0] === 'idempotencyKey' ? 'key' : String(issue.path[0])}: ${issue.message}`);
    return 2;
  }
  const operator = (values.operator ?? os.userInfo().username).replace(/[^A-Za-z0-9_.@-]/g, '_').slice(0, 64) || 'operator';

  const body = request.data;
  const result = await withOperatorDb((db) =>
    creditAccount(db, new Date(), {
      to: (body.accid ?? body.phone)!,
      coin: body.coin,
      amount: body.amount,
      memo: body.memo,
      idempotencyKey: body.idempotencyKey,
      createdBy: `operator:${operator}`,
    }).then((credited) => ({ database: db.kind, ...credited })),
  );
  console.log(JSON.stringify({ key: body.idempotencyKey, ...result }, null, 2));
  if (result.replayed) console.error('This key was used before for the same credit: nothing was credited again.');
  return 0;
}

runCommand('credit', main);
