'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmPay } from '@/components/kit/ConfirmPay';
import { Fact } from '@/components/kit/Facts';
import { Ltr } from '@/components/kit/Ltr';
import { failureOf } from '@/lib/api/apiFailure';
import { useFailureText } from '@/lib/api/useFailureText';
import type { CoinInfo } from '@/features/cloudWallet/contract/walletApi';
import { newIdempotencyKey } from '@/lib/api/newIdempotencyKey';
import { unitsToDecimal } from '@/lib/format/unitsToDecimal';
import { createEnvelope } from '@/features/redEnvelope/api/redEnvelope';
import type { EnvelopeCreated } from '@/features/redEnvelope/contract/redEnvelopeApi';
import type { EnvelopeKind } from '@/features/redEnvelope/contract/redEnvelopeRules';
import { usePayConfirmation } from '@/components/kit/usePayConfirmation';
import { formatAmount } from '@/lib/format/formatAmount';
import { useAction } from '@/lib/useAction';

/** What the form hands to the confirmation: `units` is the amount typed (lucky: the total; fixed: each share). */
export type EnvelopeDraft = { coin: CoinInfo; kind: EnvelopeKind; quantity: number; units: bigint; total: bigint; wishes: string };

/**
 * The envelope to confirm — coin, kind, shares, total, wishes — then the pay password (and the
 * Google code when it is on). One idempotency key per confirmation, reused by every retry, so a lost
 * answer cannot send twice.
 */
export function EnvelopeConfirm({ draft, googleEnabled, onEdit, onDone }: { draft: EnvelopeDraft; googleEnabled: boolean; onEdit: () => void; onDone: (created: EnvelopeCreated) => void }) {
  const t = useTranslations('redEnvelope');
  const [idempotencyKey] = useState(newIdempotencyKey);
  const confirmation = usePayConfirmation(googleEnabled, { payPasswordRequired: t('payPasswordRequired'), googleRequired: t('googleRequired') });
  const { setProblem } = confirmation;
  const [busy, run] = useAction();
  const failureText = useFailureText();
  const { coin } = draft;
  const coinAmount = (units: bigint) => t('amount', { amount: formatAmount(unitsToDecimal(units, coin.decimals), { exact: true }), coin: coin.symbol });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!confirmation.ready()) return;
    void run(async () => {
      try {
        onDone(
          await createEnvelope({
            coin: coin.symbol,
            kind: draft.kind,
            quantity: draft.quantity,
            amount: unitsToDecimal(draft.units, coin.decimals),
            wishes: draft.wishes || undefined,
            payPassword: confirmation.payPassword,
            googleCode: confirmation.googleCode,
            idempotencyKey,
          }),
        );
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        if (confirmation.showFieldFailure(failure)) return;
        setProblem({ text: failureText(failure, t('failed')), locked: false, field: 'form' });
      }
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="envelope-confirm">
      <h2 className="section-title">{t('confirmTitle')}</h2>
      <dl className="facts facts-confirm">
        <Fact label={t('kind')}>{t(draft.kind)}</Fact>
        <Fact label={t('quantity')}>{draft.quantity}</Fact>
        {draft.kind === 'fixed' && (
          <Fact label={t('shareAmount', { coin: coin.symbol })}>
            <Ltr>{coinAmount(draft.units)}</Ltr>
          </Fact>
        )}
        <Fact label={t('total')} testId="confirm-total">
          <Ltr>{coinAmount(draft.total)}</Ltr>
        </Fact>
        <Fact label={t('wishes')}>{draft.wishes || t('defaultWishes')}</Fact>
      </dl>
      <ConfirmPay
        confirmation={confirmation}
        labels={{ payPassword: t('payPassword'), googleCode: t('googleCode'), submit: t('send'), edit: t('edit') }}
        testIds={{ payPassword: 'envelope-pay-password', googleCode: 'envelope-google-code', problem: 'envelope-problem', submit: 'envelope-send' }}
        busy={busy}
        onEdit={onEdit}
      />
    </form>
  );
}
