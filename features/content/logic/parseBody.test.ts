import { parseBody } from './parseBody';

describe('parseBody', () => {
  it('parses paragraphs, headings, lists and marks into typed blocks', () => {
    const { blocks, problems } = parseBody('# Title\n\nHello **bold** and *it* _too_\nsame paragraph\n\n- one\n- [two](https://example.com)\n\n1. first\n2. second\n\n### Small');
    expect(problems).toEqual([]);
    expect(blocks).toEqual([
      { type: 'heading', level: 2, spans: [{ text: 'Title' }] },
      { type: 'paragraph', spans: [{ text: 'Hello ' }, { text: 'bold', bold: true }, { text: ' and ' }, { text: 'it', italic: true }, { text: ' ' }, { text: 'too', italic: true }, { text: ' same paragraph' }] },
      { type: 'list', ordered: false, items: [[{ text: 'one' }], [{ text: 'two', href: 'https://example.com' }]] },
      { type: 'list', ordered: true, items: [[{ text: 'first' }], [{ text: 'second' }]] },
      { type: 'heading', level: 3, spans: [{ text: 'Small' }] },
    ]);
  });

  it('keeps nested marks as flat spans', () => {
    expect(parseBody('**bold [link *it*](/zixun)**').blocks).toEqual([
      { type: 'paragraph', spans: [{ text: 'bold ', bold: true }, { text: 'link ', bold: true, href: '/zixun' }, { text: 'it', bold: true, italic: true, href: '/zixun' }] },
    ]);
  });

  it('reads escapes and unclosed markers as text', () => {
    expect(parseBody('\\*not italic\\* and 2 * 3 and [half').blocks).toEqual([{ type: 'paragraph', spans: [{ text: '*not italic* and 2 * 3 and [half' }] }]);
  });

  it.each([
    ['<script>alert(1)</script>', /HTML is not allowed/],
    ['Hi <img src=x onerror=alert(1)>', /HTML is not allowed/],
    ['<a href="https://x">x</a>', /HTML is not allowed/],
    ['[x](javascript:alert(1))', /link "javascript:alert\(1": must be an https: URL/],
    ['[x](JaVaScRiPt:alert(1))', /must be an https: URL/],
    ['[x](data:text/html;base64,PHNjcmlwdD4=)', /must be an https: URL/],
    ['[x](http://example.com)', /must be an https: URL/],
    ['[x](//evil.example)', /in-app path/],
    ['[x](https://user:pw@example.com)', /user name or password/],
    ['![pic](https://example.com/a.png)', /images are not allowed/],
  ])('refuses %s', (source, problem) => {
    const { problems } = parseBody(source);
    expect(problems.join('\n')).toMatch(problem);
  });

  it('reads brackets inside link text as the end of the text: never a link inside a link', () => {
    expect(parseBody('[a [b](https://example.com/b)](https://example.com/a)').blocks).toEqual([
      { type: 'paragraph', spans: [{ text: 'a [b', href: 'https://example.com/b' }, { text: '](https://example.com/a)' }] },
    ]);
  });

  it('never lets a refused link through as a link', () => {
    const { blocks } = parseBody('[x](javascript:alert(1)) after');
    expect(JSON.stringify(blocks)).not.toContain('javascript');
  });

  it('admits http: to this machine only when asked (tests)', () => {
    expect(parseBody('[x](http://127.0.0.1:9/a)').problems).toHaveLength(1);
    expect(parseBody('[x](http://127.0.0.1:9/a)', { allowLocalHttp: true }).problems).toEqual([]);
    expect(parseBody('[x](http://example.com/a)', { allowLocalHttp: true }).problems).toHaveLength(1);
  });
});
