import type { FastifyInstance } from 'fastify';
import { FLASH_SWAP_PATHS } from '../../../features/flashSwap/contract/flashSwapApi';
import { acceptRequest, acceptResult, quote, quoteRequest, swapInfo } from '../../../features/flashSwap/contract/flashSwap';
import { listCoins } from '../../core/coins/coinRow';
import type { FeatureDeps } from '../../core/featurePlugin';
import { apiRoute } from '../../http/apiRoute';
import { idempotencyKeyOf } from '../../http/idempotencyKeyOf';
import { acceptQuote } from './acceptQuote';
import { createQuote } from './createQuote';
import { swappedToday } from './swappedToday';
import { usdText } from '../../core/prices/usdText';

/** Flash swap (/against, /coinAgaList): info, quote, accept — always the session user's own. */
export async function flashSwapPlugin(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const { db, config, prices } = deps;

  apiRoute(app, {
    method: 'GET',
    url: FLASH_SWAP_PATHS.info,
    tag: 'swap',
    summary: "Swappable coins, the quote time, whether swaps are paused, and what is left of today's limit (/against)",
    auth: 'user',
    response: swapInfo,
    handler: async ({ session: { userId } }) => {
      const snapshot = prices.snapshot();
      const coins = (await listCoins(db)).filter((coin) => coin.swapEnabled && snapshot.usd.has(coin.symbol));
      const used = await swappedToday(db, userId, deps.clock());
      const limit = config.swap.dailyLimitUsdMicros;
      return {
        coins: coins.map((coin) => coin.symbol),
        quoteSeconds: config.swap.quoteSeconds,
        paused: snapshot.stale || snapshot.usd.size === 0,
        dailyLimitUsd: usdText(limit),
        dailyRemainingUsd: usdText(limit > used ? limit - used : 0n),
      };
    },
  });

  apiRoute(app, {
    method: 'POST',
    url: FLASH_SWAP_PATHS.quote,
    tag: 'swap',
    summary: 'A quote that holds its rate for quoteSeconds (/against)',
    description:
      'The rate is the price store’s USD prices less the pair’s spread (shown as its own line); what the user gets is rounded down, what they pay rounded up. The USDT amount of a swap is a multiple of 100 whichever side is typed: a USDT amount typed that is not is refused (usdtMultiple); when the other coin is typed, the USDT it comes to is moved to the nearest multiple of 100 (at least 100) and the answer says so (adjusted, with the amount typed). Nothing is stored for a refused quote.',
    auth: 'user',
    body: quoteRequest,
    response: quote,
    handler: ({ body, session: { userId } }) => createQuote(deps, userId, body),
  });

  apiRoute(app, {
    method: 'POST',
    url: FLASH_SWAP_PATHS.accept,
    tag: 'swap',
    summary: 'Executes a quote once, at its amounts (/against)',
    description:
      'Needs the pay password, and a Google code once Google verification is on. Idempotent: an idempotency key in the body or the Idempotency-Key header is required; a retry answers the first result with replayed: true. An expired or used quote is refused (quoteExpired, quoteUsed): get a new quote. A quote whose USDT side is not a multiple of 100 is never executed (usdtMultiple).',
    auth: 'user',
    body: acceptRequest,
    response: acceptResult,
    handler: ({ body, request, session: { userId } }) => acceptQuote(deps, userId, { ...body, idempotencyKey: idempotencyKeyOf(request, body.idempotencyKey) }),
  });
}
