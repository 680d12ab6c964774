import './esmOnlyDependencies';
import type { FastifyInstance } from 'fastify';
import type { AccountOptions } from '../core/accounts/buildAccountDeps';
import { type BuildAppOptions, type MoneyOptions, buildApp } from '../app';
import { TEST_HASH_PARAMS } from '../core/auth/passwordHasher';
import { type Config, type Env, parseConfig } from '../config';
import type { HttpTimeouts } from '../http/httpTimeouts';
import type { Db } from '../db/db';

/** A fixed server key for tests (production refuses to start without SECRET_KEY). */
export const TEST_SECRET_KEY = Buffer.alloc(32, 7);

/** A config as the server would parse it from `env` (NODE_ENV 'test', the /api/dev helpers on). */
export function testConfig(env: Env = {}): Config {
  return parseConfig(
    {
      NODE_ENV: 'test',
      DEV_ROUTES: env.NODE_ENV === 'production' ? undefined : 'true',
      PUBLIC_ORIGIN: env.NODE_ENV === 'production' ? 'https://wallet.test' : undefined,
      STATIC_DIR: '/nonexistent-static-dir',
      SECRET_KEY: TEST_SECRET_KEY.toString('hex'),
      ...env,
    },
    process.cwd(),
  );
}

/** For tests that never touch the database: any use is a test bug and fails loudly. */
export const noDb: Db = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('this test has no database')),
  exec: () => Promise.reject(new Error('this test has no database')),
  tx: () => Promise.reject(new Error('this test has no database')),
  close: async () => {},
};

/** buildApp with a test config and cheap argon2; add extra routes before the first inject. */
export async function testApp(
  opts: { db?: Db; env?: Env; staticDir?: string; accounts?: AccountOptions; money?: MoneyOptions; httpTimeouts?: Partial<HttpTimeouts>; logger?: BuildAppOptions['logger'] } = {},
): Promise<FastifyInstance> {
  return buildApp({
    db: opts.db ?? noDb,
    config: testConfig(opts.env),
    staticDir: opts.staticDir,
    accounts: { secretKey: TEST_SECRET_KEY, hashParams: TEST_HASH_PARAMS, ...opts.accounts },
    money: opts.money,
    httpTimeouts: opts.httpTimeouts,
    logger: opts.logger,
  });
}
