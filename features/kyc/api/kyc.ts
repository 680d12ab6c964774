import useSWR from 'swr';
import {
  KYC_PATHS,
  type FeedbackList,
  type FeedbackRequest,
  type FileLink,
  type KycStatus,
  type StockApplication,
  type StockApplicationRequest,
  type SubmitRequest,
  type SubmitResult,
  type UploadedFile,
} from '@/features/kyc/contract/kycApi';
import type { FilePurpose } from '@/features/kyc/contract/kycRules';
import { api } from '../../../lib/api/client';

/**
 * KYC's and the forms' calls (features/kyc/contract/kycApi.ts), typed. Failures reject with
 * `ApiError`; screens show them in place. Loaded only by the lazy KYC screens.
 */
const path = (key: keyof typeof KYC_PATHS) => KYC_PATHS[key].slice('/api'.length);

/** My level, latest application, qualified-investor state and the rules. */
export function useKycStatus() {
  return useSWR<KycStatus>(['kyc', 'status'], () => api.get<KycStatus>(path('status')), { revalidateOnFocus: true, shouldRetryOnError: false });
}

/** My stock pre-purchase application. */
export function useStockApplication() {
  return useSWR<StockApplication>(['kyc', 'stock'], () => api.get<StockApplication>(path('stockApplication')), { shouldRetryOnError: false });
}

/** The feedback I sent. */
export function useFeedbackList() {
  return useSWR<FeedbackList>(['kyc', 'feedback'], () => api.get<FeedbackList>(path('feedback')), { shouldRetryOnError: false });
}

/** Uploads one file (a photo, a PDF, the signature's PNG) for a purpose. */
export function uploadFile(purpose: FilePurpose, file: Blob, name: string): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, name);
  return api.upload<UploadedFile>(path('upload'), { purpose }, form);
}

/** A link (5 minutes) to one of my files. */
export const fileLink = (fileId: string) => api.post<FileLink>(path('fileLink'), { fileId });
/** Submits an application; a retry with the same key answers the first result. */
export const submitKyc = (body: SubmitRequest & { idempotencyKey: string }) => api.post<SubmitResult>(path('submit'), body);
export const saveStockApplication = (body: StockApplicationRequest) => api.post<StockApplication>(path('stockApplication'), body);
export const sendFeedback = (body: FeedbackRequest) => api.post<FeedbackList>(path('feedback'), body);
