'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/kit/Button';
import { Empty } from '@/components/kit/Empty';
import { FormSkeleton } from '@/components/kit/FormSkeleton';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { NavBar } from '@/components/kit/NavBar';
import { Select } from '@/components/kit/Select';
import { useFieldErrors } from '@/components/kit/useFieldErrors';
import { failureOf } from '@/lib/api/apiFailure';
import { AccountGate } from '@/components/shell/AccountGate';
import { focusFirstInvalid } from '@/components/kit/focusFirstInvalid';
import { useFailureText } from '@/lib/api/useFailureText';
import { sendFeedback, useFeedbackList } from '@/features/kyc/api/kyc';
import type { FeedbackList } from '@/features/kyc/contract/kycApi';
import { FEEDBACK_CATEGORIES, FEEDBACK_TEXT_MAX, FEEDBACK_TEXT_MIN, type FeedbackCategory } from '@/features/kyc/contract/kycRules';
import { formatDate } from '@/lib/format/formatDate';
import { useAction } from '@/lib/useAction';
import { FileField } from './FileField';
import styles from './Kyc.module.css';

/**
 * `/feedback` (SPEC §1): a category, the message and an optional screenshot (the upload
 * rules of documents), and below it what the user sent, with the operator's answers (scripts/kyc.ts).
 */
export function FeedbackScreen() {
  const t = useTranslations('kyc.feedback');
  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/index/mypage" />
      <AccountGate>{() => <Feedback />}</AccountGate>
    </main>
  );
}

function Feedback() {
  const t = useTranslations('kyc.feedback');
  const list = useFeedbackList();
  return (
    <>
      <FeedbackForm onSent={(sent) => void list.mutate(sent, { revalidate: false })} />
      <h2 className="section-title">{t('listTitle')}</h2>
      {list.error ? (
        <LoadFailed text={t('loadFailed')} onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <FormSkeleton label={t('loading')} />
      ) : list.data.items.length === 0 ? (
        <Empty title={t('emptyTitle')} body={t('emptyBody')} />
      ) : (
        <ul className={styles.items} data-testid="feedback-list">
          {list.data.items.map((item) => (
            <li key={item.id} className={styles.item}>
              <p className={styles.itemHead}>
                <span>{t(`categories.${item.category}`)}</span>
                <span>{formatDate(new Date(item.createdAt), 'y-m-d h:i')}</span>
              </p>
              <p className={styles.itemText}>{item.text}</p>
              <p className={styles.itemHead}>
                <span className={`status status-${item.state === 'answered' ? 'success' : 'pending'}`}>{t(`state.${item.state}`)}</span>
                {item.hasScreenshot && <span>{t('withScreenshot')}</span>}
              </p>
              {item.reply && (
                <p className={styles.reply}>
                  <strong>{t('reply')}</strong> {item.reply}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

type Problems = Partial<Record<'text' | 'form', string>>;

function FeedbackForm({ onSent }: { onSent: (list: FeedbackList) => void }) {
  const t = useTranslations('kyc.feedback');
  const id = useId();
  const failureText = useFailureText();
  const [busy, run] = useAction();
  const [category, setCategory] = useState<FeedbackCategory>('bug');
  const [text, setText] = useState('');
  const [screenshot, setScreenshot] = useState<string | undefined>(undefined);
  const [formKey, setFormKey] = useState(0);
  const [sent, setSent] = useState(false);
  const [problems, setProblems, edited] = useFieldErrors<Problems>();
  const length = [...text.trim()].length;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    setSent(false);
    if (length < FEEDBACK_TEXT_MIN || length > FEEDBACK_TEXT_MAX) {
      setProblems({ text: t('textProblem', { min: FEEDBACK_TEXT_MIN, max: FEEDBACK_TEXT_MAX }) });
      focusFirstInvalid(form);
      return;
    }
    void run(async () => {
      try {
        onSent(await sendFeedback({ category, text: text.trim(), screenshot }));
        setText('');
        setScreenshot(undefined);
        setFormKey((k) => k + 1);
        setSent(true);
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        setProblems({ form: failureText(failure, t('sendFailed')) ?? t('sendFailed') });
      }
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="feedback-form">
      <Select label={t('category')} value={category} onChange={setCategory} options={FEEDBACK_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))} testId="feedback-category" />
      <div className="field">
        <label className="field-label" htmlFor={`${id}-text`}>
          {t('text')}
        </label>
        <textarea
          id={`${id}-text`}
          className={`field-input ${styles.textarea}`}
          value={text}
          maxLength={FEEDBACK_TEXT_MAX}
          aria-invalid={problems.text ? true : undefined}
          aria-describedby={`${id}-count${problems.text ? ` ${id}-error` : ''}`}
          onChange={(e) => edited('text', setText)(e.target.value)}
          data-testid="feedback-text"
        />
        <p id={`${id}-count`} className="field-hint">
          {t('textCount', { count: length, max: FEEDBACK_TEXT_MAX })}
        </p>
        {problems.text && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {problems.text}
          </p>
        )}
      </div>
      <FileField key={formKey} label={t('screenshot')} purpose="screenshot" fileId={screenshot} onUploaded={setScreenshot} testId="feedback-screenshot" />
      {problems.form && (
        <p className="notice notice-error" role="alert">
          {problems.form}
        </p>
      )}
      {sent && (
        <p className="notice" role="status" data-testid="feedback-sent">
          {t('sent')}
        </p>
      )}
      <div className="actions">
        <Button type="submit" busy={busy} testId="feedback-send">
          {t('send')}
        </Button>
      </div>
    </form>
  );
}
