import { type TipoPermisos, tiposPermisos } from '@farmasi/contracts/administracion/asignacion-permisos';

/**
 * The three permission trees share one module (S38–S40); what differs is where each is stored.
 * Table names are constants of this file, never input.
 */
export interface Arbol {
  tipo: TipoPermisos;
  /** The screen's menu url: it grants this tree's calls. */
  url: string;
  menu: string;
  permisos: string;
  /** The web menu has screens (urls); the other menus are options of other systems. */
  esWeb: boolean;
}

export const arboles: Record<TipoPermisos, Arbol> = {
  web: {
    tipo: 'web',
    url: tiposPermisos.web.url,
    menu: 'web_menu',
    permisos: 'web_usuarios_permisos',
    esWeb: true,
  },
  caja: {
    tipo: 'caja',
    url: tiposPermisos.caja.url,
    menu: 'caja_menu',
    permisos: 'caja_usuarios_permisos',
    esWeb: false,
  },
  almacen: {
    tipo: 'almacen',
    url: tiposPermisos.almacen.url,
    menu: 'almacen_menu',
    permisos: 'almacen_usuarios_permisos',
    esWeb: false,
  },
};
