import { sql } from 'drizzle-orm';
import { EMPRESA } from '../../../../db/schema/index.ts';
import {
  como,
  contiene,
  costo,
  dia,
  enRango,
  entero,
  filtroTipoSucursal,
  igualCodigo,
  instante,
  lista,
  monto,
  ordenNombre,
  siNo,
  textoDe,
  todas,
} from './sql.ts';
import { c, type DatoOpcion, type OpcionRegistro, opcion, type Parametros } from './tipos.ts';
import {
  corteDelDia,
  facturasDeVenta,
  ticketsDelPeriodo,
  ventasPorDia,
  ventasPorSucursal,
} from './ventas.ts';

/** The chain line's options (ids 1–99). */
const F = EMPRESA.farmacias;
const sucursal: DatoOpcion = { texto: 'Sucursal', filtro: 'S', requerido: false };
const tipoSucursal = { tipo: 1, texto: 'Tipo de sucursal' };
const deSucursal = (p: Parametros) => [
  igualCodigo(sql`s.cod_sucursal`, p.dato),
  filtroTipoSucursal(sql`s`, p),
];

/** Articles of one supplier with their costs and prices (the costs of S02/S25). */
const articulosProveedor = opcion({
  idOpcion: 5,
  empresa: F,
  descripcion: 'Artículos de un proveedor con sus costos',
  fechas: 'ninguna',
  dato: { texto: 'Proveedor', filtro: 'P', requerido: true },
  columnas: [
    c('codArticulo', 'Código', 'entero'),
    c('articulo', 'Artículo'),
    c('marca', 'Marca'),
    c('costo', 'Costo', 'moneda'),
    c('precioMayoreo', 'Precio mayoreo', 'moneda'),
    c('precioPublico', 'Precio público', 'moneda'),
    c('precioGlobal', 'Precio global'),
  ],
  clave: [
    { expr: ordenNombre(sql`a.descripcion_farmasi`), tipo: 'text' },
    { expr: sql`k.id_cat_articulos_proveedores_costos_enc`, tipo: 'int' },
  ],
  consulta: (p) => ({
    select: lista(
      entero(sql`a.cod_articulo_farmasi`, 'codArticulo'),
      como(sql`a.descripcion_farmasi`, 'articulo'),
      como(sql`me.nombre`, 'marca'),
      costo(sql`k.costo`, 'costo'),
      monto(sql`k.precio_mayoreo`, 'precioMayoreo'),
      monto(sql`k.precio_publico`, 'precioPublico'),
      siNo(sql`k.precio_global`, 'precioGlobal'),
    ),
    desde: sql`from cat_articulos_proveedores_costos_enc k
      join cat_proveedores_marcas_det d on d.id_cat_proveedores_marcas_det = k.id_cat_proveedores_marcas_det
      join cat_proveedores_marcas_enc me on me.id_cat_proveedores_marcas_enc = d.id_cat_proveedores_marcas_enc
      join cat_articulos a on a.cod_articulo_farmasi = k.cod_articulo_farmasi`,
    donde: todas(igualCodigo(sql`d.cod_proveedor`, p.dato)),
  }),
});

/** The chain's articles of one formula (active ingredient), optionally whose name holds a text. */
const articulosFormula = opcion({
  idOpcion: 6,
  empresa: F,
  descripcion: 'Artículos por fórmula',
  fechas: 'ninguna',
  dato: { texto: 'Fórmula', filtro: 'G', requerido: true },
  dato2: { texto: 'Descripción contiene', filtro: '', requerido: false },
  columnas: [
    c('codArticulo', 'Código', 'entero'),
    c('articulo', 'Artículo'),
    c('laboratorio', 'Laboratorio'),
    c('presentacion', 'Presentación'),
    c('estatus', 'Estatus'),
    c('ultimoCosto', 'Último costo', 'moneda'),
  ],
  clave: [
    { expr: ordenNombre(sql`a.descripcion_farmasi`), tipo: 'text' },
    { expr: sql`a.cod_articulo_farmasi`, tipo: 'int' },
  ],
  consulta: (p) => ({
    select: lista(
      entero(sql`a.cod_articulo_farmasi`, 'codArticulo'),
      como(sql`a.descripcion_farmasi`, 'articulo'),
      textoDe(sql`l.descripcion`, 'laboratorio'),
      como(sql`a.presentacion`, 'presentacion'),
      textoDe(sql`e.descripcion`, 'estatus'),
      costo(sql`a.ultimo_costo`, 'ultimoCosto'),
    ),
    desde: sql`from cat_articulos a left join cat_laboratorios l on l.codigo = a.cod_laboratorio
      left join cat_articulos_estatus e on e.estatus = a.estatus`,
    donde: todas(igualCodigo(sql`a.cod_formula`, p.dato), contiene(sql`a.descripcion_farmasi`, p.dato2)),
  }),
});

