import type { Queryable } from './db';

/** A migration file as released while migrations lived in server/db/migrations, and the feature files its content moved to. */
export type LegacyMigration = {
  name: string;
  /** The released file's SHA-256: the only one an older server could have recorded. */
  checksum: string;
  /** The new files holding the same statements, with their checksums as first released. */
  becomes: readonly { name: string; checksum: string }[];
};

/**
 * Migrations were once `server/db/migrations/NNN_name.sql`, recorded by an integer
 * version. Their statements now live in the features' folders; a database that applied an old
 * file records the new files instead (once, see upgradeLegacyBookkeeping). The new checksums are
 * fixed here, not read from disk, so a new file edited later is still caught on such a database.
 */
export const LEGACY_MIGRATIONS: readonly LegacyMigration[] = [
  {
    name: '001_currencies.sql',
    checksum: '0ed1a334aa4180f4457c203ae15d3214ce1b398a2cd2eb4f76c5e22224bbccf6',
    becomes: [{ name: '20261122005546_currencies_init.sql', checksum: 'a16d16b934431173b5c776f3d3bc60634bb71878dfd5bd462a66a53dc8eaea09' }],
  },
  {
    name: '002_accounts.sql',
    checksum: '463e5377ee4b9bd685158941faa8194183a7ad5b5fc331b6dbf0cfc31f9fe1a3',
    becomes: [
      { name: '20261122014520_accounts_users.sql', checksum: 'dee56f0bbed64d67d92cbc69ad7201c9d92dd4f684a2927e599432598e6c5c96' },
      { name: '20261122014521_auth_sessions.sql', checksum: '7276d4b5868ba7d13b13b3891d903f69532b6e76c8ddb1f485430fe4440f5174' },
      { name: '20261122014522_sms_codes.sql', checksum: 'ea5999da65d522fefac226a32f725ed4d95bf3e39269e373e3d5b5314ee5bdff' },
      { name: '20261122014523_captcha_captchas.sql', checksum: 'ebdf699adb5e9170e5674d170812db84f5e53e55da56c45b5a8c4f8eb73077fa' },
      { name: '20261122014524_auth_attempts.sql', checksum: 'fc9ca3a4a6a8a18c66301fd54dbd9e1d394da6d93ebcda27ced7f79d061061c9' },
      { name: '20261122014525_oauth_states_and_identities.sql', checksum: '4ae3482de109aef035483f8558fee83da4d1d8167660248c86d26410427372c9' },
    ],
  },
  {
    name: '003_wallet.sql',
    checksum: '1500e5420b72d3b88b5f9c305e8cf992254b107b1cc86f27853ed2853a172b5f',
    becomes: [
      { name: '20261122031348_coins_init.sql', checksum: '7f295675281008e0d886349375b025a33c638b7c492e53d2ddef7967bbda6afd' },
      { name: '20261122031349_ledger_init.sql', checksum: 'e6adbe673e0f7eea0e128efea370777a0b7449c7f90542224859a885e560578e' },
      { name: '20261122031350_records_wallet_records.sql', checksum: '6d14b74e3afdade559985c7bfa632ab78092a9efa7f038822d55a7a742c976e4' },
      { name: '20261122031351_addressBook_init.sql', checksum: '4ff820b844e68b04640639c2cb4b2de3adeeeac455e34b2bf1f0d4502d67eece' },
      { name: '20261122031352_notices_init.sql', checksum: 'f7e9c5712d4ec13275007c3507e8a18bffac8d648b597270719583b739038ebf' },
    ],
  },
];

/**
 * Converts a `schema_migrations` table made by those old files (integer `version` as its key) to
 * the current one (keyed by file name), renaming each recorded old file to the files its
 * statements moved to, with their first applied time. Runs under the migration lock; a database
 * already converted, or new, is left alone.
 *
 * @returns true when the table existed (converted now or before), false when there is none yet.
 * @throws when a recorded old file is unknown or was not the released one: such a database was
 *   not made by this code, and guessing could apply a migration twice or skip one.
 */
export async function upgradeLegacyBookkeeping(q: Queryable): Promise<boolean> {
  const [table] = await q.query<{ version_type: string | null }>(
    `SELECT (SELECT format_type(atttypid, atttypmod) FROM pg_attribute
              WHERE attrelid = to_regclass('schema_migrations') AND attname = 'version' AND NOT attisdropped) AS version_type
      WHERE to_regclass('schema_migrations') IS NOT NULL`,
  );
  if (!table) return false;
  if (table.version_type !== 'integer') return true;

  const recorded = await q.query<{ name: string; checksum: string; applied_at: Date }>(
    'SELECT name, checksum, applied_at FROM schema_migrations ORDER BY version',
  );
  const renames = recorded.map((row) => {
    const legacy = LEGACY_MIGRATIONS.find((m) => m.name === row.name);
    if (!legacy) {
      throw new Error(`schema_migrations records ${row.name}, which this version does not know: it cannot tell which of its migrations that covers`);
    }
    if (legacy.checksum !== row.checksum) {
      throw new Error(`Migration ${row.name} was changed after it was released; this database cannot be mapped to the current migrations`);
    }
    return { row, legacy };
  });
  await q.exec('ALTER TABLE schema_migrations DROP CONSTRAINT schema_migrations_pkey');
  await q.exec("ALTER TABLE schema_migrations ALTER COLUMN version TYPE text USING lpad(version::text, 14, '0')");
  for (const { row, legacy } of renames) {
    await q.query('DELETE FROM schema_migrations WHERE name = $1', [row.name]);
    for (const next of legacy.becomes) {
      await q.query('INSERT INTO schema_migrations (name, version, checksum, applied_at) VALUES ($1, $2, $3, $4)', [
        next.name,
        next.name.slice(0, 14),
        next.checksum,
        row.applied_at,
      ]);
    }
  }
  await q.exec("ALTER TABLE schema_migrations ADD PRIMARY KEY (name), ADD CONSTRAINT schema_migrations_version_check CHECK (version ~ '^[0-9]{14}$')");
  return true;
}
