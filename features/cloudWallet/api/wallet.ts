import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type {
  AddressBookEntry,
  InternalTransferResult,
  NoticePage,
  ReceiveCode,
  RecipientPreview,
  RecordPage,
  UnreadCount,
  WalletRecord,
} from '@/features/cloudWallet/contract/walletApi';
import type { InternalTransferRequest } from '@/features/cloudWallet/contract/wallet';
import type { RecordType } from '@/features/cloudWallet/contract/walletRules';
import { api } from '../../../lib/api/client';
import { MONEY, walletGet as get, walletPath as path, walletSwrKey as swrKey } from '@/lib/api/walletReads';

/** The reads other features show too live in lib/api/walletReads.ts; the cloud wallet's screens take them from here as before. */
export { isWalletKey, useAddressBook, useBalances, useCoinDetail, useCoinList } from '@/lib/api/walletReads';

/**
 * The cloud wallet's money calls (features/cloudWallet/contract/walletApi.ts), typed, and their SWR hooks.
 * Failures reject with `ApiError`; the client toasts them unless the caller shows them in place (`shownInline`).
 *
 * Load this module lazily from screens (it carries the API client): every screen that uses it is
 * itself a lazy chunk (components/kit/LazyScreen).
 */

/**
 * Transaction records, newest first, a page at a time (`setSize(size + 1)` loads the next), of one
 * coin or all (`coin` undefined), of one type or all; nothing is asked while `scope` is null.
 *
 * @example const { data, size, setSize } = useRecords({ coin: 'USDT' })
 * @example useRecords({ type: RECORD_TYPES.financialProduct }) // every coin's wealth records
 */
export function useRecords(scope: { coin?: string; type?: RecordType } | null) {
  return useSWRInfinite<RecordPage>(
    (index, previous: RecordPage | null) => {
      if (!scope || (previous && !previous.nextCursor)) return null;
      return [...swrKey('records', { coin: scope.coin, type: scope.type }), previous?.nextCursor ?? ''];
    },
    ([, , , cursor]: readonly [string, string, string, string]) => get<RecordPage>('records', { coin: scope?.coin, type: scope?.type, cursor }),
    { ...MONEY, revalidateFirstPage: true },
  );
}

/** One of the user's records by id; `coin` picks one side of a swap (two records share its id). */
export function useRecord(id: string | null, coin?: string) {
  return useSWR<WalletRecord>(id ? swrKey('recordDetail', { id, coin }) : null, () => get<WalletRecord>('recordDetail', { id: id as string, coin }), MONEY);
}

/** The payment code to receive `coin` (and `amount` when set). */
export function useReceiveCode(coin: string | null, amount: string | null) {
  const query = { coin: coin ?? undefined, amount: amount ?? undefined };
  return useSWR<ReceiveCode>(coin ? swrKey('receiveCode', query) : null, () => get<ReceiveCode>('receiveCode', query), { revalidateOnFocus: false, shouldRetryOnError: false });
}

/** Account notices, newest first, a page at a time, with the unread count on each page. */
export function useNotices() {
  return useSWRInfinite<NoticePage>(
    (index, previous: NoticePage | null) => (previous && !previous.nextCursor ? null : [...swrKey('notices'), previous?.nextCursor ?? '']),
    ([, , , cursor]: readonly [string, string, string, string]) => get<NoticePage>('notices', { cursor }),
    { ...MONEY, revalidateFirstPage: true },
  );
}

export function useUnreadNotices(enabled = true) {
  return useSWR<UnreadCount>(enabled ? swrKey('noticesUnread') : null, () => get<UnreadCount>('noticesUnread'), MONEY);
}

/** The request as the contract has it (contract/wallet.ts), with the idempotency key always in the body: made once per transfer the user confirms (lib/api/newIdempotencyKey.ts), reused by every retry of it. */
export type InternalTransferInput = InternalTransferRequest & { idempotencyKey: string };

/**
 * Sends an internal transfer. A retry with the same `idempotencyKey` returns the first result
 * (`replayed: true`) and moves nothing again.
 */
export const sendInternalTransfer = (input: InternalTransferInput) => api.post<InternalTransferResult>(path('internalTransfer'), input);

/**
 * Who a transfer to `to` (phone or accid) would reach, for the confirmation to name. Counted by
 * the server against the user's hourly limit of new recipients, like a transfer.
 */
export const previewRecipient = (to: string) => get<RecipientPreview>('recipient', { to });

export const addAddress = (body: { name: string; address: string; coin?: string }) => api.post<AddressBookEntry>(path('addressBookAdd'), body);

export const updateAddress = (body: { id: string; name: string; address: string; coin?: string }) => api.post<AddressBookEntry>(path('addressBookUpdate'), body);

export const deleteAddress = (id: string) => api.post<null>(path('addressBookDelete'), { id });

/** Marks the given notices read, or all of them. */
export const markNoticesRead = (body: { ids: string[] } | { all: true }) => api.post<null>(path('noticesRead'), body);
