'use client';

import { useAtomValue } from 'jotai';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/kit/Button';
import { NavBar } from '@/components/kit/NavBar';
import { emitApiEvent } from '@/lib/api/events';
import { hdWalletsAtom, selectedWalletAtom, selectWallet } from '@/lib/state/hdWallet/hdWallet';
import { useAction } from '@/lib/useAction';
import type { MnemonicValidation } from '@/lib/wallet/mnemonic/validateMnemonic';
import { checkWalletName, WalletListError } from '@/lib/wallet/vault/walletRecord';
import { MNEMONIC_WORD_COUNT, MnemonicInput } from './MnemonicInput';
import { NewPasswordFields, type NewPasswordErrors, type NewPasswordValue } from './NewPasswordFields';
import { checkNewWalletPassword } from './passwordRules';
import { saveWallet } from './saveWallet';
import { useFieldErrors } from '@/components/kit/useFieldErrors';

type Mode = 'replace' | 'add';

/**
 * `/safety`: import a wallet from its 12 words (SPEC §4, §5). The phrase must be complete and
 * checksum-valid (the exact problem is named) and the agreement ticked. With a wallet already here,
 * adding the imported one beside it is the default (nothing is lost); the spec's overwrite of the
 * current wallet is offered too, after ticking that it was backed up. A phrase already on this
 * device is said right after the words, before any password is chosen. Then a name and the wallet
 * password. Never kept alive: the words live in this page's state only.
 */
export function SafetyScreen() {
  const t = useTranslations('hd.safety');
  const tf = useTranslations('fields');
  const router = useRouter();
  const current = useAtomValue(selectedWalletAtom);
  const wallets = useAtomValue(hdWalletsAtom);
  const [stage, setStage] = useState<'words' | 'password'>('words');
  const [words, setWords] = useState<string[]>(() => Array(MNEMONIC_WORD_COUNT).fill(''));
  const [mnemonic, setMnemonic] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [backedUp, setBackedUp] = useState(false);
  const [mode, setMode] = useState<Mode>('add');
  const [problem, setProblem] = useState<{ text: string; invalid: number[] } | null>(null);
  const [value, setValue] = useState<NewPasswordValue>({ name: '', password: '', repeat: '' });
  const [errors, setErrors, edited] = useFieldErrors<NewPasswordErrors>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, run] = useAction();

  const describe = (result: Exclude<MnemonicValidation, { ok: true }>) => {
    if (result.reason === 'incomplete') return { text: t('incomplete', { count: result.wordCount }), invalid: words.flatMap((w, i) => (w.trim() ? [] : [i])) };
    if (result.reason === 'unknownWord') return { text: t('unknownWord', { position: result.index + 1 }), invalid: result.indices };
    return { text: t('checksum'), invalid: [] };
  };

  const checkWords = (event: React.FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { validateMnemonic } = await import('@/lib/wallet/mnemonic/validateMnemonic');
      const result = validateMnemonic(words);
      if (!result.ok) return setProblem(describe(result));
      if (!agreed) return setProblem({ text: t('agreeRequired'), invalid: [] });
      // Replacing a wallet with its own phrase is allowed (a new password); any other copy is not.
      const { findImportedWallet } = await import('@/lib/wallet/keyring/findImportedWallet');
      const existing = await findImportedWallet(wallets, result.mnemonic);
      if (existing && !(mode === 'replace' && existing === current?.id)) {
        selectWallet(existing);
        return setProblem({ text: t('duplicateFound', { name: wallets.wallets[existing]?.name ?? '' }), invalid: [] });
      }
      if (current && mode === 'replace' && !backedUp) return setProblem({ text: t('backedUpRequired'), invalid: [] });
      setProblem(null);
      setMnemonic(result.mnemonic);
      setStage('password');
    });
  };

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (!mnemonic) return;
    const next: NewPasswordErrors = { ...checkNewWalletPassword(value.password, value.repeat) };
    if (value.name.trim() !== '') {
      try {
        checkWalletName(value.name);
      } catch (error) {
        next.name = error instanceof WalletListError && error.reason === 'hiddenCharacters' ? tf('hiddenCharacters') : t('nameInvalid');
      }
    }
    setErrors(next);
    if (next.name || next.password || next.repeat) return;
    void run(async () => {
      try {
        await saveWallet({ mnemonic, password: value.password, name: value.name, backedUp: true, replaceId: current && mode === 'replace' ? current.id : undefined });
        setMnemonic(null);
        setWords(Array(MNEMONIC_WORD_COUNT).fill(''));
        emitApiEvent({ type: 'toast', message: '', key: 'hd.safety.imported' });
        router.replace('/index/hd-wallet');
      } catch (error) {
        if (error instanceof WalletListError && error.reason === 'duplicateAddress' && error.existingId) {
          // The phrase is here already: select that wallet instead of a second copy.
          selectWallet(error.existingId);
          setFailure(t('duplicate'));
          return;
        }
        console.error('wallet not imported', error);
        setFailure(t('failed'));
      }
    });
  };

  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/index/hd-wallet" />
      {stage === 'words' ? (
        <form className="form" onSubmit={checkWords} noValidate>
          <p className="form-intro">{t('intro')}</p>
          <MnemonicInput words={words} onChange={setWords} invalid={problem?.invalid ?? []} />
          <label className="check">
            <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} data-testid="agree" />
            <span>{t('agree')}</span>
          </label>
          {current && (
            <fieldset className="options import-mode">
              <legend className="field-label">{t('existing', { name: current.name })}</legend>
              <label className="option">
                <input type="radio" name="import-mode" checked={mode === 'add'} onChange={() => setMode('add')} data-testid="import-add" />
                <span className="option-text">
                  <span className="option-label">{t('add')}</span>
                </span>
                <span aria-hidden="true" className="option-check" />
              </label>
              <label className="option">
                <input type="radio" name="import-mode" checked={mode === 'replace'} onChange={() => setMode('replace')} data-testid="import-replace" />
                <span className="option-text">
                  <span className="option-label">{t('replace', { name: current.name })}</span>
                  <span className="option-hint">{t('replaceHint')}</span>
                </span>
                <span aria-hidden="true" className="option-check" />
              </label>
            </fieldset>
          )}
          {current && mode === 'replace' && (
            <label className="check">
              <input type="checkbox" checked={backedUp} onChange={(event) => setBackedUp(event.target.checked)} data-testid="backed-up" />
              <span>{t('backedUp', { name: current.name })}</span>
            </label>
          )}
          {problem && (
            <p className="form-error" role="alert" data-testid="import-problem">
              {problem.text}
            </p>
          )}
          <Button type="submit" busy={busy} testId="import-next">
            {current && mode === 'replace' ? t('confirmReplace') : t('next')}
          </Button>
        </form>
      ) : (
        <form className="form" onSubmit={save} noValidate>
          <p className="form-intro">{t('passwordIntro')}</p>
          <NewPasswordFields value={value} onChange={(next, field) => edited(field, setValue)(next)} errors={errors} />
          {failure && (
            <p className="form-error" role="alert">
              {failure}
            </p>
          )}
          <Button type="submit" busy={busy} testId="import-submit">
            {busy ? t('importing') : t('import')}
          </Button>
        </form>
      )}
    </main>
  );
}
