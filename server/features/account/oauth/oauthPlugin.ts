import type { FastifyInstance } from 'fastify';
import { USER_PATHS, loginOauthRequest, oauthLoginResult, oauthStartRequest, oauthStartResult } from '../../../../features/account/contract/user';
import type { FeatureDeps } from '../../../core/featurePlugin';
import { accountErrors } from '../../../core/accounts/accountErrors';
import { takeAttempts } from '../../../core/auth/attemptLimits';
import { apiRoute } from '../../../http/apiRoute';
import { requestOrigin } from '../../../http/requestOrigin';
import { loginWithOidc } from './loginWithOidc';
import { sanitizeRedirect } from './sanitizeRedirect';

/** Pending chat-account logins per IP per 15 minutes (each is a stored state). */
const STARTS_PER_IP = { limit: 60, windowMs: 15 * 60_000 };

/**
 * The chat-account login ("2U login", SPEC §7 loginOauth). oauthStart returns the provider's
 * authorization URL; the provider sends the browser back to OIDC_REDIRECT_URI (default
 * `<origin>/relogin`) with code and state, which the app posts to loginOauth. The app should keep
 * the state it started with (sessionStorage) and post only a matching one (login CSRF).
 */
export async function oauthPlugin(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  apiRoute(app, {
    method: 'POST',
    url: USER_PATHS.oauthStart,
    tag: 'account',
    summary: "Starts a chat-account login: answers the provider's authorization URL",
    auth: 'public',
    body: oauthStartRequest,
    response: oauthStartResult,
    handler: async ({ body, request }) => {
      const oidc = deps.oidc;
      const oidcConfig = deps.config.oidc;
      if (!oidc || !oidcConfig) throw accountErrors.oauthNotConfigured();
      const now = deps.clock();
      await takeAttempts(deps.db, now, [{ kind: 'oauth_ip', subject: request.ip, ...STARTS_PER_IP }]);
      const redirectUri = oidcConfig.redirectUri ?? `${requestOrigin(request, deps.config)}/relogin`;
      const authorizationUrl = await oidc.start({ redirectUri, redirect: sanitizeRedirect(body.redirect), now, log: request.log });
      return { authorizationUrl };
    },
  });

  apiRoute(app, {
    method: 'POST',
    url: USER_PATHS.loginOauth,
    tag: 'account',
    summary: "Finishes a chat-account login with the provider's code and state; answers a session",
    auth: 'public',
    body: loginOauthRequest,
    response: oauthLoginResult,
    handler: ({ body, request }) => loginWithOidc(deps, { ...body, log: request.log }),
  });
}
