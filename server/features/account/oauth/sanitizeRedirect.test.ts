import { sanitizeRedirect } from './sanitizeRedirect';

describe('sanitizeRedirect', () => {
  it.each([
    ['/send', '/send'],
    ['/coinPurse?coin=ETH#top', '/coinPurse?coin=ETH#top'],
    ['/a/../b', '/b'],
    ['/transactions/0xabc', '/transactions/0xabc'],
  ])('keeps the same-origin path %s', (input, output) => {
    expect(sanitizeRedirect(input)).toBe(output);
  });

  it.each([
    undefined,
    null,
    '',
    'send',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    'javascript:alert(1)',
    '/a\nb',
    '/\u0000',
  ])('drops %j', (input) => {
    expect(sanitizeRedirect(input)).toBeNull();
  });
});
