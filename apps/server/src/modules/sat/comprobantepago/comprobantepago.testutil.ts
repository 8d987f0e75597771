import type { ComprobanteLista, FacturaPorPagar } from '@farmasi/contracts/sat/comprobantepago';
import { afterEach } from 'vitest';
import type { TestApp } from '../../../../test/app.ts';
import type { signIn } from '../../../../test/session.ts';
import { crearPacPrueba } from '../../../platform/cfdi/pac/prueba.ts';
import type { Pac, ResultadoTimbrado } from '../../../platform/cfdi/tipos.ts';
import { hoy, sumarDias } from '../../../platform/fechas.ts';
import { usarPac } from './cfdi.ts';

export type Sesion = Awaited<ReturnType<typeof signIn>>;

export const LISTAR = '/comprobantepago/obtener-comprobantepago';
export const GUARDAR = '/comprobantepago/guardar-facturapago';
export const TIMBRAR = '/comprobantepago/timbrar-pago';
export const PDF = '/comprobantepago/generar-pdf';
export const PENDIENTES = '/comprobantepago/pendiente-timbrar';
export const TIMBRAR_VARIOS = '/comprobantepago/guardar-cfdpagos';
export const XML = '/comprobantepago/obtener-xmlpago';
export const SERIES = '/comprobantepago/obtener-seriepago';
export const CONFIGURACION = '/comprobantepago/configuracion';

export const HOY = hoy();
/** Two years and a month back: every demo invoice. */
export const DESDE = sumarDias(HOY, -800);

/** Every invoice with a balance (the demo's two years). */
export const facturasAbiertas = async (s: Sesion): Promise<FacturaPorPagar[]> =>
  (await s.post(LISTAR, { fi: DESDE, ff: HOY })).json().data;

/** Invoices with a balance grouped by customer, the customers with at least `n` first. */
export const porCliente = async (s: Sesion, n = 2): Promise<FacturaPorPagar[][]> => {
  const grupos = new Map<number, FacturaPorPagar[]>();
  for (const f of await facturasAbiertas(s))
    grupos.set(f.codCliente, [...(grupos.get(f.codCliente) ?? []), f]);
  return [...grupos.values()].filter((g) => g.length >= n);
};

/** Saves a receipt of these invoices (their whole balance unless amounts are given). */
export const guardar = (
  s: Sesion,
  facturas: readonly Pick<FacturaPorPagar, 'idFacturaCredito' | 'codCliente'>[],
  o: { importes?: number[]; formaPago?: string; fechaPago?: string; codCliente?: number } = {},
) =>
  s.post(
    `${GUARDAR}/${o.codCliente ?? facturas[0]?.codCliente ?? 1}/${o.formaPago ?? '03'}/${o.fechaPago ?? HOY}/`,
    facturas.map((f, i) => ({
      idFacturaCredito: f.idFacturaCredito,
      ...(o.importes ? { importePagado: o.importes[i] } : {}),
    })),
  );

/** The receipts issued today (every series), as the reprint lists them. */
export const deHoy = async (s: Sesion, soloPendientes = false): Promise<ComprobanteLista[]> =>
  (await s.post(PENDIENTES, { fi: HOY, ff: HOY, seriePago: '', soloPendientes })).json().data;

/** A provider that records what it was sent and answers as told (the local test authority by default). */
export const pacDePrueba = (
  responder?: (xml: string, n: number) => ResultadoTimbrado | Promise<ResultadoTimbrado>,
) => {
  const local = crearPacPrueba();
  const enviados: string[] = [];
  const pac: Pac = {
    nombre: 'PAC de las pruebas',
    modoPrueba: false,
    timbrar: async (xml) => {
      enviados.push(xml);
      return responder ? responder(xml, enviados.length) : local.timbrar(xml);
    },
  };
  return { pac, enviados, local };
};

/** Sets the module's provider for the file's tests and puts the configured one back after each. */
export const conPac = () => {
  afterEach(() => usarPac(null));
  return (pac: Pac | null) => usarPac(pac);
};

export const RECHAZO_PAC =
  'CFDI40102 - El resultado de la digestión debe ser igual al resultado de la desencripción del sello.';
export const SIN_RESPUESTA = 'El PAC no respondió en 30 segundos (tiempo de espera agotado).';

export type { TestApp };
