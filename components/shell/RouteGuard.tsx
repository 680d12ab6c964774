'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { isProtected } from '@/lib/routes';
import { useLoginGuard } from '@/lib/useLoginGuard';

export function RouteGuard({ children }: { children: React.ReactNode }) {
  const pathname = usePathname();
  // The query matters for the HD-local routes (`/addressBook?wallet=hd`). The guard renders only
  // after the boot, in the browser, so reading the query never bails out of prerendering.
  const query = useSearchParams().toString();
  const allowed = useLoginGuard(pathname, isProtected(query ? `${pathname}?${query}` : pathname));
  return allowed ? <>{children}</> : null;
}
