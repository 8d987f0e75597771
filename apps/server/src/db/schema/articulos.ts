import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { archivos } from './archivos.ts';
import { auditColumns } from './seguridad.ts';

/** A chain catalogue behind a select: code, description, active; trigram index for 'buscar'. */
const catalogo = (name: string) =>
  pgTable(
    name,
    {
      codigo: serial('codigo').primaryKey(),
      descripcion: text('descripcion').notNull(),
      activo: boolean('activo').notNull().default(true),
    },
    (t) => [index(`${name}_desc_trgm`).using('gin', sql`lower(f_unaccent(${t.descripcion})) gin_trgm_ops`)],
  );

/** Formulas (active ingredients): desglozar enables the product group of its articles. */
export const catFormulas = pgTable(
  'cat_formulas',
  {
    codigo: serial('codigo').primaryKey(),
    descripcion: text('descripcion').notNull(),
    desglozar: boolean('desglozar').notNull().default(false),
    activo: boolean('activo').notNull().default(true),
  },
  (t) => [
    index('cat_formulas_desc_trgm').using('gin', sql`lower(f_unaccent(${t.descripcion})) gin_trgm_ops`),
  ],
);
export const catLaboratorios = catalogo('cat_laboratorios');
export const catLineas = catalogo('cat_lineas');
export const catFamilias = catalogo('cat_familias');
/** Pharmaceutical forms (the spec's 'presentaciones' catalogue). */
export const catPresentaciones = catalogo('cat_presentaciones');
export const catFormasAdministracion = catalogo('cat_formas_administracion');
export const catRecargasProveedores = catalogo('cat_recargas_proveedores');
export const catRecargasCompanias = catalogo('cat_recargas_companias');
export const catRecargasTiposProducto = catalogo('cat_recargas_tipos_producto');

/** Generic names; codFormula links a generic to its formula (catalogos/obtenergenerico/{formula}). */
export const catGenericos = pgTable(
  'cat_genericos',
  {
    codigo: serial('codigo').primaryKey(),
    descripcion: text('descripcion').notNull(),
    codFormula: integer('cod_formula').references(() => catFormulas.codigo),
    activo: boolean('activo').notNull().default(true),
  },
  (t) => [
    index('cat_genericos_desc_trgm').using('gin', sql`lower(f_unaccent(${t.descripcion})) gin_trgm_ops`),
    index('cat_genericos_formula_idx').on(t.codFormula),
  ],
);

/** Measures per pharmaceutical form; aplicar = drops per ml applies. */
export const catMedidas = pgTable(
  'cat_medidas',
  {
    codigo: serial('codigo').primaryKey(),
    codPresentacion: integer('cod_presentacion')
      .notNull()
      .references(() => catPresentaciones.codigo),
    descripcion: text('descripcion').notNull(),
    aplicar: boolean('aplicar').notNull().default(false),
  },
  (t) => [index('cat_medidas_presentacion_idx').on(t.codPresentacion)],
);

export const catProveedores = pgTable(
  'cat_proveedores',
  {
    codProveedor: serial('cod_proveedor').primaryKey(),
    nombre: text('nombre').notNull(),
    rfc: text('rfc').notNull().default(''),
    activo: boolean('activo').notNull().default(true),
    ...auditColumns,
  },
  (t) => [
    index('cat_proveedores_nombre_trgm').using('gin', sql`lower(f_unaccent(${t.nombre})) gin_trgm_ops`),
  ],
);

/**
 * Supplier brands (header) and the suppliers that sell each brand (detail). The brands catalogue
 * (S12) keeps them: the brand's image (a public stored file), each supplier's terms and the
 * brand's default supplier (one at most).
 */
export const catProveedoresMarcasEnc = pgTable(
  'cat_proveedores_marcas_enc',
  {
    idCatProveedoresMarcasEnc: serial('id_cat_proveedores_marcas_enc').primaryKey(),
    nombre: text('nombre').notNull(),
    activo: boolean('activo').notNull().default(true),
    idArchivoImagen: integer('id_archivo_imagen').references(() => archivos.id),
  },
  (t) => [uniqueIndex('cat_proveedores_marcas_enc_nombre_uq').on(sql`lower(${t.nombre})`)],
);

export const catProveedoresMarcasDet = pgTable(
  'cat_proveedores_marcas_det',
  {
    idCatProveedoresMarcasDet: serial('id_cat_proveedores_marcas_det').primaryKey(),
    idCatProveedoresMarcasEnc: integer('id_cat_proveedores_marcas_enc')
      .notNull()
      .references(() => catProveedoresMarcasEnc.idCatProveedoresMarcasEnc),
    codProveedor: integer('cod_proveedor')
      .notNull()
      .references(() => catProveedores.codProveedor),
    vigencia: smallint('vigencia').notNull().default(1),
    diasCredito: smallint('dias_credito').notNull().default(30),
    diasInventario: smallint('dias_inventario').notNull().default(0),
    diasInventarioDefault: boolean('dias_inventario_default').notNull().default(false),
  },
  (t) => [
    uniqueIndex('cat_proveedores_marcas_det_uq').on(t.idCatProveedoresMarcasEnc, t.codProveedor),
    uniqueIndex('cat_proveedores_marcas_det_default_uq')
      .on(t.idCatProveedoresMarcasEnc)
      .where(sql`${t.diasInventarioDefault}`),
    check(
      'cat_proveedores_marcas_det_dias_ck',
      sql`${t.vigencia} between 0 and 9 and ${t.diasCredito} between 0 and 999 and ${t.diasInventario} between 0 and 999`,
    ),
  ],
);

