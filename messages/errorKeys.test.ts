import fs from 'node:fs';
import path from 'node:path';
import { ERROR_KEYS } from '@/lib/contract/apiError';
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
    const featuresDir = path.join(__dirname, '..', 'features');
    const files = fs.readdirSync(featuresDir).flatMap((feature) => {
      const contract = path.join(featuresDir, feature, 'contract');
      return fs.existsSync(contract) ? fs.readdirSync(contract).filter((file) => /ErrorKeys\.ts$/.test(file)).map((file) => path.join(contract, file)) : [];
    });
    // oxlint-disable-next-line typescript/no-require-imports -- the list is found on disk
    const keys = files.flatMap((file) => Object.values(require(file) as Record<string, Record<string, string>>).flatMap((keysOf) => Object.values(keysOf)));
    expect(keys).toContain('cloudAddressBook.errors.full');
    expect(keys.filter((key) => typeof lookup(key) !== 'string')).toEqual([]);
  });
});
