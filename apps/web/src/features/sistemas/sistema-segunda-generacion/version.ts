import {
  type EstadoVersion,
  estadoVersion,
  type Sistema,
  type SistemaSucursal,
  type SucursalV20,
} from '@farmasi/contracts/sistemas/sistema-segunda-generacion';

/** What a counter button filters: one system's updated or not-updated branches. */
export type EstadoFiltro = 'actualizadas' | 'sinActualizar';
export interface FiltroVersion {
  idCatSistemas: number;
  estado: EstadoFiltro;
}

/** 003 §4: a repeated click on the same counter clears the filter; another counter replaces it. */
export const alternarFiltro = (actual: FiltroVersion | null, clic: FiltroVersion): FiltroVersion | null =>
  actual && actual.idCatSistemas === clic.idCatSistemas && actual.estado === clic.estado ? null : clic;

/** The colour and label of each state: green, amber, red (003 §4). */
export const ESTADOS: Record<EstadoVersion, { color: 'green' | 'gold' | 'red'; etiqueta: string }> = {
  actualizada: { color: 'green', etiqueta: 'Actualizada' },
  beta: { color: 'gold', etiqueta: 'Beta' },
  sinActualizar: { color: 'red', etiqueta: 'Sin actualizar' },
};

/** A branch's link to each system, looked up by branch and system. */
export const indiceEnlaces = (enlaces: readonly SistemaSucursal[]) => {
  const indice = new Map<string, SistemaSucursal>();
  for (const e of enlaces) indice.set(`${e.codSucursal}-${e.idCatSistemas}`, e);
  return (codSucursal: number, idCatSistemas: number) => indice.get(`${codSucursal}-${idCatSistemas}`);
};
export type Enlaces = ReturnType<typeof indiceEnlaces>;

/** A branch's state for one system and the link it was judged on. */
export const versionDe = (enlaces: Enlaces, codSucursal: number, sistema: Sistema) => {
  const enlace = enlaces(codSucursal, sistema.idCatSistemas);
  return { estado: estadoVersion(sistema, enlace), enlace };
};

/** Amber counts as not updated: only the productive version is 'actualizada' (003 §4). */
const cuenta = (estado: EstadoVersion, filtro: EstadoFiltro) =>
  filtro === 'actualizadas' ? estado === 'actualizada' : estado !== 'actualizada';

export interface Conteo {
  actualizadas: number;
  sinActualizar: number;
  /** Of the not updated, those piloting the beta. */
  beta: number;
}

/** Each system's counters over the branches given (the list as the type and the search leave it). */
export const contarVersiones = (
  sistemas: readonly Sistema[],
  sucursales: readonly Pick<SucursalV20, 'codSucursal'>[],
  enlaces: Enlaces,
): Map<number, Conteo> =>
  new Map(
    sistemas.map((s) => {
      const conteo: Conteo = { actualizadas: 0, sinActualizar: 0, beta: 0 };
      for (const { codSucursal } of sucursales) {
        const { estado } = versionDe(enlaces, codSucursal, s);
        if (estado === 'actualizada') conteo.actualizadas += 1;
        else conteo.sinActualizar += 1;
        if (estado === 'beta') conteo.beta += 1;
      }
      return [s.idCatSistemas, conteo];
    }),
  );

/** The branches a counter's filter leaves (all of them without a filter or when its system is gone). */
export const filtrarPorVersion = <S extends Pick<SucursalV20, 'codSucursal'>>(
  sucursales: readonly S[],
  sistemas: readonly Sistema[],
  enlaces: Enlaces,
  filtro: FiltroVersion | null,
): readonly S[] => {
  const sistema = filtro && sistemas.find((s) => s.idCatSistemas === filtro.idCatSistemas);
  if (!filtro || !sistema) return sucursales;
  return sucursales.filter((x) => cuenta(versionDe(enlaces, x.codSucursal, sistema).estado, filtro.estado));
};
