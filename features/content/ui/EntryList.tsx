'use client';

import { useState } from 'react';
import { AppLink } from '@/components/kit/AppLink';
import type { DiscoverEntry } from '@/features/content/contract/contentApi';
import { isExternalLink } from '@/features/content/logic/linkProblem';
import styles from './Content.module.css';
import { DappSheet } from './DappSheet';

/**
 * Discover entries: a product of this app (an in-app path) is a link that navigates inside it; a
 * dapp is a button that opens the confirmation sheet (DappSheet) before leaving.
 */
export function EntryList({ entries, label }: { entries: readonly DiscoverEntry[]; label?: string }) {
  const [opened, setOpened] = useState<DiscoverEntry | null>(null);
  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {entries.map((entry) => (
          <li key={entry.id} className={styles.item}>
            {isExternalLink(entry.url) ? (
              <button type="button" className={styles.entry} onClick={() => setOpened(entry)} aria-haspopup="dialog" data-testid="discover-entry">
                <EntryBody entry={entry} />
              </button>
            ) : (
              <AppLink className={styles.entry} href={entry.url} testId="discover-entry">
                <EntryBody entry={entry} />
              </AppLink>
            )}
          </li>
        ))}
      </ul>
      {opened && <DappSheet entry={opened} onClose={() => setOpened(null)} />}
    </>
  );
}

function EntryBody({ entry }: { entry: DiscoverEntry }) {
  return (
    <>
      <img className={styles.entryIcon} src={entry.icon} alt="" loading="lazy" decoding="async" />
      <span className={styles.entryMain}>
        <span className={styles.entryName} dir="auto">
          {entry.name}
        </span>
        <span className={styles.entryText} dir="auto">
          {entry.description}
        </span>
      </span>
    </>
  );
}
