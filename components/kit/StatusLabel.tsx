import { IconCircleCheck, IconCircleX, IconClock } from '@tabler/icons-react';

/** A transfer's status as an icon and its word, coloured by kind (success, failed, anything still under way). */
export function StatusLabel({ status, text }: { status: string; text: string }) {
  const Glyph = status === 'success' ? IconCircleCheck : status === 'failed' ? IconCircleX : IconClock;
  return (
    <span className={`status status-${status}`}>
      <Glyph className="status-icon" aria-hidden="true" />
      {text}
    </span>
  );
}
