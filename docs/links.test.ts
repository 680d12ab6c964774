import fs from 'node:fs';
import path from 'node:path';

/**
 * The README and every page under docs/ link to each other by relative paths; a page moved or a
 * heading renamed would leave a link that leads nowhere. This reads every Markdown link (outside code)
 * and fails for a relative target that does not exist, or an anchor that names no heading of its page.
 */

const ROOT = path.resolve(__dirname, '..');

/**
 * Pages that a separate change writes (the generated configuration reference, the contributor guide).
 * While one is absent, links to it are not reported; once it exists, its links are checked as any other.
 */
const WRITTEN_ELSEWHERE = new Set(['docs/configuration.md', 'docs/contributing.md']);

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

/** The text without fenced code blocks and inline code, where a `[x](y)` is not a link. */
function withoutCode(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens; repeats get -1, -2, … */
function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of withoutCode(fs.readFileSync(file, 'utf8')).split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const base = heading[1].trim().toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '').replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Every relative link of a file, as `[target, anchor]` (external links and mail links left out). */
function relativeLinks(file: string): { target: string; anchor: string | undefined }[] {
  const links = [...withoutCode(fs.readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
  return links
    .filter((link) => !/^[a-z][a-z0-9+.-]*:/i.test(link))
    .map((link) => {
      const [target, anchor] = link.split('#', 2);
      return { target, anchor };
    });
}

const pages = [path.join(ROOT, 'README.md'), ...markdownFiles(path.join(ROOT, 'docs'))];

describe('links between the README and docs/', () => {
  it('finds the pages and their links', () => {
    expect(pages.length).toBeGreaterThan(10);
    expect(relativeLinks(path.join(ROOT, 'README.md')).length).toBeGreaterThan(10);
  });

  it.each(pages.map((page) => [path.relative(ROOT, page)]))('%s: every relative link leads to a file and heading that exist', (page) => {
    const from = path.join(ROOT, page);
    const broken: string[] = [];
    for (const { target, anchor } of relativeLinks(from)) {
      const resolved = target === '' ? from : path.resolve(path.dirname(from), target);
      const fromRoot = path.relative(ROOT, resolved);
      if (!fs.existsSync(resolved)) {
        if (!WRITTEN_ELSEWHERE.has(fromRoot)) broken.push(`${target} (no such file)`);
        continue;
      }
      if (anchor !== undefined && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor)) {
        broken.push(`${target}#${anchor} (no such heading in ${fromRoot})`);
      }
    }
    expect(broken).toEqual([]);
  });
});
