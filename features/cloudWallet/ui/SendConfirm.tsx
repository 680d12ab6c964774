'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useFailureText } from '@/features/account/ui/useFailureText';
import { Fact } from '@/components/kit/Facts';
import { Button } from '@/components/kit/Button';
import { PasswordPad } from '@/components/kit/PasswordPad';
import { PayPasswordProblem } from '@/features/security/ui/PayPasswordProblem';
import { usePayPasswordFailure } from '@/features/security/ui/usePayPasswordFailure';
import { failureOf } from '@/features/account/logic/apiFailure';
import { isWalletKey, sendInternalTransfer } from '@/features/cloudWallet/api/wallet';
import { USER_ERRORS } from '@/features/account/contract/userApi';
import { PAY_PASSWORD_PATTERN, TOTP_CODE_PATTERN } from '@/features/account/contract/userRules';
import type { InternalTransferResult, RecipientPreview } from '@/features/cloudWallet/contract/walletApi';
import { formatAmount } from '@/lib/format/formatAmount';
import { useAction } from '@/lib/useAction';
import { newIdempotencyKey } from '@/features/cloudWallet/logic/newIdempotencyKey';
import { unitsToDecimal } from '@/features/cloudWallet/logic/unitsToDecimal';
import { parseAmount } from '@/lib/wallet/amount/parseAmount';
import { Ltr } from '@/components/kit/Ltr';

/** What the form checked and the confirmation shows. */
export type SendDraft = {
  coin: string;
  decimals: number;
  /** Phone (E.164) or accid as the server takes it. */
  to: string;
  /** As the user typed it, to show back. */
  typed: string;
  /** Who the server says `to` is (name, masked phone), shown before the pay password. */
  recipient: RecipientPreview;
  amount: string;
  fee: string;
  memo: string;
};

/**
 * The confirmation: the recipient by name (and masked phone), amount, fee and total, then the pay password (and the Google code
 * when it is on). One idempotency key is made when this opens and reused by every retry of this
 * confirmation, so a retry after a lost answer cannot send twice; going back makes a new transfer.
 */
export function SendConfirm({ draft, googleEnabled, onBack, onDone }: { draft: SendDraft; googleEnabled: boolean; onBack: () => void; onDone: (result: InternalTransferResult) => void }) {
  const t = useTranslations('send');
  const { mutate } = useSWRConfig();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [payPassword, setPayPassword] = useState('');
  const [googleCode, setGoogleCode] = useState('');
  const [problem, setProblem] = useState<{ text: string | null; locked: boolean; field: 'payPassword' | 'google' | 'form' } | null>(null);
  const [busy, run] = useAction();
  const payPasswordFailure = usePayPasswordFailure();
  const failureText = useFailureText();
  const total = unitsToDecimal(parseAmount(draft.amount, draft.decimals) + parseAmount(draft.fee, draft.decimals), draft.decimals);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!PAY_PASSWORD_PATTERN.test(payPassword)) return setProblem({ text: t('payPasswordRequired'), locked: false, field: 'payPassword' });
    if (googleEnabled && !TOTP_CODE_PATTERN.test(googleCode)) return setProblem({ text: t('googleRequired'), locked: false, field: 'google' });
    setProblem(null);
    void run(async () => {
      try {
        const result = await sendInternalTransfer({
          coin: draft.coin,
          to: draft.to,
          amount: draft.amount,
          memo: draft.memo || undefined,
          payPassword,
          googleCode: googleEnabled ? googleCode : undefined,
          idempotencyKey,
        });
        void mutate(isWalletKey('balances', 'coinBalance', 'coinList'));
        onDone(result);
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        if (failure.code === USER_ERRORS.payPasswordWrong || failure.code === USER_ERRORS.payPasswordLocked) {
          setPayPassword('');
          setProblem({ ...payPasswordFailure(failure), field: 'payPassword' });
        } else if (failure.code === USER_ERRORS.googleCodeInvalid || failure.code === USER_ERRORS.googleRequired) {
          setGoogleCode('');
          setProblem({ text: failureText(failure, t('googleRequired')), locked: false, field: 'google' });
        } else {
          // Network errors keep the key: pressing Confirm again retries this same transfer.
          setProblem({ text: failureText(failure, t('failed')), locked: false, field: 'form' });
        }
      }
    });
  };

  // Editing a field drops its error; a lock stays until it is over.
  const edit = (field: 'payPassword' | 'google', set: (value: string) => void) => (value: string) => {
    set(value);
    setProblem((current) => (current?.field === field && !current.locked ? null : current));
  };

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="send-confirm">
      <h2 className="section-title">{t('confirmTitle')}</h2>
      <dl className="facts facts-confirm">
        <Fact label={t('to')} testId="confirm-to">
          <span className="fact-main" data-testid="confirm-to-name">{draft.recipient.accountName}</span>
          <span className="fact-sub">
            <Ltr>{draft.recipient.phoneMasked ?? draft.recipient.accid}</Ltr>
            {draft.recipient.phoneMasked && (
              <>
                {' · '}
                <Ltr>{t('accidShort', { accid: draft.recipient.accid })}</Ltr>
              </>
            )}
          </span>
        </Fact>
        <Fact label={t('amountLabel')} testId="confirm-amount"><Ltr>{t('coinAmount', { amount: formatAmount(draft.amount, { trim: true }), coin: draft.coin })}</Ltr></Fact>
        <Fact label={t('fee')}><Ltr>{t('coinAmount', { amount: formatAmount(draft.fee, { trim: true }), coin: draft.coin })}</Ltr></Fact>
        <Fact label={t('total')} testId="confirm-total"><Ltr>{t('coinAmount', { amount: formatAmount(total, { trim: true }), coin: draft.coin })}</Ltr></Fact>
        {draft.memo && <Fact label={t('memo')}>{draft.memo}</Fact>}
      </dl>
      <p className="footnote">{t('irrevocable')}</p>
      <PasswordPad label={t('payPassword')} value={payPassword} onChange={edit('payPassword', setPayPassword)} autoFocus testId="send-pay-password" error={problem?.field === 'payPassword' && !problem.locked ? problem.text : null} />
      {problem?.field === 'payPassword' && problem.locked && <PayPasswordProblem text={problem.text} locked />}
      {googleEnabled && (
        <PasswordPad label={t('googleCode')} value={googleCode} onChange={edit('google', setGoogleCode)} masked={false} autoComplete="one-time-code" testId="send-google-code" error={problem?.field === 'google' ? problem.text : null} />
      )}
      {problem?.field === 'form' && (
        <p className="notice notice-error" role="alert" data-testid="send-problem">
          {problem.text}
        </p>
      )}
      <div className="actions">
        <Button type="submit" busy={busy} testId="send-confirm-button">
          {t('confirm')}
        </Button>
        <Button variant="text" onClick={onBack} disabled={busy}>
          {t('edit')}
        </Button>
      </div>
    </form>
  );
}
