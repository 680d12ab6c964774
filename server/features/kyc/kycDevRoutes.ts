import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { KYC_PATHS } from '../../../features/kyc/contract/kycApi';
import { devReviewRequest } from '../../../features/kyc/contract/kyc';
import type { DevDeps } from '../../core/feature';
import { apiRoute } from '../../http/apiRoute';
import { reviewPendingOf } from './reviewPendingOf';

/**
 * KYC's development helper: review an account's pending application (registered only with DEV_ROUTES=true).
 */
export function kycDevRoutes(app: FastifyInstance, deps: DevDeps): void {
  const { db } = deps;
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
}
