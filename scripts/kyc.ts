/**
 * Operator command for KYC review and the two forms. There is no admin UI.
 *
 *   npx tsx scripts/kyc.ts list [--all]                                  applications waiting for review (--all: the last 100)
 *   npx tsx scripts/kyc.ts view --id 7                                   one application, the ID number opened, document links (5 minutes)
 *   npx tsx scripts/kyc.ts approve --id 7 [--level 2] [--qualified portfolio|totalAssets]
 *   npx tsx scripts/kyc.ts reject --id 7 --reason "The back photo is blurred."
 *   npx tsx scripts/kyc.ts stock-list                                    stock pre-purchase applications
 *   npx tsx scripts/kyc.ts stock-review --user <accid|phone> --accept | --decline --reason "…"
 *   npx tsx scripts/kyc.ts feedback-list [--all]                         feedback not yet answered (--all: the last 100)
 *   npx tsx scripts/kyc.ts feedback-answer --id 12 --reply "…"           answer one (the user sees it and gets a notice)
 *
 * With DATABASE_URL (PostgreSQL) or DATA_DIR (the embedded PGlite: through the running server, or the folder when none runs), and the
 * server's SECRET_KEY (in development the key the server generated in DATA_DIR), which opens ID
 * numbers and signs the links. Links start with PUBLIC_ORIGIN (default http://localhost:3000).
 */
import { parseArgs } from 'node:util';
import os from 'node:os';
import { isDbId } from '../features/cloudWallet/contract/walletRules';
import { QUALIFIED_BASES, type QualifiedBasis } from '../features/kyc/contract/kycRules';
import { KYC_PATHS } from '../features/kyc/contract/kycApi';
import { readEnv } from '../server/core/settings/readEnv';
import { parseHostSettings } from '../server/http/hostSettings';
import { fileLinkToken } from '../server/features/kyc/fileLinkToken';
import { answerFeedback } from '../server/features/kyc/answerFeedback';
import { reviewKyc } from '../server/features/kyc/reviewKyc';
import { reviewStockApplication } from '../server/features/kyc/reviewStockApplication';
import { loadSecretKey } from '../server/core/crypto/loadSecretKey';
import { openSecret } from '../server/core/crypto/secretBox';
import { deriveServerKeys } from '../server/core/crypto/serverKeys';
import { resolveRecipient } from '../server/core/accounts/resolveRecipient';
import { printJson, runCommand, usagePrinter, withOperatorDb } from './operatorCommand';

const COMMANDS = ['list', 'view', 'approve', 'reject', 'stock-list', 'stock-review', 'feedback-list', 'feedback-answer'] as const;
const USAGE = `usage:
  npx tsx scripts/kyc.ts list [--all]
  npx tsx scripts/kyc.ts view --id <application id>
  npx tsx scripts/kyc.ts approve --id <application id> [--level 1|2|3] [--qualified ${QUALIFIED_BASES.join('|')}]
  npx tsx scripts/kyc.ts reject --id <application id> --reason <text>
  npx tsx scripts/kyc.ts stock-list
  npx tsx scripts/kyc.ts stock-review --user <accid|phone> (--accept | --decline --reason <text>)
  npx tsx scripts/kyc.ts feedback-list [--all]
  npx tsx scripts/kyc.ts feedback-answer --id <feedback id> --reply <text>`;


