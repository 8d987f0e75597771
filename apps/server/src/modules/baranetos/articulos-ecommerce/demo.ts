import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { barArticulos, barCategorias } from '../../../db/schema/index.ts';
import { semilla } from '../../../seed/registry.ts';
import { barEcommercePrincipal, barEcommerceVariantes } from './tablas.ts';

const tamanos = ['Chico', 'Mediano', 'Grande'];

/**
 * A few dozen shop entries: single articles, and 'Tamaño' sets made of the articles of one
 * category (the wholesale demo catalogue must be loaded first).
 */
export default semilla({
  despues: ['baranetos/catalogos'],
  demo: async (tx: Tx) => {
    const cats = await tx.select().from(barCategorias).orderBy(asc(barCategorias.idCategoria)).limit(20);
    const articulos = await tx
      .select({ codArticulo: barArticulos.codArticulo, idCategoria: barArticulos.idCategoria })
      .from(barArticulos)
      .where(
        inArray(
          barArticulos.idCategoria,
          cats.map((c) => c.idCategoria),
        ),
      )
      .orderBy(asc(barArticulos.codArticulo));
    const categorias = cats.map((c) => ({
      descripcion: c.descripcion,
      articulos: articulos
        .filter((a) => a.idCategoria === c.idCategoria)
        .slice(0, 3)
        .map((a) => a.codArticulo),
    }));
    for (const c of categorias) {
      const [solo, ...resto] = c.articulos;
      await tx.insert(barEcommercePrincipal).values({
        descripcion: `${c.descripcion} en línea`,
        manejaVariantes: false,
        codArticulo: solo!,
      });
      if (resto.length < 2) continue;
      const tipo = 4;
      const [p] = await tx
        .insert(barEcommercePrincipal)
        .values({ descripcion: `${c.descripcion} surtido`, manejaVariantes: true, idOpcion: tipo })
        .returning();
      await tx.insert(barEcommerceVariantes).values(
        resto.map((codArticulo, j) => ({
          idPrincipal: p!.idPrincipal,
          codArticulo,
          descripcionVariante: `Presentación ${tamanos[j]!.toLowerCase()}`,
          valorVariante: tamanos[j]!,
        })),
      );
    }
  },
});
