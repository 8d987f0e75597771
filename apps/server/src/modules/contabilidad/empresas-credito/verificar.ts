import {
  conRegimenSocietario,
  empresasCreditoMessages as m,
  personaDeRfc,
} from '@farmasi/contracts/contabilidad/empresas-credito';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { catRegimenesFiscales, coloniasDeCodigoPostal } from '../../../db/schema/index.ts';
import { rfcConDigitoValido } from '../../../platform/rfc.ts';

/**
 * The RFC verification of 002 §7, offline (this installation has no connection to the SAT): the
 * RFC's check digit (@nodecfdi/rfc), the regime applies to the RFC's kind of person, the postal code
 * is in the catalogue, and a company's name comes without its company type, as CFDI 4.0 asks.
 */
export const verificarDatosFiscales = async (
  db: Queryable,
  v: { rfc: string; codigoPostal: string; nombre: string; regimenFiscal: string },
): Promise<{ valor: boolean; mensaje: string }> => {
  const falla = (mensaje: string) => ({ valor: false, mensaje });
  if (!rfcConDigitoValido(v.rfc)) return falla(m.digitoVerificador);
  const persona = personaDeRfc(v.rfc);
  const [regimen] = await db
    .select()
    .from(catRegimenesFiscales)
    .where(eq(catRegimenesFiscales.regimenFiscal, v.regimenFiscal));
  if (!regimen) return falla(m.regimenNoExiste);
  if (!(persona === 'moral' ? regimen.moral : regimen.fisica)) return falla(m.regimenNoAplica(persona));
  if (!(await coloniasDeCodigoPostal(db, v.codigoPostal)).length) return falla(m.cpNoExiste(v.codigoPostal));
  if (persona === 'moral' && conRegimenSocietario(v.nombre)) return falla(m.nombreConRegimen);
  return { valor: true, mensaje: m.rfcVerificado };
};
