import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import {
  RED_ENVELOPE_PATHS,
  type EnvelopeClaimed,
  type EnvelopeCreated,
  type EnvelopeDetail,
  type EnvelopeInfo,
  type EnvelopePreview,
  type ReceivedPage,
  type SentPage,
} from '@/features/redEnvelope/contract/redEnvelopeApi';
import type { EnvelopeKind } from '@/features/redEnvelope/contract/redEnvelopeRules';
import { api } from '../../../lib/api/client';
import { markShownInline } from '../../../lib/api/shownInline';

/**
 * The red envelope's calls (features/redEnvelope/contract/redEnvelopeApi.ts), typed. Failures
 * reject with `ApiError`; screens show them in place. Loaded only by the lazy envelope screens.
 */
const path = (key: keyof typeof RED_ENVELOPE_PATHS) => RED_ENVELOPE_PATHS[key].slice('/api'.length);
const PAGE = 20;
/**
 * For the claim screen and the detail, which show every failure in place (the unknown link, an
 * error with a retry, or, for the detail by link, the claim instead): no toast as well.
 */
const shownInPlace = <T,>(request: Promise<T>) =>
  request.catch((error: unknown) => {
    if (typeof error === 'object' && error !== null) markShownInline(error);
    throw error;
  });

/** Coins that can be sent, the limits, the expiry and today's limit left. */
export function useEnvelopeInfo() {
  return useSWR<EnvelopeInfo>(['redEnvelope', 'info'], () => api.get<EnvelopeInfo>(path('info')), { revalidateOnFocus: true, shouldRetryOnError: false });
}

/** The public preview of a shared link (no login needed). */
export function useEnvelopePreview(linkId: string | null) {
  return useSWR<EnvelopePreview>(linkId ? ['redEnvelope', 'preview', linkId] : null, () => shownInPlace(api.get<EnvelopePreview>(path('preview'), { linkId: linkId! })), { shouldRetryOnError: false });
}

/** One envelope with its claims, for its sender or a claimer, by its id or its shared link's id. */
export function useEnvelopeDetail(by: { id: string } | { linkId: string } | null) {
  const key = by === null ? null : 'id' in by ? ['redEnvelope', 'detail', by.id] : ['redEnvelope', 'detailByLink', by.linkId];
  return useSWR<EnvelopeDetail>(key, () => shownInPlace(api.get<EnvelopeDetail>(path('detail'), by!)), { shouldRetryOnError: false });
}

/** The sent or received list, page by page (newest first), with totals per coin on every page. */
export function useEnvelopePages<T extends SentPage | ReceivedPage>(which: 'sent' | 'received') {
  return useSWRInfinite<T>(
    (index, previous: T | null) => (index > 0 && !previous?.nextCursor ? null : ['redEnvelope', which, previous?.nextCursor ?? '']),
    ([, , cursor]: [string, string, string]) => api.get<T>(path(which), cursor ? { cursor, limit: PAGE } : { limit: PAGE }),
    { shouldRetryOnError: false, revalidateFirstPage: true },
  );
}

/** Sends an envelope; a retry with the same key answers the first result. */
export const createEnvelope = (body: { coin: string; kind: EnvelopeKind; quantity: number; amount: string; wishes?: string; payPassword: string; googleCode?: string; idempotencyKey: string }) =>
  api.post<EnvelopeCreated>(path('create'), body);

/** Claims one share by a shared link's id or a typed code. */
export const claimEnvelope = (body: { linkId: string } | { code: string }) => api.post<EnvelopeClaimed>(path('claim'), body);
