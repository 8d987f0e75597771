import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { manifiestosSinEsquemas } from './vite-manifiestos';

/**
 * Writes a .br and a .gz beside every script, style and page of the build, made once at the
 * strongest levels, so that the server sends them compressed without compressing on each request
 * (@fastify/static `preCompressed`): the sign-in page's scripts travel as ~0.3 MB instead of ~1.2 MB.
 */
const precomprimir = (): Plugin => ({
  name: 'precomprimir',
  apply: 'build',
  closeBundle() {
    const raiz = path.resolve(this.environment.config.build.outDir);
    const recorrer = (dir: string): string[] =>
      readdirSync(dir).flatMap((n) => {
        const f = path.join(dir, n);
        return statSync(f).isDirectory() ? recorrer(f) : [f];
      });
    for (const archivo of recorrer(raiz)) {
      if (!/\.(js|css|html|svg|json)$/.test(archivo)) continue;
      const datos = readFileSync(archivo);
      if (datos.length < 1024) continue;
      writeFileSync(
        `${archivo}.br`,
        brotliCompressSync(datos, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${archivo}.gz`, gzipSync(datos, { level: 9 }));
    }
  },
});

// Vendor code that every screen needs is split by library so that a change in one screen never
// invalidates the cached shell, and so that the login + shell chunk stays small.
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
];

export default defineConfig({
  base: '/admin/',
  plugins: [manifiestosSinEsquemas(), react(), precomprimir()],
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
