'use client';

import { useCallback, useState } from 'react';

/**
 * The error of a one-field form, and a change handler that drops it as soon as the user edits the
 * field (as `useFieldErrors` does for a form of several).
 *
 * @example const [error, setError, edited] = useFieldError(); <PasswordPad onChange={edited(setCode)} error={error} />
 */
export function useFieldError() {
  const [error, setError] = useState<string | null>(null);
  const edited = useCallback(
    <V>(set: (value: V) => void) =>
      (value: V) => {
        set(value);
        setError(null);
      },
    [],
  );
  return [error, setError, edited] as const;
}
