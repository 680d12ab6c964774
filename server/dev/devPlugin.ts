import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { devCreditRequest, devCreditResult } from '../../features/cloudWallet/contract/wallet';
import { WALLET_PATHS } from '../../features/cloudWallet/contract/walletApi';
import type { FeatureDeps } from '../featurePlugin';
import { apiRoute } from '../http/apiRoute';
import { moveSwapTreasury } from '../swap/moveSwapTreasury';
import { FLASH_SWAP_PATHS } from '../../features/flashSwap/contract/flashSwapApi';
import { devFundRequest, devFundResult } from '../../features/flashSwap/contract/flashSwap';
import { notFound } from '../http/appError';
import { creditAccount } from '../transfers/creditAccount';
import { RED_ENVELOPE_PATHS } from '../../features/redEnvelope/contract/redEnvelopeApi';
import { devExpireRequest, devExpireResult } from '../../features/redEnvelope/contract/redEnvelope';
import { expireEnvelopeNow } from '../redEnvelopes/expireEnvelopeNow';
import { KYC_PATHS } from '../../features/kyc/contract/kycApi';
import { devReviewRequest } from '../../features/kyc/contract/kyc';
import { reviewPendingOf } from '../kyc/reviewPendingOf';
import { WEALTH_PATHS } from '../../features/wealth/contract/wealthApi';
import { devMatureRequest, devMatureResult, devProductRequest, devProductResult } from '../../features/wealth/contract/wealth';
import { addProduct } from '../wealth/addProduct';
import { matureOrderNow } from '../wealth/matureOrderNow';

const health = z.strictObject({ db: z.enum(['pglite', 'postgres']) });
const outbox = z.strictObject({
  messages: z.array(
    z.strictObject({
      to: z.string(),
      text: z.string(),
      sentAt: z.iso.datetime(),
      code: z.string().nullable().describe('The 6-digit code in the text, if any.'),
    }),
  ),
});
const captchaAnswer = z.strictObject({ answer: z.string() });

/**
 * Development helpers under /api/dev/* (ARCHITECTURE: SMS outbox, captcha answers, credit, ...).
 * features.ts lists this plugin only when DEV_ROUTES=true (config.ts refuses it in production),
 * so otherwise these routes do not exist at all (they answer the generic 404).
 */