/** Article status options (estatus{product}). */
export const catArticulosEstatus = pgTable('cat_articulos_estatus', {
  estatus: text('estatus').primaryKey(),
  descripcion: text('descripcion').notNull(),
});

/**
 * The wholesaler's (DIFARMER) catalogue as received: its own codes and names per block, kept as
 * text because they are the wholesaler's, not the chain's catalogues.
 */
export const catArticulosDifarmer = pgTable(
  'cat_articulos_difarmer',
  {
    codArticulo: integer('cod_articulo').primaryKey(),
    descripcion: text('descripcion').notNull(),
    estatus: text('estatus').notNull().default('ACTIVO'),
    codBarras: text('cod_barras').notNull().default(''),
    formulaCodigo: integer('formula_codigo').notNull().default(0),
    formula: text('formula').notNull().default(''),
    laboratorioCodigo: integer('laboratorio_codigo').notNull().default(0),
    laboratorio: text('laboratorio').notNull().default(''),
    lineaCodigo: integer('linea_codigo').notNull().default(0),
    linea: text('linea').notNull().default(''),
    formaFarmaceuticaCodigo: integer('forma_farmaceutica_codigo').notNull().default(0),
    formaFarmaceutica: text('forma_farmaceutica').notNull().default(''),
    proveedorCodigo: integer('proveedor_codigo').notNull().default(0),
    proveedor: text('proveedor').notNull().default(''),
    clasificacionCodigo: integer('clasificacion_codigo').notNull().default(0),
    clasificacion: text('clasificacion').notNull().default(''),
    iva: boolean('iva').notNull().default(false),
    ieps: boolean('ieps').notNull().default(false),
    ultimoCosto: numeric('ultimo_costo', { precision: 14, scale: 4 }).notNull().default('0'),
    codigoSat: text('codigo_sat').notNull().default('01010101'),
    registroSsa: text('registro_ssa').notNull().default(''),
    fraccion: text('fraccion').notNull().default(''),
    /** True while no chain row links to it; kept by a trigger on cat_articulos (0003 migration). */
    pendiente: boolean('pendiente').notNull().default(true),
    ...auditColumns,
  },
  (t) => [
    // The pending list's pages in Spanish order (platform/sql.ts ordenEspanol), read in index order.
    index('cat_articulos_difarmer_pendiente_idx')
      .on(
        sql`f_orden_espanol(${t.descripcion}) collate "C"`,
        sql`${t.descripcion} collate "C"`,
        t.codArticulo,
      )
      .where(sql`${t.pendiente}`),
    index('cat_articulos_difarmer_desc_trgm').using(
      'gin',
      sql`lower(f_unaccent(${t.descripcion})) gin_trgm_ops`,
    ),
    // Registration search looks at DIFARMER rows only while pending (completed ones through the chain row).
    index('cat_articulos_difarmer_pend_desc_trgm')
      .using('gin', sql`lower(f_unaccent(${t.descripcion})) gin_trgm_ops`)
      .where(sql`${t.pendiente}`),
    index('cat_articulos_difarmer_formula_trgm')
      .using('gin', sql`lower(f_unaccent(${t.formula})) gin_trgm_ops`)
      .where(sql`${t.pendiente}`),
  ],
);

/** Chain codes start above every DIFARMER code, so the two are never confused (docs/decisions/). */
export const catArticulosCodSeq = pgSequence('cat_articulos_cod_seq', { startWith: 900001 });

/**
 * The chain's catalogue. codArticulo links the wholesaler article (null for solo{product}
 * articles); the chain code comes from its own sequence (see docs/decisions/).
 */
