import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import {
  catProveedores,
  catProveedoresMarcasDet,
  catProveedoresMarcasEnc,
} from '../../../db/schema/index.ts';
import { type Actor, type AuditEntry, audit } from '../../../platform/audit.ts';
import type { Conteo, ContextoEscritura, FilaValida } from '../../../platform/importacion/tipos.ts';
import { asegurarPredeterminado, quitarPredeterminado } from '../../../platform/proveedores-marcas.ts';
import { secuenciaAlMaximo } from '../../../platform/sql.ts';
import { escribirContactosYCuentas } from './importador-escribir-contactos.ts';
import { claveMarca, type ProveedorImportado } from './importador-tipos.ts';

/** What each row of a batch did: inserted something, or changed something. */
export interface Efecto {
  nuevo: boolean;
  cambio: boolean;
}
export interface Paso {
  tx: Tx;
  actor: Actor;
  auditar: (...e: AuditEntry[]) => Promise<void>;
  lote: readonly FilaValida<ProveedorImportado>[];
  efectos: Efecto[];
}

/** Each supplier once (its first row in the batch): inserted with its code, updated, or left alone. */
const escribirProveedoresSolos = async ({ tx, actor, auditar, lote, efectos }: Paso) => {
  const codigos = [...new Set(lote.map((f) => f.valor.codProveedor))];
  const existentes = new Map(
    (await tx.select().from(catProveedores).where(inArray(catProveedores.codProveedor, codigos))).map((p) => [
      p.codProveedor,
      p,
    ]),
  );
  const hechos = new Set<number>();
  for (const [i, { valor: p }] of lote.entries()) {
    if (hechos.has(p.codProveedor)) continue;
    hechos.add(p.codProveedor);
    const datos = { nombre: p.nombre, rfc: p.rfc, activo: p.activo };
    const antes = existentes.get(p.codProveedor);
    if (!antes) {
      await tx
        .insert(catProveedores)
        .values({ codProveedor: p.codProveedor, ...datos, creadoPor: actor.idUsuario });
      await auditar({
        tabla: 'cat_proveedores',
        clave: p.codProveedor,
        despues: { codProveedor: p.codProveedor, ...datos },
      });
      efectos[i]!.nuevo = true;
    } else if (antes.nombre !== datos.nombre || antes.rfc !== datos.rfc || antes.activo !== datos.activo) {
      await tx
        .update(catProveedores)
        .set({ ...datos, modificadoEn: new Date(), modificadoPor: actor.idUsuario })
        .where(eq(catProveedores.codProveedor, p.codProveedor));
      await auditar({
        tabla: 'cat_proveedores',
        clave: p.codProveedor,
        antes: { nombre: antes.nombre, rfc: antes.rfc, activo: antes.activo },
        despues: datos,
      });
      efectos[i]!.cambio = true;
    }
  }
  if ([...hechos].some((c) => !existentes.has(c)))
    await secuenciaAlMaximo(tx, 'cat_proveedores', 'cod_proveedor');
};

/** The brands by name (as their unique index compares them); a missing one is created without image. */
const escribirMarcas = async ({ tx, auditar, lote, efectos }: Paso) => {
  const claves = [...new Set(lote.map((f) => claveMarca(f.valor.marca)))];
  const marcas = new Map(
    (
      await tx
        .select({
          id: catProveedoresMarcasEnc.idCatProveedoresMarcasEnc,
          nombre: catProveedoresMarcasEnc.nombre,
        })
        .from(catProveedoresMarcasEnc)
        .where(inArray(sql`lower(${catProveedoresMarcasEnc.nombre})`, claves))
    ).map((m) => [claveMarca(m.nombre), m.id]),
  );
  for (const [i, { valor: p }] of lote.entries()) {
    if (marcas.has(claveMarca(p.marca))) continue;
    const [creada] = await tx
      .insert(catProveedoresMarcasEnc)
      .values({ nombre: p.marca })
      .returning({ id: catProveedoresMarcasEnc.idCatProveedoresMarcasEnc });
    await auditar({
      tabla: 'cat_proveedores_marcas_enc',
      clave: creada!.id,
      despues: { nombre: p.marca, idArchivoImagen: null },
    });
    marcas.set(claveMarca(p.marca), creada!.id);
    efectos[i]!.nuevo = true;
  }
  return marcas;
};

/**
 * Each supplier × brand pair once: its terms inserted or updated; S in 'Predeterminado' moves the
 * brand's default to it (the brands catalogue's rule: the previous one is unmarked first), N leaves
 * it; a brand left without one gets the first by name. Answers the pairs' ids by row.
 */
