'use client';

import { IconStar } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/kit/AppLink';
import { Empty } from '@/components/kit/Empty';

/** The empty favourites list (market tab, /hangqingSort): what it is for, and the way to add some. */
export function NoFavourites() {
  const t = useTranslations('market');
  return (
    <Empty
      icon={IconStar}
      title={t('noFavourites')}
      body={t('noFavouritesBody')}
      action={
        <AppLink className="button" href="/hangqingAdd" testId="add-favourites">
          {t('addFavourites')}
        </AppLink>
      }
    />
  );
}
