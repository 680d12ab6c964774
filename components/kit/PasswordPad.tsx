'use client';

import { FieldMessages, useFieldMessages } from './FieldMessages';

const LENGTH = 6;

/**
 * Six digit boxes over one real input (SPEC §5: pay password and PIN are 6 digits). The input is
 * what the keyboard, assistive technology and autofill work with; the boxes only draw it, masked
 * unless `masked` is false (an SMS code). Non-digits are dropped as they are typed or pasted.
 */
export function PasswordPad({
  label,
  value,
  onChange,
  error,
  hint,
  masked = true,
  autoComplete = 'off',
  autoFocus,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
  masked?: boolean;
  autoComplete?: 'off' | 'one-time-code';
  autoFocus?: boolean;
  testId?: string;
}) {
  const messages = useFieldMessages(hint, error);
  const { id } = messages;
  return (
    <div className="field pad-field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="pad">
        <input
          id={id}
          className="pad-input"
          type={masked ? 'password' : 'text'}
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={LENGTH}
          autoComplete={autoComplete}
          // oxlint-disable-next-line jsx-a11y/no-autofocus -- opt-in: only screens whose single task is this entry (a PIN, a pay password, a code) pass it
          autoFocus={autoFocus}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={messages.describedBy}
          data-testid={testId}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, LENGTH))}
        />
        <div className="pad-boxes" aria-hidden="true">
          {Array.from({ length: LENGTH }, (_, i) => (
            <span key={i} className={`pad-box${i === Math.min(value.length, LENGTH - 1) ? ' pad-box-current' : ''}`}>
              {i < value.length ? (masked ? '●' : value[i]) : ''}
            </span>
          ))}
        </div>
      </div>
      <FieldMessages {...messages} />
    </div>
  );
}
