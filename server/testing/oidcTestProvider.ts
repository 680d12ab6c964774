import http from 'node:http';
import type { AddressInfo } from 'node:net';
import vm from 'node:vm';
import { nativeRequire } from './nativeRequire';

/** A test account of the provider: its subject and the claims it releases. */
export type ProviderAccount = { sub: string; phone_number?: string; phone_number_verified?: boolean; name?: string };

export const TEST_REDIRECT_URI = 'http://localhost:3000/relogin';

/** The part of oidc-provider (no bundled types) these tests use. */
type ProviderModule = {
  Provider: new (
    issuer: string,
    configuration: Record<string, unknown>,
  ) => { callback(): http.RequestListener };
};

/**
 * A real OpenID Connect provider (`oidc-provider`, certified) on 127.0.0.1 with a random port,
 * with its development login and consent screens. Two clients: `wallet` (confidential,
 * client_secret_basic) and `wallet-public` (no secret); PKCE is required for both. Accounts
 * are whatever `accounts` holds at login time.
 *
 * @example const op = await startTestProvider({ alice: { sub: 'alice', phone_number: '+8613800138000', phone_number_verified: true } })
 */
export async function startTestProvider(accounts: Record<string, ProviderAccount>) {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // ESM-only, and it warns about Node 20 (it targets 22+) but works; loaded outside jest's sandbox.
  const { Provider } = nativeRequire('oidc-provider') as ProviderModule;
  // Its config merge accepts only plain objects of its own realm, so the data is rebuilt there.
  const outerParse = vm.runInThisContext('(json) => JSON.parse(json)') as (json: string) => Record<string, Record<string, unknown>>;
  const configuration = outerParse(
    JSON.stringify({
      clients: [
        { client_id: 'wallet', client_secret: 'wallet-secret', redirect_uris: [TEST_REDIRECT_URI], token_endpoint_auth_method: 'client_secret_basic' },
        { client_id: 'wallet-public', redirect_uris: [TEST_REDIRECT_URI], token_endpoint_auth_method: 'none' },
      ],
      pkce: {},
      claims: { openid: ['sub'], phone: ['phone_number', 'phone_number_verified'], profile: ['name'] },
      cookies: { keys: ['test-cookie-key'] },
      features: { devInteractions: { enabled: true } },
    }),
  );
  configuration.pkce.required = () => true;
  configuration.findAccount = ((_ctx: unknown, id: string) =>
    accounts[id] ? { accountId: id, claims: () => outerParse(JSON.stringify({ ...accounts[id], sub: id })) } : undefined) as never;
  let provider;
  try {
    provider = new Provider(issuer, configuration);
  } catch (error) {
    server.close();
    throw error;
  }
  server.on('request', provider.callback());
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Plays the browser: follows the provider's redirects with a cookie jar and submits its login
 * form (as `login`) and consent form, until the provider redirects to our redirect_uri.
 *
 * @returns the callback URL with `code` and `state`.
 */
export async function authorizeInProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop++) {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      body: form,
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
    }
    form = undefined;
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      const next = new URL(location, url);
      if (next.href.startsWith(TEST_REDIRECT_URI)) return next;
      url = next.href;
      continue;
    }
    const html = await res.text();
    const match = /<form[^>]*action="([^"]+)"[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
    if (!match) throw new Error(`no form at ${url} (HTTP ${res.status}): ${html.slice(0, 500)}`);
    form = new URLSearchParams();
    for (const [tag] of match[2].matchAll(/<input[^>]*>/gi)) {
      const name = /\bname="([^"]+)"/.exec(tag)?.[1];
      if (name) form.set(name, /\bvalue="([^"]*)"/.exec(tag)?.[1] ?? '');
    }
    if (form.has('login')) form.set('login', login);
    if (form.has('password')) form.set('password', 'any');
    url = new URL(match[1].replace(/&amp;/g, '&'), url).href;
  }
  throw new Error('too many hops');
}
