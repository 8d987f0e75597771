import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const PANTALLAS = /[\\/]src[\\/]features[\\/][^\\/]+[\\/][^\\/]+[\\/]pantallas\.ts$/;
const PREFIJO = 'manifiesto:';
const ACCESOS = ['menu', 'sesion', 'publico', 'detalle'];

const esManifiesto = (v: unknown): boolean =>
  typeof v === 'object' &&
  v !== null &&
  ACCESOS.includes((v as { access?: string }).access ?? '') &&
  typeof (v as { url?: unknown }).url === 'string';

const esDato = (v: unknown) => ['string', 'number', 'boolean'].includes(typeof v) || esManifiesto(v);

type Importar = (specifier: string, parent: string) => Promise<Record<string, unknown>>;

/**
 * The route table reads every screen's manifest eagerly (src/app/pantallas.ts), and a manifest is
 * declared in its screen's contract module beside the zod schemas of its calls: importing it brought
 * zod and every screen's schemas into the sign-in page (issue 24, docs/rendimiento.md). In the build,
 * a feature's `pantallas.ts` imports its contract through this plugin instead, which evaluates the
 * contract at build time and hands the page only its plain data (manifests, strings, numbers). The
 * screens' own chunks still import the real contract. Tests and the dev server read the real module;
 * the data is the same.
 */
export const manifiestosSinEsquemas = (): Plugin => {
  let importar: Importar | undefined;
  let soltar: (() => Promise<void>) | undefined;
  return {
    name: 'manifiestos-sin-esquemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!PANTALLAS.test(id)) return null;
      return code.replace(/from '(@farmasi\/contracts\/[^']+)'/g, (_, m: string) => `from '${PREFIJO}${m}'`);
    },
    async resolveId(source, importer) {
      if (!source.startsWith(PREFIJO)) return null;
      const real = await this.resolve(source.slice(PREFIJO.length), importer, { skipSelf: true });
      return real ? `\0${PREFIJO}${real.id}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIJO}`)) return null;
      const archivo = id.slice(PREFIJO.length + 1);
      if (!importar) {
        // One loader for the whole build: zod and the shared contract modules load once.
        const { register } = await import('tsx/esm/api');
        const api = register({ namespace: 'manifiestos-sin-esquemas' });
        importar = api.import as Importar;
        soltar = api.unregister;
      }
      const modulo = await importar(pathToFileURL(archivo).href, import.meta.url);
      return Object.entries(modulo)
        .filter(([, v]) => esDato(v))
        .map(([nombre, v]) => `export const ${nombre} = ${JSON.stringify(v)};`)
        .join('\n');
    },
    async buildEnd() {
      await soltar?.();
      importar = undefined;
      soltar = undefined;
    },
  };
};
