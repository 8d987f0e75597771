import {
  DIAS_ENTREGA,
  type DiaEntrega,
  type GrupoEntregaHora,
  type GrupoEntregaHoraBody,
  grupoEntregaHoraBody,
  HORA_INICIAL,
} from '@farmasi/contracts/catalogos/crear-grupos-entrega';
import { coincide } from '@/lib/texto';
import { fallaDeEsquema } from '@/lib/useFormulario';

/** The modal's values for a group, or for a new one: every day at 00:00 and unchecked (001 §5). */
export const valoresIniciales = (grupo?: GrupoEntregaHora): GrupoEntregaHoraBody => {
  const valores = { grupo: grupo?.grupo ?? 0, descripcion: grupo?.descripcion ?? '' } as GrupoEntregaHoraBody;
  for (const { dia, check } of DIAS_ENTREGA) {
    valores[dia] = grupo?.[dia] ?? HORA_INICIAL;
    valores[check] = grupo?.[check] ?? 'N';
  }
  return valores;
};

/** The modal's fields, in Enter order. */
export type CampoGrupo = 'descripcion' | DiaEntrega;

/** The first failure of the contract's checks in order: the name ('Introdusca…') first. */
export const validarGrupoEntrega = (valores: GrupoEntregaHoraBody) =>
  fallaDeEsquema<CampoGrupo>(grupoEntregaHoraBody, valores);

/** The search of the list: the group's name (accents and case ignored) or its exact number. */
export const coincideGrupo = (busqueda: string, g: Pick<GrupoEntregaHora, 'grupo' | 'descripcion'>) =>
  coincide(busqueda, g.descripcion) || busqueda.trim() === String(g.grupo);
