import path from 'node:path';
import { ERROR_KEYS } from '@/lib/contract/apiError';
import { mergeCatalogues } from '../scripts/messageCatalogue.mjs';

const en = mergeCatalogues(path.join(__dirname, '..')).catalogues.en;

/** The server sends these keys with a failure (lib/contract/apiError.ts); the toast translates them. */
describe('server error keys', () => {
  it('each has an English text', () => {
    const lookup = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
    const missing = Object.values(ERROR_KEYS).filter((key) => typeof lookup(key) !== 'string');
    expect(missing).toEqual([]);
  });
});
