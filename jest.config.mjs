import nextJest from 'next/jest.js';

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
  testMatch: ['<rootDir>/lib/**/*.test.ts', '<rootDir>/lib/**/*.test.tsx', '<rootDir>/components/**/*.test.tsx', '<rootDir>/messages/**/*.test.ts'],
})();

const server = await createJestConfig({
  ...common,
  displayName: 'server',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/server/**/*.test.ts'],
})();

export default { projects: [client, server] };
