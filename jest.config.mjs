import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// Route tests play the part of the proxy: each test client writes its own X-Forwarded-For (lib/testing/route-browser).
process.env.TRUSTED_PROXY_COUNT ??= '1';

const shared = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^server-only$': '<rootDir>/lib/testing/empty.ts' },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/', '/.data/'],
};

/** Unit tests (pure logic, client components) and integration tests (data layer on a real database). */
export default async function config() {
  const unit = await createJestConfig({
    ...shared,
    displayName: 'unit',
    testEnvironment: 'jsdom',
    setupFilesAfterEnv: ['<rootDir>/lib/testing/jest-setup.ts'],
    testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
    testPathIgnorePatterns: [...shared.testPathIgnorePatterns, '\\.int\\.test\\.ts$'],
  })();
  // next-intl, use-intl and its message formatter ship only ES modules.
  unit.transformIgnorePatterns = [
    '/node_modules/(?!(next-intl|use-intl|intl-messageformat|@formatjs|icu-minify|@schummar|next/dist/client|next/dist/shared/lib)/)',
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  const integration = await createJestConfig({
    ...shared,
    displayName: 'integration',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/**/*.int.test.ts'],
    testTimeout: 60_000,
    // The site keeps process-wide parts on globalThis by design (the database handle and its availability, the
    // server's async context, the Redis clients, the work left for after answers). Jest's default soft deletion of a
    // file's globals wraps their properties, and a property set through that wrapper calls itself until the stack
    // overflows ("Maximum call stack size exceeded" in the next file) whenever anything still running writes to one
    // after its file has ended; with cleanup off they stay as they are, as in the running site. (The test databases
    // close only once the work left for after answers is done, the one such writer found: lib/testing/after-answers.ts.)
    testEnvironmentOptions: { globalsCleanup: 'off' },
  })();
  // jose (Google ID tokens) and use-intl (API answers' texts) ship only ES modules.
  integration.transformIgnorePatterns = [
    '/node_modules/(?!(jose|use-intl|intl-messageformat|@formatjs|icu-minify|@schummar)/)',
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  // testTimeout is read from the top level, not from a project.
  return { projects: [unit, integration], testTimeout: 60_000 };
}
