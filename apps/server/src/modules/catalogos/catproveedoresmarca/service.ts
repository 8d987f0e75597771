import {
  type guardarMarcaDatos,
  type guardarOrdenArticulos,
  type guardarProveedoresBody,
  IMAGEN_MARCA_TAMANO_MAXIMO,
  IMAGEN_MARCA_TIPOS,
  marcasMessages as m,
  validarMarca,
  validarProveedores,
} from '@farmasi/contracts/catalogos/catproveedoresmarca';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import {
  catProveedores,
  catProveedoresMarcasCuentas,
  catProveedoresMarcasDet,
  catProveedoresMarcasDetContacto,
  catProveedoresMarcasEnc,
} from '../../../db/schema/index.ts';
import { borrarArchivo, guardarArchivo } from '../../../platform/archivos.ts';
import type { Actor } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { escribir } from '../../../platform/escritura.ts';
import { asegurarPredeterminado, quitarPredeterminado } from '../../../platform/proveedores-marcas.ts';
import { respuesta } from '../../../platform/respuesta.ts';
import { rowsOf } from '../../../platform/sql.ts';
import type { Subida } from '../../../platform/subidas.ts';
import { articulosDeMarca, listarMarcas, proveedoresDeMarca, unaMarca } from './queries.ts';
import { catProveedoresMarcasOrden } from './tablas.ts';

/** Creates (id 0) or modifies a brand: name then image (001 §5), in one transaction with the image. */
export const guardarMarca = (
  db: Database,
  actor: Actor,
  datos: z.output<typeof guardarMarcaDatos>,
  archivo: Omit<Subida, 'campos'> | null,
) =>
  escribir(
    db,
    actor,
    async ({ tx, auditar }) => {
      const antes = datos.idCatProveedoresMarcasEnc
        ? await unaMarca(tx, datos.idCatProveedoresMarcasEnc)
        : undefined;
      if (datos.idCatProveedoresMarcasEnc && !antes) throw new Rechazo(m.marcaNoExiste);
      const falla = validarMarca(datos.nombre, !!archivo || !!antes?.idArchivo);
      if (falla) throw new Rechazo(falla.message);
      const idArchivoImagen = archivo
        ? await guardarArchivo(tx, {
            ...archivo,
            tipos: IMAGEN_MARCA_TIPOS,
            tamanoMaximo: IMAGEN_MARCA_TAMANO_MAXIMO,
            publico: true,
            creadoPor: actor.idUsuario,
            mensajes: { tipo: m.imagenTipo, tamano: m.imagenTamano },
          })
        : (antes?.idArchivo ?? null);
      let id = datos.idCatProveedoresMarcasEnc;
      if (!antes) {
        const [creada] = await tx
          .insert(catProveedoresMarcasEnc)
          .values({ nombre: datos.nombre, idArchivoImagen })
          .returning({ id: catProveedoresMarcasEnc.idCatProveedoresMarcasEnc });
        if (!creada) throw new Error('La marca no se insertó');
        id = creada.id;
      } else {
        await tx
          .update(catProveedoresMarcasEnc)
          .set({ nombre: datos.nombre, idArchivoImagen })
          .where(eq(catProveedoresMarcasEnc.idCatProveedoresMarcasEnc, id));
        if (antes.idArchivo && antes.idArchivo !== idArchivoImagen) await borrarArchivo(tx, antes.idArchivo);
      }
      await auditar({
        tabla: 'cat_proveedores_marcas_enc',
        clave: id,
        antes,
        despues: { nombre: datos.nombre, idArchivoImagen },
      });
      const [guardada] = await listarMarcas(tx, { id });
      if (!guardada) throw new Error('La marca no se guardó');
      return respuesta(guardada, m.guardada);
    },
    { duplicado: m.marcaDuplicada.replace('{nombre}', datos.nombre) },
  );

/**
 * Saves a brand's suppliers as the modal lists them (the spec's list, every row naming the brand):
 * new rows are added, listed ones updated (the separate removal call takes one away). Checks: 001 §5
 * in order, then what the database needs (each supplier active and listed once, rows of this
 * brand), at most one default supplier; a brand left with none gets its first one.
 */
