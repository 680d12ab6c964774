'use client';

import { AppLink } from '@/components/kit/AppLink';

/**
 * SPEC §5 "a pay password must be set before sending": the screen's own reason and a link to set it,
 * which comes back to `next` (the same screen, with what was typed kept) once it is saved.
 */
export function PayPasswordFirst({ text, linkLabel, next }: { text: string; linkLabel: string; next: string }) {
  return (
    <div className="notice notice-warning" role="alert" data-testid="pay-password-first">
      <p>{text}</p>
      <p>
        <AppLink href={`/firstSetPayPassword?next=${encodeURIComponent(next)}`} testId="set-pay-password">
          {linkLabel}
        </AppLink>
      </p>
    </div>
  );
}
