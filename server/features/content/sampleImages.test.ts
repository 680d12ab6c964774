import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sampleContent } from './sampleContent';

const PUBLIC = join(__dirname, '../../../public');
const items = sampleContent(new Date('2026-03-01T08:00:00Z')).items as Record<string, unknown>[];

/** A CSS rule's length in rem from features/content/ui/Content.module.css. */
function remOf(rule: string, property: 'width' | 'height'): number {
  const css = readFileSync(join(__dirname, '../../../features/content/ui/Content.module.css'), 'utf8');
  const body = new RegExp(`^\\.${rule} \\{([^}]*)\\}`, 'm').exec(css)![1]!;
  return Number(new RegExp(`(?:^|;)\\s*${property}: ([\\d.]+)rem`).exec(body)![1]);
}

/** A number attribute of the SVG element or root matching `tag`. */
function attr(svg: string, tag: RegExp, name: string): number {
  return Number(new RegExp(`${name}="([\\d.]+)"`).exec(tag.exec(svg)![0])![1]);
}

describe('the sample content’s pictures', () => {
  it('are pictures the app ships', () => {
    const paths = items.flatMap((item) => ['cover', 'image'].map((field) => item[field]).filter((p): p is string => typeof p === 'string' && p.startsWith('/content/')));
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect([path, existsSync(join(PUBLIC, path))]).toEqual([path, true]);
  });

  it('show a news cover’s "SAMPLE" label whole in the feed’s thumbnail, a centred crop of the cover', () => {
    const covers = new Set(items.filter((item) => item.kind === 'news').map((item) => item.cover as string));
    const thumbRatio = remOf('thumb', 'width') / remOf('thumb', 'height');
    for (const cover of covers) {
      expect(cover).toMatch(/\.svg$/);
      const svg = readFileSync(join(PUBLIC, cover), 'utf8');
      expect(svg).toMatch(/>SAMPLE</);
      const width = attr(svg, /<svg[^>]*>/, 'width');
      const height = attr(svg, /<svg[^>]*>/, 'height');
      // object-fit: cover keeps the full height and the middle of the width.
      const shown = Math.min(width, height * thumbRatio);
      const label = /<rect id="label"[^>]*>/;
      const left = attr(svg, label, 'x');
      const right = left + attr(svg, label, 'width');
      expect({ cover, left: left >= (width - shown) / 2, right: right <= (width + shown) / 2 }).toEqual({ cover, left: true, right: true });
    }
  });
});
