// Jest global teardown: stops and removes the PostgreSQL that scripts/jest-pg-setup.mjs started, and
// only that one (a TEST_DATABASE_URL given from outside, or a cluster already running, is left alone).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pg-test-server.sh');

export default function stopTestPostgres() {
  const started = globalThis.__walletTestPostgres;
  if (!started) return;
  globalThis.__walletTestPostgres = null;
  delete process.env.TEST_DATABASE_URL;
  spawnSync('bash', [script, 'stop'], { env: { ...process.env, PG_TEST_PORT: started.port }, stdio: 'ignore' });
}
