import type { FastifyInstance } from 'fastify';
import type { AccountDeps } from '../accounts/accountDeps';
import { startPriceFeed } from '../prices/startPriceFeed';
import type { PriceSource } from '../prices/priceSource';
import { samplePriceSource } from '../prices/samplePriceSource';
import { registerAddressBookRoutes } from '../addressBook/addressBookPlugin';
import { registerDevCreditRoutes } from '../dev/devCreditRoutes';
import { registerNoticeRoutes } from '../notices/noticesPlugin';
import { registerRecordRoutes } from '../records/recordsPlugin';
import { registerTransferRoutes } from '../transfers/transfersPlugin';
import { registerWalletRoutes } from './walletPlugin';

/** What a caller of buildApp may choose for the wallet's money (tests: a price source of their own). */
export type MoneyOptions = { prices?: PriceSource };

/**
 * Everything of the cloud wallet's money: coins and balances, internal transfers, records, the
 * address book, notices, and the development credit route (not in production). Prices come from
 * PRICE_FEED_URL when configured, else from the labelled sample; a feed stops with the app.
 *
 * @example registerMoneyRoutes(app, accountDeps, {})
 */
export function registerMoneyRoutes(app: FastifyInstance, deps: AccountDeps, options: MoneyOptions = {}): void {
  const prices = options.prices ?? defaultPriceSource(app, deps);
  app.addHook('onClose', () => prices.stop());
  registerWalletRoutes(app, deps, prices);
  registerTransferRoutes(app, deps);
  registerRecordRoutes(app, deps);
  registerAddressBookRoutes(app, deps);
  registerNoticeRoutes(app, deps);
  if (deps.dev) registerDevCreditRoutes(app, deps);
}

function defaultPriceSource(app: FastifyInstance, deps: AccountDeps): PriceSource {
  const { priceFeedUrl, priceFeedIntervalMs } = deps.config;
  if (!priceFeedUrl) return samplePriceSource();
  return startPriceFeed({ url: priceFeedUrl, intervalMs: priceFeedIntervalMs, log: app.log });
}
