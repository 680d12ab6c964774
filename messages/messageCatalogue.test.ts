import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { absorbCatalogue, buildCatalogues, MessageCatalogueError, mergeCatalogues, readLegacyFromGit } from '../scripts/messageCatalogue.mjs';

/** The merge and absorb steps of scripts/build-messages.mjs, on small trees in a temp folder. */
let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'messages-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(files: Record<string, unknown>): void {
  for (const [file, tree] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), JSON.stringify(tree, null, 2) + '\n');
  }
}
const read = (file: string): unknown => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

/** Two locales: shared owns `common`, cloudWallet owns `send`, home owns `home`. */
function baseTree(): void {
  write({
    'messages/shared/en.json': { common: { back: 'Back' } },
    'messages/shared/fr.json': { common: { back: 'Retour' } },
    'features/cloudWallet/messages/en.json': { send: { title: 'Send', amount: 'Amount' } },
    'features/cloudWallet/messages/fr.json': { send: { title: 'Envoyer', amount: 'Montant' } },
    'features/home/messages/en.json': { home: { title: 'Home' } },
    'features/home/messages/fr.json': { home: { title: 'Accueil' } },
  });
  // A feature without messages is not a source.
  mkdirSync(path.join(root, 'features/market/ui'), { recursive: true });
}

function problems(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof MessageCatalogueError) return error.problems;
    throw error;
  }
  return [];
}

describe('mergeCatalogues', () => {
  it('merges the shared file and every feature into one catalogue per locale', () => {
    baseTree();
    const { locales, sources, catalogues } = mergeCatalogues(root);
    expect(locales).toEqual(['en', 'fr']);
    expect(sources.map((s) => s.dir)).toEqual(['messages/shared', 'features/cloudWallet/messages', 'features/home/messages']);
    expect(catalogues.fr).toEqual({ common: { back: 'Retour' }, send: { title: 'Envoyer', amount: 'Montant' }, home: { title: 'Accueil' } });
  });

  it('refuses a namespace defined by two sources', () => {
    baseTree();
    write({ 'features/home/messages/en.json': { home: { title: 'Home' }, send: { other: 'Other' } }, 'features/home/messages/fr.json': { home: { title: 'Accueil' }, send: { other: 'Autre' } } });
    expect(problems(() => mergeCatalogues(root))).toEqual([
      'namespace "send" is defined twice: in features/cloudWallet/messages/en.json and features/home/messages/en.json',
    ]);
  });

  it('lets several sources add their own keys to a shared namespace (recordTitles), but never the same key twice', () => {
    baseTree();
    write({
      'features/cloudWallet/messages/en.json': { send: { title: 'Send', amount: 'Amount' }, recordTitles: { credit: 'Credit' } },
      'features/cloudWallet/messages/fr.json': { send: { title: 'Envoyer', amount: 'Montant' }, recordTitles: { credit: 'Crédit' } },
      'features/home/messages/en.json': { home: { title: 'Home' }, recordTitles: { bonus: 'Bonus' } },
      'features/home/messages/fr.json': { home: { title: 'Accueil' }, recordTitles: { bonus: 'Prime' } },
    });
    expect(mergeCatalogues(root).catalogues.fr.recordTitles).toEqual({ credit: 'Crédit', bonus: 'Prime' });
    write({ 'features/home/messages/en.json': { home: { title: 'Home' }, recordTitles: { credit: 'Other credit' } } });
    expect(problems(() => mergeCatalogues(root))).toEqual([
      '"recordTitles.credit" is defined twice: in features/cloudWallet/messages/en.json and features/home/messages/en.json',
    ]);
  });

  it('refuses a locale file defining a namespace another feature owns, or one its en.json lacks', () => {
    baseTree();
    write({ 'features/home/messages/fr.json': { home: { title: 'Accueil' }, send: { title: 'Envoyer' }, extra: { a: 'b' } } });
    expect(problems(() => mergeCatalogues(root))).toEqual([
      'features/home/messages/fr.json defines "send", which belongs to features/cloudWallet/messages/',
      'features/home/messages/fr.json defines "extra", which features/home/messages/en.json does not',
    ]);
  });

  it('refuses a missing locale file, a missing namespace, an unknown locale and the old single file', () => {
    baseTree();
    rmSync(path.join(root, 'features/home/messages/fr.json'));
    write({ 'features/cloudWallet/messages/fr.json': {}, 'features/cloudWallet/messages/xx.json': {}, 'messages/en.json': { common: { back: 'Back' } } });
    expect(problems(() => mergeCatalogues(root))).toEqual([
      expect.stringMatching(/^messages\/en\.json is the old single-file catalogue: move its keys .*--absorb messages\/en\.json en/),
      expect.stringMatching(/^features\/cloudWallet\/messages\/xx\.json is not one of the locales/),
      'features/home/messages/fr.json is missing (every source has all 2 locales)',
      'features/cloudWallet/messages/fr.json lacks namespace "send" of features/cloudWallet/messages/en.json',
    ]);
  });
});

describe('buildCatalogues', () => {
  it('writes lib/i18n/generated/<locale>.json, and only what changed', () => {
    baseTree();
    expect(buildCatalogues(root).written).toEqual(['lib/i18n/generated/en.json', 'lib/i18n/generated/fr.json']);
    expect(read('lib/i18n/generated/en.json')).toEqual({ common: { back: 'Back' }, send: { title: 'Send', amount: 'Amount' }, home: { title: 'Home' } });
    expect(buildCatalogues(root).written).toEqual([]);
    write({ 'features/home/messages/fr.json': { home: { title: 'Page d’accueil' } } });
    expect(buildCatalogues(root).written).toEqual(['lib/i18n/generated/fr.json']);
  });

  it('writes nothing when the sources are wrong', () => {
    baseTree();
    write({ 'features/home/messages/en.json': { home: { title: 'Home' }, common: { x: 'y' } } });
    expect(problems(() => buildCatalogues(root))).toHaveLength(2);
    expect(existsSync(path.join(root, 'lib/i18n/generated/en.json'))).toBe(false);
  });
});

