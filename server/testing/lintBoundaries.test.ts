// The import boundaries of .oxlintrc.json, proved on planted files: each crossing must be reported
// with its boundary's tag, and the imports the boundaries allow must pass. A pattern removed from
// the config (or a glob that stops matching) fails here. The files go into a temporary tree that
// mirrors the repository's folders, beside a copy of the config, so the real tree is never touched.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const ROOT = process.cwd();

type Finding = { file: string; line: number; rule: string; tag: string | null };

/** Every kind of UI or client-only import, as written from server/routes/. */
const UI_IMPORTS = [
  "import { Button } from '../../components/kit/Button';",
  "import Layout from '@/app/layout';",
  "import { HdWalletScreen } from '../../features/hdWallet/ui/HdWalletScreen';",
  "import { hdWalletAtom } from '@/features/hdWallet/state/hdWallet';",
  "import { fetchCoins } from '../../features/cloudWallet/api/fetchCoins';",
  "import { sessionAtom } from '../../lib/state/session';",
  "import { useState } from 'react';",
  "import { createRoot } from 'react-dom/client';",
  "import { useRouter } from 'next/navigation';",
  "import { atom } from 'jotai';",
  "import useSWR from 'swr';",
  "import { useTranslations } from 'next-intl';",
];

/** Every kind of key-internal import, as written from a folder two levels down (lib/state/, server/routes/). */
const KEY_IMPORTS = [
  "import { deriveAccount } from '@/lib/wallet/derive/deriveAccount';",
  "export const open = () => import('../../lib/wallet/vault/decryptVault');",
  "import { encryptVault } from '../../lib/wallet/vault/encryptVault.ts';",
  "import { vaultKey } from '@/lib/wallet/vault/vaultCrypto';",
  "import { createStoredWallet } from '@/lib/wallet/vault/createStoredWallet';",
  "import { generateMnemonic } from '../../lib/wallet/mnemonic/generateMnemonic';",
  "import { holdKey, isUnlocked } from '@/lib/wallet/keyring/keyring';",
  "import { mnemonicToAccount } from 'viem/accounts';",
  "import { HDKey } from '@scure/bip32';",
  "import { mnemonicToSeedSync } from '@scure/bip39';",
];

/** Every kind of feature import from the shared layers, as written from lib/format/ or components/kit/. */
const FEATURE_IMPORTS = [
  "import { CALLING_CODES } from '@/features/account/logic/callingCodes';",
  "import { DEFAULT } from '../../features/hdWallet/state/hdAutoLock';",
  "import { HomeScreen } from '@/features/home/ui/HomeScreen';",
  "import { Pin } from '../../features/security/pin/Pin';",
  "import { userInfoSchema } from '@/features/account/contract/user';",
];

const SERVER_IMPORT = "import { buildApp } from '@/server/http/buildApp';";

const all = (lines: string[], tag: string) => ({ lines, expect: lines.map(() => tag) });

/** Each planted crossing: its file, the import lines, and the finding expected on each line. */
const CROSSINGS: { path: string; lines: string[]; expect: string[] }[] = [
  // [client] client code never imports the API host (each override group that carries the rule).
  { path: 'app/probe/page.tsx', ...all([SERVER_IMPORT, "import { y } from '../../server/db/y';"], '[client]') },
  { path: 'features/account/ui/Probe.tsx', ...all(["import { x } from '../../../server/features/account/x';"], '[client]') },
  { path: 'components/shell/Probe.tsx', ...all([SERVER_IMPORT], '[client]') },
  { path: 'lib/format/probe.ts', ...all(["export const load = () => import('../../server/db/pgDb');"], '[client]') },
  { path: 'lib/wallet/probe.ts', ...all([SERVER_IMPORT], '[client]') },
  { path: 'features/home/ui/probe.test.ts', ...all([SERVER_IMPORT], '[client]') },
  { path: 'lib/api/probe.test.ts', ...all([SERVER_IMPORT], '[client]') },
  // [server] the API host never imports UI or client-only code.
  { path: 'server/routes/probe.ts', ...all(UI_IMPORTS, '[server]') },
  { path: 'server/routes/probe.test.ts', ...all(UI_IMPORTS, '[server]') },
  // [keys] only lib/wallet/** imports the key internals.
  { path: 'features/hdWallet/probeKeys.ts', ...all(KEY_IMPORTS, '[keys]') },
  { path: 'app/probe/probeKeys.ts', ...all(KEY_IMPORTS, '[keys]') },
  { path: 'lib/state/probeKeys.ts', ...all(KEY_IMPORTS, '[keys]') },
  { path: 'components/kit/probeKeys.ts', ...all(KEY_IMPORTS, '[keys]') },
  { path: 'server/routes/probeKeys.ts', ...all(KEY_IMPORTS, '[keys]') },
  { path: 'lib/probeKeys.ts', ...all(["import { deriveAccount } from './wallet/derive/deriveAccount';"], '[keys]') },
  // [shared] components/kit and lib/** never import features/** (a contract's types excepted).
  { path: 'components/kit/ProbeShared.tsx', ...all(FEATURE_IMPORTS, '[shared]') },
  { path: 'lib/format/probeShared.ts', ...all(FEATURE_IMPORTS, '[shared]') },
  { path: 'lib/wallet/probeShared.ts', ...all(FEATURE_IMPORTS, '[shared]') },
  { path: 'lib/api/probeShared.test.ts', ...all(FEATURE_IMPORTS, '[shared]') },
];