/** Minimum stocks at zero (the article stays out of the branch's suggested order), per branch. */
const minimosEnCero = opcion({
  idOpcion: 7,
  empresa: F,
  descripcion: 'Existencias mínimas en cero por sucursal',
  fechas: 'ninguna',
  dato: sucursal,
  dato2: { texto: 'Artículo', filtro: 'A', requerido: false },
  columnas: [
    c('codSucursal', 'Sucursal', 'entero'),
    c('sucursal', 'Nombre'),
    c('codArticulo', 'Código', 'entero'),
    c('articulo', 'Artículo'),
    c('demandaIndividual', 'Demanda individual'),
    c('actualizado', 'Actualizado', 'fechaHora'),
  ],
  clave: [
    { expr: sql`em.cod_sucursal`, tipo: 'int' },
    { expr: sql`em.cod_articulo_farmasi`, tipo: 'int' },
  ],
  consulta: (p) => ({
    select: lista(
      entero(sql`em.cod_sucursal`, 'codSucursal'),
      como(sql`s.sucursal`, 'sucursal'),
      entero(sql`a.cod_articulo_farmasi`, 'codArticulo'),
      como(sql`a.descripcion_farmasi`, 'articulo'),
      siNo(sql`em.demanda_individual = 1`, 'demandaIndividual'),
      instante(sql`coalesce(em.modificado_en, em.creado_en)`, 'actualizado'),
    ),
    desde: sql`from existencias_minimas em join cat_sucursales s on s.cod_sucursal = em.cod_sucursal
      join cat_articulos a on a.cod_articulo_farmasi = em.cod_articulo_farmasi`,
    donde: todas(
      sql`em.existencia_minima = 0`,
      igualCodigo(sql`em.cod_sucursal`, p.dato),
      igualCodigo(sql`em.cod_articulo_farmasi`, p.dato2),
    ),
  }),
});

/** Suppliers' invoices by invoice date and status (combo 4), optionally of one supplier. */
const facturasProveedores = opcion({
  idOpcion: 8,
  empresa: F,
  descripcion: 'Facturas de proveedores por estatus',
  fechas: 'rango',
  dato: { texto: 'Proveedor', filtro: 'P', requerido: false },
  combo: { tipo: 4, texto: 'Estatus' },
  columnas: [
    c('fechaFactura', 'Fecha factura', 'fecha'),
    c('fechaSubida', 'Fecha de carga', 'fechaHora'),
    c('codProveedor', 'Proveedor', 'entero'),
    c('proveedor', 'Nombre'),
    c('marca', 'Marca'),
    c('serie', 'Serie'),
    c('folio', 'Folio', 'entero'),
    c('estatus', 'Estatus'),
    c('sucursal', 'Sucursal'),
    c('importe', 'Importe', 'moneda'),
  ],
  clave: [
    { expr: sql`f.fecha_factura`, tipo: 'date' },
    { expr: sql`f.id_facturas_proveedores`, tipo: 'int' },
  ],
  consulta: (p) => ({
    select: lista(
      dia(sql`f.fecha_factura`, 'fechaFactura'),
      instante(sql`f.fecha_subida`, 'fechaSubida'),
      entero(sql`pr.cod_proveedor`, 'codProveedor'),
      como(sql`pr.nombre`, 'proveedor'),
      como(sql`me.nombre`, 'marca'),
      como(sql`f.serie`, 'serie'),
      entero(sql`f.folio_factura`, 'folio'),
      como(sql`coalesce(e.descripcion, f.estatus)`, 'estatus'),
      textoDe(sql`s.sucursal`, 'sucursal'),
      monto(sql`f.importe`, 'importe'),
    ),
    desde: sql`from facturas_proveedores f
      join cat_proveedores_marcas_det d on d.id_cat_proveedores_marcas_det = f.id_cat_proveedores_marcas_det
      join cat_proveedores pr on pr.cod_proveedor = d.cod_proveedor
      join cat_proveedores_marcas_enc me on me.id_cat_proveedores_marcas_enc = d.id_cat_proveedores_marcas_enc
      left join proveedores_documentos_estatus e on e.tipo = 'F' and e.estatus = f.estatus
      left join cat_sucursales s on s.cod_sucursal = f.cod_sucursal`,
    donde: todas(
      enRango(sql`f.fecha_factura`, p),
      igualCodigo(sql`d.cod_proveedor`, p.dato),
      p.combo ? sql`f.estatus = ${p.combo}` : undefined,
    ),
  }),
});

