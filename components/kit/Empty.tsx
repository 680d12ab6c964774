import { IconInbox, type TablerIcon } from '@tabler/icons-react';

/** The empty state of a list or a screen: an icon, a short title, a line of explanation, an optional action. */
export function Empty({ title, body, action, icon: Glyph = IconInbox }: { title: string; body?: string; action?: React.ReactNode; icon?: TablerIcon }) {
  return (
    <section className="empty" role="status">
      <span className="empty-art" aria-hidden="true">
        <Glyph className="empty-icon" stroke={1.5} />
      </span>
      <h2 className="empty-title">{title}</h2>
      {body && <p className="empty-body">{body}</p>}
      {action}
    </section>
  );
}
