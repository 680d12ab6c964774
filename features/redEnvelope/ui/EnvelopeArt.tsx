import styles from './RedEnvelope.module.css';

/**
 * A red envelope (a hongbao: a tall red packet, its flap, a gold seal), drawn inline so it shows on
 * every system (the 🧧 emoji is an empty box on some) and takes its colours from the envelope tokens
 * of app/globals.css, which hold their contrast in light and dark. Decorative: the text beside it
 * says what it is.
 */
export function EnvelopeArt({ className }: { className?: string }) {
  return (
    <svg className={className ? `${styles.art} ${className}` : styles.art} viewBox="0 0 64 80" aria-hidden="true" focusable="false">
      <rect className={styles.artBody} x="7" y="3" width="50" height="74" rx="7" />
      <path className={styles.artFlap} d="M7 10a7 7 0 0 1 7-7h36a7 7 0 0 1 7 7v16c-7 7-15.5 11-25 11S14 33 7 26z" />
      <circle className={styles.artSeal} cx="32" cy="36" r="9" />
      <path className={styles.artMark} d="M32 30.5l5.5 5.5l-5.5 5.5l-5.5-5.5z" />
      <path className={styles.artLine} d="M17 62h30M21 68h22" />
    </svg>
  );
}
