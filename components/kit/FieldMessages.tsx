'use client';

import { useId } from 'react';

/**
 * The ids a field's hint and error line get, and the `aria-describedby` that ties them to its
 * input (undefined when there is neither).
 *
 * @example const messages = useFieldMessages(hint, error); <input id={messages.id} aria-describedby={messages.describedBy} />
 */
export function useFieldMessages(hint: string | null | undefined, error: string | null | undefined) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, hint, error, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/** The hint and error lines under a field, with the ids `useFieldMessages` gave them. */
export function FieldMessages({ hint, error, hintId, errorId }: ReturnType<typeof useFieldMessages>) {
  return (
    <>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </>
  );
}
