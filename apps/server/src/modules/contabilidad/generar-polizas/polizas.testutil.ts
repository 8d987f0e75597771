import { VARIANTES_POLIZA } from '@farmasi/contracts/contabilidad/generar-polizas';
import { hoy, sumarDias } from '../../../platform/fechas.ts';

/** What the journal-file tests share: the calls, a body over the last three days, the file read back. */
export const ayer = sumarDias(hoy(), -1);
export const LLAMADAS = [
  '/polizas/empresasconsultar',
  ...Object.keys(VARIANTES_POLIZA).map((v) => `/polizas/${v}`),
];
export const cuerpo = (o: Partial<Record<string, unknown>> = {}) => ({
  fechaInicio: sumarDias(ayer, -2),
  fechaFin: ayer,
  poliza: 1,
  empresa: 1,
  folio: 15,
  ...o,
});

/** A file read back: each póliza's header fields and its movements (side, cents, account, reference). */
export const leerArchivo = (texto: string) => {
  const polizas: {
    fecha: string;
    tipo: number;
    folio: number;
    movimientos: { cargo: boolean; centavos: number; cuenta: string; referencia: string }[];
    uuids: string[];
  }[] = [];
  for (const linea of texto.split('\r\n').filter(Boolean)) {
    if (linea.startsWith('P ')) {
      polizas.push({
        fecha: linea.slice(3, 11),
        tipo: Number(linea.slice(12, 16)),
        folio: Number(linea.slice(17, 26)),
        movimientos: [],
        uuids: [],
      });
    } else if (linea.startsWith('M ')) {
      polizas.at(-1)!.movimientos.push({
        cuenta: linea.slice(3, 33).trim(),
        referencia: linea.slice(34, 44).trim(),
        cargo: linea[45] === '0',
        centavos: Math.round(Number(linea.slice(47, 67)) * 100),
      });
    } else if (linea.startsWith('AM ')) polizas.at(-1)!.uuids.push(linea.slice(3));
    else throw new Error(`línea desconocida: ${linea}`);
  }
  return polizas;
};
export const cuadra = (p: ReturnType<typeof leerArchivo>[number]) => {
  const suma = (cargo: boolean) =>
    p.movimientos.filter((x) => x.cargo === cargo).reduce((s, x) => s + x.centavos, 0);
  return { cargos: suma(true), abonos: suma(false) };
};
