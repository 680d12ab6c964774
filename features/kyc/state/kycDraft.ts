import { atom } from 'jotai';
import type { SubmitRequest } from '@/features/kyc/contract/kycApi';

/**
 * The level-3 application between /levelThreeApply (identity, documents, address) and
 * /levelThreeApply3 (questionnaire, signature). In memory only: it holds the ID number, which must
 * not be written to the device's storage; a reload starts the form again.
 */
export const kycDraftAtom = atom<Omit<SubmitRequest, 'questionnaire' | 'signature'> | null>(null);