export async function devPlugin(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const { db, dev } = deps;
  if (!dev) throw new Error('The dev feature needs DEV_ROUTES=true (features.ts registers it only then)');

  apiRoute(app, {
    method: 'GET',
    url: '/api/dev/health',
    tag: 'dev',
    summary: 'The database answers; which kind it is',
    auth: 'public',
    response: health,
    handler: async () => {
      await db.query('SELECT 1');
      return { db: db.kind };
    },
  });

  /**
   * Text messages the dev SMS sender "sent", newest last; `code` is the 6-digit code in it.
   * `?phone=` filters; an unencoded `+` (read as a space) is forgiven.
   */
  apiRoute(app, {
    method: 'GET',
    url: '/api/dev/outbox',
    tag: 'dev',
    summary: 'Text messages the development SMS sender "sent", newest last',
    auth: 'public',
    query: z.object({ phone: z.string().max(32).optional() }),
    response: outbox,
    handler: ({ query }) => {
      const digits = query.phone?.replace(/[^\d]/g, '');
      return {
        messages: dev.outbox
          .filter((m) => !digits || m.to === `+${digits}`)
          .map((m) => ({ ...m, code: /\b(\d{6})\b/.exec(m.text)?.[1] ?? null })),
      };
    },
  });

  /** The answer of a captcha (kept only in development), so tests can log in. */
  apiRoute(app, {
    method: 'GET',
    url: '/api/dev/captcha/:id',
    tag: 'dev',
    summary: 'The answer of a captcha, so tests can log in',
    auth: 'public',
    params: z.object({ id: z.string().max(64) }),
    response: captchaAnswer,
    handler: ({ params: { id } }) => {
      const answer = dev.captchaAnswers.get(id);
      if (answer === undefined) throw notFound(`No captcha ${id}.`);
      return { answer };
    },
  });

  /**
   * Credits an account from the platform treasury, for development and end-to-end tests (the
   * platform's "dev/admin command, not a UI"); operators use scripts/credit.ts instead.
   */
  apiRoute(app, {
    method: 'POST',
    url: WALLET_PATHS.devCredit,
    tag: 'dev',
    summary: 'Credits an account from the platform treasury (development and tests only)',
    auth: 'public',
    body: devCreditRequest,
    response: devCreditResult,
    handler: ({ body }) =>
      creditAccount(db, deps.clock(), {
        to: (body.accid ?? body.phone)!,
        coin: body.coin,
        amount: body.amount,
        memo: body.memo,
        idempotencyKey: body.idempotencyKey,
        createdBy: 'dev',
      }),
  });

  /** Funds the flash swap's treasury from the platform treasury (tests; operators use scripts/swap.ts fund). */
  apiRoute(app, {
    method: 'POST',
    url: FLASH_SWAP_PATHS.devFund,
    tag: 'dev',
    summary: 'Funds the swap treasury from the platform treasury (development and tests only)',
    auth: 'public',
    body: devFundRequest,
    response: devFundResult,
    handler: ({ body }) => moveSwapTreasury(db, deps.clock(), { direction: 'fund', coin: body.coin, amount: body.amount, createdBy: 'dev' }),
  });

  /** Expires a red envelope now and refunds its rest as the expiry job does (e2e cannot wait hours). */
  apiRoute(app, {
    method: 'POST',
    url: RED_ENVELOPE_PATHS.devExpire,
    tag: 'dev',
    summary: "Expires a red envelope now and refunds its unclaimed rest through the expiry job's service (development and tests only)",
    auth: 'public',
    body: devExpireRequest,
    response: devExpireResult,
    handler: async ({ body }) => ({ outcome: await expireEnvelopeNow(db, deps.clock(), body.id) }),
  });

  apiRoute(app, {
    method: 'POST',
    url: KYC_PATHS.devReview,
    tag: 'dev',
    summary: "Reviews an account's pending KYC application as scripts/kyc.ts does (development and tests only)",
    auth: 'public',
    body: devReviewRequest,
    response: z.object({ level: z.number().int(), state: z.enum(['approved', 'rejected']) }),
    handler: async ({ body }) => {
      const decision = body.decision === 'reject' ? { decision: 'reject' as const, reason: body.reason ?? '' } : { decision: 'approve' as const, level: body.level as 1 | 2 | 3 | undefined, qualified: body.qualified };
      const { level, state } = await reviewPendingOf(db, body.user, 'dev', deps.clock(), decision);
      return { level, state };
    },
  });

  /** Adds a wealth product with scripts/wealth.ts product-add's checks (e2e sets up its own products). */
  apiRoute(app, {
    method: 'POST',
    url: WEALTH_PATHS.devProduct,
    tag: 'dev',
    summary: 'Adds an open wealth product as scripts/wealth.ts product-add does (development and tests only)',
    auth: 'public',
    body: devProductRequest,
    response: devProductResult,
    handler: async ({ body }) => {
      const input = {
        category: body.category,
        coin: body.coin,
        rate: body.annualRate,
        termDays: body.termDays ?? null,
        minAmount: body.minAmount,
        maxPerUser: body.maxPerUser ?? null,
        quota: body.quota,
        qualifiedOnly: body.qualifiedOnly ?? false,
      };
      return { id: String(await addProduct(db, deps.clock(), input)) };
    },
  });

  /** Matures a fixed wealth order now as the maturity job does (e2e cannot wait out a term). */
  apiRoute(app, {
    method: 'POST',
    url: WEALTH_PATHS.devMature,
    tag: 'dev',
    summary: "Moves a fixed wealth order's expiry to now and pays it through the maturity job's service (development and tests only)",
    auth: 'public',
    body: devMatureRequest,
    response: devMatureResult,
    handler: async ({ body }) => ({ outcome: await matureOrderNow(db, deps.clock(), body.orderId) }),
  });
}
