import { defineConfig } from 'vitest/config';
import { trustingPushEmulator } from './emulators/push-tls/trust';

// The push-service emulator serves https (RFC 8030): the test processes, forked after this runs,
// trust its test authority as a server trusts any extra one (emulators/push-tls/README.md).
process.env.NODE_EXTRA_CA_CERTS = trustingPushEmulator();

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
    // Both cores (Vitest's default leaves one idle): most of a test's time is waiting on SQLite files
    // and emulators, so two files at once take about half as long.
    maxWorkers: 2,
    // A summary: what passing tests log is dropped; a failing test's output is shown whole.
    silent: 'passed-only',
    reporters: process.env.CI ? ['dot'] : ['default'],
  },
});
