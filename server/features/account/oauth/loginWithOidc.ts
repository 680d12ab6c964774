import type { FastifyBaseLogger } from 'fastify';
import type { OauthLoginResult } from '../../../../features/account/contract/user';
import type { AccountDeps } from '../../../core/accounts/accountDeps';
import { accountErrors } from '../../../core/accounts/accountErrors';
import { createUser } from '../createUser';
import { startSession } from '../startSession';
import type { UserRow } from '../../../core/accounts/userRow';

/**
 * Finishes a chat-account login: the account linked to the provider's (issuer, subject), or a
 * new one. A new account takes the provider's phone number only when the provider marked it
 * verified and no account has it yet (an existing phone account is never taken over this way);
 * otherwise its phone is null.
 *
 * @example await loginWithOidc(deps, { code, state, log: request.log })
 */
export async function loginWithOidc(deps: AccountDeps, input: { code: string; state: string; log: FastifyBaseLogger }): Promise<OauthLoginResult> {
  if (!deps.oidc) throw accountErrors.oauthNotConfigured();
  const now = deps.clock();
  const identity = await deps.oidc.finish({ code: input.code, state: input.state, now, log: input.log });
  return deps.db.tx(async (q) => {
    // Two first logins of one identity at once must not create two accounts.
    await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`oidc:${identity.issuer}:${identity.subject}`]);
    const [linked] = await q.query<UserRow>(
      'SELECT u.* FROM oauth_identities i JOIN users u ON u.id = i.user_id WHERE i.issuer = $1 AND i.subject = $2',
      [identity.issuer, identity.subject],
    );
    let user = linked;
    if (!user) {
      const taken = identity.phone ? (await q.query('SELECT 1 FROM users WHERE phone = $1', [identity.phone])).length > 0 : true;
      user = await createUser(q, { phone: taken ? null : identity.phone, passwordHash: null, inviterId: null, registeredAt: now });
      await q.query('INSERT INTO oauth_identities (issuer, subject, user_id, created_at) VALUES ($1, $2, $3, $4)', [
        identity.issuer,
        identity.subject,
        user.id,
        now,
      ]);
    }
    return { ...(await startSession(q, user, now)), redirect: identity.redirect };
  });
}
