import type { TipoPoliza } from '@farmasi/contracts/contabilidad/generar-polizas';
import { formatoFecha } from '../../../platform/fechas.ts';
import { type Movimiento, type Poliza, TIPO_CONTPAQI } from './contpaqi.ts';

/** A branch's day for one company, amounts in cents, with the chart's accounts ('' when none). */
export interface CorteDia {
  fecha: string;
  codSucursal: number;
  sucursal: string;
  cuentaEfectivo: string;
  cuentaTasaGral: string;
  cuentaTasa0: string;
  ventaTasaGral: number;
  ventaTasa0: number;
  iva: number;
  total: number;
  costo: number;
  descuentoTasaGral: number;
  descuentoTasa0: number;
  devolucionTasaGral: number;
  devolucionTasa0: number;
  devolucionIva: number;
  devolucionTotal: number;
  devolucionCosto: number;
  /** The day's invoices (CFDI UUID) of the branch, linked to its cash movement. */
  uuids: string[];
}

/** The company's own account (S23, the fallback of a branch's cash only) and its journal accounts. */
export interface CuentasEmpresa {
  descripcion: string;
  cuenta: string;
  ivaTrasladado: string;
  costoVenta: string;
  inventario: string;
  descuentos: string;
  devoluciones: string;
}

/** The branch's accounts of S23, by the name a refusal gives them. */
export type CuentaSucursal = 'efectivo' | 'ventas tasa general' | 'ventas tasa 0%';

type Linea = {
  cuenta: string;
  cargo: boolean;
  centavos: number;
  concepto: string;
  uuids?: string[];
  /** Which of the branch's accounts the line is written to (none: a company journal account). */
  de?: CuentaSucursal;
};

/**
 * The movements of one branch's day, before accounts are checked; zero amounts are left out. Only
 * the cash side may fall back to the company's account (S23's company account, the suspense account
 * the accountant reclassifies); the sales at each rate go to the branch's own accounts or nowhere.
 */
const lineasDelDia = (tipo: TipoPoliza, c: CorteDia, e: CuentasEmpresa): Linea[] => {
  const efectivo = { cuenta: c.cuentaEfectivo || e.cuenta, de: 'efectivo' as const };
  const tasaGral = { cuenta: c.cuentaTasaGral, de: 'ventas tasa general' as const };
  const tasa0 = { cuenta: c.cuentaTasa0, de: 'ventas tasa 0%' as const };
  const s = c.sucursal;
  const lineas: Linea[] =
    tipo === 1
      ? [
          { ...efectivo, cargo: true, centavos: c.total, concepto: `Venta ${s}`, uuids: c.uuids },
          { ...tasaGral, cargo: false, centavos: c.ventaTasaGral, concepto: `Venta tasa general ${s}` },
          { ...tasa0, cargo: false, centavos: c.ventaTasa0, concepto: `Venta tasa 0% ${s}` },
          { cuenta: e.ivaTrasladado, cargo: false, centavos: c.iva, concepto: `IVA trasladado ${s}` },
          { cuenta: e.costoVenta, cargo: true, centavos: c.costo, concepto: `Costo de venta ${s}` },
          { cuenta: e.inventario, cargo: false, centavos: c.costo, concepto: `Salida de inventario ${s}` },
        ]
      : tipo === 2
        ? [
            {
              cuenta: e.descuentos,
              cargo: true,
              centavos: c.descuentoTasaGral + c.descuentoTasa0,
              concepto: `Descuentos sobre ventas ${s}`,
            },
            {
              ...tasaGral,
              cargo: false,
              centavos: c.descuentoTasaGral,
              concepto: `Descuento tasa general ${s}`,
            },
            { ...tasa0, cargo: false, centavos: c.descuentoTasa0, concepto: `Descuento tasa 0% ${s}` },
          ]
        : [
            {
              cuenta: e.devoluciones,
              cargo: true,
              centavos: c.devolucionTasaGral + c.devolucionTasa0,
              concepto: `Devoluciones sobre ventas ${s}`,
            },
            {
              cuenta: e.ivaTrasladado,
              cargo: true,
              centavos: c.devolucionIva,
              concepto: `IVA de devoluciones ${s}`,
            },
            { ...efectivo, cargo: false, centavos: c.devolucionTotal, concepto: `Reembolso ${s}` },
            {
              cuenta: e.inventario,
              cargo: true,
              centavos: c.devolucionCosto,
              concepto: `Entrada a inventario ${s}`,
            },
            {
              cuenta: e.costoVenta,
              cargo: false,
              centavos: c.devolucionCosto,
              concepto: `Costo de devoluciones ${s}`,
            },
          ];
  return lineas.filter((l) => l.centavos !== 0);
};

