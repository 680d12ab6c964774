/**
 * What the operator commands share (scripts/credit.ts, scripts/swap.ts, scripts/content.ts,
 * scripts/kyc.ts, scripts/wealth.ts…): the database they act on, how they print and how they end.
 */
import path from 'node:path';
import { readEnv } from '../server/core/settings/readEnv';
import { DataDirBusyError } from '../server/db/dataDirLock';
import type { Db } from '../server/db/db';
import { AppError } from '../server/http/appError';
import { parseHostSettings } from '../server/http/hostSettings';
import { OperatorDbUnavailableError, openOperatorDb } from '../server/operator/openOperatorDb';

/**
 * Runs `run` on the database of DATABASE_URL (PostgreSQL), or of DATA_DIR (the embedded PGlite):
 * through the running server's operator channel when a server holds that folder, otherwise on the
 * folder itself under its lock (server/operator/openOperatorDb.ts). Never a second opening of a
 * folder another process holds; a command that cannot reach the database changes nothing and fails.
 *
 * @example await withOperatorDb((db) => creditAccount(db, new Date(), input))
 */
export async function withOperatorDb<T>(run: (db: Db) => Promise<T>): Promise<T> {
  // Only where the database is matters here: the host's settings say it, without loading the features
  // (server/config.ts assembles every feature's settings, so importing it loads the whole server: seconds).
  const config = parseHostSettings(readEnv({ DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR }), process.cwd());
  const target = await openOperatorDb(config, { migrationsRoot: path.join(import.meta.dirname, '../server') });
  if (target.note) console.error(`(${target.note})`);
  try {
    return await run(target.db);
  } finally {
    await target.close();
  }
}

/**
 * Runs a command's `main` and exits with its code. A refusal of the server's rules (AppError) prints
 * `<name> refused: <why>` and exits 1; anything else prints `<name> failed:` with the error.
 *
 * @example runCommand('credit', main)
 */
export function runCommand(name: string, main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof AppError) console.error(`${name} refused: ${error.message}`);
      else if (error instanceof DataDirBusyError || error instanceof OperatorDbUnavailableError) console.error(`${name} failed, nothing changed: ${error.message}`);
      else console.error(`${name} failed:`, error);
      process.exit(1);
    },
  );
}

/** Prints a command's result as indented JSON, bigints (ids, base units) as strings. */
export function printJson(value: unknown): void {
  console.log(JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? String(v) : v), 2));
}

/**
 * A command's usage line printer: `usage()` prints the usage and gives the exit code (0 when the
 * user asked for `--help`, 2 otherwise); `usage(problem)` names what was wrong first.
 *
 * @example const usage = usagePrinter(USAGE, values.help); if (!command) return usage();
 */
export function usagePrinter(text: string, help: boolean | undefined): (problem?: string) => number {
  return (problem) => {
    console.error(problem ? `${problem}\n${text}` : text);
    return help ? 0 : 2;
  };
}

