import type { ClaveConteo } from '@farmasi/contracts/generales/inicio';
import type { Conteo } from './conteos.ts';

/** How long a count is trusted at most, even when no version says it changed. */
export const VIGENCIA_CONTEO_MS = 60_000;

interface Entrada {
  version: string;
  hora: number;
  valor: Conteo;
}

/**
 * Inicio's counts, remembered per count: one is read again only when its data's version changed
 * (a write since: the user sees his own change at the next visit) or when it is a minute old. So
 * however many users open Inicio, each count costs at most one query a minute while nothing
 * changes. Concurrent visits share the one query under way.
 */
export class ConteosRecordados {
  private readonly entradas = new Map<ClaveConteo, Entrada>();
  private readonly enCurso = new Map<string, Promise<Conteo>>();

  constructor(
    private readonly ahora: () => number = Date.now,
    private readonly vigencia = VIGENCIA_CONTEO_MS,
  ) {}

  async obtener(clave: ClaveConteo, version: string, leer: () => Promise<Conteo>): Promise<Conteo> {
    const hit = this.entradas.get(clave);
    if (hit && hit.version === version && this.ahora() - hit.hora < this.vigencia) return hit.valor;
    const llave = `${clave}\u0000${version}`;
    const pendiente = this.enCurso.get(llave);
    if (pendiente) return pendiente;
    const hora = this.ahora();
    const calculo = leer().then((valor) => {
      this.entradas.set(clave, { version, hora, valor });
      return valor;
    });
    this.enCurso.set(llave, calculo);
    try {
      return await calculo;
    } finally {
      this.enCurso.delete(llave);
    }
  }
}
