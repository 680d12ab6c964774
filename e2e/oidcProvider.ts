/**
 * A local OpenID Connect provider for the chat-account ("2U") login tests: `oidc-provider` (a
 * certified implementation) with its development login and consent screens. Any login name is an
 * account (its subject); the one public client `wallet-e2e` must use PKCE and return to the app's
 * /relogin. Started by playwright.config.ts beside the app server.
 *
 * Env: OIDC_PORT (default 3101), APP_ORIGIN (default http://127.0.0.1:3100).
 */
import http from 'node:http';
import { Provider } from 'oidc-provider';

const port = Number(process.env.OIDC_PORT ?? 3101);
const appOrigin = process.env.APP_ORIGIN ?? 'http://127.0.0.1:3100';
const issuer = `http://127.0.0.1:${port}`;

const provider = new Provider(issuer, {
  clients: [{ client_id: 'wallet-e2e', redirect_uris: [`${appOrigin}/relogin`], token_endpoint_auth_method: 'none' }],
  pkce: { required: () => true },
  claims: { openid: ['sub'], phone: ['phone_number', 'phone_number_verified'], profile: ['name'] },
  cookies: { keys: ['e2e-cookie-key'] },
  features: { devInteractions: { enabled: true } },
  findAccount: (_ctx: unknown, id: string) => ({ accountId: id, claims: () => ({ sub: id, name: id }) }),
});

// The development login page imports a web font from Google; tests reach nothing but 127.0.0.1.
provider.use(async (ctx, next) => {
  await next();
  if (typeof ctx.body === 'string' && ctx.type === 'text/html') ctx.body = ctx.body.replace(/@import url\(https:\/\/fonts\.googleapis\.com[^)]*\);/g, '');
});

http.createServer(provider.callback()).listen(port, '127.0.0.1', () => console.log(`OIDC provider at ${issuer}`));
