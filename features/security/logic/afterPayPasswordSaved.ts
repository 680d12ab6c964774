import type { PayPasswordFlow } from '@/features/security/state/securityFlow';

/**
 * Where a pay password flow goes once saved: back to the screen that asked for a pay password
 * (Send, with what was typed there), else the security level after setting one, or the pay
 * password hub after a change or reset.
 *
 * @example afterPayPasswordSaved({ mode: 'set', returnTo: '/send?coin=USDT' }) // { href: '/send?coin=USDT', returning: true }
 * @example afterPayPasswordSaved({ mode: 'set' }) // { href: '/securityLevel', returning: false }
 */
export function afterPayPasswordSaved(flow: Pick<PayPasswordFlow, 'mode' | 'returnTo'>): { href: string; returning: boolean } {
  if (flow.mode === 'set' && flow.returnTo) return { href: flow.returnTo, returning: true };
  return { href: flow.mode === 'set' ? '/securityLevel' : '/payPassword', returning: false };
}
