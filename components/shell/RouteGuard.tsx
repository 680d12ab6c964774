'use client';

import { usePathname } from 'next/navigation';
import { useQuery } from '@/lib/firstPaint/useHydrated';
import { isProtected } from '@/lib/routes';
import { useLoginGuard } from '@/lib/useLoginGuard';

export function RouteGuard({ children }: { children: React.ReactNode }) {
  const pathname = usePathname();
  // The query matters for the HD-local routes (`/addressBook?wallet=hd`); those wait for the boot,
  // so the query is there before they render.
  const query = useQuery().toString();
  const allowed = useLoginGuard(pathname, isProtected(query ? `${pathname}?${query}` : pathname));
  return allowed ? <>{children}</> : null;
}
