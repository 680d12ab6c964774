/**
 * The placeholder of a form or a card whose data is still loading: a named status (a plain `div`
 * may not carry a name), busy until the content replaces it.
 */
export function FormSkeleton({ label }: { label: string }) {
  return <div className="card form-skeleton" role="status" aria-busy="true" aria-label={label} />;
}
