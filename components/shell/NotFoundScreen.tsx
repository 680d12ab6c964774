'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Empty } from '@/components/kit/Empty';
import { HOME, NOT_FOUND, redirectFor } from '@/lib/routes';
import { useLoginGuard } from '@/lib/useLoginGuard';

/**
 * Any path without a page: the login guard applies first (a protected route asks for login even
 * before it is reachable), then `/index` goes home and everything else to /404 (SPEC §2).
 */
export function NotFoundScreen() {
  const t = useTranslations('notFound');
  const pathname = usePathname();
  const allowed = useLoginGuard(pathname);
  useEffect(() => {
    if (!allowed || pathname === NOT_FOUND) return;
    // A hard navigation: /404 is a file the host serves, not a client route.
    window.location.replace(redirectFor(pathname));
  }, [allowed, pathname]);
  if (pathname !== NOT_FOUND) return null;
  return (
    <main className="screen">
      <Empty
        title={t('title')}
        body={t('body')}
        action={
          // A plain link: /404 is a document of its own, and next/link would add its code to every page.
          <a className="button" href={HOME}>
            {t('home')}
          </a>
        }
      />
    </main>
  );
}
