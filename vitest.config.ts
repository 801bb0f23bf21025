import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'functions/**/*.test.ts',
      'src/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/lint/*.test.ts',
      'tests/hostile/*.test.ts',
    ],
    globalSetup: ['tests/support/global-setup.ts'],
    // Dates in tests are read as a visitor far from Nairobi would see them.
    env: { TZ: 'America/Los_Angeles' },
    testTimeout: 20_000,
    pool: 'forks',
  },
});
