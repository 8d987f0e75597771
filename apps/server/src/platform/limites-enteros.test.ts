import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { FORMULARIOS } from '../../test/formularios-multipart.ts';
import { operacionesDe, type Schema } from '../../test/operaciones.ts';
import { rowsOf } from './sql.ts';

/**
 * No integer the contract lets through may be one its column cannot hold (issue 23: a `smallint`
 * column behind a contract bounded by int4 answered 500 for 32,768). Every integer field of every
 * operation of the OpenAPI document (path, query and body, at any depth, and the `json` field of
 * the multipart saves) is compared with the
 * columns of the migrated database it is written to or compared with: its bounds must lie within
 * the column type's (smallint ±32,767, integer ±2,147,483,647, numeric(p,s) below 10^(p−s)).
 *
 * The column is found by name (idCatBanners ↔ id_cat_banners, case and underscores ignored); a name
 * shared by numeric columns of several types is held to the narrowest. Where the name says nothing
 * or names a column of another meaning, COLUMNA_DE says which column it is, and SIN_COLUMNA says
 * why a field reaches none: a new integer field is either matched, named here, or this test fails.
 */
const { app, db } = await createTestApp();

/** Fields named otherwise than their column: 'field' everywhere, or 'METHOD /path field' in one operation. */
const COLUMNA_DE: Record<string, string> = {
  idEmpleados: 'licenciatarios_usuarios.id_usuario',
  sucursal: 'cat_sucursales.cod_sucursal',
  sucursales: 'cat_sucursales.cod_sucursal',
  permisosWebUsuario: 'web_usuarios_permisos.id_menu',
  idMedico: 'cat_antibioticos_medicos.id_cat_antibioticos_medicos',
  idCatArticulosArticuloPrincipal: 'bar_ecommerce_principal.id_principal',
  IdCatArticulosVariantesOpciones: 'bar_ecommerce_principal.id_opcion',
  IdCatArticulosVariantesOpcionesValores: 'bar_ecommerce_variantes.id_variante',
  idCatArticulosVariantes: 'bar_ecommerce_variantes.id_variante',
  generico: 'cat_articulos.cod_generico',
  idCatClientesFacturacion: 'clientes_credito.cod_cliente',
  idEmpleado: 'empleados.cod_empleado',
  idGrupo: 'cat_grupo_sucursales_enc.id_cat_grupo_sucursales_enc',
  empresa: 'cat_empresas.id_cat_empresa',
  idMarca: 'cat_proveedores_marcas_enc.id_cat_proveedores_marcas_enc',
  UsuarioRecibio: 'traspasos_sucursales_enc.id_usuario_recibio',
  // S27: the spec's idCatProveedoresMarcas is the brand's supplier row (…_det), not the brand.
  idCatProveedoresMarcas: 'cat_proveedores_marcas_det.id_cat_proveedores_marcas_det',
  // S28: the branches minimums are copied from and to.
  // S51: the spec's idFactura is a sales invoice.
  idFactura: 'ventas_facturas.id_venta_factura',
  origen: 'cat_sucursales.cod_sucursal',
  destino: 'cat_sucursales.cod_sucursal',
  // The filter of the list is the variant type (id_opcion), not a variant (bar_ecommerce_variantes).
  'GET /baranetos/catalogos/catarticulosecommerce/consulta/{idVariante} idVariante':
    'bar_ecommerce_principal.id_opcion',
  // A section's order (integer); cat_tipos_horario.orden (smallint) is the branch schedules'.
  'POST /mercadotecnia/banners/ordenar-banner orden': 'cat_banners.orden',
  'POST /mercadotecnia/actualizar-orden-promocionesticket orden': 'cat_promociones_ticket.orden',
  'POST /baranetos/mercadotecnia/actualizar-orden-promocionesticket orden': 'cat_promociones_ticket.orden',
  'POST /baranetos/mercadotecnia/imagenesarticulos/actualizar-orden-imagenesarticulos orden':
    'bar_articulos_imagenes.orden',
};

/** Integer fields that reach no column, and why. */
const SIN_COLUMNA: Record<string, string> = {
  pagina: 'a page number: an OFFSET, bounded by int4',
  tamanoPagina: 'a page size: a LIMIT, bounded by the contract',
  poliza: 'the kind of accounting entry (1 to 3), chosen in code',
  userId: "the banner clone's user of the spec's path: the session's user is used instead",
  tipoDocumento: "a branch's kind in the cost modal (1 licensee, 2 own), derived from cat_sucursales.propia",
  comboEspecialTipo: "the general query's special combo type (003 §7), a key of the combos defined in code",
};

interface Columna {
  tabla: string;
  columna: string;
  tipo: string;
  precision: number | null;
  escala: number | null;
}

/** The bounds a numeric column holds, or null for a column that is not numeric. */
const rangoDe = (c: Columna): [number, number] | null => {
  if (c.tipo === 'smallint') return [-32_768, 32_767];
  if (c.tipo === 'integer') return [-2_147_483_648, 2_147_483_647];
  if (c.tipo === 'bigint') return [-(2 ** 63), 2 ** 63 - 1];
  if (c.tipo === 'numeric') {
    if (c.precision === null) return [-Infinity, Infinity];
    const maximo = 10 ** (c.precision - (c.escala ?? 0)) - 10 ** -(c.escala ?? 0);
    return [-maximo, maximo];
  }
  return null;
};

