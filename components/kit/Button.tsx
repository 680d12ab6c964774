'use client';

/**
 * A real `<button>`. While `busy` it shows a spinner, says so to assistive technology and ignores
 * presses, so a call is never sent twice.
 */
export function Button({
  children,
  busy = false,
  disabled = false,
  variant = 'primary',
  type = 'button',
  onClick,
  testId,
}: {
  children: React.ReactNode;
  busy?: boolean;
  disabled?: boolean;
  variant?: 'primary' | 'secondary' | 'text' | 'danger';
  type?: 'button' | 'submit';
  onClick?: () => void;
  testId?: string;
}) {
  return (
    <button
      type={type}
      className={`button button-${variant}`}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={onClick}
      data-testid={testId}
    >
      {busy && <span className="button-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
