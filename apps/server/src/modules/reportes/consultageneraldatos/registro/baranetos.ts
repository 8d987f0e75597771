import { sql } from 'drizzle-orm';
import { EMPRESA } from '../../../../db/schema/index.ts';
import { contieneTexto } from '../../../../platform/sql.ts';
import { como, contiene, entero, igualCodigo, instante, lista, ordenNombre, todas } from './sql.ts';
import { c, type OpcionRegistro, opcion, type Parametros } from './tipos.ts';
import { facturasDeVenta, ticketsDelPeriodo, ventasPorDia, ventasPorSucursal } from './ventas.ts';

/** The wholesale line's options (ids 101–199): Baranetos' sales and its catalogue. */
const B = EMPRESA.baranetos;
/** Combo 11: one wholesale branch, or all of them. */
const sucursalBaranetos = { tipo: 11, texto: 'Sucursal' };
const deSucursal = (p: Parametros) => [igualCodigo(sql`s.cod_sucursal`, p.combo)];

/** The department › section › category of a wholesale article `a`. */
const ARBOL = sql`join bar_categorias ca on ca.id_categoria = a.id_categoria
  join bar_secciones se on se.id_seccion = ca.id_seccion
  join bar_departamentos de on de.id_departamento = se.id_departamento`;

const columnasArticulo = [
  c('codArticulo', 'Código', 'entero'),
  c('descripcion', 'Descripción'),
  c('codBarras', 'Código de barras'),
  c('departamento', 'Departamento'),
  c('seccion', 'Sección'),
  c('categoria', 'Categoría'),
];
const selectArticulo = [
  entero(sql`a.cod_articulo`, 'codArticulo'),
  como(sql`a.descripcion`, 'descripcion'),
  como(sql`a.cod_barras`, 'codBarras'),
  como(sql`de.descripcion`, 'departamento'),
  como(sql`se.descripcion`, 'seccion'),
  como(sql`ca.descripcion`, 'categoria'),
];
/** Whether the article's department, section or category is excluded from the discount days. */
const EXCLUSION = sql`coalesce((select case x.tipo when 'D' then 'Sí (departamento)' when 'S' then 'Sí (sección)'
    else 'Sí (categoría)' end from bar_exclusiones_descuento x
   where x.estatus = 'A' and ((x.tipo = 'D' and x.id = de.id_departamento) or (x.tipo = 'S' and x.id = se.id_seccion)
      or (x.tipo = 'C' and x.id = ca.id_categoria))
   order by x.tipo limit 1), 'No')`;

const articulosPorDepartamento = opcion({
  idOpcion: 105,
  empresa: B,
  descripcion: 'Artículos por departamento',
  fechas: 'ninguna',
  dato: { texto: 'Descripción contiene', filtro: '', requerido: false },
  combo: { tipo: 12, texto: 'Departamento' },
  columnas: columnasArticulo,
  clave: [
    { expr: ordenNombre(sql`a.descripcion`), tipo: 'text' },
    { expr: sql`a.cod_articulo`, tipo: 'int' },
  ],
  consulta: (p) => ({
    select: lista(...selectArticulo),
    desde: sql`from bar_articulos a ${ARBOL}`,
    donde: todas(contiene(sql`a.descripcion`, p.dato), igualCodigo(sql`de.id_departamento`, p.combo)),
  }),
});

const fichaArticulo = opcion({
  idOpcion: 106,
  empresa: B,
  descripcion: 'Ficha de un artículo y sus exclusiones',
  fechas: 'ninguna',
  dato: { texto: 'Artículo', filtro: 'A', requerido: true },
  columnas: [...columnasArticulo, c('excluido', 'Excluido de días de descuento')],
  clave: [{ expr: sql`a.cod_articulo`, tipo: 'int' }],
  consulta: (p) => ({
    select: lista(...selectArticulo, como(EXCLUSION, 'excluido')),
    desde: sql`from bar_articulos a ${ARBOL}`,
    donde: todas(igualCodigo(sql`a.cod_articulo`, p.dato)),
  }),
});

