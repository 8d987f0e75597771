import type { Direccion } from '@farmasi/contracts/administracion/direccion-sucursales';

/** The address line of the table: street and number, colony, locality and state (003 §2.3). */
export const textoDireccion = (
  d: Pick<Direccion, 'calle' | 'numExterior' | 'colonia' | 'localidad' | 'estado' | 'cP'>,
) =>
  [`${d.calle} ${d.numExterior}`.trim(), `Col. ${d.colonia}`, d.localidad, d.estado, `C.P. ${d.cP}`]
    .filter((p) => p.trim())
    .join(', ');
