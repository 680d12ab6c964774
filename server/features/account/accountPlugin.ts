import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../core/featurePlugin';
import { accountsPlugin } from './accountsPlugin';
import { oauthPlugin } from './oauth/oauthPlugin';
import { profilePlugin } from './profile/profilePlugin';

/** The cloud account: register, log in (password, SMS code, OIDC), forgotten password, and the logged-in profile. */
export async function accountPlugin(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  await app.register(accountsPlugin, deps);
  await app.register(oauthPlugin, deps);
  await app.register(profilePlugin, deps);
}
