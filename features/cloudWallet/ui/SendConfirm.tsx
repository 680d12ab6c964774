'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useFailureText } from '@/lib/api/useFailureText';
import { Fact } from '@/components/kit/Facts';
import { ConfirmPay } from '@/components/kit/ConfirmPay';
import { usePayConfirmation } from '@/components/kit/usePayConfirmation';
import { failureOf } from '@/lib/api/apiFailure';
import { isWalletKey, sendInternalTransfer } from '@/features/cloudWallet/api/wallet';
import type { InternalTransferResult, RecipientPreview } from '@/features/cloudWallet/contract/walletApi';
import { formatAmount } from '@/lib/format/formatAmount';
import { useAction } from '@/lib/useAction';
import { newIdempotencyKey } from '@/lib/api/newIdempotencyKey';
import { unitsToDecimal } from '@/lib/format/unitsToDecimal';
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
  const confirmation = usePayConfirmation(googleEnabled, { payPasswordRequired: t('payPasswordRequired'), googleRequired: t('googleRequired') });
  const { setProblem } = confirmation;
  const [busy, run] = useAction();
  const failureText = useFailureText();
  const total = unitsToDecimal(parseAmount(draft.amount, draft.decimals) + parseAmount(draft.fee, draft.decimals), draft.decimals);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!confirmation.ready()) return;
    void run(async () => {
      try {
        const result = await sendInternalTransfer({
          coin: draft.coin,
          to: draft.to,
          amount: draft.amount,
          memo: draft.memo || undefined,
          payPassword: confirmation.payPassword,
          googleCode: confirmation.googleCode,
          idempotencyKey,
        });
        void mutate(isWalletKey('balances', 'coinBalance', 'coinList'));
        onDone(result);
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        // Network errors keep the key: pressing Confirm again retries this same transfer.
        if (!confirmation.showFieldFailure(failure)) setProblem({ text: failureText(failure, t('failed')), locked: false, field: 'form' });
      }
    });
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
        <Fact label={t('amountLabel')} testId="confirm-amount"><Ltr>{t('coinAmount', { amount: formatAmount(draft.amount, { exact: true }), coin: draft.coin })}</Ltr></Fact>
        <Fact label={t('fee')}><Ltr>{t('coinAmount', { amount: formatAmount(draft.fee, { exact: true }), coin: draft.coin })}</Ltr></Fact>
        <Fact label={t('total')} testId="confirm-total"><Ltr>{t('coinAmount', { amount: formatAmount(total, { exact: true }), coin: draft.coin })}</Ltr></Fact>
        {draft.memo && <Fact label={t('memo')}>{draft.memo}</Fact>}
      </dl>
      <p className="footnote">{t('irrevocable')}</p>
      <ConfirmPay
        confirmation={confirmation}
        labels={{ payPassword: t('payPassword'), googleCode: t('googleCode'), submit: t('confirm'), edit: t('edit') }}
        testIds={{ payPassword: 'send-pay-password', googleCode: 'send-google-code', problem: 'send-problem', submit: 'send-confirm-button' }}
        busy={busy}
        onEdit={onBack}
      />
    </form>
  );
}
