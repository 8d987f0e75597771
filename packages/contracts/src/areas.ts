import type { GrupoMenu } from './pantalla.ts';

/**
 * The menu's groups and every area's reserved id ranges, built and still to come. Ids never change
 * once released: users' grants reference them. Groups and sections are ids 1–999 (top-level groups
 * 1–9), screens 1000 and up. A screen's manifest takes its id from its area's `pantallas` range; a
 * section an area needs is added to `GRUPOS` with an id from the area's `secciones` range, so that
 * areas built side by side never collide (docs/decisions/plataforma.md, Menu ids).
 */
export interface Area {
  clave: string;
  nombre: string;
  /** Screen ids [from, to], both included. */
  pantallas: readonly [number, number];
  /** Ids of the sections (groups) the area may add, [from, to]. */
  secciones?: readonly [number, number];
}

export const AREAS: readonly Area[] = [
  { clave: 'catalogos', nombre: 'Catálogos', pantallas: [1000, 1099] },
  { clave: 'permisos', nombre: 'Sistemas: permisos', pantallas: [1100, 1109], secciones: [30, 39] },
  { clave: 'administracion', nombre: 'Administración', pantallas: [1110, 1199] },
  { clave: 'mercadotecnia', nombre: 'Mercadotecnia', pantallas: [1200, 1299], secciones: [40, 49] },
  {
    clave: 'clientes-operaciones',
    nombre: 'Clientes y operaciones',
    pantallas: [1300, 1399],
    secciones: [50, 59],
  },
  { clave: 'contabilidad', nombre: 'Contabilidad', pantallas: [1400, 1499], secciones: [60, 69] },
  { clave: 'proveedores', nombre: 'Proveedores y pagos', pantallas: [1500, 1599], secciones: [70, 79] },
  {
    clave: 'comprobantes-pago',
    nombre: 'Comprobantes de pago',
    pantallas: [1600, 1699],
    secciones: [80, 89],
  },
  { clave: 'sistemas-reportes', nombre: 'Sistemas y reportes', pantallas: [1700, 1799], secciones: [90, 99] },
  { clave: 'baranetos', nombre: 'Baranetos', pantallas: [2000, 2099], secciones: [26, 29] },
];

/** The menu's groups: top-level groups by company, and their sections. */
export const GRUPOS: readonly GrupoMenu[] = [
  { id: 1, parent: null, name: 'Farmacias', icon: 'MedicineBoxOutlined', empresa: 1, order: 1 },
  { id: 2, parent: null, name: 'Baranetos', icon: 'ShopOutlined', empresa: 2, order: 2 },
  { id: 3, parent: null, name: 'Sistemas', icon: 'SettingOutlined', empresa: 1, order: 3 },
  { id: 10, parent: 1, name: 'Catálogos', icon: 'AppstoreOutlined', empresa: 1, order: 1 },
  { id: 11, parent: 1, name: 'Administración', icon: 'ApartmentOutlined', empresa: 1, order: 2 },
  { id: 12, parent: 1, name: 'Mercadotecnia', icon: 'NotificationOutlined', empresa: 1, order: 3 },
  { id: 13, parent: 1, name: 'Contabilidad', icon: 'CalculatorOutlined', empresa: 1, order: 4 },
  { id: 14, parent: 1, name: 'Reportes', icon: 'BarChartOutlined', empresa: 1, order: 5 },
  { id: 20, parent: 2, name: 'Catálogos', icon: 'AppstoreOutlined', empresa: 2, order: 1 },
  { id: 21, parent: 2, name: 'SAT', icon: 'FileDoneOutlined', empresa: 2, order: 2 },
  { id: 22, parent: 2, name: 'Mercadotecnia', icon: 'NotificationOutlined', empresa: 2, order: 3 },
  { id: 23, parent: 2, name: 'Almacén', icon: 'InboxOutlined', empresa: 2, order: 4 },
  { id: 24, parent: 2, name: 'Descuentos generales', icon: 'PercentageOutlined', empresa: 2, order: 5 },
  { id: 25, parent: 2, name: 'Reportes', icon: 'BarChartOutlined', empresa: 2, order: 6 },
  { id: 30, parent: 3, name: 'Permisos', icon: 'SafetyOutlined', empresa: 1, order: 1 },
  { id: 70, parent: 10, name: 'Proveedores', icon: 'ShopOutlined', empresa: 1, order: 90 },
];

/** The area whose screen range holds this id. */
export const areaDe = (id: number): Area | undefined =>
  AREAS.find((a) => id >= a.pantallas[0] && id <= a.pantallas[1]);
