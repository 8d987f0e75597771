import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The developers' guide: no source file over 300 lines, tests included (split by job). Checks every
 * TypeScript file of the repository (git's tracked and new files; without git, the tree without
 * node_modules and build output), so a long file fails here wherever it is.
 */
const MAXIMO = 300;
const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const esFuente = (f: string) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts');
const ignoradas = new Set(['node_modules', 'dist', 'data', '.git', 'test-results', 'playwright-report']);

const recorrer = (dir: string): string[] =>
  readdirSync(path.join(raiz, dir), { withFileTypes: true }).flatMap((e) => {
    const f = path.join(dir, e.name);
    if (e.isDirectory()) return ignoradas.has(e.name) || e.name.startsWith('.') ? [] : recorrer(f);
    return esFuente(e.name) ? [f] : [];
  });

const fuentes = (): string[] => {
  try {
    const salida = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: raiz,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return salida.split('\n').filter(esFuente);
  } catch {
    return recorrer('.');
  }
};

const lineas = (texto: string) =>
  texto === '' ? 0 : texto.split('\n').length - (texto.endsWith('\n') ? 1 : 0);

describe('source files', () => {
  it(`have at most ${MAXIMO} lines each`, () => {
    const archivos = fuentes();
    expect(archivos.length).toBeGreaterThan(100);
    const largos = archivos.flatMap((f) => {
      let texto: string;
      try {
        texto = readFileSync(path.join(raiz, f), 'utf8');
      } catch {
        return []; // deleted in the working tree, not yet in git
      }
      const n = lineas(texto);
      return n > MAXIMO ? [`${f}: ${n} líneas`] : [];
    });
    expect(largos).toEqual([]);
  });

  it('counts lines as an editor shows them', () => {
    expect(lineas('a\nb\n')).toBe(2);
    expect(lineas('a\nb')).toBe(2);
    expect(lineas('')).toBe(0);
  });
});
