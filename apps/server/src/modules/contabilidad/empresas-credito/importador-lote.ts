import { empresasCreditoMessages as m } from '@farmasi/contracts/contabilidad/empresas-credito';
import { asc, inArray } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import {
  clientesCredito,
  clientesCreditoCorreos,
  clientesCreditoDomicilios,
  coloniasDeCodigoPostal,
} from '../../../db/schema/index.ts';
import { comparable } from '../../../platform/importacion/celdas.ts';
import type {
  Conteo,
  ContextoEscritura,
  ErrorFila,
  FilaValida,
} from '../../../platform/importacion/tipos.ts';
import type { ClienteImportado } from './importador.ts';
import { C, clientesMsg } from './importador-tipos.ts';
import { type ClienteAGuardar, clienteAGuardar, escribirCliente } from './service.ts';
import { verificarDatosFiscales } from './verificar.ts';

/** The column each refusal of the screen's RFC verification (verificar.ts) is about. */
const campoDeVerificacion = (mensaje: string) => {
  if (mensaje === m.digitoVerificador) return C.rfc;
  if (mensaje === m.nombreConRegimen) return C.nombre;
  if (mensaje.startsWith('El código postal')) return C.codPostal;
  return C.regimenFiscal;
};

/** Colonies named in a message: the first ten. */
const LISTA_MAX = 10;

/** The postal code's colony the cell names (accents, case and blanks aside), as the catalogue writes it. */
const coloniaDe = async (db: Queryable, cp: string, colonia: string) => {
  const colonias = await coloniasDeCodigoPostal(db, cp);
  return { colonias, encontrada: colonias.find((c) => comparable(c.colonia) === comparable(colonia)) };
};

/**
 * A batch against the database, row by row: the screen's RFC verification (check digit, the regime
 * for that kind of person, the postal code in the catalogue, a company's name without its company
 * type) and the colony among the postal code's (the screen offers only those). An RFC twice in the
 * file is the framework's repeated key.
 */
export const verificarClientes = async (
  db: Queryable,
  lote: readonly FilaValida<ClienteImportado>[],
): Promise<ErrorFila[]> => {
  const errores: ErrorFila[] = [];
  for (const { linea, valor: c } of lote) {
    const v = await verificarDatosFiscales(db, {
      rfc: c.rfc,
      codigoPostal: c.domicilio.codPostal,
      nombre: c.nombre,
      regimenFiscal: c.regimenFiscal,
    });
    if (!v.valor) errores.push({ linea, campo: campoDeVerificacion(v.mensaje), razon: v.mensaje });
    const { colonias, encontrada } = await coloniaDe(db, c.domicilio.codPostal, c.domicilio.colonia);
    if (colonias.length && !encontrada) {
      const nombres = colonias.map((x) => x.colonia);
      const lista = nombres.slice(0, LISTA_MAX).join(', ') + (nombres.length > LISTA_MAX ? '…' : '');
      errores.push({
        linea,
        campo: C.colonia,
        razon: clientesMsg.coloniaAjena
          .replace('{colonia}', c.domicilio.colonia)
          .replace('{cp}', c.domicilio.codPostal)
          .replace('{lista}', lista),
      });
    }
  }
  return errores;
};

type Existente = typeof clientesCredito.$inferSelect;
type Domicilio = typeof clientesCreditoDomicilios.$inferSelect;

/** The stored customer is already what the file says: its data, its address and its e-mails in order. */
const igual = (antes: Existente, domicilio: Domicilio | undefined, correos: string[], v: ClienteAGuardar) =>
  Object.entries(v.datos).every(([k, valor]) => antes[k as keyof Existente] === valor) &&
  !!domicilio &&
  Object.entries(v.domicilio).every(([k, valor]) => domicilio[k as keyof Domicilio] === valor) &&
  correos.length === v.correos.length &&
  correos.every((c, i) => c === v.correos[i]);

/**
 * Writes a checked batch in the run's transaction: each customer as the screen stores it
 * (clienteAGuardar: the colony as the catalogue writes it, the place from it) and through the
 * screen's write (escribirCliente, audited with its address and e-mails), unless it is equal.
 */
export const escribirClientes = async (
  { tx, actor }: ContextoEscritura,
  lote: readonly FilaValida<ClienteImportado>[],
): Promise<Conteo> => {
  const conteo: Conteo = { nuevos: 0, actualizados: 0, sinCambios: 0 };
  const existentes = new Map(
    (
      await tx
        .select()
        .from(clientesCredito)
        .where(
          inArray(
            clientesCredito.rfc,
            lote.map((f) => f.valor.rfc),
          ),
        )
    ).map((c) => [c.rfc, c]),
  );
  const codigos = [...existentes.values()].map((c) => c.codCliente);
  const domicilios = new Map<number, Domicilio>();
  const correos = new Map<number, string[]>();
  if (codigos.length) {
    for (const d of await tx
      .select()
      .from(clientesCreditoDomicilios)
      .where(inArray(clientesCreditoDomicilios.codCliente, codigos)))
      domicilios.set(d.codCliente, d);
    for (const c of await tx
      .select()
      .from(clientesCreditoCorreos)
      .where(inArray(clientesCreditoCorreos.codCliente, codigos))
      .orderBy(asc(clientesCreditoCorreos.idCorreo)))
      correos.set(c.codCliente, [...(correos.get(c.codCliente) ?? []), c.correo]);
  }
  for (const { valor: c } of lote) {
    const { encontrada } = await coloniaDe(tx, c.domicilio.codPostal, c.domicilio.colonia);
    const v = await clienteAGuardar(tx, {
      ...c,
      domicilio: { ...c.domicilio, colonia: encontrada?.colonia ?? c.domicilio.colonia },
    });
    const antes = existentes.get(c.rfc);
    if (antes && igual(antes, domicilios.get(antes.codCliente), correos.get(antes.codCliente) ?? [], v)) {
      conteo.sinCambios++;
      continue;
    }
    await escribirCliente(tx, actor, antes?.codCliente ?? 0, v);
    if (antes) conteo.actualizados++;
    else conteo.nuevos++;
  }
  return conteo;
};
