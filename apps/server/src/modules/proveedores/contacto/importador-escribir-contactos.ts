import { eq, inArray } from 'drizzle-orm';
import { catProveedoresMarcasCuentas, catProveedoresMarcasDetContacto } from '../../../db/schema/index.ts';
import type { Paso } from './importador-escribir.ts';
import { catalogosContacto } from './importador-verificar.ts';
import { quitarPrincipal } from './service.ts';

const TABLA_CONTACTOS = 'cat_proveedores_marcas_det_contacto';
const TABLA_CUENTAS = 'cat_proveedores_marcas_cuentas';

type Contacto = typeof catProveedoresMarcasDetContacto.$inferSelect;
type Cuenta = typeof catProveedoresMarcasCuentas.$inferSelect;

/**
 * Each row's contact and bank account, within its supplier × brand pair (`pares`, by row). A contact
 * is the pair's one with that e-mail (case aside) and an account the pair's one with that number:
 * inserted, updated when a cell differs, or left alone. The contacts screen's rules for accounts
 * (S29): the pair's first account is its principal; S in 'Cuenta principal' marks another and
 * unmarks the previous one first (quitarPrincipal, the screen's own, audited); N never unmarks.
 */
export const escribirContactosYCuentas = async (paso: Paso, pares: readonly number[]) => {
  const { tx, actor, auditar, lote, efectos } = paso;
  const conContacto = lote.some((f) => f.valor.contacto);
  const conCuenta = lote.some((f) => f.valor.cuenta);
  if (!conContacto && !conCuenta) return;
  const catalogos = await catalogosContacto(tx);
  const ids = [...new Set(pares)];
  const ahora = () => ({ modificadoEn: new Date(), modificadoPor: actor.idUsuario });

  const contactos = new Map<string, Contacto>();
  if (conContacto)
    for (const c of await tx
      .select()
      .from(catProveedoresMarcasDetContacto)
      .where(inArray(catProveedoresMarcasDetContacto.idCatProveedoresMarcasDet, ids))
      .orderBy(catProveedoresMarcasDetContacto.idCatProveedoresMarcasDetContacto)) {
      const k = `${c.idCatProveedoresMarcasDet}\t${c.correo.toLowerCase()}`;
      if (!contactos.has(k)) contactos.set(k, c);
    }
  const cuentas = new Map<string, Cuenta>();
  if (conCuenta)
    for (const c of await tx
      .select()
      .from(catProveedoresMarcasCuentas)
      .where(inArray(catProveedoresMarcasCuentas.idCatProveedoresMarcasDet, ids)))
      cuentas.set(`${c.idCatProveedoresMarcasDet}\t${c.cuenta}`, c);
  const cuentasDe = (det: number) => [...cuentas.values()].filter((c) => c.idCatProveedoresMarcasDet === det);

  for (const [i, { valor: p }] of lote.entries()) {
    const det = pares[i]!;
    if (p.contacto) {
      const k = `${det}\t${p.contacto.correo.toLowerCase()}`;
      const datos = {
        idCatProveedoresMarcasAreas: catalogos.area(p.contacto.departamento)!,
        cargoDeArea: p.contacto.cargoDeArea,
        nombreContacto: p.contacto.nombreContacto,
        correo: p.contacto.correo,
        telefono: p.contacto.telefono,
        confirmarPagoCorreo: p.contacto.confirmarPagoCorreo,
      };
      const antes = contactos.get(k);
      if (!antes) {
        const [nuevo] = await tx
          .insert(catProveedoresMarcasDetContacto)
          .values({ ...datos, idCatProveedoresMarcasDet: det, creadoPor: actor.idUsuario })
          .returning();
        await auditar({
          tabla: TABLA_CONTACTOS,
          clave: nuevo!.idCatProveedoresMarcasDetContacto,
          despues: nuevo,
        });
        contactos.set(k, nuevo!);
        efectos[i]!.nuevo = true;
      } else if (Object.entries(datos).some(([c, v]) => antes[c as keyof typeof datos] !== v)) {
        const [despues] = await tx
          .update(catProveedoresMarcasDetContacto)
          .set({ ...datos, ...ahora() })
          .where(
            eq(
              catProveedoresMarcasDetContacto.idCatProveedoresMarcasDetContacto,
              antes.idCatProveedoresMarcasDetContacto,
            ),
          )
          .returning();
        await auditar({
          tabla: TABLA_CONTACTOS,
          clave: antes.idCatProveedoresMarcasDetContacto,
          antes,
          despues,
        });
        contactos.set(k, despues!);
        efectos[i]!.cambio = true;
      }
    }
    if (p.cuenta) {
      const k = `${det}\t${p.cuenta.cuenta}`;
      const datos = { banco: catalogos.banco(p.cuenta.banco)!, nombreCuenta: p.cuenta.nombreCuenta };
      const antes = cuentas.get(k);
      const primera = cuentasDe(det).length === 0;
      const hacerla = p.cuenta.principal && !antes?.cuentaPrincipal;
      if (hacerla && !primera) {
        await quitarPrincipal({ tx, auditar }, actor, det);
        for (const c of cuentasDe(det)) c.cuentaPrincipal = false;
      }
      if (!antes) {
        const [nueva] = await tx
          .insert(catProveedoresMarcasCuentas)
          .values({
            ...datos,
            cuenta: p.cuenta.cuenta,
            idCatProveedoresMarcasDet: det,
            cuentaPrincipal: primera || p.cuenta.principal,
            creadoPor: actor.idUsuario,
          })
          .returning();
        await auditar({ tabla: TABLA_CUENTAS, clave: nueva!.idCatProveedoresMarcasCuentas, despues: nueva });
        cuentas.set(k, nueva!);
        efectos[i]!.nuevo = true;
      } else if (hacerla || antes.banco !== datos.banco || antes.nombreCuenta !== datos.nombreCuenta) {
        const [despues] = await tx
          .update(catProveedoresMarcasCuentas)
          .set({ ...datos, ...(hacerla ? { cuentaPrincipal: true } : {}), ...ahora() })
          .where(
            eq(
              catProveedoresMarcasCuentas.idCatProveedoresMarcasCuentas,
              antes.idCatProveedoresMarcasCuentas,
            ),
          )
          .returning();
        await auditar({ tabla: TABLA_CUENTAS, clave: antes.idCatProveedoresMarcasCuentas, antes, despues });
        cuentas.set(k, despues!);
        efectos[i]!.cambio = true;
      }
    }
  }
};
