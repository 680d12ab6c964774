'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { Cell } from '@/components/kit/Cell';
import { Ltr } from '@/components/kit/Ltr';
import { userInfoAtom } from '@/lib/state/session';

/**
 * My's "Invite code" (SPEC §2): the account's code, shared as a link to registration with the code
 * filled in (`/register?invite=`), through the shell's share, Web Share, or the clipboard.
 */
export function InviteCodeCell() {
  const t = useTranslations('mypage');
  const code = useAtomValue(userInfoAtom)?.inviteCode;
  if (!code) return null;
  // The share helpers (and the shell bridge) load on the tap: My is a first screen.
  const invite = async () => {
    const { shareLink } = await import('@/components/kit/shareLink');
    await shareLink({ title: t('inviteTitle'), text: t('inviteText', { code }), url: `${window.location.origin}/register?invite=${encodeURIComponent(code)}` });
  };
  return <Cell label={t('inviteCode')} value={<Ltr testId="invite-code">{code}</Ltr>} onClick={() => void invite()} />;
}
