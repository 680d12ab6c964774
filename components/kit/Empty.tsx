/** The empty state of a list or a screen: a short title, a line of explanation, an optional action. */
export function Empty({ title, body, action }: { title: string; body?: string; action?: React.ReactNode }) {
  return (
    <section className="empty" role="status">
      <div className="empty-art" aria-hidden="true" />
      <h2 className="empty-title">{title}</h2>
      {body && <p className="empty-body">{body}</p>}
      {action}
    </section>
  );
}
