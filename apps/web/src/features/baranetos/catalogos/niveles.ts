import {
  CATEGORIAS_URL,
  catalogosMessages,
  categorias,
  categoriasPantalla,
  DEPARTAMENTOS_URL,
  departamentos,
  departamentosPantalla,
  type NombreNivel,
  PAGE_SIZES,
  SECCIONES_URL,
  secciones,
  seccionesPantalla,
} from '@farmasi/contracts/baranetos/catalogos';

/** A row of any level, with its parent when it has one. */
export interface Item {
  codigo: number;
  descripcion: string;
  idPadre: number;
  padre: string;
}

/** What differs between the three screens of 003 §2.12 (everything else is one component). */
export const niveles = {
  departamentos: {
    nombre: 'departamentos',
    titulo: 'Departamentos',
    singular: 'departamento',
    placeholder: 'Ingrese Código o Nombre de Departamento',
    pageSize: PAGE_SIZES.departamentos,
    url: DEPARTAMENTOS_URL,
    calls: departamentos,
    pantalla: departamentosPantalla,
    padre: null,
    m: catalogosMessages.departamento,
  },
  secciones: {
    nombre: 'secciones',
    titulo: 'Secciones',
    singular: 'sección',
    placeholder: 'Ingrese Código o Nombre de la Sección',
    pageSize: PAGE_SIZES.secciones,
    url: SECCIONES_URL,
    calls: secciones,
    pantalla: seccionesPantalla,
    padre: { nivel: 'departamentos', titulo: 'Departamento', placeholder: 'Seleccione un departamento' },
    m: catalogosMessages.seccion,
  },
  categorias: {
    nombre: 'categorias',
    titulo: 'Categorías',
    singular: 'categoría',
    placeholder: 'Ingrese Código o Nombre de la Categoría',
    pageSize: PAGE_SIZES.categorias,
    url: CATEGORIAS_URL,
    calls: categorias,
    pantalla: categoriasPantalla,
    padre: { nivel: 'secciones', titulo: 'Sección', placeholder: 'Seleccione una sección' },
    m: catalogosMessages.categoria,
  },
} as const satisfies Record<NombreNivel, unknown>;

export type Nivel = (typeof niveles)[NombreNivel];
