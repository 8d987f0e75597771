import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    pool: 'forks',
    // Modules loaded once per worker, not per file (docs/decisions/plataforma.md): a test file keeps
    // no state in a module; each opens its own app and database copy.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
