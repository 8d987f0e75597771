import { catalogosMessages } from '@farmasi/contracts/baranetos/catalogos';
import { barArticulos, barCategorias, barDepartamentos, barSecciones } from '../../../db/schema/index.ts';

/**
 * The three levels of the wholesale catalogue described once: their table, key, parent and child,
 * so that one query and one service serve departments, sections and categories.
 */
export const niveles = {
  departamentos: {
    nombre: 'departamentos',
    tabla: barDepartamentos,
    nombreTabla: 'bar_departamentos',
    id: barDepartamentos.idDepartamento,
    descripcion: barDepartamentos.descripcion,
    tipoExclusion: 'D',
    padre: null,
    hijo: { tabla: barSecciones, fk: barSecciones.idDepartamento },
    m: catalogosMessages.departamento,
  },
  secciones: {
    nombre: 'secciones',
    tabla: barSecciones,
    nombreTabla: 'bar_secciones',
    id: barSecciones.idSeccion,
    descripcion: barSecciones.descripcion,
    tipoExclusion: 'S',
    padre: {
      nombre: 'departamento',
      campo: 'idDepartamento',
      fk: barSecciones.idDepartamento,
      tabla: barDepartamentos,
      id: barDepartamentos.idDepartamento,
      descripcion: barDepartamentos.descripcion,
    },
    hijo: { tabla: barCategorias, fk: barCategorias.idSeccion },
    m: catalogosMessages.seccion,
  },
  categorias: {
    nombre: 'categorias',
    tabla: barCategorias,
    nombreTabla: 'bar_categorias',
    id: barCategorias.idCategoria,
    descripcion: barCategorias.descripcion,
    tipoExclusion: 'C',
    padre: {
      nombre: 'sección',
      campo: 'idSeccion',
      fk: barCategorias.idSeccion,
      tabla: barSecciones,
      id: barSecciones.idSeccion,
      descripcion: barSecciones.descripcion,
    },
    hijo: { tabla: barArticulos, fk: barArticulos.idCategoria },
    m: catalogosMessages.categoria,
  },
} as const;

export type NombreNivel = keyof typeof niveles;
export type Nivel = (typeof niveles)[NombreNivel];
