import { type SQL, sql } from 'drizzle-orm';
import { como, contiene, dia, enRango, entero, instante, lista, monto, textoDe, todas } from './sql.ts';
import { c, type DatoOpcion, type OpcionRegistro, opcion, type Parametros } from './tipos.ts';

/**
 * The sales options (the S24 sales model, db/schema/ventas.ts), built for either line: the day cuts
 * per branch (`ventas_cortes`), the tickets and the sales invoices of the line's company.
 */
interface Base {
  idOpcion: number;
  empresa: 1 | 2;
  descripcion: string;
  dato?: DatoOpcion;
  combo?: { tipo: number; texto: string };
  /** The line's own filters (the branch finder, the combo), over `s` (cat_sucursales). */
  filtros: (p: Parametros) => (SQL | undefined)[];
  /** Shows the branch's kind (own or licensee): the chain line. */
  conTipo?: boolean;
}

const venta = sql`v.venta_tasa_gral + v.venta_tasa0`;

/** Sales per branch in a date range: one row per branch that sold. */
export const ventasPorSucursal = (b: Base): OpcionRegistro =>
  opcion({
    idOpcion: b.idOpcion,
    empresa: b.empresa,
    descripcion: b.descripcion,
    fechas: 'rango',
    ...(b.dato ? { dato: b.dato } : {}),
    ...(b.combo ? { combo: b.combo } : {}),
    columnas: [
      c('codSucursal', 'Sucursal', 'entero'),
      c('sucursal', 'Nombre'),
      ...(b.conTipo ? [c('tipo', 'Tipo')] : []),
      c('dias', 'Días', 'entero'),
      c('tickets', 'Tickets', 'entero'),
      c('venta', 'Venta sin IVA', 'moneda'),
      c('iva', 'IVA', 'moneda'),
      c('total', 'Total', 'moneda'),
      c('devoluciones', 'Devoluciones', 'moneda'),
      c('costo', 'Costo', 'moneda'),
      c('utilidad', 'Utilidad', 'moneda'),
    ],
    clave: [{ expr: sql`s.cod_sucursal`, tipo: 'int' }],
    consulta: (p) => ({
      select: lista(
        entero(sql`s.cod_sucursal`, 'codSucursal'),
        como(sql`s.sucursal`, 'sucursal'),
        ...(b.conTipo
          ? [como(sql`case when s.propia = 1 then 'Propia' else 'Licenciataria' end`, 'tipo')]
          : []),
        entero(sql`count(*)`, 'dias'),
        entero(sql`sum(v.tickets)`, 'tickets'),
        monto(sql`sum(${venta})`, 'venta'),
        monto(sql`sum(v.iva)`, 'iva'),
        monto(sql`sum(v.total)`, 'total'),
        monto(sql`sum(v.devolucion_total)`, 'devoluciones'),
        monto(sql`sum(v.costo)`, 'costo'),
        monto(sql`sum(${venta} - v.costo)`, 'utilidad'),
      ),
      desde: sql`from ventas_cortes v join cat_sucursales s on s.cod_sucursal = v.cod_sucursal`,
      donde: todas(sql`v.id_cat_empresa = ${b.empresa}`, enRango(sql`v.fecha`, p), ...b.filtros(p)),
      agrupar: sql`group by s.cod_sucursal, s.sucursal, s.propia`,
    }),
  });

/** The day cuts of a date range: one row per branch and day (a year of a chain: tens of thousands). */
export const ventasPorDia = (b: Base): OpcionRegistro =>
  opcion({
    idOpcion: b.idOpcion,
    empresa: b.empresa,
    descripcion: b.descripcion,
    fechas: 'rango',
    ...(b.dato ? { dato: b.dato } : {}),
    ...(b.combo ? { combo: b.combo } : {}),
    columnas: [
      c('fecha', 'Fecha', 'fecha'),
      c('codSucursal', 'Sucursal', 'entero'),
      c('sucursal', 'Nombre'),
      c('tickets', 'Tickets', 'entero'),
      c('venta', 'Venta sin IVA', 'moneda'),
      c('descuentos', 'Descuentos', 'moneda'),
      c('iva', 'IVA', 'moneda'),
      c('total', 'Total', 'moneda'),
      c('devoluciones', 'Devoluciones', 'moneda'),
      c('costo', 'Costo', 'moneda'),
    ],
    // The cuts' primary key (company, day, branch) reads each batch in order.
    clave: [
      { expr: sql`v.fecha`, tipo: 'date' },
      { expr: sql`v.cod_sucursal`, tipo: 'int' },
    ],
    consulta: (p) => ({
      select: lista(
        dia(sql`v.fecha`, 'fecha'),
        entero(sql`v.cod_sucursal`, 'codSucursal'),
        como(sql`s.sucursal`, 'sucursal'),
        entero(sql`v.tickets`, 'tickets'),
        monto(venta, 'venta'),
        monto(sql`v.descuento_tasa_gral + v.descuento_tasa0`, 'descuentos'),
        monto(sql`v.iva`, 'iva'),
        monto(sql`v.total`, 'total'),
        monto(sql`v.devolucion_total`, 'devoluciones'),
        monto(sql`v.costo`, 'costo'),
      ),
      desde: sql`from ventas_cortes v join cat_sucursales s on s.cod_sucursal = v.cod_sucursal`,
      donde: todas(sql`v.id_cat_empresa = ${b.empresa}`, enRango(sql`v.fecha`, p), ...b.filtros(p)),
    }),
  });

