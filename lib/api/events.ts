/**
 * What the API layer tells the UI, without importing React: toasts, the loading indicator and
 * forced navigation (code 10001). The shell subscribes once.
 */
export type ApiEvent =
  | { type: 'toast'; message: string; key?: string; params?: Record<string, string | number> }
  | { type: 'loading'; delta: 1 | -1 }
  | { type: 'navigate'; to: string };

type Listener = (event: ApiEvent) => void;
const listeners = new Set<Listener>();

export function onApiEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitApiEvent(event: ApiEvent): void {
  for (const l of listeners) l(event);
}
