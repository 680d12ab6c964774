import type { Metadata, Viewport } from 'next';
import { AppBoot } from '@/components/shell/AppBoot';
import { AppEvents } from '@/components/shell/AppEvents';
import { AppLock } from '@/components/shell/AppLock';
import { DocumentSettings } from '@/components/shell/DocumentSettings';
import { PageFrame } from '@/components/shell/PageFrame';
import { Providers } from '@/components/shell/Providers';
import { RouteGuard } from '@/components/shell/RouteGuard';
import { earlySettingsScript, installOfferScript, serviceWorkerScript } from '@/lib/firstPaint/earlySettings';
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
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#f5f6f8' },
    { media: '(prefers-color-scheme: dark)', color: '#0f1217' },
  ],
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" dir="ltr" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: earlySettingsScript() }} />
        {process.env.NODE_ENV === 'production' && <script dangerouslySetInnerHTML={{ __html: serviceWorkerScript() + ';' + installOfferScript() }} />}
      </head>
      <body>
        <Providers>
          <DocumentSettings />
          <AppEvents />
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
