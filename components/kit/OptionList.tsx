'use client';

/**
 * A single-choice list (language, font size, currency, colour option): real radio inputs, so the
 * choice is announced and keyboard-operable.
 */
export function OptionList<T extends string | number>({
  name,
  label,
  options,
  value,
  onChange,
}: {
  name: string;
  label: string;
  options: readonly { value: T; label: React.ReactNode; hint?: React.ReactNode; lang?: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="options">
      <legend className="visually-hidden">{label}</legend>
      {options.map((o) => (
        <label key={String(o.value)} className="option" lang={o.lang}>
          <input type="radio" name={name} value={String(o.value)} checked={o.value === value} onChange={() => onChange(o.value)} />
          <span className="option-text">
            <span className="option-label">{o.label}</span>
            {o.hint && <span className="option-hint">{o.hint}</span>}
          </span>
          <span aria-hidden="true" className="option-check" />
        </label>
      ))}
    </fieldset>
  );
}
