/** @jest-environment node */
// The key-material boundary, checked over the source tree (the import rules are also in .oxlintrc.json,
// the [keys] patterns; this test also checks names and the private-key mention in components):
// - no screen or component file mentions a private key at all;
// - only the wallet core (lib/wallet/**) imports the key internals: derivation, the vault's
//   crypto, phrase generation, the keyring's loaders, and the key libraries themselves;
// - only the words screens' hook reads the held recovery phrase.
// Test files and test fixtures may hold keys (they sign on anvil); e2e/ is not scanned.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = process.cwd();
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs)$/;

/** Modules that produce or open key material; importable from lib/wallet/** only. */
const KEY_MODULES = [
  'lib/wallet/derive/',
  'lib/wallet/vault/decryptVault',
  'lib/wallet/vault/encryptVault',
  'lib/wallet/vault/vaultCrypto',
  'lib/wallet/vault/createStoredWallet',
  'lib/wallet/mnemonic/generateMnemonic',
];
/** Packages that turn keys or phrases into accounts (the BIP-39 word lists alone are fine). */
const KEY_PACKAGES = ['viem/accounts', '@scure/bip32', '@scure/bip39', '@noble/secp256k1', '@noble/curves/secp256k1', 'ethers'];
/** Names that load a key or phrase into the core, or make an account from a key: wallet core only. */
const KEY_NAMES = ['holdKey', 'holdPhrase', 'privateKeyToAccount', 'mnemonicToAccount', 'hdKeyToAccount', 'mnemonicToSeed', 'mnemonicToSeedSync', 'HDKey'];
/** The files outside the core that may read the held phrase: the hook of the screens that show or check the words. */
const PHRASE_READERS = ['features/hdWallet/ui/useMnemonicFlow.ts'];

type Source = { path: string; text: string };
type Violation = { path: string; rule: string; detail: string };

