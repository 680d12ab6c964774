import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Secret } from 'otpauth';
import { type GoogleSecret, type PayPasswordCheck, USER_PATHS, googleCodeRequest, googleSecret, payPasswordCheck } from '../../../features/account/contract/user';
import type { FeatureDeps } from '../../core/featurePlugin';
import { accountErrors } from '../../core/accounts/accountErrors';
import { loadUser } from '../../core/accounts/loadUser';
import { authenticatorTotp } from '../../core/payment/authenticatorTotp';
import { checkUserTotp, totpContext, useTotpCode, verifyUserTotp } from '../../core/payment/verifyUserTotp';
import { apiRoute } from '../../http/apiRoute';
import { addSecurityNotice } from '../../core/notices/addNotice';
import { sealSecret } from '../../core/crypto/secretBox';

const ISSUER = 'Wallet';

/**
 * Google two-step verification (RFC 6238 TOTP): `secret` makes a pending 160-bit secret and its
 * otpauth:// URL (for the QR code), `enable` turns it on once a code from it checks out, `verify`
 * checks a code before a sensitive action. Each code works once.
 */
export async function googlePlugin(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const { db } = deps;

  apiRoute(app, {
    method: 'POST',
    url: USER_PATHS.googleSecret,
    tag: 'google',
    summary: 'Makes a pending secret and its otpauth:// URL (for the QR code)',
    auth: 'user',
    body: 'none',
    response: googleSecret,
    handler: async ({ session }): Promise<GoogleSecret> => {
      const user = await loadUser(db, session.userId);
      if (user.totp_enabled) throw accountErrors.googleAlreadyEnabled();
      const secret = new Secret({ size: 20 }).base32;
      await db.query('UPDATE users SET totp_pending_secret = $2 WHERE id = $1', [
        user.id,
        sealSecret(deps.keys.totpEncryption, secret, totpContext(user.id)),
      ]);
      return { secret, otpauthUrl: authenticatorTotp(secret, { issuer: ISSUER, label: user.accid }).toString() };
    },
  });

  apiRoute(app, {
    method: 'POST',
    url: USER_PATHS.googleEnable,
    tag: 'google',
    summary: 'Turns Google verification on once a code from the pending secret checks out',
    auth: 'user',
    body: googleCodeRequest,
    response: z.null(),
    handler: async ({ body, session }): Promise<null> => {
      const user = await loadUser(db, session.userId);
      if (user.totp_enabled) throw accountErrors.googleAlreadyEnabled();
      if (!user.totp_pending_secret) throw accountErrors.googleSecretMissing();
      const google = await checkUserTotp(db, deps.keys.totpEncryption, user, body.code, 'pending', deps.clock());
      if (!google) throw accountErrors.googleCodeInvalid();
      // All or nothing: the code is used up exactly when verification is on and noticed.
      await db.tx(async (q) => {
        if (!(await useTotpCode(q, google))) throw accountErrors.googleCodeInvalid();
        const updated = await q.query(
          `UPDATE users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_enabled = true
            WHERE id = $1 AND totp_pending_secret = $2 RETURNING id`,
          [user.id, user.totp_pending_secret],
        );
        if (updated.length === 0) throw accountErrors.googleSecretMissing();
        await addSecurityNotice(q, user.id, 'googleEnabled', deps.clock());
      });
      return null;
    },
  });

  apiRoute(app, {
    method: 'POST',
    url: USER_PATHS.googleVerify,
    tag: 'google',
    summary: 'Checks a code before a sensitive action (each code works once)',
    auth: 'user',
    body: googleCodeRequest,
    response: payPasswordCheck,
    handler: async ({ body, session }): Promise<PayPasswordCheck> => {
      const user = await loadUser(db, session.userId);
      if (!user.totp_enabled) throw accountErrors.googleNotEnabled();
      if (!(await verifyUserTotp(db, deps.keys.totpEncryption, user, body.code, 'active', deps.clock()))) {
        throw accountErrors.googleCodeInvalid();
      }
      return { valid: true };
    },
  });
}
