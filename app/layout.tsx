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
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#f5f6f8' },
    { media: '(prefers-color-scheme: dark)', color: '#0f1217' },
  ],
};

/**
 * Applies the stored language, font size, theme and colour option before first paint, so a reload in
 * Arabic, at 20 px or in the dark theme does not flash left-to-right, resize or light up. The same logic runs again in DocumentSettings.
 */
const EARLY_SETTINGS = `try{var s=localStorage,d=document.documentElement,l=JSON.parse(s.getItem('lang')||'null'),f=Number(s.getItem('fontSize')),t=JSON.parse(s.getItem('theme')||'null'),c=JSON.parse(s.getItem('colorOption')||'null');if(l){d.lang=l==='in'?'hi':l;d.dir=l==='ar'?'rtl':'ltr'}if(f>=12&&f<=24)d.style.fontSize=f+'px';if(t==='light'||t==='dark')d.dataset.theme=t;if(c==='red-up'||c==='green-up')d.dataset.colorOption=c}catch(e){}`;

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
