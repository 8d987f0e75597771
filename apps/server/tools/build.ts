/**
 * Compiles the server ahead of a production start: every source file of src/ to dist/ with the same
 * layout (modules discovered at run time by path still find dist/modules/<area>/<slug>/routes.js),
 * ESM kept, relative `.ts` imports rewritten to `.js`, and every non-TypeScript file (migrations'
 * .sql and journal) copied beside. The contracts package, whose exports point at TypeScript, is
 * compiled into dist/node_modules/@farmasi/contracts, which Node finds first from dist/.
 * Usage: npm run build -w apps/server
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(server, 'dist');
const contracts = path.resolve(server, '../../packages/contracts');

/** Every file under a folder, relative to it. */
const files = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));

const isSource = (f: string) => f.endsWith('.ts') && !/\.(test|fixtures|testutil)\.ts$/.test(f);
/** Test data (CFDI samples, golden files, the SAT's schemas that only the tests validate against). */
const soloPruebas = (f: string) => /(^|\/)(__fixtures__|__golden__|muestras|xsd)\//.test(f);

/** Transpiles one tree file by file and rewrites relative `.ts` specifiers to `.js`. */
const compile = async (src: string, out: string) => {
  const entries = files(src).filter(isSource);
  await build({
    entryPoints: entries.map((f) => path.join(src, f)),
    outdir: out,
    outbase: src,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    bundle: false,
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  for (const f of entries) {
    const file = path.join(out, f.replace(/\.ts$/, '.js'));
    const code = readFileSync(file, 'utf8').replace(/(['"])(\.{1,2}\/[^'"\n]+)\.ts\1/g, '$1$2.js$1');
    writeFileSync(file, code);
  }
  for (const f of files(src).filter((f) => !f.endsWith('.ts') && !soloPruebas(f))) {
    mkdirSync(path.dirname(path.join(out, f)), { recursive: true });
    cpSync(path.join(src, f), path.join(out, f));
  }
  return entries.length;
};

const started = performance.now();
rmSync(dist, { recursive: true, force: true });
const n = await compile(path.join(server, 'src'), dist);
const contractsOut = path.join(dist, 'node_modules/@farmasi/contracts');
const m = await compile(path.join(contracts, 'src'), contractsOut);
const pkg = JSON.parse(readFileSync(path.join(contracts, 'package.json'), 'utf8'));
writeFileSync(
  path.join(contractsOut, 'package.json'),
  JSON.stringify(
    { name: pkg.name, type: 'module', exports: { '.': './index.js', './*': './*.js' } },
    null,
    2,
  ),
);
console.info(
  `Servidor compilado en ${path.relative(process.cwd(), dist) || 'dist'}: ${n} archivos del servidor y ${m} de contratos en ${Math.round(performance.now() - started)} ms`,
);
