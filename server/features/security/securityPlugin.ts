import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../core/featurePlugin';
import { googlePlugin } from './googlePlugin';
import { payPasswordPlugin } from './payPasswordPlugin';

/** The account's security settings: the pay password and Google two-step verification. */
export async function securityPlugin(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  await app.register(payPasswordPlugin, deps);
  await app.register(googlePlugin, deps);
}
