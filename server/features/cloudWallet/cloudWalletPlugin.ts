import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../core/featurePlugin';
import { addressBookPlugin } from './addressBook/addressBookPlugin';
import { noticesPlugin } from './notices/noticesPlugin';
import { recordsPlugin } from './records/recordsPlugin';
import { transfersPlugin } from './transfers/transfersPlugin';
import { walletPlugin } from './wallet/walletPlugin';

/** The cloud wallet: coins and balances, internal transfers, transaction records, the address book, notices. */
export async function cloudWalletPlugin(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  await app.register(walletPlugin, deps);
  await app.register(transfersPlugin, deps);
  await app.register(recordsPlugin, deps);
  await app.register(addressBookPlugin, deps);
  await app.register(noticesPlugin, deps);
}
