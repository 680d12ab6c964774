/**
 * Import this (for its effect) in any test that uses `app.inject`: it lets jest hand Fastify's
 * `light-my-request` the ESM-only `cookie` and `set-cookie-parser` (and the server `openid-client`), loaded by Node itself
 * (see nativeRequire.ts). Production never loads this file.
 */
jest.mock('cookie', () => require('./nativeRequire').nativeRequire('cookie'));
jest.mock('set-cookie-parser', () => require('./nativeRequire').nativeRequire('set-cookie-parser'));
// openid-client 6 (chat-account login) is ESM-only too.
jest.mock('openid-client', () => require('./nativeRequire').nativeRequire('openid-client'));

export {};
