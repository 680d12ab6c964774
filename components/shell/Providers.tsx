'use client';

import { Provider as JotaiProvider, getDefaultStore, useAtomValue } from 'jotai';
import { NextIntlClientProvider } from 'next-intl';
import { useEffect, useState } from 'react';
import { loadMessages, type Messages } from '@/lib/i18n/loadMessages';
import { intlTag, type Locale } from '@/lib/i18n/locales';
import { localeAtom } from '@/lib/state/settings';

/**
 * The messages of the locale in force. Until the first catalogue arrives (it loads in parallel with
 * the boot's initial-info call) the boot spinner shows; a later switch keeps the old text until the
 * new one is there.
 */
function IntlProvider({ children }: { children: React.ReactNode }) {
  const locale = useAtomValue(localeAtom);
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Messages } | null>(null);

  useEffect(() => {
    let live = true;
    loadMessages(locale).then(
      (messages) => live && setLoaded({ locale, messages }),
      (error) => console.error('messages failed to load', locale, error),
    );
    return () => {
      live = false;
    };
  }, [locale]);

  if (!loaded) {
    return (
      <main className="boot" aria-busy="true">
        <div className="spinner" aria-hidden="true" />
      </main>
    );
  }
  return (
    <NextIntlClientProvider locale={intlTag(loaded.locale)} messages={loaded.messages} timeZone={Intl.DateTimeFormat().resolvedOptions().timeZone}>
      {children}
    </NextIntlClientProvider>
  );
}

/** Everything the pages share: one jotai store (the API layer reads the same one) and the messages. */
export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <JotaiProvider store={getDefaultStore()}>
      <IntlProvider>{children}</IntlProvider>
    </JotaiProvider>
  );
}
