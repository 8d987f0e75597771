import { z } from 'zod';
import { entero, fecha } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

/** S24 'Generar Polizas' (002 §2 Generate journal entries). */
export const GENERAR_POLIZAS_URL = '/{product}/contabilidad/generarpolizas';

/** 002 §2: the three kinds of póliza. */
export const TIPOS_POLIZA = [
  { id: 1, nombre: 'Venta y costo de venta' },
  { id: 2, nombre: 'Bonificación y/o descuentos sobre ventas' },
  { id: 3, nombre: 'Devoluciones de producto' },
] as const;
export type TipoPoliza = 1 | 2 | 3;

/** 002 §9: company 1 by default; folio 0 by default, at most 9 digits (the layout's folio column). */
export const EMPRESA_POR_DEFECTO = 1;
export const FOLIO_MAX = 999_999_999;
/** A file covers at most a year of days (one póliza per day). */
export const DIAS_MAX_POLIZAS = 366;

const miles = (n: number) => n.toLocaleString('en-US');

export const generarPolizasMessages = {
  sinInformacion: 'No se encontro información',
  errorCarga: 'No se pudo cargar la información en este momento, favor de intentarlo mas tarde. ',
  fechaInicio: 'La fecha inicial no es válida.',
  fechaFin: 'La fecha final no es válida.',
  rango: 'La fecha inicial no puede ser mayor que la fecha final.',
  rangoMaximo: `El periodo no puede ser mayor a ${DIAS_MAX_POLIZAS} días.`,
  tipo: 'El tipo de póliza no es válido.',
  empresa: 'La empresa no es válida.',
  empresaNoExiste: 'La empresa no existe.',
  folio: 'El folio debe ser un número entero de 0 a 999,999,999.',
  /** The folio counts up by day: the period's last póliza would need a tenth digit. */
  folioExcedido: (folio: number, polizas: number) =>
    `Con el folio ${miles(folio)} las ${polizas} pólizas del periodo llegarían al folio ${miles(folio + polizas - 1)}, que no cabe en 9 dígitos: el folio inicial puede ser a lo más ${miles(FOLIO_MAX - polizas + 1)}.`,
  varianteEmpresa: 'La póliza solicitada no corresponde a la empresa.',
  /** `sucursales`: each branch with the accounts it lacks, 'León Centro (ventas tasa general)'. */
  sinCuentas: (sucursales: string, cuantas: number) =>
    cuantas === 1
      ? `La sucursal ${sucursales} no tiene cuenta contable: captúrela en el Catálogo de Cuentas Contables.`
      : `Las sucursales ${sucursales} no tienen cuenta contable: captúrelas en el Catálogo de Cuentas Contables.`,
  sinCuentaEmpresa: (conceptos: string) => `La empresa no tiene cuenta contable de ${conceptos}.`,
} as const;
const m = generarPolizasMessages;

/** 002 §3 Journal params. */
export const polizaBody = z
  .object({
    fechaInicio: fecha(m.fechaInicio),
    fechaFin: fecha(m.fechaFin),
    poliza: entero({ min: 1, max: 3, mensaje: m.tipo }),
    empresa: entero({ min: 1, max: 32_767, mensaje: m.empresa }),
    folio: entero({ min: 0, max: FOLIO_MAX, mensaje: m.folio }),
  })
  .superRefine((p, ctx) => {
    if (p.fechaInicio > p.fechaFin) ctx.addIssue({ code: 'custom', path: ['fechaFin'], message: m.rango });
    else if ((Date.parse(p.fechaFin) - Date.parse(p.fechaInicio)) / 86_400_000 + 1 > DIAS_MAX_POLIZAS)
      ctx.addIssue({ code: 'custom', path: ['fechaFin'], message: m.rangoMaximo });
  });
export type PolizaParams = z.infer<typeof polizaBody>;

