import { DEFAULT_AUTO_LOCK_MINUTES } from '@/lib/wallet/keyring/autoLockDefault';

/** The auto-lock times offered, in minutes (the default, DEFAULT_AUTO_LOCK_MINUTES, is one of them). */
export const AUTO_LOCK_CHOICES = [1, 5, 15, 30] as const;

/** A stored choice, or the default when it is missing or not one of the choices. */
export function parseAutoLockMinutes(raw: string | null): number {
  const value = Number(raw);
  return (AUTO_LOCK_CHOICES as readonly number[]).includes(value) ? value : DEFAULT_AUTO_LOCK_MINUTES;
}