function walk(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(join(ROOT, path)).isDirectory()) return walk(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

/**
 * Custody's operator keys (issue 18), not the HD wallet's: public derivation of deposit addresses
 * (server/features/custody/keys/) and the separate signer process (server/features/custody/signer/), which the API
 * process never imports (server/features/custody/signer/signerBoundary.test.ts).
 */
const CUSTODY_KEY_FOLDERS = ['server/features/custody/keys/', 'server/features/custody/signer/'];
const isTest = (path: string) => /\.test\.[cm]?[jt]sx?$/.test(path) || path.includes('/testing/');
const inCore = (path: string) => path.startsWith('lib/wallet/');

/** Every module specifier a file imports, re-exports, dynamically imports or requires. */
function importsOf(text: string): string[] {
  const specifiers: string[] = [];
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[\s\S]*?\s+from\s+['"]([^'"]+)['"]/g,
    /\bimport\s+['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) specifiers.push(match[1]);
  return specifiers;
}

/** A specifier as a path from the repository root (no extension), or the package name as written. */
function resolveSpecifier(from: string, specifier: string): string {
  const path = specifier.startsWith('@/') ? specifier.slice(2) : specifier.startsWith('.') ? relative(ROOT, resolve(ROOT, dirname(from), specifier)) : null;
  return path === null ? specifier : path.replace(/\.(ts|tsx|js|mjs)$/, '');
}

function findViolations(sources: readonly Source[]): Violation[] {
  const violations: Violation[] = [];
  for (const { path, text } of sources) {
    if ((path.startsWith('components/') || path.startsWith('app/') || /^features\/[^/]+\/ui\//.test(path)) && /privatekey/i.test(text)) {
      violations.push({ path, rule: 'a component or page mentions a private key', detail: text.match(/\w*privatekey\w*/i)![0] });
    }
    if (inCore(path) || isTest(path) || CUSTODY_KEY_FOLDERS.some((folder) => path.startsWith(folder))) continue;
    // Identifiers in code, not in import paths or messages.
    const code = text.replace(/(['"`])(?:\\.|(?!\1)[^\\\n])*\1/g, "''");
    for (const specifier of importsOf(text)) {
      const target = resolveSpecifier(path, specifier);
      if (KEY_MODULES.some((module) => target === module || (module.endsWith('/') && target.startsWith(module)))) {
        violations.push({ path, rule: 'imports a key-material module of the wallet core', detail: specifier });
      }
      if (KEY_PACKAGES.some((name) => target === name || target.startsWith(`${name}/`)) && !target.startsWith('@scure/bip39/wordlists/')) {
        violations.push({ path, rule: 'imports a key library', detail: specifier });
      }
      if (target === 'lib/wallet/keyring/heldPhrase' && !PHRASE_READERS.includes(path) && /\bheldPhrase\b/.test(code)) {
        violations.push({ path, rule: 'reads the held recovery phrase outside the words screens', detail: specifier });
      }
    }
    for (const name of KEY_NAMES) {
      if (new RegExp(`\\b${name}\\b`).test(code)) violations.push({ path, rule: 'uses a wallet-core-only key function', detail: name });
    }
  }
  return violations;
}

describe('the key-material boundary', () => {
  const files = ['app', 'components', 'features', 'lib', 'server'].flatMap(walk);
  const sources = files.map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));

  it('scans the app, the components, the features, lib and the server', () => {
    expect(files).toEqual(expect.arrayContaining(['features/hdWallet/ui/SendConfirm.tsx', 'features/walletConnect/ui/connectionController.ts', 'lib/state/hdWallet/hdWallet.ts']));
    expect(files.length).toBeGreaterThan(300);
  });

  it('holds: no component or feature screen holds a key; only lib/wallet/** touches key internals', () => {
    expect(findViolations(sources)).toEqual([]);
  });

  it('would catch each kind of crossing', () => {
    const planted: Source[] = [
      { path: 'features/hdWallet/ui/Leaky.tsx', text: "const { privateKey } = secret;" },
      { path: 'app/x/page.tsx', text: 'generatePrivateKey()' },
      { path: 'features/hdWallet/ui/a.ts', text: "import { deriveAccount } from '@/lib/wallet/derive/deriveAccount';" },
      { path: 'features/walletConnect/ui/b.ts', text: "const { decryptVault } = await import('../../../lib/wallet/vault/decryptVault');" },
      { path: 'lib/state/c.ts', text: "import {\n  mnemonicToAccount,\n} from 'viem/accounts';" },
      { path: 'lib/api/d.ts', text: "import { HDKey } from '@scure/bip32';" },
      { path: 'components/hd/e.ts', text: "import { holdKey } from '@/lib/wallet/keyring/keyring';" },
      { path: 'components/hd/f.tsx', text: "import { heldPhrase } from '@/lib/wallet/keyring/heldPhrase'; heldPhrase(id);" },
      { path: 'server/g.ts', text: "import { generateMnemonic } from '../lib/wallet/mnemonic/generateMnemonic';" },
    ];
    const found = findViolations(planted);
    expect(new Set(found.map((v) => v.path))).toEqual(new Set(planted.map((p) => p.path)));
    // Allowed: the core itself, tests, the word list, the public keyring API, the words screens' hook.
    const allowed: Source[] = [
      { path: 'lib/wallet/keyring/unlockWallet.ts', text: "import('viem/accounts'); privateKeyToAccount(k); holdKey(id, a);" },
      { path: 'features/walletConnect/logic/x.test.ts', text: "import { privateKeyToAccount } from 'viem/accounts';" },
      { path: 'features/hdWallet/ui/SelectWordsScreen.tsx', text: "import('@scure/bip39/wordlists/english')" },
      { path: 'features/hdWallet/ui/SendConfirm.tsx', text: "import { isUnlocked, WalletLockedError } from '@/lib/wallet/keyring/keyring';" },
      { path: 'features/hdWallet/ui/useMnemonicFlow.ts', text: "import { forgetPhrase, heldPhrase } from '@/lib/wallet/keyring/heldPhrase';" },
    ];
    expect(findViolations(allowed)).toEqual([]);
  });
});
