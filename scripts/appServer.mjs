import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Starts the app as `npm start` runs it (the built export and the API on one origin, the embedded
 * database in a fresh temp folder) on 127.0.0.1:`port`, with DEV_ROUTES for the SMS outbox and the
 * credit that the measuring scripts use to set up a user; waits until it answers. `stop()` ends it
 * and removes its data. Used by scripts/lighthouse.mjs and scripts/bench-tabs.mjs.
 *
 * @example const server = await startAppServer(3900, 'lighthouse'); try { … } finally { await server.stop() }
 */
export async function startAppServer(port, name, env = {}) {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `wallet-${name}-`));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEV_ROUTES: 'true', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    try {
      if ((await fetch(`${origin}/api/public/initInfo`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    origin,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
