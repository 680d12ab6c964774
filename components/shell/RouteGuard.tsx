'use client';

import { usePathname } from 'next/navigation';
import { useLoginGuard } from '@/lib/useLoginGuard';

export function RouteGuard({ children }: { children: React.ReactNode }) {
  const allowed = useLoginGuard(usePathname());
  return allowed ? <>{children}</> : null;
}
