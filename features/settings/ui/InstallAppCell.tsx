'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Cell } from '@/components/kit/Cell';
import type { ConfirmDialog as Dialog } from '@/components/kit/ConfirmDialog';
import type { InstallOffer, InstallState } from '@/features/settings/logic/installState';

type OfferWindow = Window & { installOffer?: InstallOffer };

/**
 * My's "Download app" (SPEC §2): the app is the page installed to the home screen. Where the browser
 * offered to install it, the entry opens that offer; where it cannot (Safari on iOS, a browser that
 * has not offered yet), it says how to add it by hand; once installed, it says so.
 */
export function InstallAppCell() {
  const t = useTranslations('mypage');
  const [state, setState] = useState<InstallState | null>(null);
  // The explanation's dialog loads when it is first needed.
  const [ConfirmDialog, setDialog] = useState<typeof Dialog | null>(null);
  const [explaining, setExplaining] = useState(false);

  useEffect(() => {
    const win = window as OfferWindow;
    // Loaded after the first paint (it reaches the shell bridge): My is a first screen.
    const logic = import('@/features/settings/logic/installState');
    const update = () => void logic.then(({ installState }) => setState(installState(win)));
    const offered = (event: Event) => {
      event.preventDefault();
      win.installOffer = event as InstallOffer;
      update();
    };
    const installed = () => {
      win.installOffer = undefined;
      setState({ kind: 'installed' });
    };
    update();
    window.addEventListener('beforeinstallprompt', offered);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener('beforeinstallprompt', offered);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);

  if (!state) return <Cell label={t('installApp')} />;
  if (state.kind === 'installed') return <Cell label={t('installApp')} value={t('installed')} />;
  const open = async () => {
    if (state.kind !== 'offer') {
      const { ConfirmDialog: loaded } = await import('@/components/kit/ConfirmDialog');
      setDialog(() => loaded);
      return setExplaining(true);
    }
    // The offer can be used once; a dismissed one is gone until the browser offers again.
    (window as OfferWindow).installOffer = undefined;
    await state.offer.prompt();
    const { outcome } = await state.offer.userChoice;
    const { installState } = await import('@/features/settings/logic/installState');
    setState(outcome === 'accepted' ? { kind: 'installed' } : installState(window as OfferWindow));
  };
  return (
    <>
      <Cell label={t('installApp')} onClick={() => void open()} />
      {explaining && ConfirmDialog && state.kind === 'manual' && (
        <ConfirmDialog
          title={t('installTitle')}
          text={state.platform === 'ios' ? t('installIos') : state.platform === 'android' ? t('installAndroid') : t('installOther')}
          confirm={t('installDone')}
          onConfirm={() => setExplaining(false)}
          onCancel={() => setExplaining(false)}
          testId="install-help"
        />
      )}
    </>
  );
}
