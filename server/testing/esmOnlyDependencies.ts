/**
 * Import this (for its effect) in any test that uses `app.inject`: it lets jest hand Fastify's
 * `light-my-request` the ESM-only `cookie` and `set-cookie-parser`, loaded by Node itself
 * (see nativeRequire.ts). Production never loads this file.
 */
jest.mock('cookie', () => require('./nativeRequire').nativeRequire('cookie'));
jest.mock('set-cookie-parser', () => require('./nativeRequire').nativeRequire('set-cookie-parser'));

export {};
