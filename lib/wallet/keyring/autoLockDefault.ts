/** Minutes an unlocked HD wallet stays unlocked without use, by default (the keyring's idle time until set). */
export const DEFAULT_AUTO_LOCK_MINUTES = 5;
