import { asignacionPermisosPantalla } from '@farmasi/contracts/administracion/asignacion-permisos';
import { direccionSucursalesPantalla } from '@farmasi/contracts/administracion/direccion-sucursales';
import { altaArticulosPantalla } from '@farmasi/contracts/catalogos/articulos';
import {
  concedenBuscarClientes,
  concedenBuscarEmpleadosUsuario,
  concedenBuscarProductos,
  concedenBuscarProveedores,
  concedenBuscarSucursales,
} from '@farmasi/contracts/catalogos/buscadores-concesiones';
import { clientesDetallePantalla, clientesPantalla } from '@farmasi/contracts/catalogos/clientes';
import type { PantallaMenu } from '@farmasi/contracts/pantalla';
import { contactoPantalla } from '@farmasi/contracts/proveedores/contacto';
import {
  BuscadorArticulo,
  BuscadorCliente,
  BuscadorProveedor,
  BuscadorSucursal,
  BuscadorUsuarioEmpleado,
} from '@/ui/buscadores';
import { type OpcionPantalla, urlEnMenu } from './opciones';

/** Where a found record opens: a path (with its list state) and, for screens that take it, a history state. */
export interface Destino {
  url: string;
  state?: unknown;
}

/** A finder's search as the kit builds it (crearBuscador): the palette asks the same call, same key. */
interface Busqueda<T> {
  nombre: string;
  buscar: (texto: string, signal: AbortSignal, variante: string) => Promise<T[]>;
  etiqueta: (item: T) => string;
}

/** A kind of record the palette searches. */
export interface TipoRegistro<T = unknown> {
  tipo: string;
  titulo: string;
  busqueda: Busqueda<T>;
  /**
   * The screens whose menu entry grants the finder's call: the server's route is granted by the same
   * list (contracts' buscadores-concesiones), and the search is asked only by users who hold one.
   */
  concedidaPor: readonly PantallaMenu[];
  /** The screen that shows a found item, or null when the user may not open it. */
  destino: (pantallas: readonly OpcionPantalla[], item: T) => Destino | null;
}

const tipo = <T>(t: TipoRegistro<T>) => t as unknown as TipoRegistro;
const con = (url: string | null, query: Record<string, string | number>) =>
  url && `${url}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

type Item = { codigo: number; descripcion: string };

/** The kinds of record, in the order their results are listed. */
export const TIPOS_REGISTRO: readonly TipoRegistro[] = [
  tipo<Item>({
    tipo: 'articulo',
    titulo: 'Artículos',
    busqueda: BuscadorArticulo,
    concedidaPor: concedenBuscarProductos,
    // S06 searches the code it is opened with (?buscar): one article loads at once.
    destino: (p, a) => {
      const url = con(urlEnMenu(p, altaArticulosPantalla.url), { buscar: a.codigo });
      return url ? { url } : null;
    },
  }),
  tipo<Item>({
    tipo: 'sucursal',
    titulo: 'Sucursales',
    busqueda: BuscadorSucursal,
    concedidaPor: concedenBuscarSucursales,
    // S42 lists the branch chosen in its URL (?sucursal=cod).
    destino: (p, s) => {
      const url = con(urlEnMenu(p, direccionSucursalesPantalla.url), { sucursal: s.codigo });
      return url ? { url } : null;
    },
  }),
  tipo<Item>({
    tipo: 'proveedor',
    titulo: 'Proveedores',
    busqueda: BuscadorProveedor,
    concedidaPor: concedenBuscarProveedores,
    // S29 filters its brands by the supplier's name (?buscar).
    destino: (p, s) => {
      const url = con(urlEnMenu(p, contactoPantalla.url), { buscar: s.descripcion });
      return url ? { url } : null;
    },
  }),
  tipo<Item>({
    tipo: 'cliente',
    titulo: 'Clientes',
    busqueda: BuscadorCliente,
    concedidaPor: concedenBuscarClientes,
    // The customer's detail, opened as S13's 'Editar' opens it.
    destino: (p, c) => {
      const lista = urlEnMenu(p, clientesPantalla.url);
      if (!lista) return null;
      const product = lista.split('/')[1] ?? '';
      return {
        url: clientesDetallePantalla.url
          .replace('{product}', product)
          .replace(':cod_Cliente', String(c.codigo)),
      };
    },
  }),
  tipo<{ idWebUsuarios: number; codEmpleado: number; nombre: string }>({
    tipo: 'empleado',
    titulo: 'Empleados',
    busqueda: BuscadorUsuarioEmpleado,
    concedidaPor: concedenBuscarEmpleadosUsuario,
    // S38 opens with the employee chosen (history state: the screen keeps no employee in its URL).
    destino: (p, e) => {
      const url = urlEnMenu(p, asignacionPermisosPantalla.url);
      return url ? { url, state: { empleado: e } } : null;
    },
  }),
];

/** The kinds this user may search and open: his menu grants the search and holds a screen that shows it. */
export const tiposDisponibles = (pantallas: readonly OpcionPantalla[]): TipoRegistro[] =>
  TIPOS_REGISTRO.filter(
    (t) =>
      t.concedidaPor.some((m) => urlEnMenu(pantallas, m.url) !== null) &&
      // Any item tells whether the destination screen is in the menu (it does not depend on the item).
      t.destino(pantallas, { codigo: 0, descripcion: '', idWebUsuarios: 0, codEmpleado: 0, nombre: '' }) !==
        null,
  );
