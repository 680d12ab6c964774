import { PHONE_PATTERN } from '../../../lib/contract/userRules';
import type { Queryable } from '../../db/db';
import { walletErrors } from '../../ledger/walletErrors';

/** The receiving account, with what the sender is shown of it before confirming. */
export type Recipient = { id: bigint; accid: string; accountName: string; phone: string | null };

/**
 * The account a transfer or credit goes to, by E.164 phone or accid (the contract has checked the
 * shape); nobody → recipientUnknown.
 *
 * @example const to = await resolveRecipient(db, '+8613800138000')
 */
export async function resolveRecipient(q: Queryable, phoneOrAccid: string): Promise<Recipient> {
  const column = PHONE_PATTERN.test(phoneOrAccid) ? 'phone' : 'accid';
  const [row] = await q.query<Recipient>(`SELECT id, accid, account_name AS "accountName", phone FROM users WHERE ${column} = $1`, [phoneOrAccid]);
  if (!row) throw walletErrors.recipientUnknown();
  return row;
}
