import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Vendor code that every screen needs is split by library so that a change in one screen never
// invalidates the cached shell, and so that the login + shell chunk stays small.
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
];

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  server: {
    port: 5173,
    proxy: { '/admin/api': { target: 'http://localhost:3000' } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // The customer detail's Google map is a document of its own (src/mapa-google/mensajes.ts).
      input: { index: 'index.html', 'mapa-google': 'mapa-google.html' },
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    // One module cache per worker instead of one per file: antd and React are imported once, which
    // halves the suite's time (5 to 3 minutes on 2 cores). Files must leave no state behind: mocks
    // and stubbed globals are restored after each test, React Query clients are made per render.
    isolate: false,
    unstubGlobals: true,
    testTimeout: 30_000,
  },
});
