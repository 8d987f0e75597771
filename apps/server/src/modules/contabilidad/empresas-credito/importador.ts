import {
  guardarClienteBody,
  MASCARA_TELEFONO,
  empresasCreditoMessages as m,
  RFC_EXTRANJERO,
  RFC_GENERICO,
  RFC_LARGO,
} from '@farmasi/contracts/contabilidad/empresas-credito';
import { conMascara } from '@farmasi/contracts/mascara';
import type { z } from 'zod';
import { lectorDeFila, leerSiNo } from '../../../platform/importacion/celdas.ts';
import type { Fila, Importador } from '../../../platform/importacion/tipos.ts';
import { escribirClientes, verificarClientes } from './importador-lote.ts';
import { C, columnasClientes } from './importador-tipos.ts';

/**
 * Credit customers' import (issue 28, `npm run import -- clientes`): each customer with its RFC,
 * tax regime, fiscal address and billing e-mails. Upsert by RFC. A row is the body of the screen's
 * save (S22 guardarClienteBody: its checks in the spec's order), then, against the database, the
 * screen's RFC verification and the colony among its postal code's; the write is the screen's.
 */

export type ClienteImportado = z.output<typeof guardarClienteBody>;

/** Where each field of the save's body is in the file (an issue's path: 'domicilio.calle', 'correos.2'…). */
const CAMPO: Record<string, string> = {
  rfc: C.rfc,
  nombre: C.nombre,
  nombreComercial: C.nombreComercial,
  regimenFiscal: C.regimenFiscal,
  telefono: C.telefono,
  correos: C.correos,
  calle: C.calle,
  numExterior: C.numExterior,
  numInterior: C.numInterior,
  codPostal: C.codPostal,
  colonia: C.colonia,
};
const campoDe = (path: readonly PropertyKey[]) =>
  CAMPO[String(path[0] === 'domicilio' ? path[1] : path[0])] ?? '';

/** The cell's e-mails: separated by ';' (also ',' or blanks, as lists are pasted). */
export const correosDe = (celda: string) => celda.split(/[;,\s]+/).filter(Boolean);

export const validarCliente = (fila: Fila) => {
  const { errores, leer, error } = lectorDeFila();
  const celda = (c: string) => fila[c] ?? '';
  const publicoGeneral = leer(C.publicoGeneral, leerSiNo(celda(C.publicoGeneral), false));
  const rfc = celda(C.rfc).toUpperCase();
  // The screen's field takes 13 characters; a longer cell is not cut here.
  if (rfc.length > RFC_LARGO) error(C.rfc, m.rfcInvalido);
  else if (rfc === RFC_GENERICO || rfc === RFC_EXTRANJERO) error(C.rfc, m.rfcGenerico);
  const r = guardarClienteBody.safeParse({
    codCliente: 0,
    rfc,
    nombre: celda(C.nombre),
    nombreComercial: celda(C.nombreComercial),
    telefono: celda(C.telefono),
    regimenFiscal: celda(C.regimenFiscal),
    publicoGeneral: publicoGeneral ?? false,
    correos: correosDe(celda(C.correos)),
    domicilio: {
      calle: celda(C.calle),
      colonia: celda(C.colonia),
      numExterior: celda(C.numExterior),
      numInterior: celda(C.numInterior),
      codPostal: celda(C.codPostal),
    },
  });
  if (!r.success)
    for (const issue of r.error.issues) {
      const campo = campoDe(issue.path);
      if (!errores.some((e) => e.campo === campo && e.razon === issue.message)) error(campo, issue.message);
    }
  if (errores.length || !r.success) return { errores };
  // Stored as the screen's field writes it: (222) 123-4567.
  return { valor: { ...r.data, telefono: conMascara(r.data.telefono, MASCARA_TELEFONO) } };
};

export const importadorClientes: Importador<ClienteImportado> = {
  tipo: 'clientes',
  titulo: 'Clientes de crédito (con RFC y régimen fiscal)',
  columnas: columnasClientes,
  clave: (c) => c.rfc,
  validar: validarCliente,
  verificar: verificarClientes,
  escribir: escribirClientes,
};

export default importadorClientes;
