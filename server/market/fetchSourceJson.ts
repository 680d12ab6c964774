/** A source's failure, with what the log needs: the source, the URL (never with a key) and the HTTP status. */
export class SourceError extends Error {
  constructor(
    message: string,
    readonly url: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'SourceError';
  }
}

/** How a source is asked: its key headers (never in the URL) and how long it may take. */
export type SourceRequest = { headers?: Record<string, string>; timeoutMs?: number };

/** How long a source may take to answer. */
export const SOURCE_TIMEOUT_MS = 10_000;

/**
 * GETs a source's JSON. Keys travel in `headers`, never in the URL, so the URL can be logged.
 * A timeout, a network failure, an answer other than 2xx (429 rate limited, 451 unavailable for
 * legal reasons, 5xx) or a body that is not JSON throws SourceError.
 *
 * @example const body = await fetchSourceJson('https://api.binance.com/api/v3/ticker/24hr')
 */
export async function fetchSourceJson(url: string, opts: SourceRequest = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(opts.timeoutMs ?? SOURCE_TIMEOUT_MS), headers: { accept: 'application/json', ...opts.headers } });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new SourceError(timedOut ? 'timed out' : `unreachable: ${error instanceof Error ? error.message : String(error)}`, url, null);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new SourceError(`answered HTTP ${response.status}`, url, response.status);
  }
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    throw new SourceError('answered malformed JSON', url, response.status);
  }
}
