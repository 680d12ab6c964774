'use client';

import { useTranslations } from 'next-intl';
import { NavBar } from '@/components/kit/NavBar';
import type { WealthCategory } from '@/features/wealth/contract/wealthRules';
import { ProductList } from './ProductList';
import { WealthRules } from './WealthRules';

/** `/pos` (PoS mining) and `/coinplan` (coin plans): that type's products on sale, then its rules. */
export function CategoryScreen({ category }: { category: WealthCategory }) {
  const t = useTranslations('wealth');
  return (
    <main className="screen">
      <NavBar title={t(`category.${category}`)} fallback="/index/wealth" />
      <p className="footnote">{t(`categoryHint.${category}`)}</p>
      <ProductList category={category} />
      <WealthRules />
    </main>
  );
}
