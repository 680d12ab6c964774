// Jest global setup of the server tests: a throwaway PostgreSQL (scripts/pg-test-server.sh), so a plain
// `npx jest` races the concurrency tests on a real server instead of skipping them. TEST_DATABASE_URL
// already set (scripts/test-all.sh, or a developer's own server) is used as it is. Without PG_TEST_PORT
// each run takes a free port, hence its own cluster, which scripts/jest-pg-teardown.mjs removes.
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pg-test-server.sh');

/** A TCP port nobody listens on at this moment (the cluster binds it a second later). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(String(port)));
    });
  });
}

export default async function startTestPostgres() {
  if (process.env.TEST_DATABASE_URL) return;
  const port = process.env.PG_TEST_PORT || (await freePort());
  const env = { ...process.env, PG_TEST_PORT: port };
  const alreadyRunning = spawnSync('bash', [script, 'status'], { env, stdio: 'ignore' }).status === 0;
  const started = spawnSync('bash', [script, 'start'], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const url = /export TEST_DATABASE_URL=(\S+)/.exec(started.stdout ?? '')?.[1];
  if (started.status !== 0 || !url) {
    throw new Error(
      `The server tests need a PostgreSQL and scripts/pg-test-server.sh could not start one (exit ${started.status}):\n${started.stderr}\n` +
        'Install the postgresql package, or point TEST_DATABASE_URL at a server whose user may create databases.',
    );
  }
  process.env.TEST_DATABASE_URL = url;
  // Read by the teardown (jest keeps globals from the global setup for it): stop only what this run started.
  globalThis.__walletTestPostgres = alreadyRunning ? null : { port };
}
