import { EnvelopeArt } from './EnvelopeArt';
import styles from './RedEnvelope.module.css';

/**
 * The red packet at the top of the claim screen and the detail: the illustration, who it is from
 * and the wishes, then `children`. A `null` title or wishes is a placeholder bar of the same line
 * height (the exported first screen and the preview still loading), so the card does not move when
 * they arrive. Light on purpose: the exported first screen of /redEnvelopeDetail draws it before
 * any of the screen's own code has loaded.
 */
export function EnvelopeCard({
  titleId,
  title,
  wishes,
  children,
  testId,
  wishesTestId,
}: {
  titleId: string;
  title: React.ReactNode | null;
  wishes: React.ReactNode | null;
  children?: React.ReactNode;
  testId?: string;
  wishesTestId?: string;
}) {
  return (
    <section className={`card ${styles.packet}`} aria-labelledby={titleId} aria-busy={title === null || undefined} data-testid={testId}>
      <EnvelopeArt />
      <h2 id={titleId} className={styles.from}>
        {title ?? <span className={styles.bar} />}
      </h2>
      <p className={styles.wishes} data-testid={wishes === null ? undefined : wishesTestId}>
        {wishes ?? <span className={`${styles.bar} ${styles.barWide}`} />}
      </p>
      {children}
    </section>
  );
}
