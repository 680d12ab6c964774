/**
 * Builds the per-locale message catalogues from the per-feature files (scripts/messageCatalogue.mjs).
 *
 *   node scripts/build-messages.mjs                      merge and write lib/i18n/generated/<locale>.json
 *   node scripts/build-messages.mjs --watch [-- cmd …]   the same on every change (and runs cmd, e.g. next dev)
 *   node scripts/build-messages.mjs --absorb <catalogue.json> <locale> [--base <catalogue.json>] [--owner <ns>=<feature>]…
 *   node scripts/build-messages.mjs --absorb-git <branch> [--base-ref <commit>] [--owner <ns>=<feature>]…
 *
 * The absorb modes take the old single-file format (`messages/<locale>.json`, as a branch made
 * before the split still edits it) and write each namespace's keys into the file that owns it:
 * new keys are added, changed ones updated, none deleted. `--base` (or, with --absorb-git, the
 * commit where the branch forked, found by `git merge-base HEAD <branch>`) limits that to what the
 * branch itself changed. `--owner` names the feature of a namespace that no file owns yet.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, watch } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { absorbCatalogue, buildCatalogues, FEATURES_DIR, listSources, MessageCatalogueError, readLegacyFromGit } from './messageCatalogue.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

function fail(error) {
  console.error(error instanceof MessageCatalogueError ? error.message : error);
  process.exit(1);
}

function build() {
  const { locales, written } = buildCatalogues(ROOT);
  console.log(`message catalogues: ${locales.length} locales, ${written.length ? `wrote ${written.length}` : 'up to date'}`);
}

/** `--name value` pairs after the positional arguments; `--owner` may repeat. */
function options(args) {
  const out = { owners: {} };
  for (let i = 0; i < args.length; i += 2) {
    const [name, value] = [args[i], args[i + 1]];
    if (value === undefined) fail(`${name} needs a value`);
    if (name === '--owner') {
      const [ns, feature] = value.split('=');
      if (!ns || !feature) fail(`--owner takes <namespace>=<feature>, not ${value}`);
      out.owners[ns] = feature;
    } else if (name === '--base' || name === '--base-ref') out[name.slice(2)] = value;
    else fail(`unknown option ${name}`);
  }
  return out;
}

function printAbsorbed(locale, rows) {
  if (rows.length === 0) console.log(`${locale}: nothing new`);
  for (const { file, added, updated } of rows) {
    console.log(`${file}: ${added.length} added, ${updated.length} updated`);
    for (const key of updated) console.log(`  updated ${key}`);
  }
}

function absorbFile([file, locale, ...rest]) {
  if (!file || !locale) fail('usage: --absorb <catalogue.json> <locale> [--base <catalogue.json>] [--owner <ns>=<feature>]…');
  const opts = options(rest);
  const read = (path) => JSON.parse(readFileSync(path, 'utf8'));
  printAbsorbed(locale, absorbCatalogue(ROOT, locale, read(file), { base: opts.base ? read(opts.base) : undefined, owners: opts.owners }));
}

function absorbGit([ref, ...rest]) {
  if (!ref) fail('usage: --absorb-git <branch> [--base-ref <commit>] [--owner <ns>=<feature>]…');
  const opts = options(rest);
  const legacy = readLegacyFromGit(ROOT, ref, opts['base-ref']);
  if (legacy.length === 0) fail(`${ref} has no messages/<locale>.json: nothing to absorb`);
  // English first: it decides which source owns a namespace the others then follow.
  for (const { locale, incoming, base } of legacy) printAbsorbed(locale, absorbCatalogue(ROOT, locale, incoming, { base, owners: opts.owners }));
  console.log(`absorbed ${legacy.length} locales of ${ref}; now run git rm messages/??.json, git add features messages, and node scripts/build-messages.mjs`);
}

/** Rebuilds on every change of a source folder; runs `command` alongside and exits with it. */
function watchMode(command) {
  const rebuild = () => {
    try {
      build();
    } catch (error) {
      console.error(error instanceof MessageCatalogueError ? error.message : error);
    }
  };
  rebuild();
  const watchers = new Map();
  let timer;
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      watchSources();
      rebuild();
    }, 100);
  };
  function watchSources() {
    const dirs = [FEATURES_DIR, ...listSources(ROOT).map((s) => s.dir)].filter((d) => existsSync(join(ROOT, d)));
    for (const dir of dirs) if (!watchers.has(dir)) watchers.set(dir, watch(join(ROOT, dir), schedule));
    // A feature folder that gains messages/ shows up as a change of features/ itself.
    for (const name of readdirSync(join(ROOT, FEATURES_DIR))) {
      const dir = `${FEATURES_DIR}/${name}`;
      if (!watchers.has(dir)) watchers.set(dir, watch(join(ROOT, dir), schedule));
    }
  }
  watchSources();
  if (command.length === 0) return;
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit', shell: process.platform === 'win32' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

const [mode, ...args] = process.argv.slice(2);
try {
  if (mode === undefined) build();
  else if (mode === '--absorb') absorbFile(args);
  else if (mode === '--absorb-git') absorbGit(args);
  else if (mode === '--watch') watchMode(args[0] === '--' ? args.slice(1) : args);
  else fail(`unknown mode ${mode}: see the comment at the top of scripts/build-messages.mjs`);
} catch (error) {
  fail(error);
}
