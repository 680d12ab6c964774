'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';

/** Words in a mnemonic (SPEC §9); not imported from generateMnemonic, which brings the word list. */
export const MNEMONIC_WORD_COUNT = 12;

/**
 * Twelve word boxes (SPEC §4): the space key (or Enter) moves to the next box, a pasted phrase fills
 * the boxes from the one pasted into. Words are never autocorrected, capitalised or remembered by the browser.
 */
export function MnemonicInput({ words, onChange, invalid }: { words: string[]; onChange: (words: string[]) => void; invalid: readonly number[] }) {
  const t = useTranslations('hd.safety');
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => boxes.current[Math.min(index, MNEMONIC_WORD_COUNT - 1)]?.focus();

  const setFrom = (start: number, text: string) => {
    const parts = text.trim().toLowerCase().split(/[\s\u00a0\u3000]+/u).filter(Boolean);
    const next = [...words];
    if (parts.length <= 1) {
      next[start] = text.replace(/\s/g, '').toLowerCase();
      onChange(next);
      return;
    }
    parts.slice(0, MNEMONIC_WORD_COUNT - start).forEach((part, offset) => (next[start + offset] = part));
    onChange(next);
    focus(start + parts.length);
  };

  return (
    <fieldset className="mnemonic-input">
      <legend className="field-label">{t('wordsLabel')}</legend>
      <ol className="word-grid">
        {words.map((word, index) => (
          <li key={index} className="word-cell">
            <label className="word-number" htmlFor={`word-${index}`}>
              <span aria-hidden="true">{index + 1}</span>
              <span className="visually-hidden">{t('wordN', { position: index + 1 })}</span>
            </label>
            <input
              id={`word-${index}`}
              ref={(element) => {
                boxes.current[index] = element;
              }}
              className="word-input"
              value={word}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="none"
              spellCheck={false}
              aria-invalid={invalid.includes(index) || undefined}
              data-testid={`word-${index + 1}`}
              onChange={(event) => setFrom(index, event.target.value)}
              onPaste={(event) => {
                const text = event.clipboardData.getData('text');
                if (/\s/.test(text.trim())) {
                  event.preventDefault();
                  setFrom(index, text);
                }
              }}
              onKeyDown={(event) => {
                if (event.key === ' ' || event.key === 'Enter') {
                  event.preventDefault();
                  focus(index + 1);
                } else if (event.key === 'Backspace' && word === '' && index > 0) {
                  event.preventDefault();
                  focus(index - 1);
                }
              }}
            />
          </li>
        ))}
      </ol>
    </fieldset>
  );
}
