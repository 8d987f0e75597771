import { format, messages } from '@farmasi/contracts';
import {
  type CampoDireccion,
  digitosTelefono,
  guardarBody,
  direccionMessages as md,
  validarDireccion,
} from '@farmasi/contracts/administracion/direccion-sucursales';
import { camposMsg, INT4_MAX } from '@farmasi/contracts/campos';
import { ELIMINAR, GRUPO_NOMBRE_MAX } from '@farmasi/contracts/catalogos/grupo-sucursales';
import { coloniasDeCodigosPostales } from '../../../db/schema/index.ts';
import { celdasMsg, leerSiNo, comparable as normalizar } from '../../../platform/importacion/celdas.ts';
import type { ErrorFila, Fila, Importador } from '../../../platform/importacion/tipos.ts';
import { coloniaDe, escribirSucursales, type SucursalImportada } from './importador-escribir.ts';

/**
 * `npm run import -- sucursales`: own and licensee branches of both lines, with their zone group and
 * their pharmacy's address (type 1 of S42b), upserted by branch number. The address goes through the
 * address screen's checks (contract: required fields in its order, formats, lengths) and its postal
 * code and colonia through the SEPOMEX catalogue, as the screen does; municipio and estado come from it.
 */

export const C = {
  numero: 'Número de sucursal',
  corto: 'Nombre corto',
  completo: 'Nombre completo',
  tipo: 'Tipo',
  linea: 'Línea',
  grupo: 'Grupo de zona',
  activa: 'Activa',
  cp: 'Código postal',
  colonia: 'Colonia',
  calle: 'Calle',
  numExterior: 'Número exterior',
  entreCalles: 'Entre calles',
  telefono: 'Teléfono',
  apertura: 'Hora de apertura',
  cierre: 'Hora de cierre',
  horarios: 'Horarios',
  descriptivo: 'Domicilio descriptivo',
} as const;

export const mensajesSucursales = {
  numero: `Debe ser un número entero de 1 a ${INT4_MAX.toLocaleString('en-US')}.`,
  requerido: celdasMsg.requerido,
  largo: camposMsg.largo,
  tipo: 'Debe ser Propia o Licenciataria.',
  linea: 'Debe ser Farmacias o Baranetos.',
  activa: celdasMsg.siNo,
  grupoDeBaranetos: 'Solo las sucursales de Farmacias pertenecen a un grupo de zona.',
} as const;
const m = mensajesSucursales;

const columnas = [
  [C.numero, true, '105', 'Número de la sucursal (la clave: si ya existe, se actualiza).'],
  [C.corto, true, 'Puebla Centro', 'Como la muestran los buscadores (máximo 100 caracteres).'],
  [C.completo, true, 'FarmaSí Puebla Centro', 'Nombre comercial completo (máximo 200 caracteres).'],
  [C.tipo, true, 'Propia', 'Propia o Licenciataria.'],
  [C.linea, false, 'Farmacias', 'Farmacias o Baranetos (vacía: Farmacias).'],
  [C.grupo, false, 'Zona Centro', 'Grupo de sucursales (se crea si no existe; vacía: en ningún grupo).'],
  [C.activa, false, 'S', 'S o N (vacía: S).'],
  [C.cp, true, '72000', '5 dígitos, del catálogo de SEPOMEX; de él salen el municipio y el estado.'],
  [C.colonia, true, 'Centro', 'Una colonia de ese código postal.'],
  [C.calle, true, 'Av. Reforma', 'Calle de la farmacia.'],
  [C.numExterior, true, '512', 'Número exterior (máximo 20 caracteres).'],
  [C.entreCalles, true, 'Calle 5 de Mayo y Calle 3 Norte', 'Entre qué calles está.'],
  [C.telefono, true, '222 123 4567', '10 dígitos (espacios y guiones se ignoran).'],
  [C.apertura, true, '08:00', 'HH:mm, de 00:00 a 23:59.'],
  [C.cierre, true, '22:00', 'HH:mm, de 00:00 a 23:59.'],
  [C.horarios, false, 'Lunes a sábado de 08:00 a 22:00 h', 'Texto libre (máximo 500 caracteres).'],
  [C.descriptivo, false, 'Frente al zócalo', 'Referencias para llegar (máximo 500 caracteres).'],
] as const;

/** The address screen's fields by the column that carries them. */
const COLUMNA_DE: Record<string, string> = {
  cP: C.cp,
  colonia: C.colonia,
  calle: C.calle,
  numExterior: C.numExterior,
  entreCalles: C.entreCalles,
  telefono: C.telefono,
  horarioApertura: C.apertura,
  horarioCierre: C.cierre,
  horarios: C.horarios,
  domicilioDescriptivo: C.descriptivo,
};

/** '8:00' → '08:00', '08:00:00' → '08:00' (as a spreadsheet may write a time). */
const hora = (texto: string) => {
  const h = /^(\d{1,2}):(\d{2})(:\d{2})?$/.exec(texto);
  return h ? `${h[1]?.padStart(2, '0')}:${h[2]}` : texto;
};

