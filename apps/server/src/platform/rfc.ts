import { Rfc } from '@nodecfdi/rfc';

/**
 * An RFC the SAT could have issued, check digit included (@nodecfdi/rfc), for every place that
 * takes one: the credit customers' verification (S22) and the imports (issue 28). The generic RFC
 * of the general public (XAXX010101000) never passes; the foreign one (XEXX010101000) only when
 * `extranjero` (a supplier abroad).
 */
export const rfcConDigitoValido = (rfc: string, { extranjero = false } = {}) => {
  const excluidos = Rfc.DISALLOW_GENERIC | (extranjero ? 0 : Rfc.DISALLOW_FOREIGN);
  return Rfc.isValid(rfc, excluidos) && Rfc.parse(rfc).doesCheckSumMatch();
};
