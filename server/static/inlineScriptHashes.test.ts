import { inlineScriptHashes } from './inlineScriptHashes';

describe('inlineScriptHashes', () => {
  it("matches the browser's hash of a script's text (MDN's example)", () => {
    expect(inlineScriptHashes("<script>alert('Hello, world.');</script>")).toEqual([
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    ]);
  });

  it('hashes every inline script once, skips external ones, keeps whitespace and entities raw', () => {
    const html = [
      '<script src="/_next/static/chunks/main.js" async></script>',
      "<script>alert('Hello, world.');</script>",
      '<SCRIPT type="module">\n  self.a = 1 &amp;&amp; 2;\n</SCRIPT >',
      "<script>alert('Hello, world.');</script>",
      '<script id="data" type="application/json">{"src":"x"}</script>',
    ].join('');
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(3);
    expect(hashes[0]).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('returns nothing for a page without inline scripts', () => {
    expect(inlineScriptHashes('<html><script src="a.js"></script></html>')).toEqual([]);
  });
});
