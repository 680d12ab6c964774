import type { Metadata, Viewport } from 'next';
import { AppBoot } from '@/components/shell/AppBoot';
import { AppEvents } from '@/components/shell/AppEvents';
import { AppLock } from '@/components/shell/AppLock';
import { DocumentSettings } from '@/components/shell/DocumentSettings';
import { PageFrame } from '@/components/shell/PageFrame';
import { Providers } from '@/components/shell/Providers';
import { RouteGuard } from '@/components/shell/RouteGuard';
import { ServiceWorker } from '@/components/shell/ServiceWorker';
import { WalletConnectMount } from '@/features/walletConnect/ui/WalletConnectMount';
import en from '@/lib/i18n/generated/en.json';
import './globals.css';

export const metadata: Metadata = {
  title: en.app.name,
  description: en.app.description,
  manifest: '/manifest.webmanifest',
  icons: { icon: '/icons/icon-192.png', apple: '/icons/apple-touch-icon.png' },
  appleWebApp: { capable: true, title: en.app.name, statusBarStyle: 'default' },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
  themeColor: '#1f6feb',
};

/**
 * Applies the stored language and font size before first paint, so a reload in Arabic or at 20 px
 * does not flash left-to-right or resize. The same logic runs again in DocumentSettings.
 */
const EARLY_SETTINGS = `try{var s=localStorage,l=JSON.parse(s.getItem('lang')||'null'),f=Number(s.getItem('fontSize'));if(l){document.documentElement.lang=l==='in'?'hi':l;document.documentElement.dir=l==='ar'?'rtl':'ltr'}if(f>=12&&f<=24)document.documentElement.style.fontSize=f+'px'}catch(e){}`;

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" dir="ltr" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: EARLY_SETTINGS }} />
      </head>
      <body>
        <Providers>
          <DocumentSettings />
          <AppEvents />
          <ServiceWorker />
          <AppBoot>
            <AppLock>
              <RouteGuard>
                <PageFrame>{children}</PageFrame>
              </RouteGuard>
              <WalletConnectMount />
            </AppLock>
          </AppBoot>
        </Providers>
      </body>
    </html>
  );
}
