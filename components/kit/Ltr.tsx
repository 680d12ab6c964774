/**
 * A left-to-right run (phone number, account id, address, hash, amount with its coin) isolated
 * from the text around it, so "+86 138…" stays "+86 138…" inside Arabic instead of "86 138…+".
 *
 * @example <Ltr>{user.phoneMasked}</Ltr>
 */
export function Ltr({ children, className, title, testId }: { children: React.ReactNode; className?: string; title?: string; testId?: string }) {
  return (
    <bdi dir="ltr" className={className ? `ltr ${className}` : 'ltr'} title={title} data-testid={testId}>
      {children}
    </bdi>
  );
}

/** The same isolation inside a translated string (a message parameter): LRI … PDI. */
export function ltrText(text: string): string {
  return `\u2066${text}\u2069`;
}
