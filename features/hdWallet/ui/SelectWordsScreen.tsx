'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/kit/Button';
import { NavBar } from '@/components/kit/NavBar';
import { emitApiEvent } from '@/lib/api/events';
import { markBackedUp } from '@/features/hdWallet/state/hdWallet';
import type { WordQuestion } from '@/lib/wallet/mnemonic/buildWordChoices';
import { checkConfirmation } from '@/lib/wallet/mnemonic/checkConfirmation';
import { clearMnemonicFlow, useMnemonicFlow } from './useMnemonicFlow';

/**
 * `/selectWords` (SPEC §4): for 4 positions asked at random, choose the right word among shuffled
 * options. A wrong choice says "Validation error" (SPEC §5); all right marks the wallet backed up.
 */
export function SelectWordsScreen() {
  const t = useTranslations('hd.select');
  const router = useRouter();
  const flow = useMnemonicFlow();
  const [questions, setQuestions] = useState<WordQuestion[] | null>(null);
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);

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
      setAnswers({});
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
          {questions.map((question) => (
            <fieldset key={question.index} className="word-question" data-testid="word-question" data-position={question.index + 1}>
              <legend className="field-label">{t('which', { position: question.index + 1 })}</legend>
              <div className="word-options">
                {question.options.map((word) => (
                  <label key={word} className="word-option">
                    <input
                      type="radio"
                      name={`word-${question.index}`}
                      value={word}
                      checked={answers[question.index] === word}
                      onChange={() => setAnswers({ ...answers, [question.index]: word })}
                    />
                    <span>{word}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
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
