/**
 * Operator command for custody: withdrawals that wait for approval, and the addresses
 * flagged as an exchange's. There is no admin UI.
 *
 *   npx tsx scripts/custody.ts list [--state requested]          withdrawals (default: those waiting), oldest first
 *   npx tsx scripts/custody.ts approve --id 42 --operator alice  requested → approved (the signer takes it)
 *   npx tsx scripts/custody.ts reject --id 42 --operator alice --reason "…"
 *                                                                requested/approved → rejected, the hold back to the user once
 *   npx tsx scripts/custody.ts exchange-add --chain 1 --address 0x… --name Binance [--memo-required]
 *   npx tsx scripts/custody.ts exchange-list
 *
 * With DATABASE_URL (PostgreSQL) or DATA_DIR (the embedded PGlite: through the running server, or the folder when none runs).
 * approve and reject are idempotent (a second run says so and changes nothing).
 */
import { parseArgs } from 'node:util';
import { getAddress, isAddress } from 'viem';
import { WITHDRAWAL_STATES, type WithdrawalState } from '../features/custody/contract/custodyRules';
import { isDbId } from '../features/cloudWallet/contract/walletRules';
import { approveWithdrawal } from '../server/features/custody/approveWithdrawal';
import { releaseWithdrawal } from '../server/features/custody/releaseWithdrawal';
import { WITHDRAWAL_SELECT, type WithdrawalRow, toWithdrawal } from '../server/features/custody/withdrawalRow';
import { runCommand, withOperatorDb } from './operatorCommand';

const USAGE = `usage:
  npx tsx scripts/custody.ts list [--state <${WITHDRAWAL_STATES.join('|')}>]
  npx tsx scripts/custody.ts approve --id <withdrawal id> --operator <name>
  npx tsx scripts/custody.ts reject --id <withdrawal id> --operator <name> --reason <text>
  npx tsx scripts/custody.ts exchange-add --chain <chain id> --address <0x…> --name <exchange> [--memo-required]
  npx tsx scripts/custody.ts exchange-list`;
const OPERATOR = /^[A-Za-z0-9_.@-]{1,64}$/;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    strict: true,
    options: {
      id: { type: 'string' },
      operator: { type: 'string' },
      reason: { type: 'string' },
      state: { type: 'string' },
      chain: { type: 'string' },
      address: { type: 'string' },
      name: { type: 'string' },
      'memo-required': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command] = positionals;
  const fail = (why: string) => {
    console.error(`${why}\n${USAGE}`);
    return 2;
  };
  if (values.help || !command || !['list', 'approve', 'reject', 'exchange-add', 'exchange-list'].includes(command)) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  if (command === 'list') {
    const state = (values.state ?? 'requested') as WithdrawalState;
    if (!WITHDRAWAL_STATES.includes(state)) return fail(`--state: one of ${WITHDRAWAL_STATES.join(', ')}`);
    return withOperatorDb(async (db) => {
      const rows = await db.query<WithdrawalRow & { accid: string; usd_micros: string }>(
        `${WITHDRAWAL_SELECT.replace('FROM custody_withdrawals w', ', u.accid, w.usd_micros::text AS usd_micros FROM custody_withdrawals w JOIN users u ON u.id = w.user_id')}
          WHERE w.state = $1 ORDER BY w.id LIMIT 500`,
        [state],
      );
      console.log(JSON.stringify(rows.map((r) => ({ ...toWithdrawal(r), accid: r.accid, usd: (Number(r.usd_micros) / 1e6).toFixed(2) })), null, 2));
      return 0;
    });
  }
  if (command === 'approve' || command === 'reject') {
    if (!values.id || !isDbId(values.id)) return fail('--id: a withdrawal id');
    if (!values.operator || !OPERATOR.test(values.operator)) return fail('--operator: your name (1 to 64 of A-Z a-z 0-9 _ . @ -)');
    if (command === 'reject' && (!values.reason || values.reason.trim().length < 3 || values.reason.length > 200)) return fail('--reason: why, 3 to 200 characters (kept with the withdrawal)');
    const by = `operator:${values.operator}`;
    return withOperatorDb(async (db) => {
      const outcome =
        command === 'approve'
          ? await approveWithdrawal(db, BigInt(values.id!), by, new Date())
          : await releaseWithdrawal(db, BigInt(values.id!), { to: 'rejected', createdBy: by, reason: values.reason!.trim(), now: new Date() });
      console.log(JSON.stringify({ id: values.id, outcome }));
      return outcome === 'approved' || outcome === 'released' || outcome === 'alreadyApproved' || outcome === 'final' ? 0 : 1;
    });
  }
  if (command === 'exchange-add') {
    const chainId = Number(values.chain);
    if (!values.chain || !/^[1-9]\d{0,15}$/.test(values.chain)) return fail('--chain: a chain id such as 1 or 56');
    if (!values.address || !isAddress(values.address, { strict: true })) return fail('--address: an EVM address (EIP-55 when mixed case)');
    const name = values.name?.trim() ?? '';
    if (name.length < 1 || name.length > 40 || /[\p{Cc}]/u.test(name)) return fail('--name: the exchange, 1 to 40 characters');
    return withOperatorDb(async (db) => {
      await db.query(
        `INSERT INTO custody_exchange_addresses (chain_id, address, name, memo_required) VALUES ($1, $2, $3, $4)
         ON CONFLICT (chain_id, address) DO UPDATE SET name = EXCLUDED.name, memo_required = EXCLUDED.memo_required`,
        [chainId, values.address!.toLowerCase(), name, values['memo-required'] === true],
      );
      console.log(JSON.stringify({ chainId, address: getAddress(values.address!), name, memoRequired: values['memo-required'] === true }));
      return 0;
    });
  }
  return withOperatorDb(async (db) => {
    const rows = await db.query<{ chain_id: string; address: string; name: string; memo_required: boolean }>(
      'SELECT chain_id::text AS chain_id, address, name, memo_required FROM custody_exchange_addresses ORDER BY chain_id, name',
    );
    console.log(JSON.stringify(rows.map((r) => ({ chainId: Number(r.chain_id), address: getAddress(r.address), name: r.name, memoRequired: r.memo_required })), null, 2));
    return 0;
  });
}

runCommand('custody', main);
