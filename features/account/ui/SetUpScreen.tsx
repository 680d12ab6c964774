'use client';

import { useAtomValue } from 'jotai';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/kit/Button';
import { Cell } from '@/components/kit/Cell';
import { ConfirmDialog } from '@/components/kit/ConfirmDialog';
import { NavBar } from '@/components/kit/NavBar';
import { TextField } from '@/components/kit/TextField';
import { failureOf } from '@/lib/api/apiFailure';
import { checkAccountName } from '@/features/account/contract/fieldRules';
import { formatDate } from '@/lib/format/formatDate';
import { hasPin } from '@/lib/state/hasPin';
import { HOME } from '@/lib/routes';
import type { UserInfo } from '@/lib/state/session';
import { fontSizeAtom } from '@/lib/state/settings';
import { useAction } from '@/lib/useAction';
import { leaveWithoutLoginRedirect } from '@/lib/state/leavingPages';
import { AccountGate } from '@/components/shell/AccountGate';
import { useFailureText } from '@/lib/api/useFailureText';
import { Ltr } from '@/components/kit/Ltr';
import { useFieldError } from '@/components/kit/useFieldError';

/**
 * `/setUp`, the cloud wallet settings (SPEC §2): account name (edited in place), account id, phone,
 * registration time, font size, the security settings, and logout.
 */
export function SetUpScreen() {
  const t = useTranslations('setUp');
  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/index/mypage" />
      <AccountGate>{(user) => <SetUpContent user={user} />}</AccountGate>
    </main>
  );
}

function SetUpContent({ user }: { user: UserInfo }) {
  const t = useTranslations('setUp');
  const router = useRouter();
  const pathname = usePathname();
  const fontSize = useAtomValue(fontSizeAtom);
  const [busy, run] = useAction();
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const onOff = (on: boolean) => (on ? t('on') : t('off'));
  const setOrNot = (set: boolean) => (set ? t('set') : t('notSet'));

  const logout = () =>
    run(async () => {
      const api = await import('@/features/account/api/user');
      leaveWithoutLoginRedirect(pathname);
      try {
        await api.logout();
      } catch {
        // The local session has ended all the same; the server's session expires on its own.
      }
      router.replace(HOME);
    });

  return (
    <>
      <h2 className="section-title">{t('account')}</h2>
      <AccountName user={user} />
      <div className="cells">
        <Cell label={t('accountId')} value={<Ltr testId="setup-accid">{user.accid}</Ltr>} />
        {user.phoneMasked && <Cell label={t('phone')} value={<Ltr testId="setup-phone">{user.phoneMasked}</Ltr>} />}
        <Cell label={t('registeredAt')} value={<Ltr>{formatDate(new Date(user.registeredAt))}</Ltr>} />
      </div>
      <h2 className="section-title">{t('security')}</h2>
      <nav className="cells" aria-label={t('security')}>
        <Cell label={t('securityLevel')} value={t('level', { level: user.securityLevel })} href="/securityLevel" />
        <Cell label={t('payPassword')} value={setOrNot(user.payPasswordSet)} href="/payPassword" />
        <Cell label={t('google')} value={onOff(user.googleEnabled)} href="/googleCheck" />
        <Cell label={t('pin')} value={onOff(hasPin())} href="/pinset" />
        <Cell label={t('loginPassword')} value={setOrNot(user.hasPassword)} href="/password" />
      </nav>
      <h2 className="section-title">{t('display')}</h2>
      <nav className="cells" aria-label={t('display')}>
        <Cell label={t('fontSize')} value={t('fontSizeValue', { size: fontSize })} href="/fontSizeSettings" />
      </nav>
      <div className="actions">
        <Button variant="danger" busy={busy} onClick={() => setConfirmingLogout(true)} testId="logout">
          {t('logout')}
        </Button>
      </div>
      {confirmingLogout && (
        <ConfirmDialog
          title={t('logoutConfirmTitle')}
          text={t('logoutConfirmText')}
          confirm={t('logout')}
          cancel={t('cancel')}
          danger
          busy={busy}
          onConfirm={() => void logout()}
          onCancel={() => setConfirmingLogout(false)}
          testId="logout-confirm"
        />
      )}
    </>
  );
}

/** The account name, shown as a row with an edit button, edited in place. */
function AccountName({ user }: { user: UserInfo }) {
  const t = useTranslations('setUp');
  const tf = useTranslations('fields');
  const failureText = useFailureText();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(user.accountName);
  const [error, setError, edited] = useFieldError();
  const [busy, run] = useAction();

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const problem = checkAccountName(name);
    setError(problem === 'nameNoLetter' ? t('nameNoLetter') : problem ? tf(problem) : null);
    if (problem) return;
    await run(async () => {
      try {
        const [{ setAccountName }, { refreshUserInfo }] = await Promise.all([import('@/features/account/api/user'), import('@/lib/api/userInfo')]);
        await setAccountName(name.trim());
        await refreshUserInfo();
        setEditing(false);
      } catch (e) {
        const failure = failureOf(e);
        if (!failure) throw e;
        setError(failureText(failure));
      }
    });
  };

  if (!editing) {
    return (
      <div className="cells">
        <div className="cell">
          <span className="cell-label">{t('accountName')}</span>
          <span className="cell-value" data-testid="account-name">
            {user.accountName}
          </span>
          <button
            type="button"
            className="button button-text"
            onClick={() => {
              setName(user.accountName);
              setError(null);
              setEditing(true);
            }}
            aria-label={t('editName')}
          >
            {t('edit')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <form className="form form-inline" onSubmit={save} noValidate>
      <TextField label={t('accountName')} value={name} onChange={edited(setName)} error={error} maxLength={64} autoComplete="nickname" autoFocus />
      <div className="actions-row">
        <Button type="submit" busy={busy}>
          {t('save')}
        </Button>
        <Button variant="secondary" onClick={() => setEditing(false)} disabled={busy}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
