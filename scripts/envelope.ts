/**
 * Operator command for red envelopes. There is no admin UI.
 *
 *   npx tsx scripts/envelope.ts show --id 42     one envelope: state, shares (claimed or not), entries
 *   npx tsx scripts/envelope.ts refund-due       one run of the expiry job now (refunds what is due)
 *
 * With DATABASE_URL (PostgreSQL) or DATA_DIR (the embedded PGlite: through the running server, or the folder when none runs).
 * refund-due is safe beside a running server: each refund's key is the envelope's, so an envelope
 * is refunded once however many jobs run.
 */
import { parseArgs } from 'node:util';
import { isDbId } from '../features/cloudWallet/contract/walletRules';
import { formatBaseUnits } from '../server/ledger/baseUnits';
import { envelopeState, findEnvelope } from '../server/features/redEnvelope/envelopeRow';
import { runEnvelopeJob } from '../server/features/redEnvelope/runEnvelopeJob';
import { printJson, runCommand, usagePrinter, withOperatorDb } from './operatorCommand';

const USAGE = `usage:
  npx tsx scripts/envelope.ts show --id <envelope id>
  npx tsx scripts/envelope.ts refund-due`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { id: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, strict: true });
  const [command] = positionals;
  const usage = usagePrinter(USAGE, values.help);
  if (values.help || !command || !['show', 'refund-due'].includes(command)) return usage();
  if (command === 'show' && !(values.id && isDbId(values.id))) return usage('--id: must be an envelope id');
  return withOperatorDb(async (db) => {
    if (command === 'refund-due') {
      // Forced: one run now, whatever the lease says (each refund's key is its envelope's).
      const log = { info: (...args: unknown[]) => console.error(...args), error: (...args: unknown[]) => console.error(...args) };
      printJson(await runEnvelopeJob({ db, clock: () => new Date(), log, intervalMs: 60_000 }, { force: true }));
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
    printJson({
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
    });
    return 0;
  });
}

runCommand('envelope', main);
