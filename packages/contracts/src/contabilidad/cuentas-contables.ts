import { z } from 'zod';
import { entero, id, texto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

/** S23 'Catálogo de Cuentas Contables' (002 §2 Chart of accounts). */
export const CUENTAS_CONTABLES_URL = '/{product}/contabilidad/cuentas-contables';

/** 002 §5: an account is 3-2-6 digits with hyphens, typed through the mask ###-##-######. */
export const CUENTA_CONTABLE = /^\d{3}-\d{2}-\d{6}$/;
export const MASCARA_CUENTA = '###-##-######';
export const CUENTA_LARGO = MASCARA_CUENTA.length;

/** The branch table's account filter (002 §2). */
export const FILTROS_CUENTA = ['Todas', 'Con cuenta', 'Sin cuenta'] as const;
export type FiltroCuenta = (typeof FILTROS_CUENTA)[number];

export const cuentasContablesMessages = {
  cuentaVacia: 'La cuenta no puede estar vacía.',
  formatoCuenta: 'El formato de la cuenta debe ser: 123-45-678901',
  alMenosUna: 'Debe ingresar al menos una cuenta',
  formatoEfectivo: 'El formato de la cuenta de efectivo debe ser: 123-45-678901',
  formatoTasaGral: 'El formato de la cuenta de ventas tasa general debe ser: 123-45-678901',
  formatoTasa0: 'El formato de la cuenta de ventas tasa 0% debe ser: 123-45-678901',
  errorGuardar: 'Error al guardar la cuenta contable',
  errorObtener: 'Error al obtener cuentas',
  empresaInvalida: 'La empresa no es válida.',
  empresaNoExiste: 'La empresa no existe.',
  sucursalInvalida: 'La sucursal no es válida.',
  sucursalNoExiste: 'La sucursal no existe o no está activa.',
  registroInvalido: 'El registro de cuentas no es válido.',
  registroDeOtra: 'El registro de cuentas no corresponde a la sucursal.',
  cuentaGuardada: 'La cuenta contable se guardó correctamente.',
  cuentasGuardadas: 'Las cuentas contables de la sucursal se guardaron correctamente.',
} as const;
const m = cuentasContablesMessages;

/** 002 §3 Company account; cuenta '' when the company has none yet. */
export const cuentaEmpresaSchema = z.object({
  idCatEmpresa: entero(),
  descripcion: z.string(),
  cuenta: z.string(),
});
export type CuentaEmpresa = z.infer<typeof cuentaEmpresaSchema>;

/**
 * 002 §3 Branch account: `id` is the branch's code; idCatCuentasContables is 0 while the branch has
 * no accounts stored. An empty account is ''.
 */
export const cuentaSucursalSchema = z.object({
  idCatCuentasContables: entero(),
  id: entero(),
  descripcion: z.string(),
  cuentaEfectivo: z.string(),
  cuentaTasaGral: z.string(),
  cuentaTasa0: z.string(),
});
export type CuentaSucursal = z.infer<typeof cuentaSucursalSchema>;

/** Room for the spaces around a typed account, which are trimmed before the format is checked. */
const CUENTA_ESCRITA_MAX = 50;

/** An account as typed: trimmed, in the 3-2-6 format when not empty. */
const cuenta = (formato: string) =>
  texto(CUENTA_ESCRITA_MAX, formato)
    .trim()
    .refine((c) => c === '' || CUENTA_CONTABLE.test(c), formato);

/** 002 §5 Company: the account is required, then its format. */
export const guardarCuentaEmpresaBody = z.object({
  idCatEmpresa: entero({ min: 1, max: 32_767, mensaje: m.empresaInvalida }),
  cuenta: cuenta(m.formatoCuenta).refine((c) => c !== '', m.cuentaVacia),
});
export type GuardarCuentaEmpresa = z.infer<typeof guardarCuentaEmpresaBody>;

/** 002 §5 Branch: at least one account, then each one's format (cash, general rate, 0% rate). */
export const guardarCuentaSucursalBody = z
  .object({
    idCatCuentasContables: id(m.registroInvalido),
    id: entero({ min: 1, mensaje: m.sucursalInvalida }),
    cuentaEfectivo: texto(CUENTA_ESCRITA_MAX, m.formatoEfectivo).trim(),
    cuentaTasaGral: texto(CUENTA_ESCRITA_MAX, m.formatoTasaGral).trim(),
    cuentaTasa0: texto(CUENTA_ESCRITA_MAX, m.formatoTasa0).trim(),
  })
  .superRefine((c, ctx) => {
    const falla = fallaCuentasSucursal(c);
    if (falla)
      ctx.addIssue({ code: 'custom', path: falla.campo ? [falla.campo] : [], message: falla.mensaje });
  });
export type GuardarCuentaSucursal = z.infer<typeof guardarCuentaSucursalBody>;

type CampoSucursal = 'cuentaEfectivo' | 'cuentaTasaGral' | 'cuentaTasa0';

/** The branch checks in the spec's order; the web form runs the same function before saving. */
export const fallaCuentasSucursal = (c: Record<CampoSucursal, string>) => {
  const valores = {
    efectivo: c.cuentaEfectivo.trim(),
    gral: c.cuentaTasaGral.trim(),
    cero: c.cuentaTasa0.trim(),
  };
  if (!valores.efectivo && !valores.gral && !valores.cero)
    return { campo: 'cuentaEfectivo' as CampoSucursal, mensaje: m.alMenosUna };
  const formatos: [CampoSucursal, string, string][] = [
    ['cuentaEfectivo', valores.efectivo, m.formatoEfectivo],
    ['cuentaTasaGral', valores.gral, m.formatoTasaGral],
    ['cuentaTasa0', valores.cero, m.formatoTasa0],
  ];
  for (const [campo, valor, mensaje] of formatos)
    if (valor && !CUENTA_CONTABLE.test(valor)) return { campo, mensaje };
  return null;
};

/** The company check in the spec's order (empty, then format); the web form runs it too. */
export const fallaCuentaEmpresa = (cuentaEscrita: string) => {
  const c = cuentaEscrita.trim();
  if (!c) return m.cuentaVacia;
  if (!CUENTA_CONTABLE.test(c)) return m.formatoCuenta;
  return null;
};

export const cuentasContables = endpoint({
  method: 'GET',
  path: '/contabilidad/cuentas-contables',
  data: z.object({ empresas: z.array(cuentaEmpresaSchema), sucursales: z.array(cuentaSucursalSchema) }),
  summary: 'Cuentas contables de las empresas y de las sucursales activas',
});

export const guardarCuentaEmpresa = endpoint({
  method: 'POST',
  path: '/contabilidad/guardar-cuenta-empresa',
  body: guardarCuentaEmpresaBody,
  data: cuentaEmpresaSchema,
  summary: 'Guarda la cuenta contable de una empresa',
});

export const guardarCuentaSucursal = endpoint({
  method: 'POST',
  path: '/contabilidad/guardar-cuenta-sucursal',
  body: guardarCuentaSucursalBody,
  data: cuentaSucursalSchema,
  summary:
    'Guarda las cuentas de efectivo, ventas tasa general y ventas tasa 0% de una sucursal (idCatCuentasContables 0: primera vez)',
});

/** S23 (002 §2): Farmacias › Contabilidad, first of its section. */
export const cuentasContablesPantalla = pantalla({
  access: 'menu',
  id: 1401,
  parent: 13,
  name: 'Cuentas contables',
  icon: 'CalculatorOutlined',
  url: CUENTAS_CONTABLES_URL,
  title: 'Catálogo de Cuentas Contables',
  order: 1,
  empresa: 1,
  historial: { tablas: ['cat_empresas', 'cat_cuentas_contables'] },
});
