'use client';

import { useSetAtom } from 'jotai';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/kit/Button';
import { NavBar } from '@/components/kit/NavBar';
import { mnemonicFlowAtom } from '@/lib/state/hdWallet/mnemonicFlow';
import { useAction } from '@/lib/useAction';
import { checkWalletName, WalletListError } from '@/lib/wallet/vault/walletRecord';
import { NewPasswordFields, type NewPasswordErrors, type NewPasswordValue } from './NewPasswordFields';
import { checkNewWalletPassword } from './passwordRules';
import { createNewWallet } from './saveWallet';
import { clearMnemonicFlow } from './useMnemonicFlow';
import { useFieldErrors } from '@/components/kit/useFieldErrors';

/**
 * `/createWalletPassword` (SPEC §4): a name and the wallet password twice; then a new mnemonic is
 * made by the wallet core, the wallet stored encrypted and selected, and the notice asks to back up
 * now or later. The words wait for the backup in the core's memory only (heldPhrase); this screen
 * never sees them.
 */
export function CreateWalletScreen() {
  const t = useTranslations('hd.create');
  const [created, setCreated] = useState(false);
  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/index/hd-wallet" />
      {created ? <BackupNotice /> : <CreateForm onCreated={() => setCreated(true)} />}
    </main>
  );
}

function CreateForm({ onCreated }: { onCreated: () => void }) {
  const t = useTranslations('hd.create');
  const tp = useTranslations('hd.password');
  const tf = useTranslations('fields');
  const setFlow = useSetAtom(mnemonicFlowAtom);
  // Plain state, not kept: a password never outlives the page.
  const [value, setValue] = useState<NewPasswordValue>({ name: '', password: '', repeat: '' });
  const [errors, setErrors, edited] = useFieldErrors<NewPasswordErrors>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, run] = useAction();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next: NewPasswordErrors = { ...checkNewWalletPassword(value.password, value.repeat) };
    if (value.name.trim() !== '') {
      try {
        checkWalletName(value.name);
      } catch (error) {
        next.name = error instanceof WalletListError && error.reason === 'hiddenCharacters' ? tf('hiddenCharacters') : tp('nameInvalid');
      }
    }
    setErrors(next);
    setFailure(null);
    if (next.name || next.password || next.repeat) return;
    void run(async () => {
      try {
        const walletId = await createNewWallet({ password: value.password, name: value.name });
        setFlow({ walletId, purpose: 'backup' });
        setValue({ name: '', password: '', repeat: '' });
        onCreated();
      } catch (error) {
        console.error('wallet not created', error);
        setFailure(error instanceof WalletListError ? (error.reason === 'hiddenCharacters' ? tf('hiddenCharacters') : tp('nameInvalid')) : t('failed'));
      }
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="form-intro">{t('intro')}</p>
      <NewPasswordFields value={value} onChange={(next, field) => edited(field, setValue)(next)} errors={errors} />
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" busy={busy} testId="create-submit">
        {busy ? t('creating') : t('submit')}
      </Button>
    </form>
  );
}

/** The notice after creation (SPEC §4 "notice, back up now or later"). */
function BackupNotice() {
  const t = useTranslations('hd.create');
  const router = useRouter();
  return (
    <section className="form" aria-labelledby="notice-title">
      <h2 id="notice-title" className="card-title">
        {t('noticeTitle')}
      </h2>
      <div className="notice notice-warning">
        <p>{t('noticeBody')}</p>
        <p>{t('noticeLoss')}</p>
      </div>
      <Button onClick={() => router.replace('/backup')} testId="backup-now">
        {t('backupNow')}
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          clearMnemonicFlow();
          router.replace('/index/hd-wallet');
        }}
        testId="backup-later"
      >
        {t('backupLater')}
      </Button>
    </section>
  );
}
