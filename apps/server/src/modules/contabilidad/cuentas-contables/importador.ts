import { INT2_MAX, INT4_MAX } from '@farmasi/contracts/campos';
import {
  fallaCuentaEmpresa,
  fallaCuentasSucursal,
  MASCARA_CUENTA,
  cuentasContablesMessages as m,
} from '@farmasi/contracts/contabilidad/cuentas-contables';
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { catEmpresas, catSucursales } from '../../../db/schema/index.ts';
import { comparable as normalizar } from '../../../platform/importacion/celdas.ts';
import type { ErrorFila, Fila, FilaValida, Importador } from '../../../platform/importacion/tipos.ts';
import { type CuentaImportada, escribirCuentas, ranuraDe, type TipoCuenta } from './importador-escribir.ts';

/**
 * `npm run import -- cuentas-contables`: the chart of accounts as S23 keeps it, one row per account
 * (the key): a company's account, or one of a branch's three (cash, sales at the general rate, sales
 * at 0%). The account's checks are S23's (contract: empty, then the 3-2-6 format with each kind's
 * message); the company must exist and the branch be active, as S23 refuses otherwise.
 */

export const C = {
  cuenta: 'Cuenta',
  tipo: 'Tipo de cuenta',
  empresa: 'Empresa',
  sucursal: 'Sucursal',
} as const;

const TIPOS: Record<string, TipoCuenta> = {
  empresa: 'empresa',
  efectivo: 'cuentaEfectivo',
  'ventas tasa general': 'cuentaTasaGral',
  'tasa general': 'cuentaTasaGral',
  'ventas tasa 0%': 'cuentaTasa0',
  'ventas tasa 0': 'cuentaTasa0',
  'tasa 0%': 'cuentaTasa0',
};

export const NOMBRE_TIPO: Record<TipoCuenta, string> = {
  empresa: 'Empresa',
  cuentaEfectivo: 'Efectivo',
  cuentaTasaGral: 'Ventas tasa general',
  cuentaTasa0: 'Ventas tasa 0%',
};

export const mensajesCuentas = {
  tipo: 'Debe ser Empresa, Efectivo, Ventas tasa general o Ventas tasa 0%.',
  soloEmpresa: 'Va vacía: solo la lleva el tipo Empresa.',
  soloSucursal: 'Va vacía en el tipo Empresa.',
  ranuraEmpresa: 'La empresa {n} ya tiene otra cuenta en la línea {linea}.',
  ranuraSucursal: 'La sucursal {n} ya tiene otra cuenta de {tipo} en la línea {linea}.',
} as const;
const mc = mensajesCuentas;

const entero = (texto: string, max: number) =>
  /^\d{1,10}$/.test(texto) && Number(texto) <= max ? Number(texto) : 0;

export const validarCuenta = (
  fila: Fila,
): { valor: CuentaImportada } | { errores: Omit<ErrorFila, 'linea'>[] } => {
  const errores: Omit<ErrorFila, 'linea'>[] = [];
  const v = (c: string) => fila[c] ?? '';
  const cuenta = v(C.cuenta);
  const tipo = TIPOS[normalizar(v(C.tipo))];
  if (!tipo) errores.push({ campo: C.tipo, razon: mc.tipo });
  // S23's checks: empty first, then the format, with the message of the kind of account.
  const falla = !cuenta
    ? m.cuentaVacia
    : tipo && tipo !== 'empresa'
      ? fallaCuentasSucursal({ cuentaEfectivo: '', cuentaTasaGral: '', cuentaTasa0: '', [tipo]: cuenta })
          ?.mensaje
      : fallaCuentaEmpresa(cuenta);
  if (falla) errores.push({ campo: C.cuenta, razon: falla });
  const idCatEmpresa = entero(v(C.empresa), INT2_MAX);
  const codSucursal = entero(v(C.sucursal), INT4_MAX);
  if (tipo === 'empresa') {
    if (idCatEmpresa < 1) errores.push({ campo: C.empresa, razon: m.empresaInvalida });
    if (v(C.sucursal)) errores.push({ campo: C.sucursal, razon: mc.soloSucursal });
  } else if (tipo) {
    if (codSucursal < 1) errores.push({ campo: C.sucursal, razon: m.sucursalInvalida });
    if (v(C.empresa)) errores.push({ campo: C.empresa, razon: mc.soloEmpresa });
  }
  if (errores.length > 0 || !tipo) return { errores };
  return { valor: { cuenta, tipo, titular: tipo === 'empresa' ? idCatEmpresa : codSucursal } };
};