/** Imports the boundaries allow: none of these may be reported. */
const ALLOWED: { path: string; lines: string[] }[] = [
  {
    path: 'server/routes/allowed.ts',
    lines: [
      "import { ok } from '../../lib/contract/envelope';",
      "import { userInfoSchema } from '@/features/account/contract/user';",
      "import { parseRecipient } from '../../features/cloudWallet/logic/parseRecipient';",
      "import { toDecimal } from '../../lib/format/decimal';",
      "import { NETWORKS } from '../../lib/wallet/networks/networks';",
      "import { buildApp } from '../http/buildApp';",
    ],
  },
  { path: 'lib/wallet/keyring/allowed.ts', lines: ["import { deriveAccount } from '../derive/deriveAccount';", "import { privateKeyToAccount } from 'viem/accounts';", "import { generateMnemonic } from '@scure/bip39';"] },
  { path: 'components/kit/Allowed.tsx', lines: ["import type { CaptchaResult } from '@/features/account/contract/user';", "import { Button } from './Button';"] },
  { path: 'lib/state/allowed.ts', lines: ["import type { UserInfo } from '../../features/account/contract/user';", "import { isUnlocked } from '../wallet/keyring/keyring';"] },
  { path: 'features/hdWallet/ui/Allowed.tsx', lines: ["export const words = () => import('@scure/bip39/wordlists/english');", "import { isUnlocked } from '@/lib/wallet/keyring/keyring';", "import { Button } from '@/components/kit/Button';"] },
  { path: 'features/walletConnect/logic/allowed.test.ts', lines: ["import { privateKeyToAccount } from 'viem/accounts';", "import { deriveAccount } from '../../../lib/wallet/derive/deriveAccount';"] },
  { path: 'server/features/walletConnect/allowed.test.ts', lines: ["import { privateKeyToAccount } from 'viem/accounts';"] },
  { path: 'components/shell/Allowed.tsx', lines: ["import { HomeScreen } from '@/features/home/ui/HomeScreen';"] },
  { path: 'e2e/allowed.spec.ts', lines: ["import { mnemonicToAccount } from 'viem/accounts';", "import { createStoredWallet } from '../lib/wallet/vault/createStoredWallet';"] },
];

/** Two modules that import each other. */
const CYCLE = [
  { path: 'features/walletConnect/ui/ProbeA.tsx', lines: ["import { b } from './ProbeB';", 'export const a = () => b;'] },
  { path: 'features/walletConnect/ui/ProbeB.tsx', lines: ["import { a } from './ProbeA';", 'export const b = () => a;'] },
];

function lint(dir: string): Finding[] {
  const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/oxlint/bin/oxlint'), '-c', '.oxlintrc.json', '-f', 'json', '.'], { cwd: dir, encoding: 'utf8' });
  if (run.error) throw run.error;
  const report = JSON.parse(run.stdout) as { diagnostics: { code: string; help?: string; filename: string; labels: { span: { line: number } }[] }[] };
  return report.diagnostics.map((d) => ({
    file: d.filename,
    line: d.labels[0]?.span.line ?? 0,
    rule: d.code,
    tag: d.help?.match(/^\[\w+\]/)?.[0] ?? null,
  }));
}

describe('the import boundaries in .oxlintrc.json', () => {
  let dir: string;
  let findings: Finding[];

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'lint-boundaries-'));
    copyFileSync(join(ROOT, '.oxlintrc.json'), join(dir, '.oxlintrc.json'));
    for (const { path, lines } of [...CROSSINGS, ...ALLOWED, ...CYCLE]) {
      mkdirSync(join(dir, dirname(path)), { recursive: true });
      writeFileSync(join(dir, path), `${lines.join('\n')}\n`);
    }
    findings = lint(dir).filter((f) => f.rule === 'eslint(no-restricted-imports)' || f.rule === 'import(no-cycle)');
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(CROSSINGS)('reports each crossing in $path', ({ path, lines, expect: tags }) => {
    const reported = findings.filter((f) => f.file === path && f.rule === 'eslint(no-restricted-imports)');
    const byLine = (a: Finding, b: Finding) => a.line - b.line;
    expect(reported.sort(byLine).map((f) => `${f.line} ${f.tag}`)).toEqual(lines.map((_, i) => `${i + 1} ${tags[i]}`));
  });

  it('lets the allowed imports through', () => {
    const paths = new Set(ALLOWED.map((a) => a.path));
    expect(findings.filter((f) => paths.has(f.file))).toEqual([]);
  });

  it('reports an import cycle at both ends', () => {
    expect(findings.filter((f) => f.rule === 'import(no-cycle)').map((f) => f.file).sort()).toEqual(CYCLE.map((c) => c.path).sort());
  });
});
