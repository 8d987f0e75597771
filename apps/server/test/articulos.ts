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
