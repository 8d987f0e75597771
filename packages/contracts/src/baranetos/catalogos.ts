import { z } from 'zod';
import { entero, enteroTexto, texto } from '../campos.ts';
import { endpoint } from '../endpoint.ts';
import { pantalla } from '../pantalla.ts';

/**
 * Departments, sections and categories of the wholesale line (003 §2.12): three catalogues of the
 * same shape, each level hanging from the one above (section → department, category → section).
 */
export const DEPARTAMENTOS_URL = '/baranetos/catalogos/catdepartamentos';
export const SECCIONES_URL = '/baranetos/catalogos/catsecciones';
export const CATEGORIAS_URL = '/baranetos/catalogos/catcategorias';

export const DESCRIPCION_MAX = 100;
/** 003 §9 page sizes. */
export const PAGE_SIZES = { departamentos: 5, secciones: 15, categorias: 15 } as const;

export const catalogosMessages = {
  departamento: {
    sinDescripcion: 'Debe capturar la descripción del departamento.',
    guardado: 'Departamento guardado correctamente.',
    eliminado: 'Departamento eliminado correctamente.',
    noExiste: 'El departamento no existe.',
    duplicado: 'Ya existe un departamento con la descripción {descripcion}.',
    conHijos: 'No se puede eliminar el departamento porque tiene secciones asignadas.',
    deseaEliminar: '¿Desea eliminar el departamento?',
  },
  seccion: {
    sinPadre: 'Debe seleccionar un departamento.',
    sinDescripcion: 'Debe capturar la descripción de la sección.',
    guardado: 'Sección guardada correctamente.',
    eliminado: 'Sección eliminada correctamente.',
    noExiste: 'La sección no existe.',
    duplicado: 'Ya existe una sección con la descripción {descripcion} en el departamento.',
    conHijos: 'No se puede eliminar la sección porque tiene categorías asignadas.',
    deseaEliminar: '¿Desea eliminar la sección?',
  },
  categoria: {
    /** 003 §5: the original client examined the wrong field; here the rule is enforced. */
    sinPadre: 'Debe de seleccionar una sección.',
    sinDescripcion: 'Debe capturar la descripción de la categoría.',
    guardado: 'Categoría guardada correctamente.',
    eliminado: 'Categoría eliminada correctamente.',
    noExiste: 'La categoría no existe.',
    duplicado: 'Ya existe una categoría con la descripción {descripcion} en la sección.',
    conHijos: 'No se puede eliminar la categoría porque tiene artículos asignados.',
    deseaEliminar: '¿Desea eliminar la categoría?',
  },
  padreNoExiste: 'El {padre} seleccionado no existe.',
  descripcionMax: `La descripción admite como máximo ${DESCRIPCION_MAX} caracteres.`,
} as const;

const codigo = entero().min(0, 'El código no es válido.');
const descripcion = texto().trim().max(DESCRIPCION_MAX, catalogosMessages.descripcionMax);
const idPadre = entero().min(0, 'El código no es válido.');

export const departamentoSchema = z.object({ codigo: entero(), descripcion: z.string() });
export const seccionSchema = departamentoSchema.extend({
  IdDepartamento: entero(),
  departamento: z.string(),
});
export const categoriaSchema = departamentoSchema.extend({
  IdSeccion: entero(),
  seccion: z.string(),
});
export type Departamento = z.infer<typeof departamentoSchema>;
export type Seccion = z.infer<typeof seccionSchema>;
export type Categoria = z.infer<typeof categoriaSchema>;

/** Search text: optional last segment; empty lists everything (code or description, case-insensitive). */
const consultaParams = z.object({ texto: texto().max(100).optional() });
const idParams = z.object({ id: enteroTexto().positive('El código no es válido.') });

const level = <S extends z.ZodType, B extends z.ZodType>(ruta: string, nombre: string, data: S, body: B) => ({
  consulta: endpoint({
    method: 'GET',
    path: `/baranetos/catalogos/${ruta}/consulta/:texto?`,
    params: consultaParams,
    data: z.array(data),
    summary: `Busca ${nombre} por código o descripción`,
  }),
  eliminar: endpoint({
    method: 'GET',
    path: `/baranetos/catalogos/${ruta}/eliminar/:id`,
    params: idParams,
    data: z.null(),
    summary: `Elimina ${nombre}`,
  }),
  guardar: endpoint({
    method: 'POST',
    path: `/baranetos/catalogos/${ruta}/guardar`,
    body,
    data,
    summary: `Crea (codigo 0) o modifica ${nombre}`,
  }),
});

export const departamentos = level(
  'departamentos',
  'departamentos',
  departamentoSchema,
  z.object({ codigo, descripcion }),
);
export const secciones = level(
  'secciones',
  'secciones',
  seccionSchema,
  z.object({ codigo, descripcion, IdDepartamento: idPadre, departamento: texto().max(200).default('') }),
);
export const categorias = level(
  'categorias',
  'categorías',
  categoriaSchema,
  z.object({ codigo, descripcion, IdSeccion: idPadre, seccion: texto().max(200).default('') }),
);

export type NombreNivel = 'departamentos' | 'secciones' | 'categorias';
const mensajesDe = { departamentos: 'departamento', secciones: 'seccion', categorias: 'categoria' } as const;

/**
 * 003 §5: sections check the department first, categories the description first; the category's
 * section is required (the original client examined the wrong field, see docs/decisions/).
 */
export const validarNivel = (
  nivel: NombreNivel,
  item: { descripcion: string; idPadre: number },
): { message: string; campo: 'descripcion' | 'padre' } | null => {
  const m = catalogosMessages[mensajesDe[nivel]];
  const sinDescripcion = item.descripcion.trim()
    ? null
    : ({ message: m.sinDescripcion, campo: 'descripcion' } as const);
  const sinPadre =
    'sinPadre' in m && item.idPadre <= 0 ? ({ message: m.sinPadre, campo: 'padre' } as const) : null;
  return (nivel === 'secciones' ? (sinPadre ?? sinDescripcion) : (sinDescripcion ?? sinPadre)) ?? null;
};

/**
 * S52–S54 (003 §2.12): one feature, three screens; each shows its own level's history (issue 29),
 * keyed by the item's code.
 */
export const departamentosPantalla = pantalla({
  access: 'menu',
  id: 2001,
  parent: 20,
  name: 'Departamentos',
  icon: 'PartitionOutlined',
  url: DEPARTAMENTOS_URL,
  title: 'Departamentos',
  order: 1,
  empresa: 2,
  historial: { tablas: ['bar_departamentos'] },
});

export const seccionesPantalla = pantalla({
  access: 'menu',
  id: 2002,
  parent: 20,
  name: 'Secciones',
  icon: 'BlockOutlined',
  url: SECCIONES_URL,
  title: 'Secciones',
  order: 2,
  empresa: 2,
  historial: { tablas: ['bar_secciones'] },
});

export const categoriasPantalla = pantalla({
  access: 'menu',
  id: 2003,
  parent: 20,
  name: 'Categorías',
  icon: 'TagsOutlined',
  url: CATEGORIAS_URL,
  title: 'Categorías',
  order: 3,
  empresa: 2,
  historial: { tablas: ['bar_categorias'] },
});
