/**
 * Operator command for news, discover entries and home banners (docs/operator/content.md):
 *
 *   npx tsx scripts/content.ts validate <file.json> [--allow-local-http]   checks the file; writes nothing
 *   npx tsx scripts/content.ts publish <file.json> [--allow-local-http]    validates, then upserts every item in one transaction
 *   npx tsx scripts/content.ts withdraw --id <id>                          hides an item from the API at once
 *   npx tsx scripts/content.ts list                                        every published item
 *
 * The database is DATABASE_URL (PostgreSQL) or the embedded PGlite in DATA_DIR (default
 * ./data/pglite: through the running server, or the folder itself when none runs).
 * `validate` opens no database. Publishing the same file twice changes nothing; items missing from
 * a file stay as they are. --allow-local-http admits http:// links to localhost (tests only).
 *
 * Exit codes: 0 done, 1 refused (problems printed, one per line with the item and field), 2 usage.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { CONTENT_ID_PATTERN } from '../features/content/contract/contentRules';
import { listContentItems } from '../server/features/content/listContentItems';
import { publishContent } from '../server/features/content/publishContent';
import { type ContentProblem, validateContentFile } from '../server/features/content/validateContentFile';
import { withdrawContent } from '../server/features/content/withdrawContent';
import { runCommand, withOperatorDb } from './operatorCommand';

const USAGE = 'usage: npx tsx scripts/content.ts validate|publish <file.json> [--allow-local-http] | withdraw --id <id> | list';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { id: { type: 'string' }, 'allow-local-http': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
    strict: true,
  });
  const [command, file] = positionals;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const options = { allowLocalHttp: values['allow-local-http'] === true };
  switch (command) {
    case 'validate':
    case 'publish': {
      if (!file || positionals.length !== 2) return usage();
      const checked = readAndValidate(file, options);
      if (!checked) return 1;
      if (command === 'validate') {
        console.log(`${file}: ${checked.length} items, no problems.`);
        return 0;
      }
      return withOperatorDb(async (db) => {
        const result = await publishContent(db, checked, new Date());
        console.log(JSON.stringify({ file, database: db.kind, items: checked.length, ...result }, null, 2));
        return 0;
      });
    }
    case 'withdraw': {
      if (!values.id || positionals.length !== 1) return usage();
      const id = values.id;
      if (!CONTENT_ID_PATTERN.test(id)) {
        console.error(`--id: ${JSON.stringify(id)} is not a content id`);
        return 2;
      }
      return withOperatorDb(async (db) => {
        if (!(await withdrawContent(db, id, new Date()))) {
          console.error(`withdraw refused: no published item has the id ${id}`);
          return 1;
        }
        console.log(`${id} is withdrawn.`);
        return 0;
      });
    }
    case 'list': {
      if (positionals.length !== 1) return usage();
      return withOperatorDb(async (db) => {
        for (const item of await listContentItems(db)) {
          const state = item.withdrawnAt ? 'withdrawn' : item.publishAt > new Date() ? 'scheduled' : 'live';
          console.log([item.id, item.kind, item.locale, item.publishAt.toISOString(), state, item.pinned ? 'pinned' : '', item.title].join('\t'));
        }
        return 0;
      });
    }
    default:
      return usage();
  }
}

function usage(): number {
  console.error(USAGE);
  return 2;
}

function readAndValidate(file: string, options: { allowLocalHttp: boolean }) {
  let input: unknown;
  try {
    input = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`${file}: not readable JSON: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
  const { rows, problems } = validateContentFile(input, options);
  if (problems.length === 0) return rows;
  for (const problem of problems) console.error(describe(file, problem));
  console.error(`${problems.length} problem(s); nothing was published.`);
  return null;
}

function describe(file: string, problem: ContentProblem): string {
  const where = problem.index === null ? '' : `items[${problem.index}]${problem.id ? ` (${problem.id})` : ''} `;
  return `${file}: ${where}${problem.field}: ${problem.message}`;
}

runCommand('content command', main);