export const catArticulos = pgTable(
  'cat_articulos',
  {
    codArticuloFarmasi: integer('cod_articulo_farmasi')
      .primaryKey()
      .default(sql`nextval('cat_articulos_cod_seq')`),
    codArticulo: integer('cod_articulo').references(() => catArticulosDifarmer.codArticulo),
    soloFarmasi: boolean('solo_farmasi').notNull().default(false),
    descripcion: text('descripcion').notNull(),
    descripcionFarmasi: text('descripcion_farmasi').notNull(),
    // Kept by the database for the registration search (articulos_que_contienen): the text folded
    // as searches compare it and its Spanish sort key, read without recomputing them per row.
    busqueda: text('busqueda').generatedAlwaysAs(sql`lower(f_unaccent(descripcion_farmasi))`),
    ordenEspanol: text('orden_espanol').generatedAlwaysAs(sql`f_orden_espanol(descripcion_farmasi)`),
    estatus: text('estatus')
      .notNull()
      .default('A')
      .references(() => catArticulosEstatus.estatus),
    alto: numeric('alto', { precision: 10, scale: 2 }).notNull().default('0'),
    ancho: numeric('ancho', { precision: 10, scale: 2 }).notNull().default('0'),
    fondo: numeric('fondo', { precision: 10, scale: 2 }).notNull().default('0'),
    colectivo: integer('colectivo').notNull().default(0),
    ultimoCosto: numeric('ultimo_costo', { precision: 14, scale: 4 }).notNull().default('0'),
    iva: boolean('iva').notNull().default(false),
    ieps: boolean('ieps').notNull().default(false),
    fechaCaducidad: boolean('fecha_caducidad').notNull().default(false),
    codigoSat: text('codigo_sat').notNull().default('01010101'),
    registroSsa: text('registro_ssa').notNull().default(''),
    fraccion: text('fraccion').notNull().default(''),
    codFormula: integer('cod_formula').references(() => catFormulas.codigo),
    codLaboratorio: integer('cod_laboratorio').references(() => catLaboratorios.codigo),
    codLinea: integer('cod_linea').references(() => catLineas.codigo),
    codFamilia: integer('cod_familia').references(() => catFamilias.codigo),
    codFormaFarmaceutica: integer('cod_forma_farmaceutica').references(() => catPresentaciones.codigo),
    codGenerico: integer('cod_generico').references(() => catGenericos.codigo),
    codProveedor: integer('cod_proveedor').references(() => catProveedores.codProveedor),
    codMedida: integer('cod_medida').references(() => catMedidas.codigo),
    gotasMl: numeric('gotas_ml', { precision: 10, scale: 2 }).notNull().default('0'),
    formaAdministracion: integer('forma_administracion').references(() => catFormasAdministracion.codigo),
    presentacion: text('presentacion').notNull().default(''),
    unidadCompraProv: integer('unidad_compra_prov').notNull().default(1),
    unidadVtaFcia: integer('unidad_vta_fcia').notNull().default(1),
    proveedorDefault: integer('proveedor_default').references(() => catProveedores.codProveedor),
    idCatProveedoresMarcasEnc: integer('id_cat_proveedores_marcas_enc').references(
      () => catProveedoresMarcasEnc.idCatProveedoresMarcasEnc,
    ),
    articuloRecarga: boolean('articulo_recarga').notNull().default(false),
    recargaProveedor: integer('recarga_proveedor').references(() => catRecargasProveedores.codigo),
    recargaCompania: integer('recarga_compania').references(() => catRecargasCompanias.codigo),
    recargaTipoProducto: integer('recarga_tipo_producto').references(() => catRecargasTiposProducto.codigo),
    recargaSku: text('recarga_sku').notNull().default(''),
    recargaImporte: numeric('recarga_importe', { precision: 12, scale: 2 }).notNull().default('0'),
    recargaDescripcion: text('recarga_descripcion').notNull().default(''),
    recargaCaracteristica: text('recarga_caracteristica').notNull().default(''),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('cat_articulos_cod_articulo_uq').on(t.codArticulo),
    index('cat_articulos_busqueda_trgm').using('gin', sql`${t.busqueda} gin_trgm_ops`),
    // The registration search reads the first articles in Spanish order from this index alone.
    // (drizzle has no INCLUDE: the columns it must hold are trailing keys.)
    index('cat_articulos_busqueda_orden_idx').on(
      sql`${t.ordenEspanol} collate "C"`,
      sql`${t.descripcionFarmasi} collate "C"`,
      t.codArticulo.asc().nullsFirst(),
      t.codArticuloFarmasi,
      t.codFormula,
      t.busqueda,
    ),
    // A broad search reads articles in Spanish order and stops at the first 100 that match.
    index('cat_articulos_orden_idx').on(
      sql`f_orden_espanol(${t.descripcionFarmasi}) collate "C"`,
      sql`${t.descripcionFarmasi} collate "C"`,
    ),
    index('cat_articulos_formula_idx').on(t.codFormula),
    // buscar-productos-avanzado ANDs words that may name the laboratory.
    index('cat_articulos_laboratorio_idx').on(t.codLaboratorio),
  ],
);

/** Barcodes of chain articles: a barcode identifies one article only. */
export const catArticulosCodBarras = pgTable(
  'cat_articulos_cod_barras',
  {
    codBarras: text('cod_barras').primaryKey(),
    codArticuloFarmasi: integer('cod_articulo_farmasi')
      .notNull()
      .references(() => catArticulos.codArticuloFarmasi, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull().default('F'),
  },
  (t) => [index('cat_articulos_cod_barras_art_idx').on(t.codArticuloFarmasi)],
);