export const guardarProveedores = (
  db: Database,
  actor: Actor,
  lista: z.output<typeof guardarProveedoresBody>,
) =>
  escribir(db, actor, async ({ tx, auditar }) => {
    const body = { idCatProveedoresMarcasEnc: lista[0]!.idCatProveedoresMarcasEnc, proveedores: lista };
    const id = body.idCatProveedoresMarcasEnc;
    if (!(await unaMarca(tx, id))) throw new Rechazo(m.marcaNoExiste);
    const falla = validarProveedores(body.proveedores);
    if (falla) throw new Rechazo(falla.message);
    const codigos = body.proveedores.map((p) => p.codigo);
    const repetido = codigos.find((c, i) => codigos.indexOf(c) !== i);
    if (repetido) throw new Rechazo(m.proveedorRepetido.replace('{codigo}', String(repetido)));
    const activos = new Set(
      (
        await tx
          .select({ c: catProveedores.codProveedor })
          .from(catProveedores)
          .where(and(eq(catProveedores.activo, true), inArray(catProveedores.codProveedor, codigos)))
      ).map((r) => r.c),
    );
    const inactivo = codigos.find((c) => !activos.has(c));
    if (inactivo) throw new Rechazo(m.proveedorNoExiste.replace('{codigo}', String(inactivo)));
    if (body.proveedores.filter((p) => p.diasInventarioDefault).length > 1)
      throw new Rechazo(m.unSoloDefault);
    const antes = await proveedoresDeMarca(tx, id);
    const propios = new Set(antes.map((p) => p.idCatProveedoresMarcasDet));
    const ajeno = body.proveedores.find(
      (p) => p.idCatProveedoresMarcasDet && !propios.has(p.idCatProveedoresMarcasDet),
    );
    if (ajeno) throw new Rechazo(m.detalleNoExiste);
    // The default moves first, so that the one-default index never sees two (a list that marks
    // none leaves the others' flags alone).
    if (body.proveedores.some((p) => p.diasInventarioDefault)) await quitarPredeterminado(tx, id);
    // One statement for the whole list: new suppliers added, known ones updated.
    const excluido = (columna: { name: string }) => sql.raw(`excluded.${columna.name}`);
    const d = catProveedoresMarcasDet;
    await tx
      .insert(d)
      .values(
        body.proveedores.map((p) => ({
          idCatProveedoresMarcasEnc: id,
          codProveedor: p.codigo,
          vigencia: p.vigencia,
          diasCredito: p.diasCredito,
          diasInventario: p.diasInventario,
          diasInventarioDefault: p.diasInventarioDefault,
        })),
      )
      .onConflictDoUpdate({
        target: [d.idCatProveedoresMarcasEnc, d.codProveedor],
        set: {
          vigencia: excluido(d.vigencia),
          diasCredito: excluido(d.diasCredito),
          diasInventario: excluido(d.diasInventario),
          diasInventarioDefault: excluido(d.diasInventarioDefault),
        },
      });
    await asegurarPredeterminado(tx, id);
    const despues = await proveedoresDeMarca(tx, id);
    await auditar({ tabla: 'cat_proveedores_marcas_det', clave: id, antes, despues });
    return respuesta(despues, m.proveedoresGuardados);
  });

/**
 * Takes a supplier off a brand, unless articles are priced through it; when it was the default, the
 * first of the others becomes the default and the answer names it (issue 24).
 */
