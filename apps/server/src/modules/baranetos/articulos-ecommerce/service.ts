import { format } from '@farmasi/contracts';
import {
  ecommerceMessages as m,
  type Principal,
  type VarianteItem,
  validarNuevoItem,
  validarValorVariante,
} from '@farmasi/contracts/baranetos/articulos-ecommerce';
import { eq, inArray } from 'drizzle-orm';
import type { Database, Queryable } from '../../../db/client.ts';
import { type Actor, audit } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { escribir } from '../../../platform/escritura.ts';
import {
  articulosEnOtros,
  articulosPorCodigo,
  listar,
  opcion,
  principal,
  principalPorDescripcion,
  variantesDe,
} from './queries.ts';
import { barEcommercePrincipal, barEcommerceVariantes } from './tablas.ts';

export interface GuardarInput {
  idCatArticulosArticuloPrincipal: number;
  Descripcion: string;
  ManejaVariantes: boolean;
  CodArticulo: number | null;
  Articulos: VarianteItem[];
}

/** One principal with its variants, in the contract's shape. */
export const traer = async (db: Queryable, id: number): Promise<Principal> => {
  const fila = (await listar(db, 0)).find((r) => r.idCatArticulosArticuloPrincipal === id);
  if (!fila) throw new Rechazo(m.noExiste);
  const variantes = await variantesDe(db, id);
  return {
    ...fila,
    articulos: variantes.map((x) => ({
      CodArticulo: x.codArticulo,
      DescripcionArticulo: x.descripcionArticulo,
      DescripcionVariante: x.descripcionVariante,
      ValorVariante: x.valorVariante,
      CodBarras: x.codBarras,
      IdCatArticulosVariantesOpciones: fila.varianteSeleccionada,
      IdCatArticulosVariantesOpcionesValores: x.idVariante,
      idCatArticulosVariantes: x.idVariante,
      EsEliminado: 0,
      IdCatArticulosArticuloPrincipal: id,
    })),
  };
};

/** The checks the screen makes, repeated: a request that skipped the screen is refused the same way. */
const validar = (input: GuardarInput) => {
  if (!input.Descripcion.trim()) throw new Rechazo(m.sinDescripcion);
  const vivos = input.Articulos.filter((i) => i.EsEliminado !== 1);
  if (!input.ManejaVariantes) {
    if (!input.CodArticulo) throw new Rechazo(m.sinArticulo);
    return { vivos: [], tipo: null };
  }
  if (vivos.length === 0) throw new Rechazo(m.sinVariantes);
  const tipo = vivos[0]!.IdCatArticulosVariantesOpciones;
  if (!tipo) throw new Rechazo(m.sinTipo);
  for (const [n, item] of vivos.entries()) {
    const error = validarNuevoItem(vivos.slice(0, n), item) ?? validarValorVariante(tipo, item.ValorVariante);
    if (error) throw new Rechazo(error);
  }
  return { vivos, tipo };
};

export const guardar = async (db: Database, actor: Actor, input: GuardarInput, edicion: boolean) => {
  const { vivos, tipo } = validar(input);
  const descripcion = input.Descripcion.trim();
  const id = input.idCatArticulosArticuloPrincipal;
  return escribir(
    db,
    actor,
    async ({ tx, auditar }) => {
      if (edicion && !(await principal(tx, id))) throw new Rechazo(m.noExiste);
      if (await principalPorDescripcion(tx, descripcion, edicion ? id : 0)) throw new Rechazo(m.duplicado);
      if (tipo !== null && !(await opcion(tx, tipo))) throw new Rechazo(m.tipoNoExiste);
      const codigos = input.ManejaVariantes ? vivos.map((i) => i.CodArticulo) : [input.CodArticulo!];
      const existentes = new Set((await articulosPorCodigo(tx, codigos)).map((a) => a.codArticulo));
      const faltante = codigos.find((c) => !existentes.has(c));
      if (faltante !== undefined) throw new Rechazo(format(m.articuloNoExiste, { codArticulo: faltante }));
      const [otro] = await articulosEnOtros(tx, codigos, edicion ? id : 0);
      if (otro) throw new Rechazo(format(m.articuloEnOtro, otro));

      const valores = {
        descripcion,
        manejaVariantes: input.ManejaVariantes,
        idOpcion: tipo,
        codArticulo: input.ManejaVariantes ? null : input.CodArticulo,
      };
      let idPrincipal = id;
      const antes = edicion ? await traer(tx, id) : null;
      if (edicion) {
        await tx
          .update(barEcommercePrincipal)
          .set({ ...valores, modificadoPor: actor.idUsuario, modificadoEn: new Date() })
          .where(eq(barEcommercePrincipal.idPrincipal, id));
      } else {
        const [creado] = await tx
          .insert(barEcommercePrincipal)
          .values({ ...valores, creadoPor: actor.idUsuario })
          .returning({ id: barEcommercePrincipal.idPrincipal });
        idPrincipal = creado!.id;
      }
      // Variants: the persisted ones not kept (EsEliminado 1, or all when variants are turned off)
      // go first, so an article removed and added again in one save does not clash with itself.
      const actuales = await variantesDe(tx, idPrincipal);
      const conservar = new Set(
        vivos.map((i) => i.IdCatArticulosVariantesOpcionesValores).filter((x) => x > 0),
      );
      const borrar = actuales.filter((x) => !conservar.has(x.idVariante)).map((x) => x.idVariante);
      if (borrar.length)
        await tx.delete(barEcommerceVariantes).where(inArray(barEcommerceVariantes.idVariante, borrar));
      for (const item of vivos) {
        const fila = {
          codArticulo: item.CodArticulo,
          descripcionVariante: item.DescripcionVariante.trim(),
          valorVariante: item.ValorVariante.trim(),
        };
        const persistido = actuales.some((x) => x.idVariante === item.IdCatArticulosVariantesOpcionesValores);
        if (persistido)
          await tx
            .update(barEcommerceVariantes)
            .set({ ...fila, modificadoPor: actor.idUsuario, modificadoEn: new Date() })
            .where(eq(barEcommerceVariantes.idVariante, item.IdCatArticulosVariantesOpcionesValores));
        else
          await tx.insert(barEcommerceVariantes).values({ ...fila, idPrincipal, creadoPor: actor.idUsuario });
      }
      const despues = await traer(tx, idPrincipal);
      await auditar({ tabla: 'bar_ecommerce_principal', clave: idPrincipal, antes, despues });
      return despues;
    },
    { duplicado: m.duplicado },
  );
};

export const eliminar = (db: Database, actor: Actor, id: number) =>
  db.transaction(async (tx) => {
    const antes = await traer(tx, id);
    await tx.delete(barEcommercePrincipal).where(eq(barEcommercePrincipal.idPrincipal, id));
    await audit(tx, actor, { tabla: 'bar_ecommerce_principal', clave: id, antes });
  });
