'use client';

import { IconSearch } from '@tabler/icons-react';
import { useAtom, useAtomValue } from 'jotai';
import { useFormatter, useTranslations } from 'next-intl';
import { Empty } from '@/components/kit/Empty';
import { NavBar } from '@/components/kit/NavBar';
import { SearchField } from '@/components/kit/SearchField';
import { OptionList } from '@/components/kit/OptionList';
import { deviceTimeZone } from '@/lib/format/formatDate';
import { formatRate } from '@/lib/format/formatRate';
import { useKeptState } from '@/lib/state/keptState';
import { initInfoAtom } from '@/lib/state/session';
import { currencyCodeAtom } from '@/lib/state/settings';
import { pickCurrency } from '@/lib/useCurrency';

/** `/huobi`: the default currency amounts are shown in, with its rate and where the rate comes from. */
export function CurrencyScreen() {
  const t = useTranslations('currency');
  const format = useFormatter();
  const info = useAtomValue(initInfoAtom);
  const [code, setCode] = useAtom(currencyCodeAtom);
  const [query, setQuery] = useKeptState('query', '');
  const currencies = info?.currencies ?? [];
  const name = (c: string) => (t.has(`names.${c}`) ? t(`names.${c}` as 'names.USD') : c);
  const q = query.trim().toLowerCase();
  const shown = currencies.filter((c) => !q || c.code.toLowerCase().includes(q) || name(c.code).toLowerCase().includes(q));
  const asOf = info ? format.dateTime(new Date(info.ratesSource.asOf), { dateStyle: 'medium', timeZone: deviceTimeZone() }) : '';
  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/index/mypage" />
      <SearchField label={t('search')} value={query} onChange={setQuery} />
      {shown.length === 0 ? (
        <Empty icon={IconSearch} title={t('empty', { query })} />
      ) : (
        <OptionList<string>
          name="currency"
          label={t('title')}
          value={pickCurrency(code, currencies).code}
          onChange={setCode}
          options={shown.map((c) => ({
            value: c.code,
            label: `${c.code} ${c.symbol} · ${name(c.code)}`,
            hint: t('rate', { rate: formatRate(c.rate), code: c.code }),
          }))}
        />
      )}
      {info && <p className="footnote">{info.ratesSource.kind === 'sample' ? t('sampleNote', { date: asOf }) : t('feedNote', { date: asOf })}</p>}
    </main>
  );
}
