import type { FastifyInstance } from 'fastify';
import { INIT_INFO_PATH, initInfoSchema } from '../../../lib/contract/initInfo';
import packageJson from '../../../package.json';
import { listCurrencies, ratesSource } from '../currencies/listCurrencies';
import type { FeatureDeps } from '../featurePlugin';
import { apiRoute } from '../../http/apiRoute';
import { bridgeUrlFor } from '../../http/bridgeUrl';
import { advertisedNetworks } from '../networks/advertisedNetworks';

/**
 * The initial-info call made before the first navigation (SPEC §7). Besides app facts it
 * carries the runtime configuration (networks, bridge, currencies), so one static build
 * serves every deployment.
 */
export async function initInfoPlugin(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  apiRoute(app, {
    method: 'GET',
    url: INIT_INFO_PATH,
    tag: 'app',
    summary: 'App facts and runtime configuration (networks, bridge, currencies, features)',
    auth: 'public',
    response: initInfoSchema,
    handler: async ({ request }) => {
      const [currencies, source] = await Promise.all([listCurrencies(deps.db), ratesSource(deps.db)]);
      return {
        appName: 'Wallet',
        version: packageJson.version,
        serverTime: new Date().toISOString(),
        // The same list the page CSP's connect-src is built from (http/contentSecurityPolicy.ts).
        networks: advertisedNetworks(deps.config),
        bridgeUrl: bridgeUrlFor(request, deps.config),
        // Also in the page CSP's connect-src (http/contentSecurityPolicy.ts).
        walletConnectV2: deps.config.walletConnectV2,
        // Also in the page CSP's connect-src: where networks users add on their device may point.
        customRpcOrigins: deps.config.customRpcOrigins,
        currencies,
        ratesSource: source,
        // Lets the app hide the chat-account login button where OIDC is not configured, and say
        // before the choice that blockchain transfers are off where custody is not (the same test
        // as custody's own routes: an operator xpub and at least one chain with its RPC).
        features: { oauthLogin: deps.config.oidc !== null, onChainTransfers: deps.config.custody.chains.length > 0 },
        support: deps.config.support,
      };
    },
  });
}
