import type { signIn } from './session.ts';

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in assertions
type Loose = any;

/** An answer's envelope, read loosely. */
export const json = async (p: Promise<{ json(): unknown }>) =>
  (await p).json() as { value: boolean; message: string; data: Loose };

type Pagina = {
  articulos: { codArticulo: number; articulo: string; formula: string }[];
  totalRegistros: number;
};

/** Readers of the article screens (S05 pending list, S06 detail) for one signed-in session. */
export const lectoresDeArticulos = (sesion: Awaited<ReturnType<typeof signIn>>) => {
  const paginaPendientes = async (query = '') =>
    (await json(sesion.get(`/catarticulos/pendientes${query}`))).data as Pagina;
  return {
    paginaPendientes,
    pendientes: async (query = '') => (await paginaPendientes(query)).articulos,
    detalle: async (codigo: number) =>
      (await json(sesion.get(`/catarticulos/consultar/detalle/${codigo}`))).data,
  };
};

/** A complete new chain-only article, valid for every rule of 000 §5. */
export const articuloValido = (over: Record<string, unknown> = {}) => ({
  codArticulo: 0,
  codArticuloFarmasi: 0,
  descripcion: 'GEL ANTIBACTERIAL 250 ML FARMASI',
  soloFarmasi: true,
  codBarras: [{ codArticulo: 0, codBarras: '7501234500017', tipo: 'F' }],
  codigoSAT: '53131600',
  registroSSA: '123M2020 SSA',
  fraccion: 'IV',
  codMedida: 1,
  farmasi: {
    formula: { codigo: 1, descripcion: '' },
    laboratorio: { codigo: 1, descripcion: '' },
    linea: { codigo: 1, descripcion: '' },
    familia: { codigo: 1, descripcion: '' },
    formaFarmaceutica: { codigo: 1, descripcion: '' },
    generico: { codigo: 0, descripcion: '' },
    proveedor: { codigo: 0, descripcion: '' },
  },
  ...over,
});
