import { z } from 'zod';
import { entero, texto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';

/** Catalogue item of every 'buscar' catalogue (000 §3). */
export const catalogoItemSchema = z.object({ codigo: entero(), descripcion: z.string() });
export type CatalogoItem = z.infer<typeof catalogoItemSchema>;

export const buscarBody = z.object({ buscar: texto(100).trim().default('') });

export const catalogoSucursales = endpoint({
  method: 'POST',
  path: '/catalogos/sucursales',
  body: buscarBody,
  data: z.array(catalogoItemSchema),
  summary: 'Catálogo de sucursales activas (propias y licenciatarias) filtrado por texto',
});

export const catalogoSucursalesPropias = endpoint({
  method: 'POST',
  path: '/catalogos/sucursalespropias',
  body: buscarBody,
  data: z.array(catalogoItemSchema),
  summary: 'Catálogo de sucursales propias activas filtrado por texto',
});
