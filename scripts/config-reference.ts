/**
 * Writes docs/configuration.md from the settings the features declare.
 *   npx tsx scripts/config-reference.ts           # rewrite the page
 *   npx tsx scripts/config-reference.ts --check   # exit 1 when the committed page is stale
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configReference } from './configReference';

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'configuration.md');
const text = configReference();
if (process.argv.includes('--check')) {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (current !== text) {
    console.error('docs/configuration.md is stale: run npx tsx scripts/config-reference.ts');
    process.exit(1);
  }
  console.log('docs/configuration.md is current');
} else {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