describe('absorbCatalogue', () => {
  const oldFormat = {
    common: { back: 'Back', next: 'Next' },
    send: { title: 'Send money', memo: 'Memo', amount: 'Amount' },
    home: { title: 'Home' },
  };

  it('puts each namespace into the file that owns it: new keys after their neighbour, changed ones in place, nothing deleted', () => {
    baseTree();
    write({ 'features/cloudWallet/messages/en.json': { send: { title: 'Send', amount: 'Amount', fee: 'Fee' } } });
    const rows = absorbCatalogue(root, 'en', oldFormat);
    expect(rows).toEqual([
      { file: 'messages/shared/en.json', added: ['common.next'], updated: [] },
      { file: 'features/cloudWallet/messages/en.json', added: ['send.memo'], updated: ['send.title'] },
    ]);
    expect(readFileSync(path.join(root, 'features/cloudWallet/messages/en.json'), 'utf8')).toBe(
      JSON.stringify({ send: { title: 'Send money', memo: 'Memo', amount: 'Amount', fee: 'Fee' } }, null, 2) + '\n',
    );
    expect(read('messages/shared/en.json')).toEqual({ common: { back: 'Back', next: 'Next' } });
    expect(absorbCatalogue(root, 'en', oldFormat)).toEqual([]);
  });

  it('with a base, takes only what the branch changed', () => {
    baseTree();
    // Since the branch started, this tree renamed "Amount" to "Sum"; the branch added a memo.
    write({ 'features/cloudWallet/messages/en.json': { send: { title: 'Send', amount: 'Sum' } } });
    const base = { send: { title: 'Send', amount: 'Amount' } };
    const branch = { send: { title: 'Send', memo: 'Memo', amount: 'Amount' } };
    expect(absorbCatalogue(root, 'en', branch, { base })).toEqual([{ file: 'features/cloudWallet/messages/en.json', added: ['send.memo'], updated: [] }]);
    expect(read('features/cloudWallet/messages/en.json')).toEqual({ send: { title: 'Send', memo: 'Memo', amount: 'Sum' } });
  });

  it('refuses a namespace nobody owns unless told its feature, then creates its file', () => {
    baseTree();
    const catalogue = { market: { title: 'Market' } };
    expect(problems(() => absorbCatalogue(root, 'en', catalogue))).toEqual(['namespace "market" belongs to no feature yet: name its owner with --owner market=<feature> (or =shared)']);
    absorbCatalogue(root, 'en', catalogue, { owners: { market: 'market' } });
    expect(read('features/market/messages/en.json')).toEqual({ market: { title: 'Market' } });
    // The other locales follow the owner en.json now names.
    absorbCatalogue(root, 'fr', { market: { title: 'Marché' } });
    expect(read('features/market/messages/fr.json')).toEqual({ market: { title: 'Marché' } });
    expect(mergeCatalogues(root).catalogues.fr.market).toEqual({ title: 'Marché' });
  });

  it('refuses an unknown locale and values that are not texts', () => {
    baseTree();
    expect(problems(() => absorbCatalogue(root, 'xx', oldFormat))).toEqual([expect.stringMatching(/^xx is not one of the locales/)]);
    expect(problems(() => absorbCatalogue(root, 'en', { send: { title: 3 } }))).toEqual(['send.title is neither a text nor an object']);
  });
});

describe('readLegacyFromGit', () => {
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'init.defaultBranch=main', ...args], { cwd: root, stdio: 'pipe' });

  it('reads an old-format branch and the commit it forked from, so only its own changes are absorbed', () => {
    // Before the split: one file per locale.
    write({ 'messages/en.json': { common: { back: 'Back' }, send: { title: 'Send', amount: 'Amount' }, home: { title: 'Home' } } });
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'old format');
    git('checkout', '-qb', 'helper');
    write({ 'messages/en.json': { common: { back: 'Back' }, send: { title: 'Send', memo: 'Memo', amount: 'Amount' }, home: { title: 'Home page' } } });
    git('commit', '-qam', 'helper adds a memo');
    git('checkout', '-q', 'main');
    git('rm', '-q', 'messages/en.json');
    write({
      'messages/shared/en.json': { common: { back: 'Back' } },
      'features/cloudWallet/messages/en.json': { send: { title: 'Send', amount: 'Sum' } },
      'features/home/messages/en.json': { home: { title: 'Home' } },
    });
    git('add', '.');
    git('commit', '-qm', 'split');

    const legacy = readLegacyFromGit(root, 'helper');
    expect(legacy.map((l) => l.locale)).toEqual(['en']);
    for (const { locale, incoming, base } of legacy) absorbCatalogue(root, locale, incoming, { base });
    expect(read('features/cloudWallet/messages/en.json')).toEqual({ send: { title: 'Send', memo: 'Memo', amount: 'Sum' } });
    expect(read('features/home/messages/en.json')).toEqual({ home: { title: 'Home page' } });

    git('merge', '-q', '-s', 'ours', 'helper', '-m', 'merged');
    expect(problems(() => readLegacyFromGit(root, 'helper'))).toEqual([expect.stringMatching(/already part of HEAD.*--base-ref/)]);
  });
});
