/**
 * The message catalogues: each feature keeps its own texts in `features/<feature>/messages/<locale>.json`,
 * the namespaces every feature uses live in `messages/shared/<locale>.json`, and the build merges them
 * into one catalogue per locale (`lib/i18n/generated/<locale>.json`, not committed), which the app
 * loads as one chunk per locale. A source owns the top-level namespaces of its `en.json`; the merge
 * refuses a namespace defined twice or a file defining a namespace its source does not own.
 *
 * Plain Node (no TypeScript) so that `predev`, `prebuild`, `pretypecheck` and jest's config can run it
 * before anything is compiled. The CLI is scripts/build-messages.mjs; types in messageCatalogue.d.mts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const SHARED_DIR = 'messages/shared';
export const FEATURES_DIR = 'features';
export const OUTPUT_DIR = 'lib/i18n/generated';
export const SOURCE_LOCALE = 'en';
/**
 * Namespaces several sources add to, each with keys of its own (a key given by two sources is
 * refused): `recordTitles`, the wallet records' titles by kind, worded by the feature that writes
 * the records (lib/contract/recordKinds.ts).
 */
export const SHARED_NAMESPACES = ['recordTitles'];

export class MessageCatalogueError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(`message catalogues:\n  - ${problems.join('\n  - ')}`);
    this.name = 'MessageCatalogueError';
    this.problems = problems;
  }
}

const isTree = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** `shared` and every feature with a `messages/` folder, shared first, features by name. */
export function listSources(root) {
  const features = existsSync(join(root, FEATURES_DIR))
    ? readdirSync(join(root, FEATURES_DIR))
        .filter((name) => existsSync(join(root, FEATURES_DIR, name, 'messages')) && statSync(join(root, FEATURES_DIR, name, 'messages')).isDirectory())
        .sort()
    : [];
  return [{ name: 'shared', dir: SHARED_DIR }, ...features.map((name) => ({ name, dir: `${FEATURES_DIR}/${name}/messages` }))];
}

/** The locales are the files of the shared source (`en` first). */
export function listLocales(root) {
  const dir = join(root, SHARED_DIR);
  if (!existsSync(dir)) throw new MessageCatalogueError([`${SHARED_DIR}/ is missing`]);
  const locales = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length));
  if (!locales.includes(SOURCE_LOCALE)) throw new MessageCatalogueError([`${SHARED_DIR}/${SOURCE_LOCALE}.json is missing`]);
  return [SOURCE_LOCALE, ...locales.filter((l) => l !== SOURCE_LOCALE).sort()];
}

function readJson(root, file, problems) {
  try {
    const tree = JSON.parse(readFileSync(join(root, file), 'utf8'));
    if (!isTree(tree)) problems.push(`${file} is not a JSON object`);
    else return tree;
  } catch (error) {
    problems.push(`${file} cannot be read: ${error.message}`);
  }
  return null;
}

/**
 * Reads every source file and merges them into one catalogue per locale.
 * @returns {{ locales: string[], sources: { name: string, dir: string, files: Record<string, object> }[], catalogues: Record<string, object> }}
 * @throws {MessageCatalogueError} listing every problem found (not only the first)
 */