/** The cuts of one day, per branch (the option shows one date), and where each cut came from. */
export const corteDelDia = (b: Base): OpcionRegistro => {
  const porDia = ventasPorDia(b);
  return opcion({
    ...porDia,
    fechas: 'dia',
    columnas: [...porDia.columnas.filter((col) => col.campo !== 'fecha'), c('origen', 'Origen')],
    clave: [{ expr: sql`v.cod_sucursal`, tipo: 'int' }],
    consulta: (p) => {
      const partes = porDia.consulta({ ...p, hasta: p.desde });
      return { ...partes, select: sql`${partes.select}, ${como(sql`initcap(v.origen)`, 'origen')}` };
    },
  });
};

const FORMAS_PAGO = sql`case t.forma_pago when 'EF' then 'Efectivo' when 'TC' then 'Tarjeta de crédito'
  when 'TD' then 'Tarjeta de débito' when 'TR' then 'Transferencia' when 'VA' then 'Vales' else t.forma_pago end`;

/** The tickets of a date range; combo 2 (forma de pago). */
export const ticketsDelPeriodo = (b: Base): OpcionRegistro =>
  opcion({
    idOpcion: b.idOpcion,
    empresa: b.empresa,
    descripcion: b.descripcion,
    fechas: 'rango',
    ...(b.dato ? { dato: b.dato } : {}),
    ...(b.combo ? { combo: b.combo } : {}),
    columnas: [
      c('fecha', 'Fecha', 'fecha'),
      c('hora', 'Hora', 'fechaHora'),
      c('codSucursal', 'Sucursal', 'entero'),
      c('sucursal', 'Nombre'),
      c('caja', 'Caja', 'entero'),
      c('folio', 'Folio', 'entero'),
      c('formaPago', 'Forma de pago'),
      c('venta', 'Venta sin IVA', 'moneda'),
      c('iva', 'IVA', 'moneda'),
      c('total', 'Total', 'moneda'),
      c('factura', 'Factura'),
    ],
    clave: [
      { expr: sql`t.fecha`, tipo: 'date' },
      { expr: sql`t.id_venta_ticket`, tipo: 'bigint' },
    ],
    consulta: (p) => ({
      select: lista(
        dia(sql`t.fecha`, 'fecha'),
        instante(sql`t.hora`, 'hora'),
        entero(sql`t.cod_sucursal`, 'codSucursal'),
        como(sql`s.sucursal`, 'sucursal'),
        entero(sql`t.caja`, 'caja'),
        entero(sql`t.folio`, 'folio'),
        como(FORMAS_PAGO, 'formaPago'),
        monto(sql`t.venta_tasa_gral + t.venta_tasa0`, 'venta'),
        monto(sql`t.iva`, 'iva'),
        monto(sql`t.total`, 'total'),
        textoDe(sql`f.serie || '-' || f.folio`, 'factura'),
      ),
      desde: sql`from ventas_tickets t join cat_sucursales s on s.cod_sucursal = t.cod_sucursal
        left join ventas_facturas f on f.id_venta_factura = t.id_venta_factura`,
      donde: todas(
        sql`t.id_cat_empresa = ${b.empresa}`,
        enRango(sql`t.fecha`, p),
        p.combo ? sql`t.forma_pago = ${p.combo}` : undefined,
        ...b.filtros(p),
      ),
    }),
  });

/** The sales invoices (CFDI) of a date range: a receiver's RFC typed (free text); combo 3 (kind). */
export const facturasDeVenta = (b: Base): OpcionRegistro =>
  opcion({
    idOpcion: b.idOpcion,
    empresa: b.empresa,
    descripcion: b.descripcion,
    fechas: 'rango',
    dato: { texto: 'RFC del receptor', filtro: '', requerido: false },
    combo: { tipo: 3, texto: 'Tipo de factura' },
    columnas: [
      c('fecha', 'Fecha', 'fecha'),
      c('codSucursal', 'Sucursal', 'entero'),
      c('sucursal', 'Nombre'),
      c('serie', 'Serie'),
      c('folio', 'Folio', 'entero'),
      c('uuid', 'UUID'),
      c('rfcReceptor', 'RFC del receptor'),
      c('tipo', 'Tipo'),
      c('total', 'Total', 'moneda'),
    ],
    clave: [
      { expr: sql`f.fecha`, tipo: 'date' },
      { expr: sql`f.id_venta_factura`, tipo: 'bigint' },
    ],
    consulta: (p) => ({
      select: lista(
        dia(sql`f.fecha`, 'fecha'),
        entero(sql`f.cod_sucursal`, 'codSucursal'),
        como(sql`s.sucursal`, 'sucursal'),
        como(sql`f.serie`, 'serie'),
        entero(sql`f.folio`, 'folio'),
        como(sql`f.uuid`, 'uuid'),
        como(sql`f.rfc_receptor`, 'rfcReceptor'),
        como(sql`case when f.global then 'Global' else 'Nominativa' end`, 'tipo'),
        monto(sql`f.total`, 'total'),
      ),
      desde: sql`from ventas_facturas f join cat_sucursales s on s.cod_sucursal = f.cod_sucursal`,
      donde: todas(
        sql`f.id_cat_empresa = ${b.empresa}`,
        enRango(sql`f.fecha`, p),
        contiene(sql`f.rfc_receptor`, p.dato),
        p.combo === 'G' ? sql`f.global` : p.combo === 'N' ? sql`not f.global` : undefined,
        ...b.filtros(p),
      ),
    }),
  });
