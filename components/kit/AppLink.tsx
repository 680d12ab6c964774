'use client';

import { useRouter } from 'next/navigation';

/**
 * An in-app link: a real `<a href>` (so it can be opened in a new tab, copied, and is announced as a
 * link) that navigates with the app router on a plain click. It is used instead of next/link, whose
 * code (~3 kB gzip) would otherwise be part of the first load of every page that has a link. The
 * screens one tap from the tab bar are prefetched at idle instead (components/shell/prefetchScreens.ts).
 */
export function AppLink({
  href,
  replace = false,
  className,
  children,
  testId,
  current = false,
}: {
  href: string;
  replace?: boolean;
  className?: string;
  children: React.ReactNode;
  testId?: string;
  /** The link to the page being shown (a tab): announced as the current page. */
  current?: boolean;
}) {
  const router = useRouter();
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (replace) router.replace(href);
    else router.push(href);
  };
  return (
    <a href={href} className={className} onClick={onClick} data-testid={testId} aria-current={current ? 'page' : undefined}>
      {children}
    </a>
  );
}
