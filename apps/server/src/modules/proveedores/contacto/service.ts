import type {
  GuardarContacto,
  GuardarEnvioCorreo,
  guardarCuentaBody,
} from '@farmasi/contracts/proveedores/contacto';
import {
  fallaContacto,
  fallaCuenta,
  contactoMessages as m,
} from '@farmasi/contracts/proveedores/contacto/validar';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Tx } from '../../../db/client.ts';
import {
  catBancos,
  catProveedoresMarcasAreas,
  catProveedoresMarcasCuentas,
  catProveedoresMarcasDetContacto,
} from '../../../db/schema/index.ts';
import type { Actor } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { type Escritura, escribir } from '../../../platform/escritura.ts';
import { respuesta } from '../../../platform/respuesta.ts';
import { contactosDe, cuentasDe, detalleExiste } from './queries.ts';

const TABLA_CONTACTOS = 'cat_proveedores_marcas_det_contacto';
const TABLA_CUENTAS = 'cat_proveedores_marcas_cuentas';

/** The brand's supplier must exist; locked, so that two saves of its accounts run one after the other. */
const exigirDetalle = async (tx: Tx, idDet: number) => {
  if (!(await detalleExiste(tx, idDet, true))) throw new Rechazo(m.detalleNoExiste);
};

const unContacto = async (tx: Tx, idDet: number, id: number) => {
  const [c] = await contactosDe(tx, idDet, id);
  if (!c) throw new Error('El contacto no se guardó');
  return c;
};

/**
 * 002 §7 GuardarDatosContacto: the spec's checks (fallaContacto), then that the brand's supplier and
 * the department exist and, on an edit, that the contact is that supplier's. Texts saved trimmed.
 */
export const guardarContacto = async (db: Database, actor: Actor, body: GuardarContacto) => {
  const falla = fallaContacto(body);
  if (falla) throw new Rechazo(falla.mensaje);
  const idDet = body.idCatProveedoresMarcasDet;
  return escribir(db, actor, async ({ tx, auditar }) => {
    await exigirDetalle(tx, idDet);
    const [area] = await tx
      .select()
      .from(catProveedoresMarcasAreas)
      .where(eq(catProveedoresMarcasAreas.idCatProveedoresMarcasAreas, body.idCatProveedoresMarcasAreas));
    if (!area) throw new Rechazo(m.departamentoNoExiste);
    const valores = {
      idCatProveedoresMarcasAreas: body.idCatProveedoresMarcasAreas,
      cargoDeArea: body.cargoDeArea.trim(),
      nombreContacto: body.nombreContacto.trim(),
      correo: body.correo.trim(),
      telefono: body.telefono.trim(),
    };
    let id = body.idCatProveedoresMarcasDetContacto;
    if (id === 0) {
      const [nuevo] = await tx
        .insert(catProveedoresMarcasDetContacto)
        .values({ ...valores, idCatProveedoresMarcasDet: idDet, creadoPor: actor.idUsuario })
        .returning();
      if (!nuevo) throw new Error('El contacto no se insertó');
      id = nuevo.idCatProveedoresMarcasDetContacto;
      await auditar({ tabla: TABLA_CONTACTOS, clave: id, despues: nuevo });
    } else {
      const donde = and(
        eq(catProveedoresMarcasDetContacto.idCatProveedoresMarcasDetContacto, id),
        eq(catProveedoresMarcasDetContacto.idCatProveedoresMarcasDet, idDet),
      );
      const [antes] = await tx.select().from(catProveedoresMarcasDetContacto).where(donde);
      if (!antes) throw new Rechazo(m.contactoAjeno);
      const [despues] = await tx
        .update(catProveedoresMarcasDetContacto)
        .set({ ...valores, modificadoEn: new Date(), modificadoPor: actor.idUsuario })
        .where(donde)
        .returning();
      await auditar({ tabla: TABLA_CONTACTOS, clave: id, antes, despues });
    }
    return respuesta(await unContacto(tx, idDet, id), m.contactoGuardado);
  });
};

/** 002 §7 EliminarContacto (a GET, as the spec writes it): only a contact of that brand's supplier. */
export const eliminarContacto = (db: Database, actor: Actor, idDet: number, idContacto: number) =>
  escribir(db, actor, async ({ tx, auditar }) => {
    await exigirDetalle(tx, idDet);
    const [antes] = await tx
      .delete(catProveedoresMarcasDetContacto)
      .where(
        and(
          eq(catProveedoresMarcasDetContacto.idCatProveedoresMarcasDetContacto, idContacto),
          eq(catProveedoresMarcasDetContacto.idCatProveedoresMarcasDet, idDet),
        ),
      )
      .returning();
    if (!antes) throw new Rechazo(m.contactoAjeno);
    await auditar({ tabla: TABLA_CONTACTOS, clave: idContacto, antes });
    return respuesta({ idCatProveedoresMarcasDetContacto: idContacto }, m.contactoEliminado);
  });

/** 002 §7 GuardarEnvioCorreo: the contact gets (or no longer gets) the payment notices, saved at once. */
export const guardarEnvioCorreo = (db: Database, actor: Actor, body: GuardarEnvioCorreo) =>
  escribir(db, actor, async ({ tx, auditar }) => {
    const donde = eq(
      catProveedoresMarcasDetContacto.idCatProveedoresMarcasDetContacto,
      body.idCatProveedoresMarcasDetContacto,
    );
    const [antes] = await tx.select().from(catProveedoresMarcasDetContacto).where(donde);
    if (!antes) throw new Rechazo(m.contactoAjeno);
    const [despues] = await tx
      .update(catProveedoresMarcasDetContacto)
      .set({
        confirmarPagoCorreo: body.confirmarPagoCorreo,
        modificadoEn: new Date(),
        modificadoPor: actor.idUsuario,
      })
      .where(donde)
      .returning();
    await auditar({ tabla: TABLA_CONTACTOS, clave: antes.idCatProveedoresMarcasDetContacto, antes, despues });
    return respuesta(
      await unContacto(tx, antes.idCatProveedoresMarcasDet, antes.idCatProveedoresMarcasDetContacto),
      body.confirmarPagoCorreo ? m.envioActivado : m.envioDesactivado,
    );
  });

