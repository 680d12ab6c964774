import type { Config } from '../../config';
import type { Db } from '../../db/db';
import type { DevStore } from '../../dev/devStore';
import type { PasswordHasher } from '../auth/passwordHasher';
import type { OidcService } from '../../features/account/oauth/oidcService';
import type { ServerKeys } from '../crypto/serverKeys';
import type { SmsSender } from '../sms/smsSender';

/** The server's notion of "now"; tests hand in a clock they can move. */
export type Clock = () => Date;

/** Everything the account routes need, built once in app.ts (buildAccountDeps.ts). */
export type AccountDeps = {
  db: Db;
  config: Config;
  clock: Clock;
  keys: ServerKeys;
  hasher: PasswordHasher;
  sms: SmsSender;
  /** Development helpers (outbox, captcha answers); null unless DEV_ROUTES=true. */
  dev: DevStore | null;
  /** Chat-account login; null when OIDC is not configured. */
  oidc: OidcService | null;
};
