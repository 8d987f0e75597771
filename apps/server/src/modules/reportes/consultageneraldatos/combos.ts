import type { OpcionCombo } from '@farmasi/contracts/reportes/consultageneraldatos';
import { COMBO_TODOS } from '@farmasi/contracts/reportes/consultageneraldatos/validar';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { EMPRESA } from '../../../db/schema/index.ts';
import { ordenEspanolSql, rowsOf } from '../../../platform/sql.ts';

/**
 * The special combos (003 §2.10: 'an optional special combo whose first entry is TODOS') by type:
 * the lines whose options use it and its values, fixed or read from the database.
 */
interface Combo {
  lineas: readonly number[];
  valores: (db: Queryable) => Promise<OpcionCombo[]>;
}

const fijos =
  (...valores: [string, string][]) =>
  async (): Promise<OpcionCombo[]> =>
    valores.map(([valor, descripcion]) => ({ valor, descripcion }));

const { farmacias: F, baranetos: B } = EMPRESA;

export const COMBOS: Readonly<Record<number, Combo>> = {
  1: { lineas: [F], valores: fijos(['P', 'Propias'], ['L', 'Licenciatarias']) },
  2: {
    lineas: [F, B],
    valores: fijos(
      ['EF', 'Efectivo'],
      ['TC', 'Tarjeta de crédito'],
      ['TD', 'Tarjeta de débito'],
      ['TR', 'Transferencia'],
      ['VA', 'Vales'],
    ),
  },
  3: { lineas: [F, B], valores: fijos(['G', 'Global'], ['N', 'Nominativa']) },
  // The invoice statuses of the suppliers' documents (002 §3), in their order.
  4: {
    lineas: [F],
    valores: (db) =>
      rowsOf<OpcionCombo>(
        db,
        sql`select estatus as valor, descripcion from proveedores_documentos_estatus where tipo = 'F' order by orden, estatus`,
      ),
  },
  // The wholesale line's active branches.
  11: {
    lineas: [B],
    valores: (db) =>
      rowsOf<OpcionCombo>(
        db,
        sql`select cod_sucursal::text as valor, sucursal as descripcion from cat_sucursales
             where activo and id_empresa = ${B} order by ${ordenEspanolSql(sql`sucursal`)}`,
      ),
  },
  12: {
    lineas: [B],
    valores: (db) =>
      rowsOf<OpcionCombo>(
        db,
        sql`select id_departamento::text as valor, descripcion from bar_departamentos
             order by ${ordenEspanolSql(sql`descripcion`)}`,
      ),
  },
  13: { lineas: [B], valores: fijos(['D', 'Departamento'], ['S', 'Sección'], ['C', 'Categoría']) },
};

/** A combo of a line, or undefined when the line has no combo of that type. */
export const comboDe = (tipo: number, empresa: number): Combo | undefined => {
  const combo = COMBOS[tipo];
  return combo?.lineas.includes(empresa) ? combo : undefined;
};

/** The combo's entries as the screen lists them: TODOS first. */
export const opcionesCombo = async (db: Queryable, combo: Combo): Promise<OpcionCombo[]> => [
  { valor: COMBO_TODOS, descripcion: COMBO_TODOS },
  ...(await combo.valores(db)),
];