const clave = (nombre: string) => nombre.replaceAll('_', '').toLowerCase();

interface Campo {
  /** 'METHOD /path' without /admin/api. */
  operacion: string;
  nombre: string;
  minimo: number;
  maximo: number;
}

/** Every integer field of a schema, named by its property (an array's items by the array's). */
const camposEnteros = (s: Schema | undefined, nombre: string, operacion: string, out: Campo[]) => {
  if (!s || typeof s !== 'object') return;
  if (s.type === 'integer' && !s.enum && !('const' in s)) {
    const minimo = (s.minimum ?? s.exclusiveMinimum ?? -Infinity) as number;
    const maximo = (s.maximum ?? s.exclusiveMaximum ?? Infinity) as number;
    out.push({ operacion, nombre, minimo, maximo });
  }
  for (const [k, v] of Object.entries(s.properties ?? {})) camposEnteros(v, k, operacion, out);
  if (s.items) camposEnteros(s.items, nombre, operacion, out);
  for (const alt of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])])
    camposEnteros(alt, nombre, operacion, out);
};

const columnas = await rowsOf<Columna>(
  db,
  sql`select table_name as tabla, column_name as columna, data_type as tipo,
             numeric_precision as precision, numeric_scale as escala
        from information_schema.columns
       where table_schema = 'public'`,
);
const numericas = columnas.filter((c) => rangoDe(c) !== null);
const porNombre = new Map<string, Columna[]>();
for (const c of numericas) porNombre.set(clave(c.columna), [...(porNombre.get(clave(c.columna)) ?? []), c]);
const porRuta = new Map(numericas.map((c) => [`${c.tabla}.${c.columna}`, c]));

const campos: Campo[] = [];
for (const op of operacionesDe(app)) {
  const operacion = `${op.method} ${op.path.replace(/^\/admin\/api/, '')}`;
  for (const p of [...op.pathParams, ...op.queryParams]) camposEnteros(p.schema, p.name, operacion, campos);
  camposEnteros(op.body, '', operacion, campos);
}
// The `json` field of the multipart saves, which the document does not describe.
for (const [ruta, datos] of FORMULARIOS) {
  camposEnteros(datos, '', `POST ${ruta.replace(/^\/admin\/api/, '')} json`, campos);
}

/** An exception's key as looked up: 'METHOD /path field' as written, a bare field name by clave(). */
const claveExcepcion = (k: string) => (k.includes(' ') ? k : clave(k));
const columnaDe = new Map(Object.entries(COLUMNA_DE).map(([k, v]) => [claveExcepcion(k), { k, v }]));
const sinColumna = new Map(Object.keys(SIN_COLUMNA).map((k) => [claveExcepcion(k), k]));

const usadas = new Set<string>();
/** The columns a field is held to: named in COLUMNA_DE, else every numeric column of its name. */
const columnasDe = (c: Campo): Columna[] | 'sin columna' => {
  for (const k of [`${c.operacion} ${c.nombre}`, clave(c.nombre)]) {
    const alias = columnaDe.get(k);
    if (alias) {
      usadas.add(alias.k);
      const columna = porRuta.get(alias.v);
      if (!columna) throw new Error(`${alias.k}: la columna ${alias.v} no existe o no es numérica`);
      return [columna];
    }
    const sin = sinColumna.get(k);
    if (sin) {
      usadas.add(sin);
      return 'sin columna';
    }
  }
  return porNombre.get(clave(c.nombre)) ?? [];
};

describe("integer bounds of the contracts against their columns' types", () => {
  it('reads the integer fields and the numeric columns', () => {
    expect(campos.length).toBeGreaterThan(200);
    expect(numericas.some((c) => c.tipo === 'smallint')).toBe(true);
  });

  it('bounds every integer field by the narrowest column it is written to or compared with', () => {
    const fallas: string[] = [];
    for (const campo of campos) {
      const cols = columnasDe(campo);
      if (cols === 'sin columna') continue;
      if (cols.length === 0) {
        fallas.push(
          `${campo.operacion} ${campo.nombre}: ninguna columna se llama así (COLUMNA_DE o SIN_COLUMNA)`,
        );
        continue;
      }
      const rangos = cols.map((c) => rangoDe(c) as [number, number]);
      const minimo = Math.max(...rangos.map(([m]) => m));
      const maximo = Math.min(...rangos.map(([, m]) => m));
      if (campo.minimo < minimo || campo.maximo > maximo) {
        const nombres = cols.map((c) => `${c.tabla}.${c.columna} ${c.tipo}`).join(', ');
        fallas.push(
          `${campo.operacion} ${campo.nombre}: ${campo.minimo}..${campo.maximo} no cabe en ${minimo}..${maximo} (${nombres})`,
        );
      }
    }
    expect(fallas).toEqual([]);
  });

  it('every exception names a field that exists', () => {
    for (const campo of campos) columnasDe(campo);
    const sobran = [...Object.keys(COLUMNA_DE), ...Object.keys(SIN_COLUMNA)].filter((k) => !usadas.has(k));
    expect(sobran).toEqual([]);
  });
});
