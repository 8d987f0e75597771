import { max } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import {
  barArticulos,
  barCategorias,
  barDepartamentos,
  barSecciones,
  catSucursales,
  EMPRESA,
} from '../../../db/schema/index.ts';
import { createRandom, type Random } from '../../../seed/prng.ts';
import { semilla } from '../../../seed/registry.ts';
import { catalogoBaranetos, marcasBaranetos, presentaciones, sucursalesBaranetos } from './demo-datos.ts';

export const PRIMERA_SUCURSAL_BARANETOS = 901;
const PRIMER_ARTICULO = 100001;

/** EAN-13 with a Mexican (750) prefix and its check digit. */
export const ean13 = (random: Random) => {
  const body = `750${String(random.int(0, 999_999_999)).padStart(9, '0')}`;
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
};

/** The category tree as ids, created in order; returns each category id with its product bases. */
const crearArbol = async (tx: Tx) => {
  const categorias: { idCategoria: number; bases: string[] }[] = [];
  for (const [departamento, secciones] of Object.entries(catalogoBaranetos)) {
    const [d] = await tx.insert(barDepartamentos).values({ descripcion: departamento }).returning();
    for (const [seccion, cats] of Object.entries(secciones)) {
      const [s] = await tx
        .insert(barSecciones)
        .values({ descripcion: seccion, idDepartamento: d!.idDepartamento })
        .returning();
      const rows = await tx
        .insert(barCategorias)
        .values(Object.keys(cats).map((descripcion) => ({ descripcion, idSeccion: s!.idSeccion })))
        .returning();
      for (const row of rows)
        categorias.push({ idCategoria: row.idCategoria, bases: cats[row.descripcion] ?? [] });
    }
  }
  return categorias;
};

/** Articles: brand × product base × presentation, spread over the categories, inserted in batches. */
const insertarArticulos = async (
  tx: Tx,
  random: Random,
  categorias: { idCategoria: number; bases: string[] }[],
  desde: number,
  cuantos: number,
) => {
  const usados = new Set<string>();
  let batch: (typeof barArticulos.$inferInsert)[] = [];
  for (let i = 0; i < cuantos; i++) {
    const cat = categorias[i % categorias.length]!;
    const base = random.pick(cat.bases);
    let descripcion = `${base} ${random.pick(marcasBaranetos)} ${random.pick(presentaciones)}`;
    // Large volumes repeat combinations: a lot number keeps every description distinct.
    if (usados.has(descripcion)) descripcion = `${descripcion} (L${desde + i})`;
    usados.add(descripcion);
    batch.push({
      codArticulo: desde + i,
      descripcion,
      codBarras: ean13(random),
      idCategoria: cat.idCategoria,
    });
    if (batch.length === 1000) {
      await tx.insert(barArticulos).values(batch);
      batch = [];
    }
  }
  if (batch.length) await tx.insert(barArticulos).values(batch);
};

/**
 * The wholesale line: its eight branches (901–908), the department → section → category tree and
 * 3,000 articles; 150,000 more articles at scale.
 */
export default semilla({
  demo: async (tx) => {
    const random = createRandom(5202);
    await tx.insert(catSucursales).values(
      sucursalesBaranetos.map(([nombre, municipio, estado, lada], i) => ({
        codSucursal: PRIMERA_SUCURSAL_BARANETOS + i,
        sucursal: `Baranetos ${nombre}`,
        nombre: `Baranetos ${nombre}`,
        propia: 1,
        estado,
        municipio,
        telefono: `${lada}${String(random.int(10 ** (9 - lada.length), 10 ** (10 - lada.length) - 1))}`,
        idEmpresa: EMPRESA.baranetos,
      })),
    );
    const categorias = await crearArbol(tx);
    await insertarArticulos(tx, random, categorias, PRIMER_ARTICULO, 3000);
  },
  grande: async (tx) => {
    const random = createRandom(5203);
    const categorias = (await tx.select().from(barCategorias)).map((c) => ({
      idCategoria: c.idCategoria,
      bases: [c.descripcion],
    }));
    if (categorias.length === 0) return 'sin categorías: cargue primero los datos de demostración';
    const [ultimo] = await tx.select({ n: max(barArticulos.codArticulo) }).from(barArticulos);
    const cuantos = 150_000;
    await insertarArticulos(tx, random, categorias, (ultimo?.n ?? PRIMER_ARTICULO) + 1, cuantos);
    return `${cuantos} artículos agregados`;
  },
});
