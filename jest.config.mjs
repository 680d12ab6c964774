import nextJest from 'next/jest.js';
import { fileURLToPath } from 'node:url';
import { buildCatalogues } from './scripts/messageCatalogue.mjs';

// Components and their tests import the merged message catalogues (lib/i18n/generated, not committed).
buildCatalogues(fileURLToPath(new URL('.', import.meta.url)));

const createJestConfig = nextJest({ dir: './' });

const common = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/', '/out/'],
};

// Two projects: browser-side logic and components run in jsdom, the API host in node.
const client = await createJestConfig({
  ...common,
  displayName: 'client',
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/lib/**/*.test.ts', '<rootDir>/lib/**/*.test.tsx', '<rootDir>/components/**/*.test.tsx', '<rootDir>/features/**/*.test.ts', '<rootDir>/features/**/*.test.tsx', '<rootDir>/messages/**/*.test.ts'],
})();

const server = await createJestConfig({
  ...common,
  displayName: 'server',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/server/**/*.test.ts', '<rootDir>/scripts/**/*.test.ts', '<rootDir>/docs/**/*.test.ts'],
  // A throwaway PostgreSQL for the run, unless TEST_DATABASE_URL names one: the concurrency and
  // PostgreSQL tests always run, and the run fails loudly when no server can be had.
  globalSetup: '<rootDir>/scripts/jest-pg-setup.mjs',
  globalTeardown: '<rootDir>/scripts/jest-pg-teardown.mjs',
  // Each test goes through the HTTP stack and a database (argon2 included); on 2 busy cores a
  // loop of 30 logins can pass 5 s, so the default would fail for load, not for a bug.
  testTimeout: 30_000,
})();

// Every core runs tests: Jest's default keeps one for its main process, which only collects
// results, and on CI's 2 cores that meant one worker (6 minutes instead of 4).
export default { projects: [client, server], maxWorkers: '100%' };
