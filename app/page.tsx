'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { HOME } from '@/lib/routes';

/** `/` goes to the wallet tab, keeping the query (the guard's `redirect`). The server does the same with a 302. */
export default function Root() {
  const router = useRouter();
  useEffect(() => router.replace(HOME + window.location.search), [router]);
  return null;
}
