import type { Queryable } from '../db/db';

/**
 * The shape of the public schema as comparable rows: columns, constraints, indexes, triggers and
 * functions, each as the catalog prints it. Two databases with equal snapshots have the same
 * tables and rules, whatever path of migrations made them.
 *
 * @example expect(await schemaSnapshot(upgraded)).toEqual(await schemaSnapshot(fresh))
 */
export async function schemaSnapshot(q: Queryable): Promise<Record<string, unknown[]>> {
  const queries: Record<string, string> = {
    columns: `SELECT table_name, column_name, ordinal_position, data_type, column_default, is_nullable, is_generated, generation_expression
                FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
    constraints: `SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS definition
                    FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY 1, 2`,
    indexes: `SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1, 2`,
    triggers: `SELECT tgrelid::regclass::text AS table_name, tgname, pg_get_triggerdef(oid) AS definition
                 FROM pg_trigger WHERE NOT tgisinternal ORDER BY 1, 2`,
    functions: `SELECT proname, pg_get_functiondef(oid) AS definition FROM pg_proc
                 WHERE pronamespace = 'public'::regnamespace ORDER BY 1`,
  };
  const snapshot: Record<string, unknown[]> = {};
  for (const [name, sql] of Object.entries(queries)) snapshot[name] = await q.query(sql);
  return snapshot;
}
