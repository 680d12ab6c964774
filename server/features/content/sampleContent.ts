/**
 * The development sample (served while nothing is published and NODE_ENV is not production; the
 * screens label it "Sample"): a content file in the documented format, its times relative to
 * `now` so the feed shows today, yesterday and older days. Nothing in it is real news.
 *
 * @example validateContentFile(sampleContent(new Date()))
 */
export function sampleContent(now: Date): { format: 1; items: unknown[] } {
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
  const news = (id: string, minutes: number, title: string, summary: string, body: string, pinned = false) => ({
    kind: 'news',
    id: `sample-${id}`,
    locale: 'en',
    publishAt: ago(minutes),
    pinned,
    title,
    summary,
    body,
    cover: '/content/sample-news-cover.svg',
    source: { name: 'Sample source' },
  });
  const dapp = (id: string, name: string, icon: string, url: string, description: string, category: string, categoryName: string, order: number, popular = false) => ({
    kind: 'discover',
    id: `sample-${id}`,
    locale: 'en',
    publishAt: ago(60 * 24 * 30),
    name,
    icon,
    url,
    description,
    category,
    categoryName,
    order,
    popular,
  });
  return {
    format: 1,
    items: [
      news(
        'welcome',
        60 * 50,
        'Sample: how news appears in the app',
        'Operators publish news from a content file; this item is a built-in sample.',
        '## What you are reading\n\nThis is **sample content**, shown only in development while no content is published.\n\n- News is written in a small *Markdown* subset.\n- Links open safely, like [the news feed](/zixun).\n\nOperators publish real content with the content command.',
        true,
      ),
      news('market-open', 4, 'Sample: markets open steady', 'A short sample summary of a market update.', 'Sample text: prices moved little this morning.\n\nNothing here is real market news.'),
      news('security-tips', 60 * 3, 'Sample: three security habits', 'Keep your phrase offline, check addresses, use a PIN.', '### Three habits\n\n1. Write your 12 words on paper.\n2. Check the first and last characters of an address.\n3. Turn on the app PIN.'),
      news('network-upgrade', 60 * 26, 'Sample: a network upgrade is planned', 'A sample item from yesterday.', 'Sample text about a planned upgrade. Read more at [an example site](https://example.com).'),
      news('weekly', 60 * 24 * 4, 'Sample: the weekly summary', 'An older sample item.', 'Sample text of a weekly summary.'),
      dapp('uniswap', 'Uniswap', '/coin-icons/UNI.svg', 'https://app.uniswap.org', 'Swap tokens on Ethereum and other networks.', 'defi', 'DeFi', 1, true),
      dapp('aave', 'Aave', '/coin-icons/AAVE.svg', 'https://app.aave.com', 'Lend and borrow crypto assets.', 'defi', 'DeFi', 2, true),
      dapp('curve', 'Curve', '/coin-icons/CRV.svg', 'https://curve.fi', 'Stablecoin exchange with low slippage.', 'defi', 'DeFi', 3),
      dapp('compound', 'Compound', '/coin-icons/COMP.svg', 'https://app.compound.finance', 'Earn interest on supplied assets.', 'defi', 'DeFi', 4),
      dapp('oneinch', '1inch', '/coin-icons/1INCH.svg', 'https://app.1inch.io', 'Find the best swap rate across exchanges.', 'defi', 'DeFi', 5),
      dapp('news', 'News', '/icons/icon-192.png', '/zixun', 'The daily news feed of this app.', 'app', 'In the app', 6, true),
      dapp('address-book', 'Address book', '/icons/icon-192.png', '/addressBook', 'Saved addresses for sending.', 'app', 'In the app', 7),
      { kind: 'banner', id: 'sample-banner-1', locale: 'en', publishAt: ago(60 * 24), image: '/content/sample-banner-news.svg', title: 'Sample banner: read the news', link: '/zixun', order: 1 },
      { kind: 'banner', id: 'sample-banner-2', locale: 'en', publishAt: ago(60 * 24), image: '/content/sample-banner-dapps.svg', title: 'Sample banner: discover dapps', link: '/index/find', order: 2 },
    ],
  };
}
