import type { Feature } from '../../core/feature';
import { ADDRESS_BOOK_ERROR_KEYS } from '../../../features/cloudWallet/contract/addressBookErrorKeys';
import { cloudWalletDevRoutes } from './cloudWalletDevRoutes';
import { CLOUD_WALLET_NOTICE_TEXTS } from './cloudWalletNoticeTexts';
import { cloudWalletPlugin } from './cloudWalletPlugin';
import { CLOUD_WALLET_RECORD_KINDS } from '../../../features/cloudWallet/contract/cloudWalletRecordKinds';

declare module '../../openapi/apiTags' {
  interface ApiTags {
    wallet: true;
    transfers: true;
    records: true;
    addressBook: true;
    notices: true;
  }
}

/** The cloudWallet feature as the API host registers it (server/features/features.ts lists it). */
export const cloudWalletFeature: Feature = {
  name: 'cloudWallet',
  recordKinds: CLOUD_WALLET_RECORD_KINDS,
  plugin: cloudWalletPlugin,
  errorKeys: ADDRESS_BOOK_ERROR_KEYS,
  apiTags: {
    wallet: 'Coins with USD prices, balances and the receive code.',
    transfers: 'Internal transfers between cloud accounts (idempotent: send an idempotency key).',
    records: 'Transaction records (SPEC §3), the session user’s own.',
    addressBook: 'The cloud address book: names and addresses, checked for the coin’s format.',
    notices: 'Account notices and their unread state.',
  },
  noticeTexts: CLOUD_WALLET_NOTICE_TEXTS,
  devRoutes: cloudWalletDevRoutes,
};
