'use client';

import { FieldMessages, useFieldMessages } from './FieldMessages';

export type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The translated problem, shown under the field and announced with it. */
  error?: string | null;
  hint?: string;
  type?: 'text' | 'password' | 'tel' | 'email';
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  name?: string;
  maxLength?: number;
  placeholder?: string;
  autoFocus?: boolean;
  /** Something beside the input: a send button, a captcha image. */
  end?: React.ReactNode;
};

/** A labelled input with its hint and error line tied to it (aria-describedby, aria-invalid). */
export function TextField({ label, value, onChange, error, hint, type = 'text', inputMode, autoComplete, name, maxLength, placeholder, autoFocus, end }: TextFieldProps) {
  const messages = useFieldMessages(hint, error);
  const { id } = messages;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-row">
        <input
          id={id}
          className="field-input"
          type={type}
          name={name}
          value={value}
          inputMode={inputMode}
          autoComplete={autoComplete}
          maxLength={maxLength}
          placeholder={placeholder}
          // oxlint-disable-next-line jsx-a11y/no-autofocus -- opt-in: only screens and dialogs whose single task is this entry (a password, a name, a search) pass it
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={messages.describedBy}
          onChange={(e) => onChange(e.target.value)}
        />
        {end}
      </div>
      <FieldMessages {...messages} />
    </div>
  );
}
