import type { RecipientPreview } from '../../../../features/cloudWallet/contract/walletApi';
import { findUserById } from '../../../core/accounts/userRow';
import type { AccountDeps } from '../../../core/accounts/accountDeps';
import { maskPhone } from '../../../core/accounts/maskPhone';
import { walletErrors } from '../../../ledger/walletErrors';
import { lookUpRecipient } from './lookUpRecipient';

/**
 * Who an internal transfer from `userId` to `to` would reach, for the confirmation to show by
 * name before the pay password. Your own phone or accid is refused as a transfer would refuse it
 * (known from your own account, so not counted); anyone else goes through lookUpRecipient, so
 * previews and transfers share one limit of new recipients an hour and one not-found answer.
 *
 * @example await previewRecipient(deps, userId, '+8613800138000') // { accid: '10000002', accountName: 'Alice', phoneMasked: '+86 138****8000' }
 */
export async function previewRecipient(deps: Pick<AccountDeps, 'db' | 'clock'>, userId: bigint, to: string): Promise<RecipientPreview> {
  const self = await findUserById(deps.db, userId);
  if (self && (to === self.phone || to === self.accid)) throw walletErrors.selfTransfer();
  const recipient = await lookUpRecipient(deps, userId, to);
  if (recipient.id === userId) throw walletErrors.selfTransfer();
  return { accid: recipient.accid, accountName: recipient.accountName, phoneMasked: recipient.phone === null ? null : maskPhone(recipient.phone) };
}
