'use client';

import { useCallback, useState } from 'react';

type Errors = Record<string, string | null | undefined>;

/**
 * A form's field errors, and change handlers that drop a field's error as soon as the user edits
 * that field: an error stays only while it is still about what is on screen. The next submit
 * checks again.
 *
 * @example const [errors, setErrors, edited] = useFieldErrors<{ phone?: string }>(); <PhoneField onChange={edited('phone', setPhone)} error={errors.phone} />
 */
export function useFieldErrors<E extends Errors>(initial: E = {} as E) {
  const [errors, setErrors] = useState<E>(initial);
  const edited = useCallback(
    <V>(field: keyof E, set: (value: V) => void) =>
      (value: V) => {
        set(value);
        setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
      },
    [],
  );
  return [errors, setErrors, edited] as const;
}
