import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Operations checks that start real server processes: run only by scripts/backup-restore-check.sh. */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['test-ops/**/*.test.ts'],
    pool: 'forks',
    // One at a time: each starts the product (and one a browser) on a 2-core machine.
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