export function mergeCatalogues(root) {
  const problems = [];
  const locales = listLocales(root);
  for (const locale of locales) {
    const legacy = `messages/${locale}.json`;
    if (existsSync(join(root, legacy))) {
      problems.push(`${legacy} is the old single-file catalogue: move its keys into the per-feature files with \`node scripts/build-messages.mjs --absorb ${legacy} ${locale}\` (or \`--absorb-git <branch>\`), then delete it`);
    }
  }
  const sources = listSources(root).map((source) => {
    const files = {};
    const names = readdirSync(join(root, source.dir)).filter((f) => f.endsWith('.json'));
    for (const f of names) {
      const locale = f.slice(0, -'.json'.length);
      if (!locales.includes(locale)) problems.push(`${source.dir}/${f} is not one of the locales of ${SHARED_DIR}/ (${locales.join(', ')})`);
    }
    for (const locale of locales) {
      const file = `${source.dir}/${locale}.json`;
      if (!existsSync(join(root, file))) {
        problems.push(`${file} is missing (every source has all ${locales.length} locales)`);
        continue;
      }
      const tree = readJson(root, file, problems);
      if (tree) files[locale] = tree;
    }
    return { ...source, files };
  });

  // Ownership: the namespaces of each source's en.json.
  const owner = new Map();
  for (const source of sources) {
    for (const [ns, value] of Object.entries(source.files[SOURCE_LOCALE] ?? {})) {
      if (!isTree(value)) problems.push(`${source.dir}/${SOURCE_LOCALE}.json: "${ns}" is not a namespace (an object of messages)`);
      if (SHARED_NAMESPACES.includes(ns)) {
        for (const key of isTree(value) ? Object.keys(value) : []) {
          const full = `${ns}.${key}`;
          if (owner.has(full)) problems.push(`"${full}" is defined twice: in ${owner.get(full).dir}/${SOURCE_LOCALE}.json and ${source.dir}/${SOURCE_LOCALE}.json`);
          else owner.set(full, source);
        }
      } else if (owner.has(ns)) problems.push(`namespace "${ns}" is defined twice: in ${owner.get(ns).dir}/${SOURCE_LOCALE}.json and ${source.dir}/${SOURCE_LOCALE}.json`);
      else owner.set(ns, source);
    }
  }
  for (const source of sources) {
    const own = Object.keys(source.files[SOURCE_LOCALE] ?? {});
    for (const [locale, tree] of Object.entries(source.files)) {
      if (locale === SOURCE_LOCALE) continue;
      const file = `${source.dir}/${locale}.json`;
      for (const ns of Object.keys(tree)) {
        if (own.includes(ns)) continue;
        const other = SHARED_NAMESPACES.includes(ns) ? undefined : owner.get(ns);
        problems.push(other ? `${file} defines "${ns}", which belongs to ${other.dir}/` : `${file} defines "${ns}", which ${source.dir}/${SOURCE_LOCALE}.json does not`);
      }
      for (const ns of own) if (!(ns in tree)) problems.push(`${file} lacks namespace "${ns}" of ${source.dir}/${SOURCE_LOCALE}.json`);
    }
  }
  if (problems.length > 0) throw new MessageCatalogueError(problems);

  const catalogues = {};
  for (const locale of locales) {
    catalogues[locale] = {};
    for (const source of sources) {
      for (const [ns, value] of Object.entries(source.files[locale] ?? {})) {
        catalogues[locale][ns] = SHARED_NAMESPACES.includes(ns) ? { ...catalogues[locale][ns], ...value } : value;
      }
    }
  }
  return { locales, sources, catalogues };
}

/** Writes a file only when its content changes (atomically, so parallel runs never read half a file). */
function writeIfChanged(path, text) {
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return false;
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, path);
  return true;
}

/**
 * Merges the sources and writes `lib/i18n/generated/<locale>.json`.
 * @returns {{ locales: string[], written: string[] }} the files whose content changed
 */
export function buildCatalogues(root) {
  const { locales, catalogues } = mergeCatalogues(root);
  mkdirSync(join(root, OUTPUT_DIR), { recursive: true });
  const written = [];
  for (const locale of locales) {
    const file = join(root, OUTPUT_DIR, `${locale}.json`);
    if (writeIfChanged(file, JSON.stringify(catalogues[locale], null, 2) + '\n')) written.push(relative(root, file));
  }
  return { locales, written };
}

/** The leaves of `incoming` that differ from `base` (all of them without a base), keeping the nesting. */
function changedLeaves(incoming, base) {
  const out = {};
  for (const [key, value] of Object.entries(incoming)) {
    if (isTree(value)) {
      const sub = changedLeaves(value, isTree(base?.[key]) ? base[key] : undefined);
      if (Object.keys(sub).length > 0) out[key] = sub;
    } else if (base === undefined || base[key] !== value) {
      out[key] = value;
    }
  }
  return out;
}

/**
 * Writes `patch` into `target` (a copy is returned): changed values replace the old ones in place,
 * new keys go after the key that precedes them in `order` (the incoming file), nothing is deleted.
 */
function mergeInto(target, patch, order, path, report) {
  const entries = Object.entries(target);
  const indexOf = (key) => entries.findIndex(([k]) => k === key);
  let anchor = -1;
  for (const key of Object.keys(order)) {
    const full = path ? `${path}.${key}` : key;
    if (key in patch) {
      const value = patch[key];
      if (!isTree(value) && typeof value !== 'string') throw new MessageCatalogueError([`${full} is neither a text nor an object`]);
      const at = indexOf(key);
      if (at >= 0) {
        const old = entries[at][1];
        if (isTree(value) && isTree(old)) entries[at] = [key, mergeInto(old, value, order[key], full, report)];
        else if (old !== value) {
          entries[at] = [key, isTree(value) ? mergeInto({}, value, order[key], full, report) : value];
          report.updated.push(full);
        }
      } else {
        const fresh = isTree(value) ? mergeInto({}, value, order[key], full, report) : value;
        if (!isTree(value)) report.added.push(full);
        entries.splice(anchor + 1, 0, [key, fresh]);
      }
    }
    const now = indexOf(key);
    if (now >= 0) anchor = now;
  }
  return Object.fromEntries(entries);
}