export const validarSucursal = (
  fila: Fila,
): { valor: SucursalImportada } | { errores: Omit<ErrorFila, 'linea'>[] } => {
  const errores: Omit<ErrorFila, 'linea'>[] = [];
  const error = (campo: string, razon: string) => errores.push({ campo, razon });
  const v = (c: string) => fila[c] ?? '';
  const texto = (c: string, max: number) => {
    if (!v(c)) error(c, m.requerido);
    else if (v(c).length > max) error(c, m.largo.replace('{max}', max.toLocaleString('en-US')));
    return v(c);
  };

  const numero = /^\d{1,10}$/.test(v(C.numero)) ? Number(v(C.numero)) : 0;
  if (numero < 1 || numero > INT4_MAX) error(C.numero, m.numero);
  const sucursal = texto(C.corto, 100);
  const nombre = texto(C.completo, 200);
  const tipo = normalizar(v(C.tipo));
  const propia = tipo === 'propia' ? 1 : ['licenciataria', 'licenciatario'].includes(tipo) ? 0 : -1;
  if (propia < 0) error(C.tipo, m.tipo);
  const linea = normalizar(v(C.linea));
  const idEmpresa = ['', 'farmacias', '1'].includes(linea) ? 1 : ['baranetos', '2'].includes(linea) ? 2 : 0;
  if (!idEmpresa) error(C.linea, m.linea);
  const grupo = v(C.grupo).replace(/\s+/g, ' ');
  if (grupo.toLowerCase() === ELIMINAR) error(C.grupo, messages.grupoSucursales.nombreReservado);
  else if (grupo.length > GRUPO_NOMBRE_MAX)
    error(C.grupo, m.largo.replace('{max}', String(GRUPO_NOMBRE_MAX)));
  else if (grupo && idEmpresa === 2) error(C.grupo, m.grupoDeBaranetos);
  const activa = leerSiNo(v(C.activa), true);
  if ('razon' in activa) error(C.activa, activa.razon);

  // Excel drops a postal code's leading zero (01000 → 1000).
  const cP = /^\d{4}$/.test(v(C.cp)) ? `0${v(C.cp)}` : v(C.cp);
  const direccion = {
    cP,
    colonia: v(C.colonia),
    calle: v(C.calle),
    numExterior: v(C.numExterior),
    entreCalles: v(C.entreCalles),
    telefono: v(C.telefono),
    horarioApertura: hora(v(C.apertura)),
    horarioCierre: hora(v(C.cierre)),
    horarios: v(C.horarios),
    domicilioDescriptivo: v(C.descriptivo),
  };
  // The screen's checks: the first missing field in its order, then every format and length.
  const falta = validarDireccion(direccion);
  if (falta) error(COLUMNA_DE[falta.field as CampoDireccion] ?? '', falta.message);
  const forma = guardarBody.safeParse({ ...direccion, codSucursal: 1, tipo: 1 });
  for (const issue of forma.success ? [] : forma.error.issues) {
    const campo = COLUMNA_DE[String(issue.path[0])] ?? '';
    if (!errores.some((e) => e.campo === campo)) error(campo, issue.message);
  }
  if (errores.length > 0) return { errores };
  return {
    valor: {
      codSucursal: numero,
      sucursal,
      nombre,
      propia: propia as 0 | 1,
      idEmpresa: idEmpresa as 1 | 2,
      grupo,
      activo: 'valor' in activa ? activa.valor : true,
      direccion: {
        ...direccion,
        telefono: digitosTelefono(direccion.telefono),
      },
    },
  };
};

const importador: Importador<SucursalImportada> = {
  tipo: 'sucursales',
  titulo: 'Sucursales (propias y licenciatarias)',
  columnas: columnas.map(([nombre, requerida, ejemplo, descripcion]) => ({
    nombre,
    requerida,
    ejemplo,
    descripcion,
  })),
  clave: (s) => String(s.codSucursal),
  validar: validarSucursal,
  /** The postal code must be in the catalogue and hold the colonia (as S42b checks it). */
  verificar: async (db, lote) => {
    const porCp = await coloniasDeCodigosPostales(
      db,
      lote.map((f) => f.valor.direccion.cP),
    );
    const errores: ErrorFila[] = [];
    for (const { linea, valor } of lote) {
      const { cP, colonia } = valor.direccion;
      const colonias = porCp.get(cP) ?? [];
      if (colonias.length === 0) errores.push({ linea, campo: C.cp, razon: md.cpInvalido });
      else if (!coloniaDe(colonias, colonia))
        errores.push({ linea, campo: C.colonia, razon: format(md.coloniaNoPertenece, { colonia, cp: cP }) });
    }
    return errores;
  },
  escribir: escribirSucursales,
};

export default importador;
