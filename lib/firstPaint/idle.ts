/**
 * Calls `run` when the browser is idle, at the latest after `timeout` ms; returns the cancel. For work
 * the first screen does not need (the first screen's rule: nothing of it runs before the screen is interactive).
 */
export function whenIdle(run: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, Math.min(timeout, 200));
  return () => clearTimeout(id);
}

/** Ends the current task, so a long piece of work (loading a chunk, then using it) is two short tasks. */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
