import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  type UserInfo,
  USER_PATHS,
  type WalletInit,
  accountNameRequest,
  pinFlagRequest,
  setPasswordRequest,
  userInfo,
  walletInit,
} from '../../../../features/account/contract/user';
import { ERROR_KEYS } from '../../../../lib/contract/apiError';
import type { AccountDeps } from '../../../core/accounts/accountDeps';
import type { FeatureDeps } from '../../../core/featurePlugin';
import { accountErrors } from '../../../core/accounts/accountErrors';
import { loadUser } from '../../../core/accounts/loadUser';
import { securityLevel } from '../../../core/accounts/securityLevel';
import { toUserInfo } from '../toUserInfo';
import { clearAttempts, takeAttempts } from '../../../core/auth/attemptLimits';
import { revokeSession } from '../../../core/auth/revokeSessions';
import { apiRoute } from '../../../http/apiRoute';
import { badRequest } from '../../../http/appError';
import { addSecurityNotice } from '../../../core/notices/addNotice';

/** Wrong current passwords per user per 15 minutes, as for logins. */
const OLD_PASSWORD_LIMIT = { limit: 5, windowMs: 15 * 60_000 };

/**
 * The logged-in account endpoints: logout, user info, account name, login password, PIN flag and
 * the wallet init call (SPEC §7). Each acts only on the session's own user. Changes answer null;
 * the app reloads userInfo.
 */
export async function profilePlugin(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const { db } = deps;

  apiRoute(app, {
    method: 'POST',
    url: USER_PATHS.logout,
    tag: 'profile',
    summary: 'Ends this session (the token stops working)',
    auth: 'user',
    body: 'none',
    response: z.null(),
    handler: async ({ session }): Promise<null> => {
      await revokeSession(db, session.sessionId, deps.clock());
      return null;
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: USER_PATHS.userInfo,
    tag: 'profile',
    summary: "The session user's account facts",
    auth: 'user',
    response: userInfo,
    handler: async ({ session }): Promise<UserInfo> => toUserInfo(await loadUser(db, session.userId)),
  });

  apiRoute(app, {
    method: 'POST',
    url: USER_PATHS.accountName,
    tag: 'profile',
    summary: 'Sets the account name',
    auth: 'user',
    body: accountNameRequest,
    response: z.null(),
    handler: async ({ body, session: { userId } }): Promise<null> => {
      await updateUser(deps, userId, 'account_name = $2', [body.name]);
      return null;
    },
  });

  apiRoute(app, {
    method: 'POST',
    url: USER_PATHS.pinFlag,
    tag: 'profile',
    summary: 'Records whether the device-local app-lock PIN is on',
    auth: 'user',
    body: pinFlagRequest,
    response: z.null(),
    handler: async ({ body, session: { userId } }): Promise<null> => {
      await updateUser(deps, userId, 'pin_enabled = $2', [body.enabled]);
      return null;
    },
  });

  apiRoute(app, {
    method: 'POST',
    url: USER_PATHS.setPassword,
    tag: 'profile',
    summary: 'Sets or changes the login password (oldPassword once one exists); logs out every other device',
    auth: 'user',
    body: setPasswordRequest,
    response: z.null(),
    handler: async ({ body, session }): Promise<null> => {
      const user = await loadUser(db, session.userId);
      const now = deps.clock();
      const subject = String(user.id);
      if (user.password_hash !== null) {
        if (!body.oldPassword) throw badRequest('oldPassword is required.', ERROR_KEYS.required, { field: 'oldPassword' });
        // Counted on its own: a wrong guess stays counted.
        await takeAttempts(db, now, [{ kind: 'password_user', subject, ...OLD_PASSWORD_LIMIT }]);
        if (!(await deps.hasher.verify(user.password_hash, body.oldPassword))) throw accountErrors.passwordWrong();
      }
      const hash = await deps.hasher.hash(body.password);
      // All or nothing: the new password logs out every other device (this one stays logged in).
      await db.tx(async (q) => {
        if (user.password_hash !== null) await clearAttempts(q, 'password_user', subject);
        await q.query('UPDATE users SET password_hash = $2 WHERE id = $1', [user.id, hash]);
        await q.query('UPDATE sessions SET revoked_at = $3 WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL', [user.id, session.sessionId, now]);
        await addSecurityNotice(q, user.id, 'passwordChanged', now);
      });
      return null;
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: USER_PATHS.walletInit,
    tag: 'profile',
    summary: 'The cloud wallet facts the app starts with (security and KYC level)',
    auth: 'user',
    response: walletInit,
    handler: async ({ session }): Promise<WalletInit> => {
      const user = await loadUser(db, session.userId);
      const info = toUserInfo(user);
      return {
        accid: user.accid,
        securityLevel: securityLevel(user),
        payPasswordSet: info.payPasswordSet,
        googleEnabled: info.googleEnabled,
        kycLevel: info.kycLevel,
      };
    },
  });
}

/** One UPDATE of the session's own row (`$1` is its id). */
async function updateUser(deps: AccountDeps, userId: bigint, set: string, params: unknown[]): Promise<void> {
  await deps.db.query(`UPDATE users SET ${set} WHERE id = $1`, [userId, ...params]);
}