/**
 * Absorbs a whole-catalogue JSON of one locale (the old `messages/<locale>.json` format) into the
 * per-feature files: each namespace's keys go into the file of the source that owns the namespace,
 * adding new keys and updating changed ones, never deleting. With `base` (the same file where the
 * branch started), only what the branch changed is taken, so texts changed here since stay.
 * @param {{ base?: object, owners?: Record<string, string> }} options owners: namespace → feature
 *   (or `shared`) for namespaces no source owns yet
 * @returns {{ file: string, added: string[], updated: string[] }[]} one row per file changed
 */
export function absorbCatalogue(root, locale, incoming, { base, owners = {} } = {}) {
  const locales = listLocales(root);
  if (!locales.includes(locale)) throw new MessageCatalogueError([`${locale} is not one of the locales of ${SHARED_DIR}/ (${locales.join(', ')})`]);
  if (!isTree(incoming)) throw new MessageCatalogueError([`the ${locale} catalogue to absorb is not a JSON object`]);
  const sources = listSources(root);
  const ownerOf = (ns) => {
    const named = owners[ns];
    if (named) return named === 'shared' ? { name: 'shared', dir: SHARED_DIR } : { name: named, dir: `${FEATURES_DIR}/${named}/messages` };
    return sources.find((s) => {
      const en = join(root, s.dir, `${SOURCE_LOCALE}.json`);
      return existsSync(en) && ns in JSON.parse(readFileSync(en, 'utf8'));
    });
  };

  const patch = changedLeaves(incoming, base);
  const byFile = new Map();
  const unowned = [];
  for (const [ns, value] of Object.entries(patch)) {
    if (!isTree(value)) throw new MessageCatalogueError([`"${ns}" in the ${locale} catalogue is not a namespace (an object of messages)`]);
    const source = ownerOf(ns);
    if (!source) {
      unowned.push(ns);
      continue;
    }
    const file = `${source.dir}/${locale}.json`;
    if (!byFile.has(file)) byFile.set(file, {});
    byFile.get(file)[ns] = value;
  }
  if (unowned.length > 0) {
    throw new MessageCatalogueError(unowned.map((ns) => `namespace "${ns}" belongs to no feature yet: name its owner with --owner ${ns}=<feature> (or =shared)`));
  }

  const rows = [];
  for (const [file, filePatch] of byFile) {
    const path = join(root, file);
    const current = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {};
    const report = { file, added: [], updated: [] };
    const order = Object.fromEntries(Object.keys(filePatch).map((ns) => [ns, incoming[ns]]));
    // Top level: the file's namespaces keep their places, a new namespace goes last.
    const next = mergeInto(current, filePatch, { ...current, ...order }, '', report);
    if (report.added.length + report.updated.length === 0 && existsSync(path)) continue;
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, JSON.stringify(next, null, 2) + '\n');
    rows.push(report);
  }
  return rows;
}

/**
 * Reads `messages/<locale>.json` of every locale at a git revision (an old-format branch) and of the
 * commit where it forked from HEAD (`git merge-base`), as input for absorbCatalogue.
 * @returns {{ locale: string, incoming: object, base: object | undefined }[]} locales the revision has
 */
export function readLegacyFromGit(root, ref, baseRef) {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  const tip = git('rev-parse', '--verify', `${ref}^{commit}`).trim();
  const fork = baseRef ? git('rev-parse', '--verify', `${baseRef}^{commit}`).trim() : git('merge-base', 'HEAD', tip).trim();
  if (fork === tip) throw new MessageCatalogueError([`${ref} is already part of HEAD, so its fork point says nothing: pass --base-ref <commit the branch started from>`]);
  const show = (rev, file) => {
    try {
      return JSON.parse(git('show', `${rev}:${file}`));
    } catch {
      return undefined;
    }
  };
  const out = [];
  for (const locale of listLocales(root)) {
    const incoming = show(tip, `messages/${locale}.json`);
    if (incoming) out.push({ locale, incoming, base: show(fork, `messages/${locale}.json`) });
  }
  return out;
}
