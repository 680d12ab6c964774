import type { Queryable } from '../../db/db';
import { sampleContent } from './sampleContent';
import { upsertContentRows } from './upsertContentRows';
import { validateContentFile } from './validateContentFile';

/**
 * Writes the development sample (sampleContent.ts) as `sample` rows, its times relative to `now`.
 * Never called in production (contentPlugin.ts); a later publish deletes these rows.
 *
 * @example await seedSampleContent(db, new Date())
 */
export async function seedSampleContent(q: Queryable, now: Date): Promise<void> {
  const { rows, problems } = validateContentFile(sampleContent(now));
  if (problems.length > 0) throw new Error(`the built-in sample content is invalid: ${JSON.stringify(problems)}`);
  await upsertContentRows(q, rows, now, true);
}
