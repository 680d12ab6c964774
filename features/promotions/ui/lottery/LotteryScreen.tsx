'use client';

import { IconConfetti, IconGift, IconHistory, IconMoodEmpty, IconTicket } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { AppLink } from '@/components/kit/AppLink';
import { Button } from '@/components/kit/Button';
import { Empty } from '@/components/kit/Empty';
import { Fact } from '@/components/kit/Facts';
import { FormSkeleton } from '@/components/kit/FormSkeleton';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { Ltr } from '@/components/kit/Ltr';
import { NavBar } from '@/components/kit/NavBar';
import { failureOf } from '@/lib/api/apiFailure';
import { newIdempotencyKey } from '@/lib/api/newIdempotencyKey';
import { useFailureText } from '@/lib/api/useFailureText';
import { formatAmount } from '@/lib/format/formatAmount';
import { formatDate } from '@/lib/format/formatDate';
import { isLoggedInAtom } from '@/lib/state/session';
import { useAction } from '@/lib/useAction';
import { drawLottery, lotteryDrawsBefore, useLotteryInfo, useLotteryMine } from '@/features/promotions/api/lottery';
import type { LotteryDraw, LotteryDrawResult, LotteryInfo, LotteryMine } from '@/features/promotions/contract/lotteryApi';
import styles from './Lottery.module.css';

/** Where the login brings the visitor back to. */
const LOGIN_HREF = `/relogin?redirect=${encodeURIComponent('/lottery')}`;

/**
 * `/lottery`: draws paid with activated points. Everyone sees the rules (cost, daily limit, the
 * UTC day) and the prize table with each chance and what is left; a logged-out visitor gets a login
 * button where the draw button would be. Signed in: the points and the draws left today, the draw
 * button (off, too few points or no draws left each say why), the result revealed in place (no
 * animation under prefers-reduced-motion), and my draws, ten at a time.
 */
export function LotteryScreen() {
  const t = useTranslations('promotions.lottery');
  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/index/find" />
      <Lottery />
    </main>
  );
}

function Lottery() {
  const t = useTranslations('promotions.lottery');
  const info = useLotteryInfo();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const mine = useLotteryMine(loggedIn);
  if (info.error && !info.data) return <LoadFailed text={t('loadFailed')} onRetry={() => void info.mutate()} testId="lottery-load-failed" />;
  if (!info.data) return <FormSkeleton label={t('loading')} />;
  const data = info.data;
  const refresh = () => {
    void info.mutate();
    void mine.mutate();
  };
  return (
    <>
      <section className={styles.hero} aria-labelledby="lottery-hero-title">
        <h2 id="lottery-hero-title" className={styles.heroTitle}>
          <IconTicket aria-hidden="true" /> {t('title')}
        </h2>
        <p className={styles.heroIntro}>{t('intro')}</p>
      </section>
      {!data.configured ? (
        <Empty icon={IconGift} title={t('notSetTitle')} body={t('notSetBody')} />
      ) : (
        <>
          {!data.enabled && (
            <div className="notice notice-warning" role="status" data-testid="lottery-closed">
              <p>
                <strong>{t('closedTitle')}</strong>
              </p>
              <p>{t('closedBody')}</p>
            </div>
          )}
          <Facts info={data} mine={mine.data ?? null} />
          {loggedIn ? <DrawArea info={data} mine={mine.data} mineFailed={Boolean(mine.error && !mine.data)} onRetry={refresh} onDrawn={refresh} /> : <LoggedOut />}
          <PrizeTable info={data} />
        </>
      )}
      {loggedIn && <MyDraws mine={mine.data} failed={Boolean(mine.error && !mine.data)} onRetry={() => void mine.mutate()} />}
      {data.configured && <Rules info={data} />}
    </>
  );
}

function Facts({ info, mine }: { info: LotteryInfo; mine: LotteryMine | null }) {
  const t = useTranslations('promotions.lottery');
  return (
    <section className={styles.section} aria-labelledby="lottery-facts-title">
      <h2 id="lottery-facts-title" className="section-title">
        {t('factsTitle')}
      </h2>
      <dl className="facts">
        <Fact label={t('cost')} testId="lottery-cost">
          {t('costValue', { cost: formatAmount(info.cost, { exact: true }) })}
        </Fact>
        <Fact label={t('dailyLimit')} testId="lottery-daily-limit">
          {t('dailyLimitValue', { limit: info.dailyLimit })}
        </Fact>
        {mine && (
          <>
            <Fact label={t('drawsLeft')} testId="lottery-draws-left">
              {t('drawsLeftValue', { left: mine.drawsLeft, limit: info.dailyLimit })}
            </Fact>
            <Fact label={t('points')} testId="lottery-points">
              <Ltr>{formatAmount(mine.points, { exact: true })}</Ltr>
            </Fact>
          </>
        )}
        <Fact label={t('reset')}>
          <Ltr>{t('resetValue')}</Ltr>
        </Fact>
      </dl>
    </section>
  );
}

