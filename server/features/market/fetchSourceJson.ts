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
    // By name: the abort's DOMException may come from another realm than this module's Error.
    const name = (error as { name?: unknown } | null)?.name;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    throw new SourceError(timedOut ? 'timed out' : `unreachable: ${(error as { message?: unknown } | null)?.message ?? String(error)}`, url, null);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    throw new SourceError(`answered HTTP ${response.status}`, url, response.status);
  }
  let body: unknown;
  try {
    body = JSON.parse(await response.text()) as unknown;
  } catch {
    throw new SourceError('answered malformed JSON', url, response.status);
  }
  return body;
}

/**
 * fetchSourceJson then `parse`; a body the parser refuses (an unexpected shape, no usable row)
 * throws SourceError with the parser's reason, the URL and the status.
 *
 * @example await fetchSourceParsed(url, {}, parseBinanceKlines)
 */
export async function fetchSourceParsed<T>(url: string, request: SourceRequest | undefined, parse: (body: unknown) => T): Promise<T> {
  const body = await fetchSourceJson(url, request);
  try {
    return parse(body);
  } catch (error) {
    throw new SourceError((error as Error).message, url, 200);
  }
}
