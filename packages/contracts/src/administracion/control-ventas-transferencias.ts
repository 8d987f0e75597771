import { z } from 'zod';
import { entero } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

/** Screen route, also the menu url that grants every call below (003 §2.2). */
export const VENTAS_TRANSFERENCIAS_URL = '/{product}/administracion/control-ventas-transferecias';

/** The branch picker filters from this many characters (003 §5 Transfer sale). */
export const FILTRO_MIN_CARACTERES = 3;

export const ESTATUS_PENDIENTE = 'P';
export const ESTATUS_VENDIDA = 'V';
export const descripcionEstatus: Record<string, string> = {
  [ESTATUS_PENDIENTE]: 'Pendiente',
  [ESTATUS_VENDIDA]: 'Venta realizada',
};

export const ventasTransferenciasMessages = {
  titulo: 'Control ventas transferecias.',
  boton: 'Venta por transferecia',
  seleccioneSucursal: 'Debe seleccionar una sucursal.',
  confirmar: '¿Desea guardar permiso para la sucursal {sucursal} ?',
  agregado: 'Registro agregado correctamente.',
  pendiente: 'La sucursal {sucursal} ya tiene un permiso de venta por transferencia pendiente.',
  sucursalNoExiste: 'La sucursal {codSucursal} no existe o está inactiva.',
  otroUsuario: 'El usuario no corresponde a la sesión.',
} as const;

/** 003 §3 Transfer-sale permission. Dates are ISO instants; fechaVenta null while pending. */
export const ventaTransferenciaSchema = z.object({
  codSucursal: entero(),
  sucursal: z.string(),
  nombre: z.string(),
  fecha: z.string(),
  fechaVenta: z.string().nullable(),
  estatus: z.string(),
  descripcionEstatus: z.string(),
});
export type VentaTransferencia = z.infer<typeof ventaTransferenciaSchema>;

export const obtenerVentasTransferencias = endpoint({
  method: 'GET',
  path: '/administracion/obtener-ventas-transferencias',
  data: z.array(ventaTransferenciaSchema),
  summary: 'Permisos de venta por transferencia (los más recientes primero)',
});

export const guardarVentasTransferenciasBody = z.object({
  CodUsuario: entero().positive('El usuario no es válido.'),
  CodSucursal: entero().positive('La sucursal no es válida.'),
});

export const guardarVentasTransferencias = endpoint({
  method: 'POST',
  path: '/administracion/guardar-ventas-transferencias',
  body: guardarVentasTransferenciasBody,
  data: ventaTransferenciaSchema,
  summary: 'Otorga a una sucursal permiso de vender por transferencia',
});

/** S41 (003 §2.2); the url keeps the spec's spelling. */
export const controlVentasTransferenciasPantalla = pantalla({
  access: 'menu',
  id: 1120,
  parent: 11,
  name: 'Control ventas transferencias',
  icon: 'TransactionOutlined',
  url: VENTAS_TRANSFERENCIAS_URL,
  title: ventasTransferenciasMessages.titulo,
  order: 20,
  empresa: 1,
});
