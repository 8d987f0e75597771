import type { ClaveConteo, ConteoInicio } from '@farmasi/contracts/generales/inicio';
import { versionDe } from '../../../platform/cache-versionada.ts';
import { hoy } from '../../../platform/fechas.ts';
import type { AppDeps } from '../../../platform/routes.ts';
import { DEFINICIONES, leerConteo, versionAuditoria } from './conteos.ts';
import { ConteosRecordados } from './recordados.ts';

/**
 * The counts asked, each remembered by ConteosRecordados under its data's version: the trigger-kept
 * data set's where it has one (known without a query while the server hears the notices), else the
 * newest audit entry (read once per call, only when a count needs it).
 */
export const conteosDe = (
  deps: Pick<AppDeps, 'db' | 'versiones'>,
  recordados = new ConteosRecordados(),
  reloj: () => Date = () => new Date(),
) => {
  return async (claves: readonly ClaveConteo[]): Promise<ConteoInicio[]> => {
    const ahora = reloj();
    let auditoria: Promise<string> | undefined;
    const auditoriaUnaVez = () => {
      auditoria = auditoria ?? versionAuditoria(deps.db);
      return auditoria;
    };
    const versionDeConteo = async (clave: ClaveConteo) => {
      const d = DEFINICIONES[clave];
      const base = d.conjunto
        ? await versionDe(deps.db, d.conjunto, deps.versiones)
        : await auditoriaUnaVez();
      return d.porDia ? `${base}@${hoy(ahora)}` : base;
    };
    const respuestas: ConteoInicio[] = [];
    // One after another: PGlite runs one query at a time, and most are remembered.
    for (const clave of claves) {
      const version = await versionDeConteo(clave);
      const valor = await recordados.obtener(clave, version, () => leerConteo(deps.db, clave, ahora));
      respuestas.push({ clave, ...valor });
    }
    return respuestas;
  };
};