export const eliminarProveedor = (db: Database, actor: Actor, idDet: number) =>
  escribir(db, actor, async ({ tx, auditar }) => {
    const [fila] = await tx
      .select()
      .from(catProveedoresMarcasDet)
      .where(eq(catProveedoresMarcasDet.idCatProveedoresMarcasDet, idDet));
    if (!fila) throw new Rechazo(m.detalleNoExiste);
    const [costos] = await rowsOf<{ n: number }>(
      tx,
      sql`select count(*)::int as n from cat_articulos_proveedores_costos_enc where id_cat_proveedores_marcas_det = ${idDet}`,
    );
    if (costos?.n) throw new Rechazo(m.detalleConCostos);
    // Its orders, invoices, credit notes and payments (S30–S34) keep it; its contacts and bank
    // accounts (S29) describe only this brand–supplier pair and go with it (audited).
    const [documentos] = await rowsOf<{ n: number }>(
      tx,
      sql`select ((select count(*) from pedidos_proveedor_enc where id_cat_proveedores_marcas_det = ${idDet})
                + (select count(*) from facturas_proveedores where id_cat_proveedores_marcas_det = ${idDet})
                + (select count(*) from facturas_proveedores_nota_credito where id_cat_proveedores_marcas_det = ${idDet})
                + (select count(*) from facturas_proveedores_pago_enc where id_cat_proveedores_marcas_det = ${idDet}))::int as n`,
    );
    if (documentos?.n) throw new Rechazo(m.detalleConDocumentos);
    const contactos = await tx
      .delete(catProveedoresMarcasDetContacto)
      .where(eq(catProveedoresMarcasDetContacto.idCatProveedoresMarcasDet, idDet))
      .returning();
    const cuentas = await tx
      .delete(catProveedoresMarcasCuentas)
      .where(eq(catProveedoresMarcasCuentas.idCatProveedoresMarcasDet, idDet))
      .returning();
    await auditar(
      ...contactos.map((antes) => ({
        tabla: 'cat_proveedores_marcas_det_contacto',
        clave: antes.idCatProveedoresMarcasDetContacto,
        antes,
      })),
      ...cuentas.map((antes) => ({
        tabla: 'cat_proveedores_marcas_cuentas',
        clave: antes.idCatProveedoresMarcasCuentas,
        antes,
      })),
    );
    await tx
      .delete(catProveedoresMarcasDet)
      .where(eq(catProveedoresMarcasDet.idCatProveedoresMarcasDet, idDet));
    const nuevo = fila.diasInventarioDefault
      ? await asegurarPredeterminado(tx, fila.idCatProveedoresMarcasEnc)
      : undefined;
    await auditar({
      tabla: 'cat_proveedores_marcas_det',
      clave: idDet,
      antes: fila,
      despues: nuevo ? { predeterminado: nuevo.idCatProveedoresMarcasDet } : undefined,
    });
    return respuesta(
      { idCatProveedoresMarcasDet: idDet, idPredeterminado: nuevo?.idCatProveedoresMarcasDet ?? 0 },
      nuevo ? m.nuevoPredeterminado.replace('{nombre}', nuevo.descripcion) : m.proveedorEliminado,
    );
  });

/** Stores the brand's article order as sent (renumbered 1..n by position); every article must be the brand's. */
export const guardarOrden = (
  db: Database,
  actor: Actor,
  body: z.output<NonNullable<(typeof guardarOrdenArticulos)['body']>>,
) =>
  escribir(db, actor, async ({ tx, auditar }) => {
    const id = body.idCatProveedoresMarcasEnc;
    if (!(await unaMarca(tx, id))) throw new Rechazo(m.marcaNoExiste);
    const propios = new Set((await articulosDeMarca(tx, id)).map((a) => a.codArticulo));
    const ordenados = [...body.articulos].sort((a, b) => a.ordenProveedor - b.ordenProveedor);
    const ajeno = ordenados.find((a) => !propios.has(a.codArticulo));
    if (ajeno) throw new Rechazo(m.articuloAjeno.replace('{codigo}', String(ajeno.codArticulo)));
    const repetido = ordenados.find(
      (a, i) => ordenados.findIndex((b) => b.codArticulo === a.codArticulo) !== i,
    );
    if (repetido) throw new Rechazo(m.articuloRepetido.replace('{codigo}', String(repetido.codArticulo)));
    await tx
      .delete(catProveedoresMarcasOrden)
      .where(eq(catProveedoresMarcasOrden.idCatProveedoresMarcasEnc, id));
    if (ordenados.length)
      await tx.insert(catProveedoresMarcasOrden).values(
        ordenados.map((a, i) => ({
          idCatProveedoresMarcasEnc: id,
          codArticulo: a.codArticulo,
          ordenProveedor: i + 1,
        })),
      );
    await auditar({
      tabla: 'cat_proveedores_marcas_orden',
      clave: id,
      despues: ordenados.map((a) => a.codArticulo),
    });
    return respuesta(await articulosDeMarca(tx, id), m.ordenGuardado);
  });
