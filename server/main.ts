import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { type Config, parseConfig } from './config';
import { ConfigError } from './configError';
import { startFxFeed } from './core/currencies/startFxFeed';
import { type DataDirLock, DataDirBusyError, acquireDataDirLock, operatorSocketPath } from './db/dataDirLock';
import { migrate } from './db/migrate';
import { openDb } from './db/openDb';
import { type OperatorChannel, serveOperatorChannel } from './operator/serveOperatorChannel';
import { loadSecretKey } from './core/crypto/loadSecretKey';

/**
 * Entry point (`npm start`, i.e. `node --import tsx server/main.ts`: one process, so a signal reaches
 * this code itself; the `tsx` command's wrapper would SIGKILL the server when it answers a signal
 * later than 30 ms, as a busy machine does): config from the environment, database, migrations,
 * then the HTTP host. SIGINT/SIGTERM close the server and then the database, so PGlite's data folder
 * is left consistent.
 *
 * With PGlite the process owns its data folder: a lock file names it (a second server refuses), and
 * operator commands reach the database through the operator channel (a Unix socket beside it).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const pglite = !config.databaseUrl && !config.dataDir.startsWith('memory://');
  const socketPath = pglite ? operatorSocketPath(config.dataDir) : null;
  const lock = pglite ? takeDataDir(config.dataDir, socketPath) : null;
  let logIdleError = (error: Error) => console.error('database connection error', error);
  const db = await openDb(config, (error) => logIdleError(error));
  // After openDb: PGlite must find its data folder empty or its own before we add the key file.
  const pendingWarnings: string[] = [];
  const secretKey = loadSecretKey(config, (message) => pendingWarnings.push(message));
  const app = await buildApp({ db, config, logger: { level: config.logLevel }, accounts: { secretKey } });
  for (const message of pendingWarnings) app.log.warn(message);
  if (config.isProduction && !config.smsWebhookUrl) app.log.warn('SMS_WEBHOOK_URL is not set: SMS codes cannot be sent (registration and password resets fail)');
  if (!config.isProduction && !config.smsWebhookUrl && !config.devRoutes) {
    app.log.warn('SMS_WEBHOOK_URL is not set: verification codes are printed to this console (development only)');
  }
  if (config.devRoutes) app.log.warn('DEV_ROUTES is on: /api/dev/* mints money and shows SMS codes to anyone who can reach this host');
  logIdleError = (error) => app.log.error({ err: error }, 'database connection error');

  // Every feature's migrations: server/<feature>/migrations/*.sql.
  const applied = await migrate(db, fileURLToPath(new URL('./', import.meta.url)));
  app.log.info({ db: db.kind, applied }, applied.length ? 'migrations applied' : 'database up to date');

  const fxFeed = config.fxRatesUrl ? startFxFeed({ db, url: config.fxRatesUrl, log: app.log }) : null;
  let channel: OperatorChannel | null = null;
  if (socketPath) {
    channel = await serveOperatorChannel(db, socketPath, app.log);
    app.log.info({ socket: socketPath }, 'operator commands reach this server through its operator channel');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await channel?.close();
      await fxFeed?.stop();
      await db.close();
      lock?.release();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const wildcard = config.host === '0.0.0.0' || config.host === '::';
  const shownHost = wildcard ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  app.log.info(`Wallet server ready at http://${shownHost}:${port}/ (${config.nodeEnv}, db ${db.kind})`);
}

/** The data folder for this server, or an end with one line naming the process that holds it. */
function takeDataDir(dataDir: string, socketPath: string | null): DataDirLock {
  try {
    return acquireDataDirLock(dataDir, 'server', socketPath);
  } catch (error) {
    if (error instanceof DataDirBusyError) {
      console.error(`Cannot start: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

/** A bad variable ends the process with one line naming it, not a stack trace. */
function loadConfig(): Config {
  try {
    return parseConfig(process.env, process.cwd());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error('Server failed to start:', error);
  process.exit(1);
});
