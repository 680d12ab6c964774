import type * as OpenidClient from 'openid-client';
import type { FastifyBaseLogger } from 'fastify';
import { PHONE_PATTERN } from '../../../../lib/contract/userRules';
import { accountErrors } from '../../../core/accounts/accountErrors';
import { isLoopbackHost } from '../../../http/isLoopbackHost';
import type { OidcConfig } from './oidcSettings';
import type { Db } from '../../../db/db';

/** A pending login lives 10 minutes: long enough to log in at the provider, short for a stolen state. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

/** What the provider vouched for: who (issuer + subject) and, if verified, a phone number. */
export type OidcIdentity = { issuer: string; subject: string; phone: string | null; redirect: string | null };

export type OidcService = {
  /** Stores a new state (PKCE verifier, nonce, app redirect) and returns the provider's URL. */
  start(input: { redirectUri: string; redirect: string | null; now: Date; log: FastifyBaseLogger }): Promise<string>;
  /** Consumes the state once, exchanges the code with PKCE and validates the ID token. */
  finish(input: { code: string; state: string; now: Date; log: FastifyBaseLogger }): Promise<OidcIdentity>;
};

/**
 * The chat-account login ("2U login"): OpenID Connect authorization code flow with PKCE (S256)
 * and a nonce, through openid-client, which checks the ID token's issuer, audience, nonce, expiry
 * and (non-repudiation checks on) its signature against the provider's JWKS. The provider's
 * metadata is discovered on first use and kept; a failed discovery is retried next time.
 *
 * @example const oidc = createOidcService(db, config.oidc); const url = await oidc.start({ redirectUri, redirect: '/send', now })
 */
export function createOidcService(db: Db, oidc: OidcConfig): OidcService {
  let discovered: Promise<Discovered> | null = null;
  const configuration = () => {
    discovered ??= discover(oidc).catch((error: unknown) => {
      discovered = null;
      throw error;
    });
    return discovered;
  };

  return {
    async start({ redirectUri, redirect, now, log }) {
      const { client, config } = await configuration().catch((error: unknown) => {
        log.error({ err: error, issuer: oidc.issuer }, 'OIDC discovery failed');
        throw accountErrors.oauthFailed();
      });
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      await db.tx(async (q) => {
        await q.query('DELETE FROM oauth_states WHERE expires_at < $1', [new Date(now.getTime() - 3600_000)]);
        await q.query(
          `INSERT INTO oauth_states (state, code_verifier, nonce, redirect_uri, redirect, created_at, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [state, codeVerifier, nonce, redirectUri, redirect, now, new Date(now.getTime() + OAUTH_STATE_TTL_MS)],
        );
      });
      return client
        .buildAuthorizationUrl(config, {
          redirect_uri: redirectUri,
          scope: oidc.scopes,
          state,
          nonce,
          code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
        })
        .toString();
    },

    async finish({ code, state, now, log }) {
      const [pending] = await db.query<{ code_verifier: string; nonce: string; redirect_uri: string; redirect: string | null }>(
        `UPDATE oauth_states SET used_at = $2 WHERE state = $1 AND used_at IS NULL AND expires_at > $2
         RETURNING code_verifier, nonce, redirect_uri, redirect`,
        [state, now],
      );
      if (!pending) throw accountErrors.oauthFailed();
      try {
        const { client, config } = await configuration();
        const callback = new URL(pending.redirect_uri);
        callback.search = '';
        callback.searchParams.set('code', code);
        callback.searchParams.set('state', state);
        // RFC 9207: the provider sends `iss` with the code; the app posts only code and state.
        // With a single configured provider there is no mix-up to detect, so we add it back.
        if (config.serverMetadata().authorization_response_iss_parameter_supported) {
          callback.searchParams.set('iss', config.serverMetadata().issuer);
        }
        const tokens = await client.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: pending.code_verifier,
          expectedState: state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new Error('no ID token');
        let phoneClaims: Record<string, unknown> = claims;
        // Providers that issue an access token often keep scope claims (phone) for userinfo.
        if (claims.phone_number === undefined && config.serverMetadata().userinfo_endpoint) {
          phoneClaims = await client.fetchUserInfo(config, tokens.access_token, claims.sub).catch((error: unknown) => {
            log.warn({ err: error }, 'OIDC userinfo failed; continuing without a phone number');
            return {};
          });
        }
        return { issuer: claims.iss, subject: claims.sub, phone: verifiedPhone(phoneClaims), redirect: pending.redirect };
      } catch (error) {
        log.warn({ err: error }, 'chat-account login failed');
        throw accountErrors.oauthFailed();
      }
    },
  };
}

type Discovered = { client: typeof OpenidClient; config: OpenidClient.Configuration };

/** Loaded on first use: deployments without OIDC never load openid-client (ESM-only). */
async function discover(oidc: OidcConfig): Promise<Discovered> {
  const client = await import('openid-client');
  const issuer = new URL(oidc.issuer);
  const insecure = issuer.protocol === 'http:' && isLoopbackHost(issuer.hostname);
  const auth = oidc.clientSecret ? client.ClientSecretBasic(oidc.clientSecret) : client.None();
  const config = await client.discovery(issuer, oidc.clientId, undefined, auth, {
    execute: insecure ? [client.allowInsecureRequests, client.enableNonRepudiationChecks] : [client.enableNonRepudiationChecks],
  });
  return { client, config };
}

/** A phone number the provider marked verified and that is E.164, else null. */
function verifiedPhone(claims: Record<string, unknown>): string | null {
  const phone = typeof claims.phone_number === 'string' ? claims.phone_number.replace(/[\s-]/g, '') : null;
  return phone && claims.phone_number_verified === true && PHONE_PATTERN.test(phone) ? phone : null;
}