const existentes = async (db: Queryable, lote: readonly FilaValida<CuentaImportada>[]) => {
  const de = (empresa: boolean) => [
    ...new Set(lote.filter((f) => (f.valor.tipo === 'empresa') === empresa).map((f) => f.valor.titular)),
  ];
  const empresas = de(true);
  const sucursales = de(false);
  return {
    empresas: new Set(
      empresas.length === 0
        ? []
        : (
            await db
              .select({ id: catEmpresas.idCatEmpresa })
              .from(catEmpresas)
              .where(inArray(catEmpresas.idCatEmpresa, empresas))
          ).map((e) => e.id),
    ),
    // S23 keeps the accounts of every active branch of both lines.
    sucursales: new Set(
      sucursales.length === 0
        ? []
        : (
            await db
              .select({ id: catSucursales.codSucursal })
              .from(catSucursales)
              .where(and(inArray(catSucursales.codSucursal, sucursales), eq(catSucursales.activo, true)))
          ).map((s) => s.id),
    ),
  };
};

/** The line of an earlier row that set the same slot (kept in `vistas` as `<slot>@<line>`). */
const lineaDe = (vistas: Set<string>, ranura: string) => {
  for (const v of vistas) if (v.startsWith(`${ranura}@`)) return v.slice(ranura.length + 1);
  return '?';
};

const importador: Importador<CuentaImportada> = {
  tipo: 'cuentas-contables',
  titulo: 'Cuentas contables (empresas y sucursales)',
  columnas: [
    {
      nombre: C.cuenta,
      requerida: true,
      ejemplo: '101-01-000105',
      descripcion: `3-2-6 dígitos, ${MASCARA_CUENTA} (la clave).`,
    },
    {
      nombre: C.tipo,
      requerida: true,
      ejemplo: 'Efectivo',
      descripcion: 'Empresa, Efectivo, Ventas tasa general o Ventas tasa 0%.',
    },
    {
      nombre: C.empresa,
      requerida: false,
      ejemplo: '',
      descripcion: 'Número de la empresa, solo en el tipo Empresa (1 Farmacias, 2 Baranetos).',
    },
    {
      nombre: C.sucursal,
      requerida: false,
      ejemplo: '105',
      descripcion: 'Número de la sucursal activa, en los demás tipos.',
    },
  ],
  clave: (c) => c.cuenta,
  validar: validarCuenta,
  /** The company or active branch exists; each slot is set by one row of the file only. */
  verificar: async (db, lote, vistas) => {
    const hay = await existentes(db, lote);
    const errores: ErrorFila[] = [];
    for (const { linea, valor } of lote) {
      const { tipo, titular } = valor;
      if (tipo === 'empresa' && !hay.empresas.has(titular))
        errores.push({ linea, campo: C.empresa, razon: m.empresaNoExiste });
      if (tipo !== 'empresa' && !hay.sucursales.has(titular))
        errores.push({ linea, campo: C.sucursal, razon: m.sucursalNoExiste });
      const ranura = `ranura:${ranuraDe(valor)}`;
      if (vistas.has(ranura)) {
        const razon = (tipo === 'empresa' ? mc.ranuraEmpresa : mc.ranuraSucursal)
          .replace('{n}', String(titular))
          .replace('{tipo}', NOMBRE_TIPO[tipo].toLowerCase())
          .replace('{linea}', lineaDe(vistas, ranura));
        errores.push({ linea, campo: C.tipo, razon });
      } else {
        vistas.add(ranura);
        vistas.add(`${ranura}@${linea}`);
      }
    }
    return errores;
  },
  escribir: escribirCuentas,
};

export default importador;