/** Unmarks the brand supplier's principal account (if any), audited (also the suppliers' import's). */
export const quitarPrincipal = async ({ tx, auditar }: Escritura, actor: Actor, idDet: number) => {
  const anteriores = await tx
    .update(catProveedoresMarcasCuentas)
    .set({ cuentaPrincipal: false, modificadoEn: new Date(), modificadoPor: actor.idUsuario })
    .where(
      and(
        eq(catProveedoresMarcasCuentas.idCatProveedoresMarcasDet, idDet),
        eq(catProveedoresMarcasCuentas.cuentaPrincipal, true),
      ),
    )
    .returning();
  for (const a of anteriores)
    await auditar({
      tabla: TABLA_CUENTAS,
      clave: a.idCatProveedoresMarcasCuentas,
      antes: { cuentaPrincipal: true },
      despues: { cuentaPrincipal: false },
    });
};

/**
 * 002 §7 GuardarDatosCuentaBanco, in one transaction: the spec's checks (fallaCuenta), the brand's
 * supplier and the bank exist, the number is not already one of its accounts, an edited account is
 * its own. One principal account per brand's supplier: its first account is principal; marking
 * another unmarks the previous one; the principal is not unmarked without marking another (the
 * unique index refuses a second principal written at the same moment).
 */
export const guardarCuenta = async (db: Database, actor: Actor, body: z.output<typeof guardarCuentaBody>) => {
  const falla = fallaCuenta(body);
  if (falla) throw new Rechazo(falla.mensaje);
  const idDet = body.idCatProveedoresMarcasDet;
  const cuenta = body.cuenta.trim();
  const valores = { banco: body.banco, cuenta, nombreCuenta: body.nombreCuenta.trim() };
  return escribir(
    db,
    actor,
    async (w) => {
      const { tx, auditar } = w;
      await exigirDetalle(tx, idDet);
      const [banco] = await tx.select().from(catBancos).where(eq(catBancos.codigo, body.banco));
      if (!banco) throw new Rechazo(m.bancoNoExiste);
      const deEste = eq(catProveedoresMarcasCuentas.idCatProveedoresMarcasDet, idDet);
      const repetida = await tx
        .select({ id: catProveedoresMarcasCuentas.idCatProveedoresMarcasCuentas })
        .from(catProveedoresMarcasCuentas)
        .where(
          and(
            deEste,
            eq(catProveedoresMarcasCuentas.cuenta, cuenta),
            ne(catProveedoresMarcasCuentas.idCatProveedoresMarcasCuentas, body.idCatProveedoresMarcasCuentas),
          ),
        );
      if (repetida.length) throw new Rechazo(m.cuentaRepetida.replace('{cuenta}', cuenta));
      let id = body.idCatProveedoresMarcasCuentas;
      let marcada = false;
      if (id === 0) {
        const hay = await tx
          .select({ id: catProveedoresMarcasCuentas.idCatProveedoresMarcasCuentas })
          .from(catProveedoresMarcasCuentas)
          .where(deEste);
        const principal = body.cuentaPrincipal || hay.length === 0;
        if (principal && hay.length) {
          await quitarPrincipal(w, actor, idDet);
          marcada = true;
        }
        const [nueva] = await tx
          .insert(catProveedoresMarcasCuentas)
          .values({
            ...valores,
            idCatProveedoresMarcasDet: idDet,
            cuentaPrincipal: principal,
            creadoPor: actor.idUsuario,
          })
          .returning();
        if (!nueva) throw new Error('La cuenta no se insertó');
        id = nueva.idCatProveedoresMarcasCuentas;
        await auditar({ tabla: TABLA_CUENTAS, clave: id, despues: nueva });
      } else {
        const donde = and(deEste, eq(catProveedoresMarcasCuentas.idCatProveedoresMarcasCuentas, id));
        const [antes] = await tx.select().from(catProveedoresMarcasCuentas).where(donde);
        if (!antes) throw new Rechazo(m.cuentaAjena);
        if (antes.cuentaPrincipal && !body.cuentaPrincipal) throw new Rechazo(m.principalNoSeQuita);
        if (!antes.cuentaPrincipal && body.cuentaPrincipal) {
          await quitarPrincipal(w, actor, idDet);
          marcada = true;
        }
        const [despues] = await tx
          .update(catProveedoresMarcasCuentas)
          .set({
            ...valores,
            cuentaPrincipal: antes.cuentaPrincipal || body.cuentaPrincipal,
            modificadoEn: new Date(),
            modificadoPor: actor.idUsuario,
          })
          .where(donde)
          .returning();
        await auditar({ tabla: TABLA_CUENTAS, clave: id, antes, despues });
      }
      const [guardada] = await cuentasDe(tx, idDet, id);
      if (!guardada) throw new Error('La cuenta no se guardó');
      return respuesta(guardada, marcada ? m.principalMarcada : m.cuentaGuardada);
    },
    { duplicado: m.principalAlMismoTiempo },
  );
};