const TITULO: Record<TipoPoliza, string> = {
  1: 'Venta y costo de venta',
  2: 'Bonificación y/o descuentos sobre ventas',
  3: 'Devoluciones de producto',
};
const TIPO: Record<TipoPoliza, Poliza['tipo']> = {
  1: TIPO_CONTPAQI.ingresos,
  2: TIPO_CONTPAQI.diario,
  3: TIPO_CONTPAQI.egresos,
};

/** A branch with movements in the period and the accounts of its own it lacks for them. */
export type SucursalSinCuenta = { sucursal: string; faltan: CuentaSucursal[] };
export type Resultado = { polizas: Poliza[] } | { sinCuenta: SucursalSinCuenta[] };

const ORDEN_CUENTAS: CuentaSucursal[] = ['efectivo', 'ventas tasa general', 'ventas tasa 0%'];

/**
 * One póliza per day with movements (the days in order), each branch's movements in code order.
 * A movement whose account is missing (a sales account the branch lacks, or its cash account when
 * the company has none either) is not written: the branches come back instead, in code order with
 * the accounts they lack, before any póliza is made, so that no file posts them elsewhere.
 * The folio given is the first póliza's and counts up by day; 0 stays 0 on every póliza.
 */
export const construirPolizas = (
  tipo: TipoPoliza,
  cortes: readonly CorteDia[],
  empresa: CuentasEmpresa,
  folio: number,
): Resultado => {
  const porDia = new Map<string, Movimiento[]>();
  const sinCuenta = new Map<number, { sucursal: string; faltan: Set<CuentaSucursal> }>();
  for (const c of cortes) {
    const lineas = lineasDelDia(tipo, c, empresa);
    for (const l of lineas) {
      if (l.cuenta || !l.de) continue;
      const s = sinCuenta.get(c.codSucursal) ?? { sucursal: c.sucursal, faltan: new Set() };
      s.faltan.add(l.de);
      sinCuenta.set(c.codSucursal, s);
    }
    const movimientos = porDia.get(c.fecha) ?? [];
    for (const { de: _, ...l } of lineas) movimientos.push({ ...l, referencia: String(c.codSucursal) });
    if (movimientos.length) porDia.set(c.fecha, movimientos);
  }
  if (sinCuenta.size)
    return {
      sinCuenta: [...sinCuenta.entries()]
        .sort(([a], [b]) => a - b)
        .map(([, { sucursal, faltan }]) => ({
          sucursal,
          faltan: ORDEN_CUENTAS.filter((cuenta) => faltan.has(cuenta)),
        })),
    };
  const dias = [...porDia.keys()].sort();
  return {
    polizas: dias.map((fecha, i) => ({
      fecha,
      tipo: TIPO[tipo],
      folio: folio === 0 ? 0 : folio + i,
      concepto: `${TITULO[tipo]} ${empresa.descripcion} ${formatoFecha(fecha)}`,
      movimientos: porDia.get(fecha) ?? [],
    })),
  };
};

/** Debits and credits of a póliza, in cents. */
export const sumas = (p: Poliza) => {
  let cargos = 0;
  let abonos = 0;
  for (const m of p.movimientos) {
    if (m.cargo) cargos += m.centavos;
    else abonos += m.centavos;
  }
  return { cargos, abonos };
};
