'use client';

import { useCallback, useRef, useState } from 'react';

/**
 * The busy state of a form's call: `run` ignores a second submit while the first is under way and
 * rethrows what the task throws.
 *
 * @example const [busy, run] = useAction(); <Button busy={busy} onClick={() => run(save)} />
 */
export function useAction(): [boolean, <T>(task: () => Promise<T>) => Promise<T | undefined>] {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(async <T,>(task: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      return await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return [busy, run];
}
