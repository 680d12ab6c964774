'use client';

import { IconBell } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useState } from 'react';
import { useSWRConfig } from 'swr';
import { Empty } from '@/components/kit/Empty';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { NavBar } from '@/components/kit/NavBar';
import { isWalletKey, markNoticesRead, useNotices } from '@/features/cloudWallet/api/wallet';
import { noticeMessage } from '@/features/cloudWallet/logic/noticeMessage';
import { pagedItems } from '@/lib/api/pagedItems';
import type { Notice } from '@/features/cloudWallet/contract/walletApi';
import { formatDate } from '@/lib/format/formatDate';
import { timeAgo } from '@/lib/format/timeAgo';
import { toIntlLocale } from '@/lib/format/toIntlLocale';
import { CoinRowsLoading } from './CoinRow';
import { NoticeDetailDialog } from './NoticeDetailDialog';
import { useMoreOnScroll } from '@/components/kit/useMoreOnScroll';
import styles from './Records.module.css';

const NONE: ReadonlySet<string> = new Set();

/**
 * Notices this app session has told the server are read. A page of notices cached by SWR from an
 * earlier visit still says "unread" for them until it revalidates; they must not come back as new.
 */
const reportedRead = new Set<string>();

/**
 * `/historyNotice`: the account's notices, newest first, a page at a time. Opening the screen
 * marks the notices it shows read on the server (the home badge clears), but this visit keeps
 * them marked new (bold, a dot, "Unread") so the user sees what came in; tapping one opens its whole
 * text and clears that, as "Mark all read" does for all. The unread count is the server's at opening, less what was cleared since.
 */
