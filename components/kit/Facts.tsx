/** A term and its value in a `<dl className="facts">` (amounts, fees, ids on a confirmation or result). */
export function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
