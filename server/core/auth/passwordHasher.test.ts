import { buildAccountDeps } from '../accounts/buildAccountDeps';
import { noDb, testConfig } from '../../testing/testApp';
import { PRODUCTION_HASH_PARAMS, TEST_HASH_PARAMS, passwordHasher } from './passwordHasher';

describe('passwordHasher (argon2id)', () => {
  const hasher = passwordHasher(TEST_HASH_PARAMS);

  it('hashes with argon2id and a random salt, and verifies', async () => {
    const a = await hasher.hash('secret123');
    const b = await hasher.hash('secret123');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);
    expect(a).not.toBe(b);
    expect(await hasher.verify(a, 'secret123')).toBe(true);
    expect(await hasher.verify(a, 'secret124')).toBe(false);
    expect(await hasher.verify('not a hash', 'secret123')).toBe(false);
    expect(await hasher.verify(null, 'secret123')).toBe(false);
  });

  it('uses the production cost in production, whatever a caller asks for', async () => {
    const deps = buildAccountDeps(noDb, testConfig({ NODE_ENV: 'production' }), { hashParams: TEST_HASH_PARAMS });
    const { memoryCost, timeCost, parallelism } = PRODUCTION_HASH_PARAMS;
    expect(await deps.hasher.hash('secret123')).toMatch(new RegExp(`^\\$argon2id\\$v=19\\$m=${memoryCost},t=${timeCost},p=${parallelism}\\$`));
    expect(deps.dev).toBeNull();
  });
});