const exclusiones = opcion({
  idOpcion: 107,
  empresa: B,
  descripcion: 'Exclusiones de días de descuento',
  fechas: 'ninguna',
  combo: { tipo: 13, texto: 'Tipo' },
  columnas: [
    c('tipo', 'Tipo'),
    c('id', 'Clave', 'entero'),
    c('descripcion', 'Descripción'),
    c('estatus', 'Estatus'),
    c('fecha', 'Registrada', 'fechaHora'),
  ],
  clave: [{ expr: sql`x.id_exclusion`, tipo: 'int' }],
  consulta: (p) => ({
    select: lista(
      como(
        sql`case x.tipo when 'D' then 'Departamento' when 'S' then 'Sección' else 'Categoría' end`,
        'tipo',
      ),
      entero(sql`x.id`, 'id'),
      como(sql`coalesce(de.descripcion, se.descripcion, ca.descripcion, '')`, 'descripcion'),
      como(sql`case x.estatus when 'A' then 'Activa' else 'Cancelada' end`, 'estatus'),
      instante(sql`x.creado_en`, 'fecha'),
    ),
    desde: sql`from bar_exclusiones_descuento x
      left join bar_departamentos de on x.tipo = 'D' and de.id_departamento = x.id
      left join bar_secciones se on x.tipo = 'S' and se.id_seccion = x.id
      left join bar_categorias ca on x.tipo = 'C' and ca.id_categoria = x.id`,
    donde: todas(p.combo ? sql`x.tipo = ${p.combo}` : undefined),
  }),
});

const arbol = opcion({
  idOpcion: 108,
  empresa: B,
  descripcion: 'Departamentos, secciones y categorías',
  fechas: 'ninguna',
  dato: { texto: 'Buscar', filtro: '', requerido: false },
  columnas: [
    c('departamento', 'Departamento'),
    c('seccion', 'Sección'),
    c('idCategoria', 'Categoría', 'entero'),
    c('categoria', 'Nombre de la categoría'),
    c('articulos', 'Artículos', 'entero'),
  ],
  clave: [
    { expr: ordenNombre(sql`de.descripcion`), tipo: 'text' },
    { expr: ordenNombre(sql`se.descripcion`), tipo: 'text' },
    { expr: sql`ca.id_categoria`, tipo: 'int' },
  ],
  consulta: (p) => ({
    select: lista(
      como(sql`de.descripcion`, 'departamento'),
      como(sql`se.descripcion`, 'seccion'),
      entero(sql`ca.id_categoria`, 'idCategoria'),
      como(sql`ca.descripcion`, 'categoria'),
      entero(sql`(select count(*) from bar_articulos a where a.id_categoria = ca.id_categoria)`, 'articulos'),
    ),
    desde: sql`from bar_categorias ca join bar_secciones se on se.id_seccion = ca.id_seccion
      join bar_departamentos de on de.id_departamento = se.id_departamento`,
    donde: p.dato
      ? sql`(${contieneTexto(sql`de.descripcion`, p.dato)} or ${contieneTexto(sql`se.descripcion`, p.dato)}
          or ${contieneTexto(sql`ca.descripcion`, p.dato)})`
      : sql`true`,
  }),
});

export const OPCIONES_BARANETOS: readonly OpcionRegistro[] = [
  ventasPorSucursal({
    idOpcion: 101,
    empresa: B,
    descripcion: 'Ventas por sucursal',
    combo: sucursalBaranetos,
    filtros: deSucursal,
  }),
  ventasPorDia({
    idOpcion: 102,
    empresa: B,
    descripcion: 'Ventas por día y sucursal',
    combo: sucursalBaranetos,
    filtros: deSucursal,
  }),
  ticketsDelPeriodo({
    idOpcion: 103,
    empresa: B,
    descripcion: 'Tickets del periodo',
    combo: { tipo: 2, texto: 'Forma de pago' },
    filtros: () => [],
  }),
  facturasDeVenta({
    idOpcion: 104,
    empresa: B,
    descripcion: 'Facturas de venta del periodo',
    filtros: () => [],
  }),
  articulosPorDepartamento,
  fichaArticulo,
  exclusiones,
  arbol,
];
