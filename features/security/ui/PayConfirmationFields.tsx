'use client';

import { PasswordPad } from '@/components/kit/PasswordPad';
import { PayPasswordProblem } from './PayPasswordProblem';
import type { PayConfirmationView } from './usePayConfirmation';

/**
 * The pay password pad, its lock notice, and the Google code pad when Google verification is on, with
 * their errors (usePayConfirmation.ts).
 */
export function PayConfirmationFields({
  confirmation,
  labels,
  testIds,
}: {
  confirmation: PayConfirmationView;
  labels: { payPassword: string; googleCode: string };
  testIds: { payPassword: string; googleCode: string };
}) {
  const { problem, fields } = confirmation;
  return (
    <>
      <PasswordPad
        label={labels.payPassword}
        value={fields.payPassword.value}
        onChange={fields.payPassword.onChange}
        autoFocus
        testId={testIds.payPassword}
        error={problem?.field === 'payPassword' && !problem.locked ? problem.text : null}
      />
      {problem?.field === 'payPassword' && problem.locked && <PayPasswordProblem text={problem.text} locked />}
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
    </>
  );
}
