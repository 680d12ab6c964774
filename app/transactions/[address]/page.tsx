import { TransactionsPage } from './TransactionsPage';

/**
 * `/transactions/{address}` (SPEC §2). A static export cannot know every address, so one page is
 * exported for the placeholder `_` and every host rewrites `/transactions/*` to it (our server:
 * server/static/resolveStaticPath.ts; a CDN needs the same rule, e.g. `/transactions/* →
 * /transactions/_.html`; the service worker does it offline). The client reads the real address
 * from the URL.
 */
export function generateStaticParams() {
  return [{ address: '_' }];
}

export const dynamicParams = false;

export default function Page() {
  return <TransactionsPage />;
}
