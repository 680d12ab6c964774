import path from 'node:path';
import { ERROR_KEYS } from '@/lib/contract/apiError';
import { featureErrorKeyObjects } from '@/lib/contract/testing/featureErrorKeys';
import { mergeCatalogues } from '../scripts/messageCatalogue.mjs';

const en = mergeCatalogues(path.join(__dirname, '..')).catalogues.en;

/** The server sends these keys with a failure (lib/contract/apiError.ts); the toast translates them. */
describe('server error keys', () => {
  const lookup = (key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

  it('each shared key (lib/contract/apiError.ts ERROR_KEYS) has an English text', () => {
    const missing = Object.values(ERROR_KEYS).filter((key) => typeof lookup(key) !== 'string');
    expect(missing).toEqual([]);
  });

  it("each feature's own keys (features/<feature>/contract/*ErrorKeys.ts) have an English text", () => {
    const keys = featureErrorKeyObjects(path.join(__dirname, '..')).flatMap((keysOf) => Object.values(keysOf));
    expect(keys).toContain('cloudAddressBook.errors.full');
    expect(keys.filter((key) => typeof lookup(key) !== 'string')).toEqual([]);
  });
});
