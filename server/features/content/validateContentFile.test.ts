import { sampleContent } from './sampleContent';
import { validateContentFile } from './validateContentFile';

const news = { kind: 'news', id: 'n1', locale: 'en', publishAt: '2026-03-01T08:00:00Z', title: 'Title', body: 'Body text' };
const discover = { kind: 'discover', id: 'd1', locale: 'en', publishAt: '2026-03-01T08:00:00Z', name: 'Dapp', icon: 'https://example.com/i.png', url: 'https://example.com', description: 'A dapp', category: 'defi' };
const banner = { kind: 'banner', id: 'b1', locale: 'en', publishAt: '2026-03-01T08:00:00Z', image: '/content/sample-banner-news.svg', title: 'Alt text' };

const problemsOf = (items: unknown[]) => validateContentFile({ format: 1, items }).problems.map((p) => `${p.id ?? '-'} ${p.field}: ${p.message}`);

describe('validateContentFile', () => {
  it('turns a good file into rows', () => {
    const { rows, problems } = validateContentFile({ format: 1, items: [news, discover, banner] });
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.id, r.kind])).toEqual([['n1', 'news'], ['d1', 'discover'], ['b1', 'banner']]);
    expect(rows[0].doc).toMatchObject({ body: [{ type: 'paragraph', spans: [{ text: 'Body text' }] }], summary: null, cover: null, source: null, pinned: false });
  });

  it('accepts the built-in sample', () => {
    expect(validateContentFile(sampleContent(new Date())).problems).toEqual([]);
  });

  it('refuses a file that is not the format', () => {
    expect(validateContentFile({ items: [] }).problems[0]).toMatchObject({ field: 'format', index: null });
    expect(validateContentFile([]).problems).toHaveLength(1);
    expect(validateContentFile({ format: 1, items: [], extra: 1 }).problems[0].message).toMatch(/Unrecognized key/);
  });

  it.each([
    [{ ...news, kind: 'video' }, 'n1 kind:'],
    [{ ...news, id: 'Bad Id' }, 'Bad Id id: must be 1 to 64 lower-case'],
    [{ ...news, locale: 'de' }, 'n1 locale: must be one of en zh fr ar el in ja ko ms th tr'],
    [{ ...news, publishAt: 'yesterday' }, 'n1 publishAt: must be an ISO 8601 time'],
    [{ ...news, publishAt: '2026-03-01T08:00:00' }, 'n1 publishAt: must be an ISO 8601 time'],
    [{ ...news, title: '' }, 'n1 title: must not be empty'],
    [{ ...news, title: 'x'.repeat(201) }, 'n1 title: must be at most 200'],
    [{ ...news, title: 'a\u202Eb' }, 'n1 title:'],
    [{ ...news, summary: 'line\nbreak' }, 'n1 summary: must not contain control characters'],
    [{ ...news, body: '' }, 'n1 body: must not be empty'],
    [{ ...news, body: '<script>alert(1)</script>' }, 'n1 body: HTML is not allowed'],
    [{ ...news, body: '[x](javascript:alert(1))' }, 'n1 body: link "javascript:alert(1": must be an https: URL'],
    [{ ...news, cover: 'data:image/png;base64,AAAA' }, 'n1 cover: must be an https: URL'],
    [{ ...news, cover: '/zixun' }, 'n1 cover: an in-app image path must end in'],
    [{ ...news, source: { name: 'S', url: 'javascript:alert(1)' } }, 'n1 source.url: must be an https: URL'],
    [{ ...news, pinned: 'yes' }, 'n1 pinned:'],
    [{ ...news, author: 'x' }, 'n1 (item): Unrecognized key'],
    [{ ...discover, url: 'http://example.com' }, 'd1 url: must be an https: URL'],
    [{ ...discover, icon: 'javascript:alert(1)' }, 'd1 icon: must be an https: URL'],
    [{ ...discover, category: 'De Fi' }, 'd1 category: must be a lower-case slug'],
    [{ ...discover, order: 1.5 }, 'd1 order: must be a whole number'],
    [{ ...discover, description: undefined }, 'd1 description:'],
    [{ ...banner, link: '//evil.example' }, 'b1 link: must be an in-app path'],
    [{ ...banner, image: 'https://user:pw@example.com/a.png' }, 'b1 image: must not carry a user name or password'],
    [{ ...banner, until: '2026-03-01T07:00:00Z' }, 'b1 until: must be after publishAt'],
    [{ ...banner, withdrawn: 'no' }, 'b1 withdrawn:'],
  ])('refuses %j', (item, expected) => {
    const found = problemsOf([item]);
    expect(found.join('\n')).toContain(expected);
  });

  it('names every problem of every item, and a repeated id', () => {
    const found = problemsOf([{ ...news, title: '' }, { ...news, body: '<b>x</b>' }, { ...discover, url: 'ftp://x' }]);
    expect(found).toEqual([
      'n1 title: must not be empty',
      'n1 id: is used by an earlier item of this file',
      expect.stringContaining('n1 body: HTML is not allowed'),
      'd1 url: must be an https: URL or an in-app path starting with /',
    ]);
  });

  it('gives no rows when anything is wrong', () => {
    expect(validateContentFile({ format: 1, items: [news, { ...discover, url: 'ftp://x' }] }).rows).toEqual([]);
  });
});