/** The nine journal calls of 002 §7, by the variant each serves. */
export const VARIANTES_POLIZA = {
  polizacostoventa: { tipo: 1, grupo: 'estandar' },
  polizacostoventabaranetos: { tipo: 1, grupo: 'segunda' },
  polizacostoventatalleres: { tipo: 1, grupo: 'tercera' },
  polizabonificacion: { tipo: 2, grupo: 'estandar' },
  polizabonificacionbaranetos: { tipo: 2, grupo: 'segunda' },
  polizabonificaciontalleres: { tipo: 2, grupo: 'tercera' },
  polizadevolucion: { tipo: 3, grupo: 'estandar' },
  polizadevolucionbaranetos: { tipo: 3, grupo: 'segunda' },
  polizadevolucionbgp: { tipo: 3, grupo: 'tercera' },
} as const satisfies Record<string, { tipo: TipoPoliza; grupo: 'estandar' | 'segunda' | 'tercera' }>;
export type VariantePoliza = keyof typeof VARIANTES_POLIZA;

/**
 * 002 §7 variant rule: type 1: company 1 standard, otherwise the second-company variant (the
 * workshop variant exists but is not chosen); type 2: 1 standard, 2 second, otherwise workshop;
 * type 3: 1 standard, 2 second, otherwise the third (bgp).
 */
export const variantePoliza = (poliza: TipoPoliza, empresa: number): VariantePoliza => {
  if (poliza === 1) return empresa === 1 ? 'polizacostoventa' : 'polizacostoventabaranetos';
  if (poliza === 2)
    return empresa === 1
      ? 'polizabonificacion'
      : empresa === 2
        ? 'polizabonificacionbaranetos'
        : 'polizabonificaciontalleres';
  return empresa === 1
    ? 'polizadevolucion'
    : empresa === 2
      ? 'polizadevolucionbaranetos'
      : 'polizadevolucionbgp';
};

/** The companies a variant's call accepts: the ones the rule sends to it (the workshop's type 1: 3). */
export const aceptaEmpresa = (variante: VariantePoliza, empresa: number): boolean => {
  const { tipo, grupo } = VARIANTES_POLIZA[variante];
  if (tipo === 1 && grupo === 'tercera') return empresa === 3;
  return variantePoliza(tipo, empresa) === variante;
};

const CLASE_ARCHIVO: Record<TipoPoliza, string> = {
  1: 'PolizaVentaCostoVenta',
  2: 'PolizaBonificacion',
  3: 'PolizaDevolucion',
};

/** 002 §7 file name: kind + company suffix (none for 1, one for 2, another for the rest) + '_' + folio. */
export const nombreArchivoPoliza = (poliza: TipoPoliza, empresa: number, folio: number): string =>
  `${CLASE_ARCHIVO[poliza]}${empresa === 1 ? '' : empresa === 2 ? 'Baranetos' : 'Talleres'}_${folio}.txt`;

export const empresaPolizaSchema = z.object({ idCatEmpresa: entero(), descripcion: z.string() });
export type EmpresaPoliza = z.infer<typeof empresaPolizaSchema>;

/** POST polizas/empresasconsultar: the companies of the Empresa list. */
export const empresasConsultar = endpoint({
  method: 'POST',
  path: '/polizas/empresasconsultar',
  data: z.array(empresaPolizaSchema),
  summary: 'Empresas para las que se generan pólizas',
});

const llamadaPoliza = (variante: VariantePoliza) =>
  endpoint({
    method: 'POST',
    path: `/polizas/${variante}`,
    body: polizaBody,
    data: z.null(),
    summary: `Archivo TXT de CONTPAQi: ${TIPOS_POLIZA[VARIANTES_POLIZA[variante].tipo - 1]?.nombre} (${variante})`,
  });

export const llamadasPoliza = Object.fromEntries(
  (Object.keys(VARIANTES_POLIZA) as VariantePoliza[]).map((v) => [v, llamadaPoliza(v)]),
) as Record<VariantePoliza, ReturnType<typeof llamadaPoliza>>;

/** S24 (002 §2): Farmacias › Contabilidad, after the chart of accounts. */
export const generarPolizasPantalla = pantalla({
  access: 'menu',
  id: 1402,
  parent: 13,
  name: 'Generar pólizas',
  icon: 'FileDoneOutlined',
  url: GENERAR_POLIZAS_URL,
  title: 'Generar Polizas',
  order: 2,
  empresa: 1,
});
