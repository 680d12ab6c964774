'use client';

import { Provider as JotaiProvider, getDefaultStore, useAtomValue } from 'jotai';
import { NextIntlClientProvider } from 'next-intl';
import { Suspense, startTransition, use, useEffect, useState } from 'react';
import { FirstPaintRelease } from '@/components/shell/FirstPaintRelease';
import { useHydrated } from '@/lib/firstPaint/useHydrated';
import { catalogue } from '@/lib/i18n/loadMessages';
import { DEFAULT_LOCALE, intlTag, type Locale } from '@/lib/i18n/locales';
import { localeAtom } from '@/lib/state/settings';

/**
 * The messages of the locale in force. The exported HTML is the English first screen, so hydration
 * renders English too (suspending, with that HTML still shown, until the English catalogue is in);
 * then the device's locale loads and replaces it. A later switch keeps the old text until the new
 * catalogue is there. Under `data-hold` (lib/firstPaint/earlySettings.ts) none of that English shows.
 */
function IntlProvider({ children }: { children: React.ReactNode }) {
  const hydrated = useHydrated();
  const wanted = useAtomValue(localeAtom);
  const target: Locale = hydrated ? wanted : DEFAULT_LOCALE;
  const [shown, setShown] = useState<Locale>(target);

  useEffect(() => {
    if (target === shown) return;
    let live = true;
    catalogue(target).then(
      // A transition: the screen keeps the old text (not the boot spinner) while React takes up the new catalogue.
      () => live && startTransition(() => setShown(target)),
      (error) => console.error('messages failed to load', target, error),
    );
    return () => {
      live = false;
    };
  }, [target, shown]);

  const messages = use(catalogue(shown));
  return (
    // No time zone in the browser: reading the device's is the page's first Intl call, which loads
    // ICU's data (20-80 ms here before any slowdown), and no first screen shows a date. A
    // `format.dateTime` passes `timeZone: deviceTimeZone()` (lib/format/formatDate.ts); without one
    // use-intl reports ENVIRONMENT_FALLBACK on the console. The export is rendered in UTC.
    <NextIntlClientProvider locale={intlTag(shown)} messages={messages} timeZone={typeof window === 'undefined' ? 'UTC' : undefined}>
      <FirstPaintRelease ready={hydrated && shown === wanted} />
      {children}
    </NextIntlClientProvider>
  );
}

function BootSpinner() {
  return (
    <main className="boot" aria-busy="true">
      <div className="spinner" aria-hidden="true" />
    </main>
  );
}

/** Everything the pages share: one jotai store (the API layer reads the same one) and the messages. */
export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <JotaiProvider store={getDefaultStore()}>
      <Suspense fallback={<BootSpinner />}>
        <IntlProvider>{children}</IntlProvider>
      </Suspense>
    </JotaiProvider>
  );
}
