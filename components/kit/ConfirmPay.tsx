'use client';

import { useTranslations } from 'next-intl';
import { AppLink } from './AppLink';
import { Button } from './Button';
import { PasswordPad } from './PasswordPad';

/** A field of a pay confirmation: what is typed and how an edit reaches the owner's state. */
type PayField = { value: string; onChange: (value: string) => void };

/**
 * What ConfirmPay reads of a confirmation (usePayConfirmation gives it; a form that keeps its own
 * state builds it): whether the Google code is asked, the two fields, and the problem to show with
 * the place it belongs to (`payPassword`, `google`, `form`; other places are the screen's own).
 */
export type PayConfirmationView = {
  googleEnabled: boolean;
  fields: { payPassword: PayField; googleCode: PayField };
  problem: { text: string | null; locked: boolean; field: string } | null;
};

/**
 * The footer of every money confirmation (a transfer, a withdrawal, a red envelope, a swap, a
 * wealth order): the pay password pad and, when it is locked, the way out (reset by SMS code); the
 * Google code pad when Google verification is on; the form's own failure; then the submit button
 * and, when the screen has an edit step, the way back. Each screen gives its own texts and test ids,
 * so a confirmation reads in its feature's words; `autoFocus` is off where the pay password is not
 * the first thing on the form.
 */
export function ConfirmPay({
  confirmation,
  labels,
  testIds,
  busy,
  disabled = false,
  onEdit,
  autoFocus = true,
}: {
  confirmation: PayConfirmationView;
  labels: { payPassword: string; googleCode: string; submit: string; edit?: string };
  testIds: { payPassword?: string; googleCode?: string; problem: string; submit: string };
  busy: boolean;
  disabled?: boolean;
  onEdit?: () => void;
  autoFocus?: boolean;
}) {
  const t = useTranslations('kit.confirmPay');
  const { problem, fields } = confirmation;
  return (
    <>
      <PasswordPad
        label={labels.payPassword}
        value={fields.payPassword.value}
        onChange={fields.payPassword.onChange}
        autoFocus={autoFocus}
        testId={testIds.payPassword}
        error={problem?.field === 'payPassword' && !problem.locked ? problem.text : null}
      />
      {problem?.field === 'payPassword' && problem.locked && (
        <div className="notice notice-locked" role="alert" data-testid="pay-password-problem">
          {problem.text && <p>{problem.text}</p>}
          <p>
            <AppLink href="/forgetPayPass">{t('lockedReset')}</AppLink>
          </p>
        </div>
      )}
      {confirmation.googleEnabled && (
        <PasswordPad
          label={labels.googleCode}
          value={fields.googleCode.value}
          onChange={fields.googleCode.onChange}
          masked={false}
          autoComplete="one-time-code"
          testId={testIds.googleCode}
          error={problem?.field === 'google' ? problem.text : null}
        />
      )}
      {problem?.field === 'form' && (
        <p className="notice notice-error" role="alert" data-testid={testIds.problem}>
          {problem.text}
        </p>
      )}
      <div className="actions">
        <Button type="submit" busy={busy} disabled={disabled} testId={testIds.submit}>
          {labels.submit}
        </Button>
        {onEdit && (
          <Button variant="text" onClick={onEdit} disabled={busy}>
            {labels.edit}
          </Button>
        )}
      </div>
    </>
  );
}
