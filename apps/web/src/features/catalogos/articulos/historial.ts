import { altaArticulosPantalla } from '@farmasi/contracts/catalogos/articulos';
import type { Costo } from '@farmasi/contracts/catalogos/articulos/esquemas';
import { accionHistorial } from '@/ui/Historial';

/** A cost's fields 'Historial' shows, with the section's labels (issue 29); with its branches. */
const ETIQUETAS_COSTO = {
  idCatProveedoresMarcasDet: 'Proveedor (número)',
  costo: 'Costo',
  precioMayoreo: 'Precio mayoreo',
  precioPublico: 'Precio público',
  precioGlobal: 'Default',
  sucursales: 'Sucursales (códigos)',
};

export const historialCosto = (c: Costo) =>
  accionHistorial({
    pantalla: altaArticulosPantalla,
    tabla: ['cat_articulos_proveedores_costos_enc', 'cat_articulos_proveedores_costos_det'],
    clave: c.idCatArticulosProveedoresCostosEnc,
    etiquetas: ETIQUETAS_COSTO,
    titulo: `costo de ${c.proveedor}`,
  });
