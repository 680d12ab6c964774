'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/kit/Button';
import { Fact } from '@/components/kit/Facts';
import { FormSkeleton } from '@/components/kit/FormSkeleton';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { NavBar } from '@/components/kit/NavBar';
import { TextField } from '@/components/kit/TextField';
import { useFieldErrors } from '@/components/kit/useFieldErrors';
import { failureOf } from '@/lib/api/apiFailure';
import { AccountGate } from '@/components/shell/AccountGate';
import { focusFirstInvalid } from '@/components/kit/focusFirstInvalid';
import { useFailureText } from '@/lib/api/useFailureText';
import { saveStockApplication, useStockApplication } from '@/features/kyc/api/kyc';
import type { StockApplication } from '@/features/kyc/contract/kycApi';
import { STOCK_AMOUNT_USD_PATTERN, STOCK_NOTE_MAX, STOCK_QUANTITY_MAX } from '@/features/kyc/contract/kycRules';
import { NAME_LETTER } from '@/lib/contract/textRules';
import { formatAmount } from '@/lib/format/formatAmount';
import { useAction } from '@/lib/useAction';

type Problems = Partial<Record<'name' | 'quantity' | 'amountUsd' | 'note' | 'form', string>>;

/**
 * `/stockApply` (SPEC §1, §4): the stock pre-purchase application — applied or not
 * applied — one per account, editable until the operator reviews it (scripts/kyc.ts), then shown
 * with its review.
 */
export function StockApplyScreen() {
  const t = useTranslations('kyc.stock');
  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/securityLevel" />
      <AccountGate>{() => <StockApply />}</AccountGate>
    </main>
  );
}

function StockApply() {
  const t = useTranslations('kyc.stock');
  const stock = useStockApplication();
  if (stock.error) return <LoadFailed text={t('loadFailed')} onRetry={() => void stock.mutate()} />;
  if (!stock.data) return <FormSkeleton label={t('loading')} />;
  const { application } = stock.data;
  return (
    <>
      <section className="card" data-testid="stock-state">
        <p className="card-kicker">{t('stateLabel')}</p>
        <p className="card-title">{stock.data.applied ? t('applied') : t('notApplied')}</p>
        {application && (
          <dl className="facts">
            <Fact label={t('reviewLabel')}>
              <span data-testid="stock-review">{t(`review.${application.review}`)}</span>
            </Fact>
            {application.reason && <Fact label={t('reason')}>{application.reason}</Fact>}
          </dl>
        )}
      </section>
      {application && application.review !== 'pending' ? (
        <>
          <dl className="card facts">
            <Fact label={t('name')}>{application.name}</Fact>
            <Fact label={t('quantity')}>{formatAmount(String(application.quantity), { trim: true })}</Fact>
            <Fact label={t('amount')}>{formatAmount(application.amountUsd, { trim: true })}</Fact>
            {application.note && <Fact label={t('note')}>{application.note}</Fact>}
          </dl>
          <p className="footnote">{t('final')}</p>
        </>
      ) : (
        <StockForm current={stock.data} onSaved={(saved) => void stock.mutate(saved, { revalidate: false })} />
      )}
    </>
  );
}

function StockForm({ current, onSaved }: { current: StockApplication; onSaved: (saved: StockApplication) => void }) {
  const t = useTranslations('kyc.stock');
  const failureText = useFailureText();
  const [busy, run] = useAction();
  const a = current.application;
  const [name, setName] = useState(a?.name ?? '');
  const [quantity, setQuantity] = useState(a ? String(a.quantity) : '');
  const [amountUsd, setAmount] = useState(a?.amountUsd ?? '');
  const [note, setNote] = useState(a?.note ?? '');
  const [saved, setSaved] = useState(false);
  const [problems, setProblems, edited] = useFieldErrors<Problems>();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const next: Problems = {};
    if (!name.trim()) next.name = t('required');
    else if (!NAME_LETTER.test(name)) next.name = t('nameProblem');
    const count = Number(quantity.trim());
    if (!/^\d{1,7}$/.test(quantity.trim()) || count < 1 || count > STOCK_QUANTITY_MAX) next.quantity = t('quantityProblem', { max: STOCK_QUANTITY_MAX });
    if (!STOCK_AMOUNT_USD_PATTERN.test(amountUsd.trim())) next.amountUsd = t('amountProblem');
    if ([...note.trim()].length > STOCK_NOTE_MAX) next.note = t('noteProblem', { max: STOCK_NOTE_MAX });
    setSaved(false);
    if (Object.keys(next).length > 0) {
      setProblems(next);
      focusFirstInvalid(form);
      return;
    }
    void run(async () => {
      try {
        onSaved(await saveStockApplication({ name: name.trim(), quantity: count, amountUsd: amountUsd.trim(), note: note.trim() || undefined }));
        setSaved(true);
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        setProblems({ form: failureText(failure, t('saveFailed')) ?? t('saveFailed') });
      }
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="stock-form">
      <p className="form-intro">{t('intro')}</p>
      <TextField label={t('name')} value={name} onChange={edited('name', setName)} autoComplete="name" maxLength={100} error={problems.name} name="name" />
      <TextField label={t('quantity')} value={quantity} onChange={edited('quantity', setQuantity)} inputMode="numeric" autoComplete="off" error={problems.quantity} name="quantity" />
      <TextField label={t('amount')} value={amountUsd} onChange={edited('amountUsd', setAmount)} inputMode="numeric" autoComplete="off" error={problems.amountUsd} name="amountUsd" />
      <TextField label={t('note')} value={note} onChange={edited('note', setNote)} autoComplete="off" maxLength={STOCK_NOTE_MAX} error={problems.note} name="note" />
      {problems.form && (
        <p className="notice notice-error" role="alert">
          {problems.form}
        </p>
      )}
      {saved && (
        <p className="notice" role="status" data-testid="stock-saved">
          {t('saved')}
        </p>
      )}
      <div className="actions">
        <Button type="submit" busy={busy} testId="stock-save">
          {current.applied ? t('update') : t('apply')}
        </Button>
      </div>
    </form>
  );
}
