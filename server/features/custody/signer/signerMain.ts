/**
 * The custody signer: a process of its own, `npm run custody:signer`, beside the API
 * host. It alone holds the hot wallet's key (CUSTODY_SIGNER_KEY_FILE or CUSTODY_SIGNER_KEY; the API
 * process never reads them and cannot import this folder: a lint rule). It shares the API's
 * configuration (DATABASE_URL, RPC_URL_<chainId>, CUSTODY_*) and needs PostgreSQL: the embedded
 * PGlite is one process's. Stops on SIGTERM/SIGINT after the pass in flight.
 */
import { createPublicClient, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { parseConfig } from '../../../config';
import { openDb } from '../../../db/openDb';
import { runSigner } from './runSigner';
import type { SignerDeps } from './signerDeps';
import { readSignerSettings } from './signerSettings';

const line = (level: string) => (obj: object, msg: string) =>
  console.log(JSON.stringify({ level, time: new Date().toISOString(), msg, ...obj }, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v instanceof Error ? v.message : v)));
const log = { info: line('info'), warn: line('warn'), error: line('error') };

async function main(): Promise<void> {
  const config = parseConfig(process.env, process.cwd());
  const settings = readSignerSettings(process.env);
  if (!config.databaseUrl) throw new Error('the custody signer needs DATABASE_URL (PostgreSQL): the embedded PGlite cannot be shared with the API process');
  if (config.custody.chains.length === 0) throw new Error('no custody chain is configured (CUSTODY_XPUB and an RPC_URL_<chainId> with a native coin)');
  const db = await openDb(config, (error) => log.error({ err: error }, 'database connection error'));
  const account = privateKeyToAccount(settings.key);
  const crash = (point: 'afterSign' | 'afterRecord') => {
    if (settings.crashAt === point) process.kill(process.pid, 'SIGKILL');
  };
  const chains: SignerDeps[] = config.custody.chains.map((chain) => ({
    db,
    client: createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 2, timeout: 20_000 }) }),
    chain,
    account,
    settings,
    clock: () => new Date(),
    log,
    crash,
  }));
  log.info({ hotWallet: account.address, chains: chains.map((c) => c.chain.chainId) }, 'custody signer started');
  // An object, not a let: the signal handlers change it between the loop's awaits.
  const run = { stopping: false };
  const stop = () => {
    run.stopping = true;
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  while (!run.stopping) {
    for (const deps of chains) {
      try {
        const pass = await runSigner(deps);
        if (Object.values(pass).some((n) => n > 0)) log.info({ chainId: deps.chain.chainId, ...pass }, 'custody signer pass');
      } catch (error) {
        log.error({ err: error, chainId: deps.chain.chainId }, 'custody signer pass failed; the next pass tries again');
      }
    }
    await new Promise((resolve) => setTimeout(resolve, settings.pollMs));
  }
  await db.close();
}

main().catch((error: unknown) => {
  console.error('custody signer failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
