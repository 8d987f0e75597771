import { foreignKey, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { catArticulos, catProveedoresMarcasEnc } from '../../../db/schema/index.ts';

/**
 * The order of a brand's articles (S12 'Orden', ordenProveedor 1..n): kept per brand, since an
 * article priced by suppliers of two brands has a place in each. Articles not yet ordered go last.
 */
export const catProveedoresMarcasOrden = pgTable(
  'cat_proveedores_marcas_orden',
  {
    idCatProveedoresMarcasEnc: integer('id_cat_proveedores_marcas_enc').notNull(),
    codArticulo: integer('cod_articulo').notNull(),
    ordenProveedor: integer('orden_proveedor').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'cat_proveedores_marcas_orden_pk',
      columns: [t.idCatProveedoresMarcasEnc, t.codArticulo],
    }),
    // Short names: the generated ones pass PostgreSQL's 63 characters.
    foreignKey({
      name: 'marcas_orden_marca_fk',
      columns: [t.idCatProveedoresMarcasEnc],
      foreignColumns: [catProveedoresMarcasEnc.idCatProveedoresMarcasEnc],
    }).onDelete('cascade'),
    foreignKey({
      name: 'marcas_orden_articulo_fk',
      columns: [t.codArticulo],
      foreignColumns: [catArticulos.codArticuloFarmasi],
    }).onDelete('cascade'),
  ],
);
