'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/kit/Button';
import { NavBar } from '@/components/kit/NavBar';
import { emitApiEvent } from '@/lib/api/events';
import { markBackedUp } from '@/lib/state/hdWallet/hdWallet';
import type { WordQuestion } from '@/lib/wallet/mnemonic/buildWordChoices';
import { checkConfirmation } from '@/lib/wallet/mnemonic/checkConfirmation';
import { clearMnemonicFlow, useMnemonicFlow } from './useMnemonicFlow';

/**
 * `/selectWords` (SPEC §4): for 4 positions asked at random, choose the right word among shuffled
 * options. A wrong choice says "Validation error" (SPEC §5) and marks the question it was made on:
 * the right choices stay, the wrong word is marked and its question is to be answered again. All
 * right marks the wallet backed up.
 */
export function SelectWordsScreen() {
  const t = useTranslations('hd.select');
  const router = useRouter();
  const flow = useMnemonicFlow();
  const [questions, setQuestions] = useState<WordQuestion[] | null>(null);
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  /** The wrong word picked at each question the last check refused, until that question is answered again. */
  const [wrongPicks, setWrongPicks] = useState<Record<number, string>>({});

  useEffect(() => {
    if (!flow) return;
    let live = true;
    // The word list fills the options when the phrase repeats words; it loads only here.
    Promise.all([import('@/lib/wallet/mnemonic/pickConfirmationIndices'), import('@/lib/wallet/mnemonic/buildWordChoices'), import('@scure/bip39/wordlists/english')]).then(
      ([{ pickConfirmationIndices }, { buildWordChoices }, { wordlist }]) => {
        if (live) setQuestions(buildWordChoices(flow.mnemonic, pickConfirmationIndices(), { fillers: wordlist }));
      },
    );
    return () => {
      live = false;
    };
  }, [flow]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!flow || !questions) return;
    const result = checkConfirmation(
      flow.mnemonic,
      Object.entries(answers).map(([index, word]) => ({ index: Number(index), word })),
      questions.map((q) => q.index),
    );
    if (!result.ok) {
      setError(t('validationError'));
      const wrong = new Set(result.wrong);
      setWrongPicks(Object.fromEntries(Object.entries(answers).filter(([index]) => wrong.has(Number(index)))));
      setAnswers(Object.fromEntries(Object.entries(answers).filter(([index]) => !wrong.has(Number(index)))));
      // The first question to answer again takes the focus, where a screen reader reads why.
      const first = questions.find((q) => wrong.has(q.index));
      if (first) document.querySelector<HTMLInputElement>(`input[name="word-${first.index}"]`)?.focus();
      return;
    }
    markBackedUp(flow.walletId);
    clearMnemonicFlow();
    emitApiEvent({ type: 'toast', message: '', key: 'hd.select.done' });
    router.replace('/index/hd-wallet');
  };

  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/index/hd-wallet" />
      {flow && questions && (
        <form className="form" onSubmit={submit} noValidate>
          <p className="form-intro">{t('intro')}</p>
          {questions.map((question) => {
            const wrongWord = wrongPicks[question.index];
            const wrongId = `word-${question.index}-wrong`;
            return (
              <fieldset
                key={question.index}
                className="word-question"
                data-testid="word-question"
                data-position={question.index + 1}
                data-wrong={wrongWord === undefined ? undefined : ''}
                aria-describedby={wrongWord === undefined ? undefined : wrongId}
              >
                <legend className="field-label">{t('which', { position: question.index + 1 })}</legend>
                <div className="word-options">
                  {question.options.map((word) => (
                    <label key={word} className={word === wrongWord ? 'word-option word-option-wrong' : 'word-option'} data-wrong={word === wrongWord ? '' : undefined}>
                      <input
                        type="radio"
                        name={`word-${question.index}`}
                        value={word}
                        checked={answers[question.index] === word}
                        aria-describedby={word === wrongWord ? wrongId : undefined}
                        onChange={() => {
                          setAnswers({ ...answers, [question.index]: word });
                          setError(null);
                        }}
                      />
                      <span>{word}</span>
                    </label>
                  ))}
                </div>
                {wrongWord !== undefined && (
                  <p className="field-error" id={wrongId} data-testid="word-wrong">
                    {t('wrongWord', { word: wrongWord, position: question.index + 1 })}
                  </p>
                )}
              </fieldset>
            );
          })}
          {error && (
            <p className="form-error" role="alert" data-testid="select-error">
              {error}
            </p>
          )}
          <Button type="submit" disabled={Object.keys(answers).length < questions.length} testId="select-submit">
            {t('confirm')}
          </Button>
        </form>
      )}
    </main>
  );
}
