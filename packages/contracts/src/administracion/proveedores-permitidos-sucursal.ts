import { z } from 'zod';
import { entero, enteroTexto, INT2_MAX, texto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

/** S35 'Proveedores Permitidos en Sucursal.' (002 §2 Suppliers allowed at branches). */
export const PROVEEDORES_PERMITIDOS_SUCURSAL_URL =
  '/{product}/administracion/proveedores-permitidos-sucursal';

/** 002 §2/§9: the type filter, 0 Todos, 1 Licenciatarios (propia 0), 2 Propias (propia 1); default 2. */
export const TIPO_SUCURSAL = { todos: 0, licenciatarios: 1, propias: 2 } as const;
export const TIPOS_SUCURSAL = [
  { codigo: TIPO_SUCURSAL.todos, descripcion: 'Todos' },
  { codigo: TIPO_SUCURSAL.licenciatarios, descripcion: 'Licenciatarios' },
  { codigo: TIPO_SUCURSAL.propias, descripcion: 'Propias' },
] as const;
export const TIPO_INICIAL = TIPO_SUCURSAL.propias;
/** 002 §9: decimals default 2, typed in one character (a digit, 0–9). */
export const DECIMALES_INICIAL = 2;
export const DECIMALES_LARGO = 1;
export const DECIMALES_MAX = 9;
/** At most this many rows in one save or delete (a chain has a few hundred branches). */
export const RELACIONES_MAX = 5000;

export const proveedoresPermitidosMessages = {
  // 002 §5, verbatim.
  decimalesMayores: 'Los decimales deben de ser mayores a 0',
  sinSucursales: 'Debe seleccionar al menos una sucursal',
  confirmarAgregar: 'Se asignaran las sucursales seleccionadas ¿Los datos son correctos?',
  confirmarEditar: 'Se guardara el proveedor permitido a la sucursal ¿Los datos son correctos?',
  confirmarEliminar: '¿Desea eliminar estas sucursales relacionadas?',
  // Where the spec is silent (docs/decisions/proveedores.md).
  seleccioneProveedor: 'Seleccione un proveedor',
  decimalesRequeridos: 'Debe capturar los decimales (un dígito del 0 al 9).',
  decimalesInvalidos: 'Los decimales deben ser un dígito del 0 al 9.',
  proveedorInvalido: 'El proveedor no es válido.',
  proveedorNoExiste: 'El proveedor no existe o no está activo.',
  tipoInvalido: 'El tipo debe ser 0 (Todos), 1 (Licenciatarios) o 2 (Propias).',
  sucursalInvalida: 'La sucursal no es válida.',
  sucursalNoExiste: 'La sucursal {codCliente} no existe o no está activa.',
  clienteDistinto: 'codSucursal y codCliente deben nombrar la misma sucursal.',
  repetida: 'La sucursal {sucursal} viene más de una vez.',
  yaNoRelacionadas: 'Las sucursales seleccionadas ya no están relacionadas con el proveedor.',
  sinRelaciones: 'El proveedor no tiene sucursales relacionadas con el tipo seleccionado.',
  guardadaUna: 'Se guardó 1 sucursal permitida del proveedor.',
  guardadas: 'Se guardaron {n} sucursales permitidas del proveedor.',
  eliminadaUna: 'Se eliminó 1 sucursal relacionada.',
  eliminadas: 'Se eliminaron {n} sucursales relacionadas.',
} as const;
const m = proveedoresPermitidosMessages;

/** The supplier option (002 §3 'Supplier and type options: codigo, descripcion'). */
export const opcionProveedorSchema = z.object({ codigo: entero(), descripcion: z.string() });
export type OpcionProveedor = z.infer<typeof opcionProveedorSchema>;

/**
 * 002 §3 'Supplier-branch relation'. `codCliente` is the branch as the chain's customer (its code is
 * the branch's, `codSucursal`); `nombre` is that customer's name (the licensee's or the own branch's
 * registered name); `propia` 1 own, 0 licensee. A branch not yet related (the add list) comes with
 * `estaActivo` false and the defaults (no ticks, 2 decimals).
 */
export const relacionSchema = z.object({
  codProveedor: entero(),
  codCliente: entero(),
  codSucursal: entero(),
  sucursal: z.string(),
  nombre: z.string(),
  propia: entero(),
  costoPorCaja: z.boolean(),
  ivaIncluido: z.boolean(),
  decimales: entero(),
  estaActivo: z.boolean(),
  seleccionado: z.boolean(),
});
export type Relacion = z.infer<typeof relacionSchema>;

const proveedorParam = enteroTexto({ min: 1, mensaje: m.proveedorInvalido });
const tipoParam = enteroTexto({ min: 0, max: 2, mensaje: m.tipoInvalido });
/** The spec's {proveedor} (the supplier's code, cat_proveedores.cod_proveedor) and {tipo}. */
const filtroParams = z.object({ codProveedor: proveedorParam, tipo: tipoParam });

/** The fields of a listed row a client may send back with it (echoes; only the keys count). */
const ecos = {
  codSucursal: entero({ min: 1, mensaje: m.sucursalInvalida }).optional(),
  sucursal: texto(300).optional(),
  nombre: texto(300).optional(),
  propia: entero({ min: 0, max: INT2_MAX }).optional(),
  estaActivo: z.boolean().optional(),
  seleccionado: z.boolean().optional(),
};
const mismaSucursal = (f: { codSucursal?: number | undefined; codCliente: number }) =>
  f.codSucursal === undefined || f.codSucursal === f.codCliente;

/**
 * A relation's key in the audit log ('Historial', issue 29): supplier and branch, as the server
 * writes it and the screen asks for it.
 */
export const claveRelacion = (c: { codProveedor: number; codCliente: number }) =>
  `${c.codProveedor}-${c.codCliente}`;

/** A relation as named by the delete: supplier and branch. */
export const claveRelacionSchema = z
  .object({
    codProveedor: entero({ min: 1, mensaje: m.proveedorInvalido }),
    codCliente: entero({ min: 1, mensaje: m.sucursalInvalida }),
    costoPorCaja: z.boolean().optional(),
    ivaIncluido: z.boolean().optional(),
    decimales: entero({ min: 0, max: INT2_MAX }).optional(),
    ...ecos,
  })
  .refine(mismaSucursal, { message: m.clienteDistinto, path: ['codSucursal'] });

/** 002 §7 guardar-sucursales: a row with costoPorCaja, ivaIncluido, decimales, codProveedor, codCliente. */
export const filaGuardarSchema = z
  .object({
    codProveedor: entero({ min: 1, mensaje: m.proveedorInvalido }),
    codCliente: entero({ min: 1, mensaje: m.sucursalInvalida }),
    costoPorCaja: z.boolean(),
    ivaIncluido: z.boolean(),
    decimales: entero({ min: 0, max: DECIMALES_MAX, mensaje: m.decimalesInvalidos }),
    ...ecos,
  })
  .refine(mismaSucursal, { message: m.clienteDistinto, path: ['codSucursal'] });
export type FilaGuardar = z.infer<typeof filaGuardarSchema>;

export const guardarSucursalesBody = z.array(filaGuardarSchema).max(RELACIONES_MAX);
export const eliminarRelacionBody = z.array(claveRelacionSchema).max(RELACIONES_MAX);

/** What the modals hold (002 §2): the two ticks and the decimals (null while the box is empty). */
export interface ValoresModal {
  costoPorCaja: boolean;
  ivaIncluido: boolean;
  decimales: number | null;
}
export type CampoModal = 'sucursales' | 'decimales';
export type FallaModal = { campo: CampoModal; message: string } | null;

/** 002 §5, 'Modificar sucursales': decimals 0 (or none) is refused. */
export const fallaEditar = (v: ValoresModal): FallaModal =>
  (v.decimales ?? 0) > 0 ? null : { campo: 'decimales', message: m.decimalesMayores };

/** 002 §5, 'Agregar sucursales': at least one branch; then a decimals digit (an empty box is not 0). */
export const fallaAgregar = (v: ValoresModal & { sucursales: number }): FallaModal => {
  if (v.sucursales < 1) return { campo: 'sucursales', message: m.sinSucursales };
  if (v.decimales === null) return { campo: 'decimales', message: m.decimalesRequeridos };
  return null;
};

export const mensajeGuardadas = (n: number) =>
  n === 1 ? m.guardadaUna : m.guardadas.replace('{n}', String(n));
export const mensajeEliminadas = (n: number) =>
  n === 1 ? m.eliminadaUna : m.eliminadas.replace('{n}', String(n));

export const obtenerProveedores = endpoint({
  method: 'GET',
  path: '/administracion/obtener-proveedores',
  data: z.array(opcionProveedorSchema),
  summary: 'Proveedores activos (codigo, descripcion) en orden alfabético',
});

export const obtenerProveedoresPermitidos = endpoint({
  method: 'GET',
  path: '/administracion/obtener-proveedores-permitidos/:codProveedor/:tipo',
  params: filtroParams,
  data: z.array(relacionSchema),
  summary: 'Sucursales en las que el proveedor está permitido (tipo 0 todas, 1 licenciatarias, 2 propias)',
});

export const obtenerSucursales = endpoint({
  method: 'GET',
  path: '/administracion/obtener-sucursales/:codProveedor/:tipo',
  params: filtroParams,
  data: z.array(relacionSchema),
  summary: 'Sucursales activas aún no relacionadas con el proveedor, del tipo pedido',
});

export const eliminarRelacionSucursal = endpoint({
  method: 'POST',
  path: '/administracion/eliminar-relacion-sucursal',
  body: eliminarRelacionBody,
  data: z.object({ eliminadas: entero() }),
  summary: 'Quita al proveedor de las sucursales seleccionadas (una transacción)',
});

export const guardarSucursales = endpoint({
  method: 'POST',
  path: '/administracion/guardar-sucursales',
  body: guardarSucursalesBody,
  data: z.object({ agregadas: entero(), modificadas: entero() }),
  summary: 'Permite al proveedor en las sucursales, o cambia sus datos (una transacción)',
});

/** S35 (002 §2): Farmacias › Administración. */
export const proveedoresPermitidosSucursalPantalla = pantalla({
  access: 'menu',
  id: 1160,
  parent: 11,
  name: 'Proveedores permitidos en sucursal',
  icon: 'ShopOutlined',
  url: PROVEEDORES_PERMITIDOS_SUCURSAL_URL,
  title: 'Proveedores Permitidos en Sucursal.',
  order: 60,
  empresa: 1,
  historial: { tablas: ['proveedores_permitidos_sucursal'] },
});