function LoggedOut() {
  const t = useTranslations('promotions.lottery');
  return (
    <div className={styles.drawArea}>
      <p className={styles.why}>{t('loggedOutNote')}</p>
      <AppLink className="button" href={LOGIN_HREF} testId="lottery-login">
        {t('loginToDraw')}
      </AppLink>
    </div>
  );
}

function DrawArea({ info, mine, mineFailed, onRetry, onDrawn }: { info: LotteryInfo; mine: LotteryMine | undefined; mineFailed: boolean; onRetry: () => void; onDrawn: () => void }) {
  const t = useTranslations('promotions.lottery');
  const [key, setKey] = useState(newIdempotencyKey);
  const [result, setResult] = useState<LotteryDrawResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, run] = useAction();
  const failureText = useFailureText();
  const resultRef = useRef<HTMLHeadingElement>(null);
  if (mineFailed) return <LoadFailed text={t('loadFailed')} onRetry={onRetry} testId="lottery-mine-failed" />;
  if (!mine) return <div className="spinner spinner-center" role="status" aria-label={t('loading')} />;

  const cost = BigInt(info.cost);
  const shortOfPoints = BigInt(mine.points) < cost;
  const why = !info.enabled ? null : mine.drawsLeft === 0 ? t('whyLimit', { limit: info.dailyLimit }) : shortOfPoints ? t('whyNoPoints', { cost: info.cost, points: mine.points }) : null;
  const draw = () =>
    void run(async () => {
      setProblem(null);
      try {
        const drawn = await drawLottery(key);
        setResult(drawn);
        // A new draw is a new request; this key stays with the draw it made.
        setKey(newIdempotencyKey());
        onDrawn();
        requestAnimationFrame(() => resultRef.current?.focus());
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        setProblem(failureText(failure, t('drawFailed')));
        onDrawn();
      }
    });

  return (
    <div className={styles.drawArea}>
      {result && <Reveal result={result} headingRef={resultRef} onClose={() => setResult(null)} />}
      {!result && (
        <>
          <Button onClick={draw} busy={busy} disabled={!info.enabled || why !== null} testId="lottery-draw">
            {busy ? t('drawing') : t('drawButton', { cost: formatAmount(info.cost, { exact: true }) })}
          </Button>
          {why && (
            <p className={styles.why} data-testid="lottery-why">
              {why}
            </p>
          )}
        </>
      )}
      {problem && (
        <div className="notice notice-error" role="alert" data-testid="lottery-problem">
          <p>{problem}</p>
        </div>
      )}
    </div>
  );
}

function Reveal({ result, headingRef, onClose }: { result: LotteryDrawResult; headingRef: React.RefObject<HTMLHeadingElement | null>; onClose: () => void }) {
  const t = useTranslations('promotions.lottery');
  const { draw } = result;
  const cost = formatAmount(draw.cost, { exact: true });
  const Glyph = draw.prize ? IconConfetti : IconMoodEmpty;
  return (
    <section className={`card ${styles.reveal}`} role="status" aria-labelledby="lottery-result-title" data-testid="lottery-result">
      <Glyph className={styles.revealIcon} aria-hidden="true" />
      <h2 id="lottery-result-title" className="card-title" tabIndex={-1} ref={headingRef}>
        {draw.prize ? <Ltr>{t('wonTitle', { amount: formatAmount(draw.prize.amount, { exact: true }), coin: draw.prize.coin })}</Ltr> : t('nothingTitle')}
      </h2>
      <p className="card-body">
        {draw.prize && result.prizeBalance !== null
          ? t('wonBody', { cost, balance: formatAmount(result.prizeBalance, { exact: true }), coin: draw.prize.coin })
          : draw.outOfStock
            ? t('outOfStockBody', { cost })
            : t('nothingBody', { cost })}
      </p>
      <p className="card-body" data-testid="lottery-after">
        {t('afterDraw', { points: formatAmount(result.points, { exact: true }), left: result.drawsLeft })}
      </p>
      <div className="actions">
        <Button onClick={onClose} testId="lottery-result-close">
          {t('close')}
        </Button>
      </div>
    </section>
  );
}

