export type Encoding = 'br' | 'gzip';

/**
 * The best compression the client accepts: br, then gzip, else null (identity).
 * Honours `q=0` ("not acceptable") and `*`.
 *
 * @example preferredEncoding('gzip, deflate, br') // 'br'
 */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const quality = (encoding: Encoding) => accepted.get(encoding) ?? accepted.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((e) => quality(e) > 0).sort((a, b) => quality(b) - quality(a));
  return best[0] ?? null;
}
