import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { PriceSource } from './priceSource';
import { samplePriceSource } from './samplePriceSource';
import { startPriceFeed } from './startPriceFeed';

/**
 * The price source of a server that was given none: the feed at PRICE_FEED_URL when configured
 * (polling starts now; the caller stops it), else the labelled sample.
 *
 * @example const prices = defaultPriceSource(config, app.log); app.addHook('onClose', () => prices.stop())
 */
export function defaultPriceSource(config: Config, log: FastifyBaseLogger): PriceSource {
  const { priceFeedUrl, priceFeedIntervalMs } = config;
  if (!priceFeedUrl) return samplePriceSource();
  return startPriceFeed({ url: priceFeedUrl, intervalMs: priceFeedIntervalMs, log });
}
