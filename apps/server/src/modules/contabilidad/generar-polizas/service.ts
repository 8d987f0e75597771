import {
  aceptaEmpresa,
  FOLIO_MAX,
  generarPolizasMessages as m,
  type PolizaParams,
  type TipoPoliza,
  VARIANTES_POLIZA,
  type VariantePoliza,
} from '@farmasi/contracts/contabilidad/generar-polizas';
import type { Queryable } from '../../../db/client.ts';
import { HttpError, Rechazo } from '../../../platform/errors.ts';
import { archivoPolizas } from './contpaqi.ts';
import { type CuentasEmpresa, construirPolizas, type SucursalSinCuenta } from './polizas.ts';
import { cortesDelPeriodo, cuentasDeEmpresa } from './queries.ts';

/** The company accounts each type writes to, with their names for the message. */
const CUENTAS_DEL_TIPO: Record<TipoPoliza, [keyof CuentasEmpresa, string][]> = {
  1: [
    ['ivaTrasladado', 'IVA trasladado'],
    ['costoVenta', 'costo de venta'],
    ['inventario', 'inventario'],
  ],
  2: [['descuentos', 'descuentos sobre ventas']],
  3: [
    ['devoluciones', 'devoluciones sobre ventas'],
    ['ivaTrasladado', 'IVA trasladado'],
    ['costoVenta', 'costo de venta'],
    ['inventario', 'inventario'],
  ],
};

/** How many branch names a refusal lists before '… y N más'. */
const NOMBRES_EN_MENSAJE = 10;

/** 'León Centro (ventas tasa general, ventas tasa 0%), Baranetos Norte (efectivo) y 3 más'. */
const enumerar = (sucursales: readonly SucursalSinCuenta[]) => {
  const nombres = sucursales.map((s) => `${s.sucursal} (${s.faltan.join(', ')})`);
  return nombres.length <= NOMBRES_EN_MENSAJE
    ? nombres.join(', ')
    : `${nombres.slice(0, NOMBRES_EN_MENSAJE).join(', ')} y ${nombres.length - NOMBRES_EN_MENSAJE} más`;
};

/**
 * The CONTPAQi file of one variant's call (S24, 002 §7): the company must be one the variant
 * serves; nothing to write answers 404 'No se encontro información' (the spec's 'status not 200').
 */
export const generarPoliza = async (
  db: Queryable,
  variante: VariantePoliza,
  p: PolizaParams,
): Promise<Buffer> => {
  const tipo = VARIANTES_POLIZA[variante].tipo;
  if (p.poliza !== tipo || !aceptaEmpresa(variante, p.empresa)) throw new Rechazo(m.varianteEmpresa);
  const empresa = await cuentasDeEmpresa(db, p.empresa);
  if (!empresa) throw new Rechazo(m.empresaNoExiste);
  const faltan = CUENTAS_DEL_TIPO[tipo].filter(([campo]) => !empresa[campo]).map(([, nombre]) => nombre);
  if (faltan.length) throw new Rechazo(m.sinCuentaEmpresa(faltan.join(', ')));

  const cortes = await cortesDelPeriodo(db, {
    idCatEmpresa: p.empresa,
    desde: p.fechaInicio,
    hasta: p.fechaFin,
    conFacturas: tipo === 1,
  });
  const resultado = construirPolizas(tipo, cortes, empresa, p.folio);
  if ('sinCuenta' in resultado)
    throw new Rechazo(m.sinCuentas(enumerar(resultado.sinCuenta), resultado.sinCuenta.length));
  const { polizas } = resultado;
  if (!polizas.length) throw new HttpError(404, m.sinInformacion);
  if (p.folio > 0 && p.folio + polizas.length - 1 > FOLIO_MAX)
    throw new Rechazo(m.folioExcedido(p.folio, polizas.length));
  return archivoPolizas(polizas);
};
