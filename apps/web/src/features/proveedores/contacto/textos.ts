import type { MarcaProveedor } from '@farmasi/contracts/proveedores/contacto';

/** A brand's supplier as the modals name it: 'PISA - NADRO S.A.P.I. DE C.V.'. */
export const nombreFila = (f: Pick<MarcaProveedor, 'nombreMarca' | 'proveedor'>) =>
  `${f.nombreMarca} - ${f.proveedor}`;