function PrizeTable({ info }: { info: LotteryInfo }) {
  const t = useTranslations('promotions.lottery');
  return (
    <section className={styles.section} aria-labelledby="lottery-prizes-title">
      <h2 id="lottery-prizes-title" className="section-title">
        {t('prizesTitle')}
      </h2>
      <table className={styles.prizes} data-testid="lottery-prizes">
        <thead>
          <tr>
            <th scope="col">{t('prizeCol')}</th>
            <th scope="col" className={styles.num}>
              {t('chanceCol')}
            </th>
            <th scope="col" className={styles.num}>
              {t('stockCol')}
            </th>
          </tr>
        </thead>
        <tbody>
          {info.prizes.map((p) => (
            <tr key={p.id}>
              <th scope="row" className={p.available ? undefined : styles.unavailable}>
                {p.coin === null ? t('nothing') : <Ltr>{t('prizeAmount', { amount: formatAmount(p.amount, { exact: true }), coin: p.coin })}</Ltr>}
              </th>
              <td className={styles.num}>
                <Ltr>{t('chance', { percent: p.percent })}</Ltr>
              </td>
              <td className={styles.num}>{p.coin === null ? '—' : !p.available ? t('outOfStock') : p.stock === null ? t('unlimited') : <Ltr>{t('stockLeft', { stock: formatAmount(p.stock, { exact: true }) })}</Ltr>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function MyDraws({ mine, failed, onRetry }: { mine: LotteryMine | undefined; failed: boolean; onRetry: () => void }) {
  const t = useTranslations('promotions.lottery');
  const [older, setOlder] = useState<{ after: string; draws: LotteryDraw[]; nextBefore: string | null } | null>(null);
  const [busy, run] = useAction();
  const [moreFailed, setMoreFailed] = useState(false);
  if (failed) return <LoadFailed text={t('historyFailed')} onRetry={onRetry} testId="lottery-history-failed" />;
  if (!mine) return null;
  // Older pages belong to the first page they followed; a new draw starts the list afresh.
  const extra = older && mine.nextBefore !== null && older.after === mine.nextBefore ? older : null;
  const draws = [...mine.draws, ...(extra?.draws ?? [])];
  const nextBefore = extra ? extra.nextBefore : mine.nextBefore;
  const more = () =>
    void run(async () => {
      setMoreFailed(false);
      try {
        const page = await lotteryDrawsBefore(nextBefore!);
        setOlder({ after: mine.nextBefore!, draws: [...(extra?.draws ?? []), ...page.draws], nextBefore: page.nextBefore });
      } catch {
        setMoreFailed(true);
      }
    });
  return (
    <section className={styles.section} aria-labelledby="lottery-history-title">
      <h2 id="lottery-history-title" className="section-title">
        {t('historyTitle')}
      </h2>
      {draws.length === 0 ? (
        <Empty icon={IconHistory} title={t('historyEmpty')} body={t('historyEmptyBody')} />
      ) : (
        <ul className={styles.draws} data-testid="lottery-history">
          {draws.map((d) => (
            <li key={d.id} className={styles.drawRow}>
              <span className={styles.drawWhat}>
                {d.prize ? <Ltr>{t('historyWon', { amount: formatAmount(d.prize.amount, { exact: true }), coin: d.prize.coin })}</Ltr> : t(d.outOfStock ? 'historyOutOfStock' : 'historyNothing')}
              </span>
              <span className={styles.drawWhen}>
                {t('historyCost', { cost: formatAmount(d.cost, { exact: true }) })}
                {' · '}
                <Ltr>{formatDate(new Date(d.at))}</Ltr>
              </span>
            </li>
          ))}
        </ul>
      )}
      {moreFailed && (
        <p className="notice notice-error" role="alert">
          {t('historyFailed')}
        </p>
      )}
      {nextBefore !== null && (
        <div className="actions">
          <Button variant="secondary" onClick={more} busy={busy} testId="lottery-history-more">
            {t('loadMore')}
          </Button>
        </div>
      )}
    </section>
  );
}

function Rules({ info }: { info: LotteryInfo }) {
  const t = useTranslations('promotions.lottery');
  const values = { cost: formatAmount(info.cost, { exact: true }), limit: info.dailyLimit };
  return (
    <section className={styles.section} aria-labelledby="lottery-rules-title">
      <h2 id="lottery-rules-title" className="section-title">
        {t('rulesTitle')}
      </h2>
      <ul className={styles.ruleList}>
        <li>{t('ruleCost', values)}</li>
        <li>{t('ruleChance', values)}</li>
        <li>{t('ruleStock', values)}</li>
        <li>{t('ruleLimit', values)}</li>
        <li>{t('ruleCredit', values)}</li>
        <li>{t('ruleFair', values)}</li>
      </ul>
    </section>
  );
}