/** Customers (the branches served as customers) with their branch and delivery group. */
const clientes = opcion({
  idOpcion: 9,
  empresa: F,
  descripcion: 'Clientes por sucursal y grupo de entrega',
  fechas: 'ninguna',
  dato: { texto: 'Cliente', filtro: 'C', requerido: false },
  dato2: { texto: 'Estado', filtro: '', requerido: false },
  columnas: [
    c('codCliente', 'Cliente', 'entero'),
    c('nombre', 'Nombre'),
    c('negocio', 'Negocio'),
    c('codSucursal', 'Sucursal', 'entero'),
    c('sucursal', 'Nombre de la sucursal'),
    c('municipio', 'Municipio'),
    c('estado', 'Estado'),
    c('grupoEntrega', 'Grupo de entrega'),
  ],
  clave: [{ expr: sql`cl.cod_cliente`, tipo: 'int' }],
  consulta: (p) => ({
    select: lista(
      entero(sql`cl.cod_cliente`, 'codCliente'),
      como(sql`cl.nombre`, 'nombre'),
      como(sql`cl.nombre_negocio`, 'negocio'),
      como(sql`s.cod_sucursal`, 'codSucursal'),
      textoDe(sql`s.sucursal`, 'sucursal'),
      textoDe(sql`s.municipio`, 'municipio'),
      textoDe(sql`s.estado`, 'estado'),
      como(sql`coalesce(g.descripcion, 'Sin grupo')`, 'grupoEntrega'),
    ),
    desde: sql`from cat_clientes cl left join cat_sucursales s on s.cod_sucursal = cl.cod_sucursal
      left join cat_grupos_entrega_clientes gc on gc.cod_cliente = cl.cod_cliente
      left join cat_grupos_entrega g on g.grupo = gc.grupo`,
    donde: todas(
      sql`cl.activo`,
      igualCodigo(sql`cl.cod_cliente`, p.dato),
      contiene(sql`coalesce(s.estado, '')`, p.dato2),
    ),
  }),
});

export const OPCIONES_FARMACIAS: readonly OpcionRegistro[] = [
  ventasPorSucursal({
    idOpcion: 1,
    empresa: F,
    descripcion: 'Ventas por sucursal',
    dato: sucursal,
    combo: tipoSucursal,
    filtros: deSucursal,
    conTipo: true,
  }),
  ventasPorDia({
    idOpcion: 2,
    empresa: F,
    descripcion: 'Ventas por día y sucursal',
    dato: sucursal,
    combo: tipoSucursal,
    filtros: deSucursal,
  }),
  ticketsDelPeriodo({
    idOpcion: 3,
    empresa: F,
    descripcion: 'Tickets del periodo',
    dato: sucursal,
    combo: { tipo: 2, texto: 'Forma de pago' },
    filtros: (p) => [igualCodigo(sql`s.cod_sucursal`, p.dato)],
  }),
  facturasDeVenta({
    idOpcion: 4,
    empresa: F,
    descripcion: 'Facturas de venta del periodo',
    filtros: () => [],
  }),
  articulosProveedor,
  articulosFormula,
  minimosEnCero,
  facturasProveedores,
  clientes,
  corteDelDia({
    idOpcion: 10,
    empresa: F,
    descripcion: 'Corte del día por sucursal',
    combo: tipoSucursal,
    filtros: (p) => [filtroTipoSucursal(sql`s`, p)],
  }),
];