export function NoticeScreen() {
  const t = useTranslations('notices');
  const { mutate: mutateAny } = useSWRConfig();
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useNotices();
  const { items, hasMore } = pagedItems(data);
  // What was already reported read when this visit began: not new, whatever a cached page says.
  const [readBefore] = useState(() => new Set(reportedRead));
  const [fresh, setFresh] = useState<ReadonlySet<string>>(NONE);
  const [cleared, setCleared] = useState<ReadonlySet<string>>(NONE);
  const [allCleared, setAllCleared] = useState(false);
  const [unreadAtOpen, setUnreadAtOpen] = useState<number | null>(null);
  const [markingAll, setMarkingAll] = useState(false);
  const [opened, setOpened] = useState<{ text: string; createdAt: string } | null>(null);

  const report = (ids: string[]) => {
    for (const id of ids) reportedRead.add(id);
    markNoticesRead({ ids })
      .then(() => mutateAny(isWalletKey('noticesUnread')))
      .catch(() => {
        // The client toasted it; a tap on the notice tries again.
        for (const id of ids) reportedRead.delete(id);
      });
  };

  // Notices that arrive unread are new in this visit: noted as each page arrives, before it shows.
  const [arrivedData, setArrivedData] = useState<typeof data>(undefined);
  if (data && data !== arrivedData) {
    setArrivedData(data);
    const unread = items.filter((n) => !n.read && !readBefore.has(n.id));
    if (unreadAtOpen === null) {
      const stale = items.filter((n) => !n.read && readBefore.has(n.id)).length;
      setUnreadAtOpen(Math.max(0, (data[0]?.unreadCount ?? 0) - stale));
    }
    const arrived = unread.filter((n) => !fresh.has(n.id)).map((n) => n.id);
    if (arrived.length > 0) setFresh(new Set([...fresh, ...arrived]));
  }

  // ...and are reported read, once each, from the page as it is when it arrives.
  const reportArrived = useEffectEvent(() => {
    const unreported = items.filter((n) => !n.read && !readBefore.has(n.id) && !reportedRead.has(n.id)).map((n) => n.id);
    if (unreported.length > 0) report(unreported);
  });
  useEffect(() => {
    if (data) reportArrived();
  }, [data]);

  const isUnread = (n: Notice) => !allCleared && fresh.has(n.id) && !cleared.has(n.id);
  const shownUnread = items.filter(isUnread).length;
  const count = allCleared ? 0 : Math.max((unreadAtOpen ?? 0) - [...cleared].filter((id) => fresh.has(id)).length, shownUnread);

  const loadingMore = isValidating && size > (data?.length ?? 0);
  const more = () => {
    if (hasMore && !loadingMore && !error) void setSize(size + 1);
  };
  const sentinel = useMoreOnScroll(more, items.length);

  const open = (notice: Notice, text: string) => {
    setOpened({ text, createdAt: notice.createdAt });
    if (!isUnread(notice)) return;
    setCleared(new Set([...cleared, notice.id]));
    if (!reportedRead.has(notice.id)) report([notice.id]);
  };

  const markAll = async () => {
    setMarkingAll(true);
    try {
      await markNoticesRead({ all: true });
      for (const notice of items) reportedRead.add(notice.id);
      setAllCleared(true);
      await Promise.all([mutate(), mutateAny(isWalletKey('noticesUnread'))]);
    } catch {
      // The client toasted the failure; the notices stay as they were.
    } finally {
      setMarkingAll(false);
    }
  };

  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/index/home" />
      {error && items.length === 0 ? (
        <LoadFailed text={t('loadFailed')} onRetry={() => void mutate()} testId="notices-error" />
      ) : isLoading && items.length === 0 ? (
        <CoinRowsLoading label={t('loading')} rows={3} />
      ) : items.length === 0 ? (
        <Empty icon={IconBell} title={t('emptyTitle')} body={t('emptyBody')} />
      ) : (
        <>
          <div className={styles.toolbar}>
            <p role="status" data-testid="unread-count">
              {t('unreadCount', { count })}
            </p>
            <button type="button" className="button button-text" onClick={() => void markAll()} disabled={markingAll || count === 0} aria-busy={markingAll || undefined} data-testid="mark-all-read">
              {t('markAllRead')}
            </button>
          </div>
          <ul className="coins" data-testid="notices">
            {items.map((notice) => (
              <NoticeRow key={notice.id} notice={notice} unread={isUnread(notice)} onOpen={(text) => open(notice, text)} />
            ))}
          </ul>
          {error && (
            <p className="notice notice-error" role="alert">
              {t('loadFailed')}
            </p>
          )}
          {hasMore && (
            <>
              <div ref={sentinel} className={styles.sentinel} />
              <button type="button" className="button button-text more" onClick={() => (error ? void mutate() : more())} aria-busy={loadingMore || undefined}>
                {loadingMore ? t('loadingMore') : error ? t('retry') : t('loadMore')}
              </button>
            </>
          )}
        </>
      )}
      {opened && <NoticeDetailDialog text={opened.text} createdAt={opened.createdAt} onClose={() => setOpened(null)} />}
    </main>
  );
}

function NoticeRow({ notice, unread, onOpen }: { notice: Notice; unread: boolean; onOpen: (text: string) => void }) {
  const t = useTranslations('notices');
  const locale = toIntlLocale(useLocale());
  const message = noticeMessage(notice);
  const text = message ? t(message.key, message.values) : notice.text;
  const created = new Date(notice.createdAt);
  return (
    <li className={`${styles.item} ${unread ? styles.unread : styles.read}`}>
      <button type="button" className={styles.row} onClick={() => onOpen(text)} aria-haspopup="dialog" data-testid="notice-row" data-read={unread ? 'false' : 'true'} data-kind={notice.kind}>
        {unread ? <span className={styles.dot} aria-hidden="true" /> : <span className={styles.dotSpacer} aria-hidden="true" />}
        <span className={styles.rowMain}>
          {unread && <span className="visually-hidden">{t('unread')}: </span>}
          <span className={`${styles.rowTitle} ${styles.clamp}`}>{text}</span>
          <time className="coin-sub" dateTime={notice.createdAt} title={formatDate(created)}>
            {timeAgo({ from: created }, locale, t('justNow'))}
          </time>
        </span>
      </button>
    </li>
  );
}
