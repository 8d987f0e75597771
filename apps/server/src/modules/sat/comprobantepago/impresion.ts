import { comprobantePagoMessages as m } from '@farmasi/contracts/sat/comprobantepago';
import type { Queryable } from '../../../db/client.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { pdf } from './cfdi.ts';
import { type Comprobante, comprobantePorId } from './queries.ts';

/** A stamped receipt, or the refusal that says why it cannot be printed. */
const timbrado = async (db: Queryable, idPago: number): Promise<Comprobante & { xmlTimbrado: string }> => {
  const c = await comprobantePorId(db, idPago);
  if (!c) throw new Rechazo(m.comprobanteNoExiste);
  if (!c.timbrado || !c.xmlTimbrado) throw new Rechazo(m.noTimbrado);
  return c as Comprobante & { xmlTimbrado: string };
};

/** 002 §7 generar-pdf: the printed representation of the stamped XML, base64 (printed again at will). */
export const pdfDelComprobante = async (db: Queryable, idPago: number): Promise<string> => {
  const c = await timbrado(db, idPago);
  return (await pdf(c.xmlTimbrado, c.modoPrueba)).toString('base64');
};

/** 002 §7 obtener-xmlpago: the stamped XML as the PAC returned it, named serie-folio_UUID.xml. */
export const xmlDelComprobante = async (db: Queryable, idPago: number) => {
  const c = await timbrado(db, idPago);
  return {
    base64XML: Buffer.from(c.xmlTimbrado, 'utf8').toString('base64'),
    archivoXML: `${c.seriePago}-${c.folioPago}_${c.uuid ?? ''}.xml`,
  };
};
