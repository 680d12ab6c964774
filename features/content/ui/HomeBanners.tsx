'use client';

import { useLocale, useTranslations } from 'next-intl';
import { AppLink } from '@/components/kit/AppLink';
import { useBanners } from '@/features/content/api/content';
import type { Banner } from '@/features/content/contract/contentApi';
import { isExternalLink } from '@/features/content/logic/linkProblem';
import styles from './Content.module.css';
import { SampleBadge } from './SampleNote';

/**
 * Home's banners (the spec's "ads"), from operator content: a strip that scrolls sideways, one
 * banner a screen wide. Loaded lazily by home, below its content; it renders nothing until the
 * banners have arrived, and nothing when there are none or they failed, so it never shifts what
 * is above it.
 */
export function HomeBanners() {
  const t = useTranslations('content');
  const locale = useLocale();
  const { data } = useBanners(locale);
  if (!data || data.items.length === 0) return null;
  return (
    <section className={styles.banners} aria-label={t('banners.label')} data-testid="home-banners">
      <ul className={styles.bannerTrack}>
        {data.items.map((banner) => (
          <li key={banner.id} className={styles.banner}>
            <BannerLink banner={banner} />
            {data.sample && <SampleBadge className={styles.bannerBadge} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

function BannerLink({ banner }: { banner: Banner }) {
  const image = <img className={styles.bannerImage} src={banner.image} alt={banner.title} loading="lazy" decoding="async" />;
  if (!banner.link) return <div className={styles.bannerLink}>{image}</div>;
  if (isExternalLink(banner.link)) {
    return (
      <a className={styles.bannerLink} href={banner.link} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  }
  return (
    <AppLink className={styles.bannerLink} href={banner.link}>
      {image}
    </AppLink>
  );
}