const escribirPares = async (paso: Paso, marcas: Map<string, number>) => {
  const { tx, auditar, lote, efectos } = paso;
  const idMarca = (p: ProveedorImportado) => marcas.get(claveMarca(p.marca))!;
  const clave = (p: ProveedorImportado) => `${idMarca(p)}\t${p.codProveedor}`;
  const filas = await tx
    .select()
    .from(catProveedoresMarcasDet)
    .where(
      and(
        inArray(catProveedoresMarcasDet.idCatProveedoresMarcasEnc, [
          ...new Set(lote.map((f) => idMarca(f.valor))),
        ]),
        inArray(catProveedoresMarcasDet.codProveedor, [...new Set(lote.map((f) => f.valor.codProveedor))]),
      ),
    );
  const pares = new Map(filas.map((d) => [`${d.idCatProveedoresMarcasEnc}\t${d.codProveedor}`, d]));
  const hechos = new Set<string>();
  const marcasTocadas = new Set<number>();
  const moverPredeterminado = async (marca: number) => {
    for (const q of await quitarPredeterminado(tx, marca)) {
      await auditar({
        tabla: 'cat_proveedores_marcas_det',
        clave: q.idCatProveedoresMarcasDet,
        antes: { diasInventarioDefault: true },
        despues: { diasInventarioDefault: false },
      });
      for (const d of pares.values())
        if (d.idCatProveedoresMarcasDet === q.idCatProveedoresMarcasDet) d.diasInventarioDefault = false;
    }
  };
  for (const [i, { valor: p }] of lote.entries()) {
    const k = clave(p);
    if (hechos.has(k)) continue;
    hechos.add(k);
    marcasTocadas.add(idMarca(p));
    const terminos = { vigencia: p.vigencia, diasCredito: p.diasCredito, diasInventario: p.diasInventario };
    const antes = pares.get(k);
    if (!antes) {
      if (p.predeterminado) await moverPredeterminado(idMarca(p));
      const [nuevo] = await tx
        .insert(catProveedoresMarcasDet)
        .values({
          idCatProveedoresMarcasEnc: idMarca(p),
          codProveedor: p.codProveedor,
          ...terminos,
          diasInventarioDefault: p.predeterminado,
        })
        .returning();
      await auditar({
        tabla: 'cat_proveedores_marcas_det',
        clave: nuevo!.idCatProveedoresMarcasDet,
        despues: nuevo,
      });
      pares.set(k, nuevo!);
      efectos[i]!.nuevo = true;
      continue;
    }
    const hacerlo = p.predeterminado && !antes.diasInventarioDefault;
    const distintos = Object.entries(terminos).some(([c, v]) => antes[c as keyof typeof terminos] !== v);
    if (!hacerlo && !distintos) continue;
    if (hacerlo) await moverPredeterminado(idMarca(p));
    const [despues] = await tx
      .update(catProveedoresMarcasDet)
      .set({ ...terminos, ...(hacerlo ? { diasInventarioDefault: true } : {}) })
      .where(eq(catProveedoresMarcasDet.idCatProveedoresMarcasDet, antes.idCatProveedoresMarcasDet))
      .returning();
    await auditar({
      tabla: 'cat_proveedores_marcas_det',
      clave: antes.idCatProveedoresMarcasDet,
      antes,
      despues,
    });
    pares.set(k, despues!);
    efectos[i]!.cambio = true;
  }
  for (const marca of marcasTocadas) {
    const hecho = await asegurarPredeterminado(tx, marca);
    if (hecho)
      await auditar({
        tabla: 'cat_proveedores_marcas_det',
        clave: hecho.idCatProveedoresMarcasDet,
        antes: { diasInventarioDefault: false },
        despues: { diasInventarioDefault: true },
      });
  }
  return lote.map((f) => pares.get(clave(f.valor))!.idCatProveedoresMarcasDet);
};

/**
 * Writes a checked batch in the run's transaction, in the order the rows depend on each other:
 * suppliers, brands, supplier × brand pairs, then each pair's contacts and bank accounts. A row
 * counts as new when it inserted anything, updated when it changed anything, else unchanged.
 */
export const escribirProveedores = async (
  { tx, actor }: ContextoEscritura,
  lote: readonly FilaValida<ProveedorImportado>[],
): Promise<Conteo> => {
  const paso: Paso = {
    tx,
    actor,
    auditar: (...e) => audit(tx, actor, ...e),
    lote,
    efectos: lote.map(() => ({ nuevo: false, cambio: false })),
  };
  await escribirProveedoresSolos(paso);
  const marcas = await escribirMarcas(paso);
  const pares = await escribirPares(paso, marcas);
  await escribirContactosYCuentas(paso, pares);
  return {
    nuevos: paso.efectos.filter((e) => e.nuevo).length,
    actualizados: paso.efectos.filter((e) => !e.nuevo && e.cambio).length,
    sinCambios: paso.efectos.filter((e) => !e.nuevo && !e.cambio).length,
  };
};
