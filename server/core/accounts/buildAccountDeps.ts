import { randomBytes } from 'node:crypto';
import { type HashParams, PRODUCTION_HASH_PARAMS, passwordHasher } from '../auth/passwordHasher';
import type { Config } from '../../config';
import type { Db } from '../../db/db';
import { type DevStore, createDevStore } from '../../dev/devStore';
import { createOidcService } from '../../features/account/oauth/oidcService';
import { deriveServerKeys } from '../crypto/serverKeys';
import { consoleSmsSender } from '../sms/consoleSmsSender';
import { devOutboxSender } from '../sms/devOutboxSender';
import type { SmsSender } from '../sms/smsSender';
import { unavailableSmsSender } from '../sms/unavailableSmsSender';
import { webhookSmsSender } from '../sms/webhookSmsSender';
import type { AccountDeps, Clock } from './accountDeps';

/** What a caller of buildApp may choose for the accounts (main.ts: the key; tests: the rest). */
export type AccountOptions = {
  /** Defaults to SECRET_KEY; outside production a random per-process key. */
  secretKey?: Buffer;
  clock?: Clock;
  /** Cheaper argon2 for tests; ignored in production, which always uses PRODUCTION_HASH_PARAMS. */
  hashParams?: HashParams;
  smsSender?: SmsSender;
  /** Where development prints SMS texts when no provider is configured (default: stdout). */
  printDevSms?: (line: string) => void;
};

/**
 * Wires the account services from the config. SMS goes through SMS_WEBHOOK_URL; without it, to
 * the /api/dev outbox when DEV_ROUTES is on, else to the console outside production; production
 * without a provider fails clearly. OIDC when configured.
 */
export function buildAccountDeps(db: Db, config: Config, options: AccountOptions = {}): AccountDeps {
  const secretKey = options.secretKey ?? config.secretKey ?? (config.isProduction ? null : randomBytes(32));
  if (!secretKey) throw new Error('SECRET_KEY is required in production');
  const clock = options.clock ?? (() => new Date());
  const dev = config.devRoutes ? createDevStore() : null;
  const sms = options.smsSender ?? defaultSmsSender(config, dev, clock, options.printDevSms);
  return {
    db,
    config,
    clock,
    keys: deriveServerKeys(secretKey),
    hasher: passwordHasher(config.isProduction ? PRODUCTION_HASH_PARAMS : (options.hashParams ?? PRODUCTION_HASH_PARAMS)),
    sms,
    dev,
    oidc: config.oidc ? createOidcService(db, config.oidc) : null,
  };
}

function defaultSmsSender(config: Config, dev: DevStore | null, clock: Clock, print?: (line: string) => void): SmsSender {
  if (config.smsWebhookUrl) return webhookSmsSender(config.smsWebhookUrl);
  if (dev) return devOutboxSender(dev, clock);
  if (config.isProduction) return unavailableSmsSender();
  return consoleSmsSender(print ?? ((line) => process.stdout.write(`${line}\n`)));
}