async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    strict: true,
    options: {
      id: { type: 'string' },
      level: { type: 'string' },
      qualified: { type: 'string' },
      reason: { type: 'string' },
      reply: { type: 'string' },
      user: { type: 'string' },
      accept: { type: 'boolean' },
      decline: { type: 'boolean' },
      all: { type: 'boolean' },
      operator: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = COMMANDS.find((c) => c === positionals[0]);
  const usage = usagePrinter(USAGE, values.help);
  if (values.help || !command) return usage();
  const needsId = ['view', 'approve', 'reject', 'feedback-answer'].includes(command);
  if (needsId && !(values.id && isDbId(values.id))) return usage('--id: must be an id');
  const level = values.level === undefined ? undefined : Number(values.level);
  if (level !== undefined && ![1, 2, 3].includes(level)) return usage('--level: must be 1, 2 or 3');
  const qualified = values.qualified as QualifiedBasis | undefined;
  if (qualified !== undefined && !QUALIFIED_BASES.includes(qualified)) return usage(`--qualified: must be ${QUALIFIED_BASES.join(' or ')}`);
  if (command === 'reject' && !values.reason?.trim()) return usage('--reason: a rejection needs a reason the user will read');
  if (command === 'feedback-answer' && !values.reply?.trim()) return usage('--reply: the answer the user will read');
  if (command === 'stock-review' && (!values.user || values.accept === values.decline || (values.decline && !values.reason?.trim()))) {
    return usage('stock-review: --user and exactly one of --accept or --decline (with --reason)');
  }
  const operator = `operator:${(values.operator ?? os.userInfo().username).replace(/[^A-Za-z0-9_.@-]/g, '_').slice(0, 64) || 'operator'}`;
  const now = new Date();
  // The server's keys (ID numbers, link signatures) and the origin links start with.
  const reviewer = () => {
    // The host's settings alone: server/config.ts would load every feature.
    const config = parseHostSettings(
      readEnv({ DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR, SECRET_KEY: process.env.SECRET_KEY, NODE_ENV: process.env.NODE_ENV, PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN }),
      process.cwd(),
    );
    const keys = deriveServerKeys(loadSecretKey(config, (message) => console.error(message)));
    const origin = config.publicOrigin ?? 'http://localhost:3000';
    const link = (fileId: unknown) => (typeof fileId === 'string' ? `${origin}${KYC_PATHS.file}?t=${fileLinkToken(keys.kycLinkHmac, fileId, 'reviewer', now).token}` : null);
    return { keys, link };
  };

  await withOperatorDb(async (db) => {
    switch (command) {
      case 'list':
        return printJson(
          await db.query(
            `SELECT a.id, u.accid, a.level, a.state, a.country, a.submitted_at, a.reviewed_at FROM kyc_applications a JOIN users u ON u.id = a.user_id
              ${values.all ? '' : "WHERE a.state = 'pending'"} ORDER BY a.id ${values.all ? 'DESC' : 'ASC'} LIMIT 100`,
          ),
        );
      case 'view': {
        const { keys, link } = reviewer();
        const [app] = await db.query<Record<string, unknown> & { user_id: bigint; id_number_sealed: string }>(
          'SELECT a.*, u.accid FROM kyc_applications a JOIN users u ON u.id = a.user_id WHERE a.id = $1',
          [values.id],
        );
        if (!app) throw new Error(`no application ${values.id}`);
        const { id_number_sealed: sealed, ...rest } = app;
        return printJson({
          ...rest,
          id_number: openSecret(keys.kycEncryption, sealed, `kyc-id:${app.user_id}`),
          links: { idFront: link(app.id_front), idBack: link(app.id_back), addressProof: link(app.address_proof), assetProof: link(app.asset_proof), signature: link(app.signature) },
          linksExpire: new Date(now.getTime() + 300_000).toISOString(),
        });
      }
      case 'approve':
        return printJson(await reviewKyc(db, { applicationId: BigInt(values.id!), reviewer: operator, at: now }, { decision: 'approve', level: level as 1 | 2 | 3 | undefined, qualified }));
      case 'reject':
        return printJson(await reviewKyc(db, { applicationId: BigInt(values.id!), reviewer: operator, at: now }, { decision: 'reject', reason: values.reason! }));
      case 'stock-list':
        return printJson(
          await db.query(
            'SELECT u.accid, s.name, s.quantity, s.amount_usd, s.note, s.review, s.reason, s.updated_at FROM stock_applications s JOIN users u ON u.id = s.user_id ORDER BY s.updated_at DESC LIMIT 100',
          ),
        );
      case 'stock-review': {
        const user = await resolveRecipient(db, values.user!);
        await reviewStockApplication(db, user.id, values.accept ? { review: 'accepted' } : { review: 'declined', reason: values.reason }, now);
        return printJson({ accid: user.accid, review: values.accept ? 'accepted' : 'declined' });
      }
      case 'feedback-list': {
        const { link } = reviewer();
        const rows = await db.query<{ screenshot: string | null }>(
          `SELECT f.id, u.accid, f.category, f.body, f.screenshot, f.state, f.reply, f.created_at
             FROM feedback f JOIN users u ON u.id = f.user_id ${values.all ? '' : "WHERE f.state = 'open'"} ORDER BY f.id DESC LIMIT 100`,
        );
        return printJson(rows.map((row) => ({ ...row, screenshot: link(row.screenshot) })));
      }
      case 'feedback-answer':
        await answerFeedback(db, BigInt(values.id!), values.reply!, now);
        return printJson({ id: values.id, state: 'answered' });
    }
  });
  return 0;
}

runCommand('kyc', main);
