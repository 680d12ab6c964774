'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { useCandles } from '@/features/market/api/market';
import { CHART_RANGES, type ChartRange } from '@/features/market/contract/marketRules';
import { chartData } from '@/features/market/logic/chartData';
import { formatDate } from '@/lib/format/formatDate';
import { formatPrice } from '@/lib/format/formatPrice';
import { shortNumber } from '@/lib/format/shortNumber';
import { useCurrency } from '@/lib/useCurrency';
import { ChartPlot } from './ChartPlot';
import { useOnline } from '@/lib/useOnline';
import chart from './Chart.module.css';

/** How the crosshair's time reads in each range: the time of day for a day, the date beyond. */
const TIME_PATTERN: Record<ChartRange, string> = { '1D': 'h:i', '1W': 'm-d h:i', '1M': 'm-d h:i', '1Y': 'y-m-d', ALL: 'y-m-d' };
/** The time axis's labels: shorter than the crosshair's. */
const AXIS_PATTERN: Record<ChartRange, string> = { '1D': 'h:i', '1W': 'm-d', '1M': 'm-d', '1Y': 'y-m', ALL: 'y-m' };

/** A chart value (a float in the user's currency) as a decimal string formatPrice reads. */
function numberText(value: number): string {
  return value.toFixed(12).replace(/\.?0+$/, '');
}

/**
 * The /coinDetail price chart: ranges 1D / 1W / 1M / 1Y / All, the closing prices in the user's
 * currency, and a crosshair (mouse, touch, or the arrow keys on the focused chart) whose price and
 * time are written above it. Loading, empty ("being prepared": the job fetches the asset's candles
 * next), error with retry, and offline (the last points SWR holds, with a note).
 */
export function PriceChart({ symbol }: { symbol: string }) {
  const t = useTranslations('market');
  const currency = useCurrency();
  const online = useOnline();
  const [range, setRange] = useState<ChartRange>('1D');
  const candles = useCandles(symbol, range);
  const [readout, setReadout] = useState<number | null>(null);
  const data = useMemo(() => chartData(candles.data?.points ?? [], currency.rate), [candles.data, currency.rate]);
  const [xs, ys] = data;
  const shown = readout !== null && readout < xs.length ? readout : xs.length - 1;
  const priceText = (value: number) => formatPrice(numberText(value), { ...currency, rate: '1' });

  return (
    <section className={chart.chart} aria-labelledby="chart-title" data-testid="price-chart">
      <h2 id="chart-title" className="visually-hidden">
        {t('chartTitle')}
      </h2>
      <div className={chart.ranges} role="group" aria-label={t('chartRange')}>
        {CHART_RANGES.map((key) => (
          <button
            key={key}
            type="button"
            className={chart.range}
            aria-pressed={range === key}
            onClick={() => {
              setRange(key);
              setReadout(null);
            }}
            data-testid={`range-${key}`}
          >
            {t(`range.${key}`)}
          </button>
        ))}
      </div>
      <p className={chart.readout} data-testid="chart-readout">
        {shown >= 0 ? (
          <>
            <span className={chart.readoutPrice} dir="ltr">
              {priceText(ys[shown])}
            </span>{' '}
            <span className={chart.readoutTime} dir="ltr">
              {formatDate(Math.round(xs[shown] * 1000), TIME_PATTERN[range])}
            </span>
          </>
        ) : (
          ' '
        )}
      </p>
      <div className={chart.box}>
        {!candles.data && candles.error ? (
          <LoadFailed text={t('chartFailed')} onRetry={() => void candles.mutate()} testId="chart-error" />
        ) : !candles.data ? (
          <div className={`${chart.placeholder} coin-skeleton`} role="status" aria-busy="true" aria-label={t('chartLoading')} data-testid="chart-loading" />
        ) : xs.length === 0 ? (
          <p className={chart.placeholder} role="status" data-testid="chart-empty">
            {t('chartPreparing')}
          </p>
        ) : (
          <ChartPlot
            data={data}
            label={t('chartLabel', { symbol, range: t(`range.${range}`), first: priceText(ys[0]), last: priceText(ys[ys.length - 1]) })}
            index={shown}
            valueText={`${priceText(ys[shown])} ${formatDate(Math.round(xs[shown] * 1000), TIME_PATTERN[range])}`}
            priceAxis={(value) => (Math.abs(value) >= 10_000 ? `${currency.symbol}${shortNumber(Math.round(value))}` : priceText(value))}
            timeAxis={(seconds) => formatDate(Math.round(seconds * 1000), AXIS_PATTERN[range])}
            onCursor={setReadout}
          />
        )}
      </div>
      {candles.data && (!online || candles.error) && (
        <p className={chart.offline} role="status" data-testid="chart-offline">
          {t('chartOffline')}
        </p>
      )}
    </section>
  );
}
