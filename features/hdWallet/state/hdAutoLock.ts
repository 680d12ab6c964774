/** Minutes an unlocked HD wallet stays unlocked without use, by default, and the choices offered. */
export const DEFAULT_AUTO_LOCK_MINUTES = 5;
export const AUTO_LOCK_CHOICES = [1, 5, 15, 30] as const;

/** A stored choice, or the default when it is missing or not one of the choices. */
export function parseAutoLockMinutes(raw: string | null): number {
  const value = Number(raw);
  return (AUTO_LOCK_CHOICES as readonly number[]).includes(value) ? value : DEFAULT_AUTO_LOCK_MINUTES;
}
