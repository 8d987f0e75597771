import { eq, or, sql } from 'drizzle-orm';
import { catCuentasContables, catEmpresas } from '../../../db/schema/index.ts';
import type { AuditEntry } from '../../../platform/audit.ts';
import { auditarEnLote, enLista, insertarEnLote } from '../../../platform/importacion/lotes.ts';
import type { Conteo, ContextoEscritura, FilaValida } from '../../../platform/importacion/tipos.ts';

/** A company's account, or one of a branch's three (the columns of cat_cuentas_contables). */
export type TipoCuenta = 'empresa' | 'cuentaEfectivo' | 'cuentaTasaGral' | 'cuentaTasa0';
const DE_SUCURSAL = ['cuentaEfectivo', 'cuentaTasaGral', 'cuentaTasa0'] as const;
type Ranuras = Record<(typeof DE_SUCURSAL)[number], string>;

/** An account row of the file: the account (the key), its kind and whose it is (company id or branch code). */
export interface CuentaImportada {
  cuenta: string;
  tipo: TipoCuenta;
  titular: number;
}

/** Where an account goes: 'empresa:1', 'sucursal:105:cuentaEfectivo'. */
export const ranuraDe = (c: Pick<CuentaImportada, 'tipo' | 'titular'>) =>
  c.tipo === 'empresa' ? `empresa:${c.titular}` : `sucursal:${c.titular}:${c.tipo}`;

const cc = catCuentasContables;

/**
 * Writes a batch: each account is put in its slot; an account already in another slot (another
 * branch, another kind) moves, leaving that slot empty; an account already there changes nothing.
 * Companies are updated and branches upserted once each per batch, audited before → after as S23
 * audits them.
 */
export const escribirCuentas = async (
  { tx, actor }: ContextoEscritura,
  lote: readonly FilaValida<CuentaImportada>[],
): Promise<Conteo> => {
  const cuentas = lote.map((f) => f.valor.cuenta);
  const sucursalesDelLote = [
    ...new Set(lote.filter((f) => f.valor.tipo !== 'empresa').map((f) => f.valor.titular)),
  ];
  // The companies (a few rows) and every branch row the batch touches: its own, and those holding its accounts.
  const empresas = new Map((await tx.select().from(catEmpresas)).map((e) => [e.idCatEmpresa, e.cuenta]));
  const filas = await tx
    .select()
    .from(cc)
    .where(
      or(
        enLista(cc.codSucursal, sucursalesDelLote, 'int'),
        enLista(cc.cuentaEfectivo, cuentas, 'text'),
        enLista(cc.cuentaTasaGral, cuentas, 'text'),
        enLista(cc.cuentaTasa0, cuentas, 'text'),
      ),
    );
  const sucursales = new Map<number, Ranuras>(
    filas.map((f) => [
      f.codSucursal,
      { cuentaEfectivo: f.cuentaEfectivo, cuentaTasaGral: f.cuentaTasaGral, cuentaTasa0: f.cuentaTasa0 },
    ]),
  );
  const antes = {
    empresas: new Map(empresas),
    sucursales: new Map([...sucursales].map(([k, v]) => [k, { ...v }])),
  };
  // Where each account is now, kept up to date as the batch moves them.
  const dondeEsta = new Map<string, string>();
  for (const [id, cuenta] of empresas)
    if (cuenta) dondeEsta.set(cuenta, ranuraDe({ tipo: 'empresa', titular: id }));
  for (const [cod, r] of sucursales)
    for (const tipo of DE_SUCURSAL) if (r[tipo]) dondeEsta.set(r[tipo], ranuraDe({ tipo, titular: cod }));

  const poner = (ranura: string, cuenta: string) => {
    const [clase, titular, tipo] = ranura.split(':');
    const id = Number(titular);
    if (clase === 'empresa') empresas.set(id, cuenta);
    else {
      const r = sucursales.get(id) ?? { cuentaEfectivo: '', cuentaTasaGral: '', cuentaTasa0: '' };
      r[tipo as keyof Ranuras] = cuenta;
      sucursales.set(id, r);
    }
  };

  const conteo: Conteo = { nuevos: 0, actualizados: 0, sinCambios: 0 };
  for (const { valor } of lote) {
    const destino = ranuraDe(valor);
    const actual = dondeEsta.get(valor.cuenta);
    if (actual === destino) {
      conteo.sinCambios++;
      continue;
    }
    if (actual) poner(actual, '');
    poner(destino, valor.cuenta);
    dondeEsta.set(valor.cuenta, destino);
    if (actual) conteo.actualizados++;
    else conteo.nuevos++;
  }

  const auditoria: AuditEntry[] = [];
  const ahora = new Date();
  for (const [id, cuenta] of empresas) {
    const previa = antes.empresas.get(id);
    if (previa === cuenta) continue;
    await tx
      .update(catEmpresas)
      .set({ cuenta, modificadoPor: actor.idUsuario, modificadoEn: ahora })
      .where(eq(catEmpresas.idCatEmpresa, id));
    auditoria.push({ tabla: 'cat_empresas', clave: id, antes: { cuenta: previa }, despues: { cuenta } });
  }
  const cambiadas = [...sucursales].filter(([cod, r]) => {
    const previa = antes.sucursales.get(cod);
    return !previa || DE_SUCURSAL.some((t) => previa[t] !== r[t]);
  });
  // One upsert of the batch's changed branches (S23's own save upserts one branch the same way).
  const guardadas = await insertarEnLote<{ id: number; codSucursal: number }>(
    tx,
    cc,
    cambiadas.map(([codSucursal, r]) => ({ codSucursal, ...r, creadoPor: actor.idUsuario })),
    sql`on conflict (cod_sucursal) do update set
          cuenta_efectivo = excluded.cuenta_efectivo, cuenta_tasa_gral = excluded.cuenta_tasa_gral,
          cuenta_tasa0 = excluded.cuenta_tasa0, modificado_por = excluded.creado_por, modificado_en = now()
        returning id_cat_cuentas_contables as id, cod_sucursal as "codSucursal"`,
  );
  const ids = new Map(guardadas.map((g) => [g.codSucursal, g.id]));
  for (const [codSucursal, r] of cambiadas)
    auditoria.push({
      tabla: 'cat_cuentas_contables',
      clave: ids.get(codSucursal) ?? codSucursal,
      antes: antes.sucursales.get(codSucursal) ?? { cuentaEfectivo: '', cuentaTasaGral: '', cuentaTasa0: '' },
      despues: { codSucursal, ...r },
    });
  await auditarEnLote(tx, actor, auditoria);
  return conteo;
};
