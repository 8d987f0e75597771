import {
  IMAGEN_MARCA_TAMANO_MAXIMO,
  IMAGEN_MARCA_TIPOS,
} from '@farmasi/contracts/catalogos/catproveedoresmarca';
import { asc, eq, sql } from 'drizzle-orm';
import { catProveedoresMarcasDet, catProveedoresMarcasEnc } from '../../../db/schema/index.ts';
import { guardarArchivo } from '../../../platform/archivos.ts';
import { imagenPng } from '../../../platform/imagenes.ts';
import { semilla } from '../../../seed/registry.ts';
import { articulosDeMarca } from './queries.ts';
import { catProveedoresMarcasOrden } from './tablas.ts';

const COLORES: [string, string][] = [
  ['#1d4ed8', '#93c5fd'],
  ['#b91c1c', '#fca5a5'],
  ['#047857', '#6ee7b7'],
  ['#7c2d12', '#fdba74'],
  ['#6d28d9', '#c4b5fd'],
  ['#0f766e', '#99f6e4'],
  ['#a16207', '#fde047'],
  ['#be185d', '#f9a8d4'],
];

/**
 * The demo brands (made with the articles) get a drawn logo, their suppliers' terms (the first one
 * the default) and, for the first brand, an order of its articles; the last brand keeps no image so
 * the screen shows one to complete.
 */
export default semilla({
  despues: ['catalogos/articulos'],
  demo: async (tx, ctx) => {
    const marcas = await tx
      .select()
      .from(catProveedoresMarcasEnc)
      .orderBy(asc(catProveedoresMarcasEnc.idCatProveedoresMarcasEnc));
    for (const [i, marca] of marcas.slice(0, -1).entries()) {
      const idArchivoImagen = await guardarArchivo(tx, {
        nombre: `${marca.nombre.toLowerCase()}.png`,
        contenido: imagenPng({
          ancho: 240,
          alto: 120,
          colores: COLORES[i % COLORES.length],
          texto: marca.nombre,
        }),
        tipos: IMAGEN_MARCA_TIPOS,
        tamanoMaximo: IMAGEN_MARCA_TAMANO_MAXIMO,
        publico: true,
        creadoPor: ctx.usuarios.admin,
      });
      await tx
        .update(catProveedoresMarcasEnc)
        .set({ idArchivoImagen })
        .where(eq(catProveedoresMarcasEnc.idCatProveedoresMarcasEnc, marca.idCatProveedoresMarcasEnc));
    }
    // Terms by position within the brand: vigencia 1–3, 30/45/60 credit days, 15/20/25 inventory days.
    await tx.execute(sql`
      update ${catProveedoresMarcasDet} d set
        vigencia = r.n, dias_credito = 15 + 15 * r.n, dias_inventario = 10 + 5 * r.n, dias_inventario_default = r.n = 1
        from (select id_cat_proveedores_marcas_det as id,
                     row_number() over (partition by id_cat_proveedores_marcas_enc order by id_cat_proveedores_marcas_det)::int as n
                from cat_proveedores_marcas_det) r
       where d.id_cat_proveedores_marcas_det = r.id`);
    const [primera] = marcas;
    if (!primera) return;
    const articulos = await articulosDeMarca(tx, primera.idCatProveedoresMarcasEnc);
    // The ordered ones: the list as drawn, its last article moved to the front.
    const orden = [...articulos.slice(-1), ...articulos.slice(0, -1)].slice(0, 50);
    if (orden.length)
      await tx.insert(catProveedoresMarcasOrden).values(
        orden.map((a, i) => ({
          idCatProveedoresMarcasEnc: primera.idCatProveedoresMarcasEnc,
          codArticulo: a.codArticulo,
          ordenProveedor: i + 1,
        })),
      );
  },
});
