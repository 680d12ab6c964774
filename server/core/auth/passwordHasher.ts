import { hash, verify } from '@node-rs/argon2';

/** argon2id cost parameters (the library's default algorithm is argon2id). */
export type HashParams = { memoryCost: number; timeCost: number; parallelism: number };

/** OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane (~30 ms here). */
export const PRODUCTION_HASH_PARAMS: HashParams = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
/** For tests only: buildApp ignores anything but the production parameters in production. */
export const TEST_HASH_PARAMS: HashParams = { memoryCost: 256, timeCost: 1, parallelism: 1 };

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  /** Constant-time check (by the library); a malformed or null hash is simply false. */
  verify(hashed: string | null, password: string): Promise<boolean>;
};

/**
 * Hashes login and pay passwords with argon2id. `verify(null, …)` still spends one hash's time on
 * a dummy, so "no such account" and "wrong password" take as long as each other.
 *
 * @example const hasher = passwordHasher(PRODUCTION_HASH_PARAMS); await hasher.verify(row.password_hash, input)
 */
export function passwordHasher(params: HashParams): PasswordHasher {
  let dummy: Promise<string> | null = null;
  return {
    hash: (password) => hash(password, params),
    async verify(hashed, password) {
      if (hashed === null) {
        dummy ??= hash('dummy password for timing', params);
        await verify(await dummy, password).catch(() => false);
        return false;
      }
      return verify(hashed, password).catch(() => false);
    },
  };
}
