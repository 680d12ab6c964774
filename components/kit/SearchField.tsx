/** A list's search box: a labelled `type="search"` input (the label is read out, the placeholder shows it). */
export function SearchField({ label, value, onChange, testId }: { label: string; value: string; onChange: (value: string) => void; testId?: string }) {
  return (
    <label className="search">
      <span className="visually-hidden">{label}</span>
      <input type="search" value={value} placeholder={label} onChange={(e) => onChange(e.target.value)} autoComplete="off" data-testid={testId} />
    </label>
  );
}
