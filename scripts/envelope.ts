/**
 * Operator command for red envelopes (issue 16). There is no admin UI.
 *
 *   npx tsx scripts/envelope.ts show --id 42     one envelope: state, shares (claimed or not), entries
 *   npx tsx scripts/envelope.ts refund-due       one run of the expiry job now (refunds what is due)
 *
 * With DATABASE_URL (PostgreSQL) or DATA_DIR (the embedded PGlite; stop the server first).
 * refund-due is safe beside a running server: each refund's key is the envelope's, so an envelope
 * is refunded once however many jobs run.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isDbId } from '../features/cloudWallet/contract/walletRules';
import { parseConfig } from '../server/config';
import { migrate } from '../server/db/migrate';
import { openDb } from '../server/db/openDb';
import { formatBaseUnits } from '../server/ledger/baseUnits';
import { envelopeState, findEnvelope } from '../server/redEnvelopes/envelopeRow';
import { runEnvelopeJob } from '../server/redEnvelopes/runEnvelopeJob';

const USAGE = `usage:
  npx tsx scripts/envelope.ts show --id <envelope id>
  npx tsx scripts/envelope.ts refund-due`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { id: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, strict: true });
  const [command] = positionals;
  if (values.help || !command || !['show', 'refund-due'].includes(command)) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  if (command === 'show' && !(values.id && isDbId(values.id))) {
    console.error(`--id: must be an envelope id\n${USAGE}`);
    return 2;
  }
  const config = parseConfig({ DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR }, process.cwd());
  const db = await openDb(config, (error) => console.error('database connection error', error));
  try {
    await migrate(db, path.join(import.meta.dirname, '../server'));
    if (command === 'refund-due') {
      const result = await runEnvelopeJob({ db, clock: () => new Date(), log: { info: (...args: unknown[]) => console.error(...args), error: (...args: unknown[]) => console.error(...args) }, intervalMs: config.envelopes.jobIntervalMs || 60_000 }, { force: true });
      console.log(JSON.stringify(result, null, 2));
      return 0;
    }
    const envelope = await findEnvelope(db, 'id', values.id!);
    if (!envelope) {
      console.error(`no envelope ${values.id}`);
      return 1;
    }
    const decimals = Number(envelope.decimals);
    const shares = await db.query<{ position: number; amount: string; accid: string | null; claimed_at: Date | null; claim_entry_id: bigint | null }>(
      `SELECT s.position, s.amount, u.accid, s.claimed_at, s.claim_entry_id
         FROM envelope_shares s LEFT JOIN users u ON u.id = s.claimed_by WHERE s.envelope_id = $1 ORDER BY s.position`,
      [envelope.id],
    );
    console.log(
      JSON.stringify(
        {
          database: db.kind,
          id: String(envelope.id),
          coin: envelope.coin,
          kind: envelope.kind,
          state: envelopeState(envelope, new Date()),
          total: formatBaseUnits(BigInt(envelope.total), decimals),
          createdAt: envelope.created_at,
          expiresAt: envelope.expires_at,
          refundedAt: envelope.refunded_at,
          refundedAmount: envelope.refunded_amount === null ? null : formatBaseUnits(BigInt(envelope.refunded_amount), decimals),
          shares: shares.map((s) => ({
            position: s.position,
            amount: formatBaseUnits(BigInt(s.amount), decimals),
            claimedBy: s.accid,
            claimedAt: s.claimed_at,
            entryId: s.claim_entry_id === null ? null : String(s.claim_entry_id),
          })),
        },
        null,
        2,
      ),
    );
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('envelope command failed:', error);
    process.exit(1);
  },
);
