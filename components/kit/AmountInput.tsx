'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { PriceInfo } from '@/features/cloudWallet/contract/walletApi';
import { amountInUsd } from '@/lib/format/amountInUsd';
import { amountSymbols } from '@/lib/format/amountSymbols';
import { formatFiat } from '@/lib/format/formatFiat';
import { parseAmountText } from '@/lib/format/parseAmountText';
import { useCurrency } from '@/lib/useCurrency';
import { useFieldMessages } from './FieldMessages';
import { useAmountText, useAmountTextError, useAmountTextWriter } from './useAmountText';

export type AmountInputProps = {
  label: string;
  /** The text as typed; the screen keeps it, and reads it with `useAmountText`. */
  value: string;
  onChange: (text: string) => void;
  /** The coin's symbol and decimals: what the text is read against. */
  coin: string;
  decimals: number;
  /** A translated problem the screen found (minimum, balance, daily limit; or the reading error on submit). */
  error?: string | null;
  hint?: string;
  /** USD per whole coin, to show what the typed amount is worth in the user's currency; null when unknown. */
  usdPrice?: string | null;
  /** Where the price comes from: a sample or stale price is said to be one. */
  prices?: PriceInfo | null;
  /** The most that can be entered, in base units (may be fetched); null fills nothing. No Max button without it. */
  onMax?: () => bigint | null | Promise<bigint | null>;
  maxTestId?: string;
  name?: string;
};

/**
 * The one amount input of the product (send, receive, HD send, HD receive). It reads the text in the
 * app's locale (lib/format/parseAmountText.ts): the locale's separators and digits and the app's own
 * "1,234.5", refusing a separator it cannot place rather than guessing, and extra decimals rather
 * than rounding. What is wrong shows as the user types, except while the text may still become
 * right ("1,00" on the way to "1,000"), which shows when the field is left. Max fills the exact most
 * in the locale's format; the value in the user's currency shows under the field.
 */
export function AmountInput({ label, value, onChange, coin, decimals, error, hint, usdPrice, prices, onMax, maxTestId, name }: AmountInputProps) {
  const t = useTranslations('amountInput');
  const locale = useLocale();
  const currency = useCurrency();
  const amount = useAmountText(value, decimals);
  const errorOf = useAmountTextError(coin, decimals);
  const write = useAmountTextWriter();
  const [focused, setFocused] = useState(false);
  const [fillingMax, setFillingMax] = useState(false);

  // While typing, "1," and "1,0" are on their way to "1,000": not wrong yet.
  const mayContinue = !amount.ok && focused && (amount.error === 'misplacedSeparator' || amount.error === 'invalid') && ['0', '00', '000'].some((more) => parseAmountText(value + more, { locale, decimals }).ok);
  const readingError = !amount.ok && amount.error !== 'empty' && !mayContinue ? errorOf(amount) : null;
  const shown = readingError ?? error ?? null;

  let fiat: string | null = null;
  if (amount.ok && usdPrice) {
    try {
      const text = formatFiat(amountInUsd(amount.units, decimals, usdPrice), currency);
      fiat = t(prices?.source === 'sample' ? 'fiatSample' : prices?.stale ? 'fiatStale' : 'fiat', { value: text });
    } catch (problem) {
      console.warn('amount not valued', problem); // a malformed price or rate: no value rather than a wrong one
    }
  }

  const messages = useFieldMessages(hint, shown);
  const fiatId = `${messages.id}-fiat`;
  const describedBy = [messages.describedBy, fiat ? fiatId : undefined].filter(Boolean).join(' ') || undefined;
  const symbols = amountSymbols(locale);
  const placeholder = decimals > 0 ? `${symbols.digits[0]}${symbols.decimal}${symbols.digits[0].repeat(Math.min(decimals, 2))}` : symbols.digits[0];

  const fillMax = async () => {
    if (!onMax) return;
    setFillingMax(true);
    try {
      const units = await onMax();
      if (units !== null) onChange(write(units, decimals));
    } finally {
      setFillingMax(false);
    }
  };

  return (
    <div className="field">
      <label className="field-label" htmlFor={messages.id}>
        {label}
      </label>
      <div className="field-row">
        <input
          id={messages.id}
          className="field-input"
          type="text"
          name={name}
          value={value}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          aria-invalid={shown ? true : undefined}
          aria-describedby={describedBy}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onChange={(e) => onChange(e.target.value)}
        />
        {onMax && (
          <button type="button" className="button button-secondary field-action" onClick={() => void fillMax()} disabled={fillingMax} data-testid={maxTestId}>
            {t('max')}
          </button>
        )}
      </div>
      {fiat && (
        <p id={fiatId} className="field-hint" data-testid="amount-fiat">
          {fiat}
        </p>
      )}
      {messages.hint && (
        <p id={messages.hintId} className="field-hint">
          {messages.hint}
        </p>
      )}
      {shown && (
        <p id={messages.errorId} className="field-error">
          {shown}
        </p>
      )}
    </div>
  );
}
