import { format } from '@farmasi/contracts';
import { asignacionMessages as m } from '@farmasi/contracts/administracion/asignar-clientes-grupos-entrega';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { catGruposEntregaClientes } from '../../../db/schema/index.ts';
import { type Actor, audit } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { escribir } from '../../../platform/escritura.ts';
import { buscarCliente, buscarGrupo, clientesAsignados, clientesPorCodigo } from './queries.ts';

const gc = catGruposEntregaClientes;
const TABLA = 'cat_grupos_entrega_clientes';

/** The delivery group a customer is in, with all its branches; refused when it is in none. */
export const filtrarPorCliente = async (db: Database, codCliente: number) => {
  const cliente = await buscarCliente(db, codCliente);
  if (!cliente || cliente.grupo === 0) throw new Rechazo(m.sinGrupo);
  return clientesAsignados(db, cliente.grupo);
};

/** Adds the marked customers to the group (003 §5: at least one), all or none. */
export const guardar = async (
  db: Database,
  actor: Actor,
  input: { grupo: number; sucursales: { cod_Cliente: number; seleccionado: boolean }[] },
) => {
  const codigos = [...new Set(input.sucursales.filter((s) => s.seleccionado).map((s) => s.cod_Cliente))];
  if (codigos.length === 0) throw new Rechazo(m.sinSucursal);
  // Another user assigned one of them meanwhile: the unique index decides.
  return escribir(
    db,
    actor,
    async ({ tx, auditar }) => {
      const grupo = await buscarGrupo(tx, input.grupo);
      if (!grupo) throw new Rechazo(m.grupoNoExiste);
      const estado = new Map((await clientesPorCodigo(tx, codigos)).map((c) => [c.cod_Cliente, c]));
      const nuevos: number[] = [];
      for (const codigo of codigos) {
        const c = estado.get(codigo);
        if (!c?.activo) throw new Rechazo(format(m.sucursalNoExiste, { codigo }));
        if (c.grupo === input.grupo) continue;
        if (c.grupo !== 0) {
          const otro = await buscarGrupo(tx, c.grupo);
          throw new Rechazo(
            format(m.sucursalEnOtroGrupo, {
              sucursal: c.sucursal || c.nombre,
              grupo: otro?.descripcion ?? c.grupo,
            }),
          );
        }
        nuevos.push(codigo);
      }
      if (nuevos.length > 0) {
        await tx
          .insert(gc)
          .values(
            nuevos.map((codCliente) => ({ grupo: input.grupo, codCliente, creadoPor: actor.idUsuario })),
          );
        await auditar({ tabla: TABLA, clave: input.grupo, despues: { agregados: nuevos } });
      }
      return clientesAsignados(tx, input.grupo);
    },
    { duplicado: m.asignadaMientras },
  );
};

export const eliminar = (db: Database, actor: Actor, input: { grupo: number; cod_Cliente: number }) =>
  db.transaction(async (tx) => {
    const grupo = await buscarGrupo(tx, input.grupo);
    if (!grupo) throw new Rechazo(m.grupoNoExiste);
    const cliente = await buscarCliente(tx, input.cod_Cliente);
    if (!cliente || cliente.grupo !== input.grupo)
      throw new Rechazo(
        format(m.noEstaEnGrupo, {
          sucursal: cliente?.sucursal || cliente?.nombre || input.cod_Cliente,
          grupo: grupo.descripcion,
        }),
      );
    await tx.delete(gc).where(and(eq(gc.grupo, input.grupo), eq(gc.codCliente, input.cod_Cliente)));
    await audit(tx, actor, { tabla: TABLA, clave: input.grupo, antes: { eliminado: input.cod_Cliente } });
    return { ...cliente, grupo: 0, seleccionado: false };
  });

export const eliminarTodas = (db: Database, actor: Actor, input: { grupo: number }) =>
  db.transaction(async (tx) => {
    const grupo = await buscarGrupo(tx, input.grupo);
    if (!grupo) throw new Rechazo(m.grupoNoExiste);
    const borrados = await tx
      .delete(gc)
      .where(eq(gc.grupo, input.grupo))
      .returning({ codCliente: gc.codCliente });
    if (borrados.length === 0) throw new Rechazo(format(m.grupoVacio, { grupo: grupo.descripcion }));
    await audit(tx, actor, {
      tabla: TABLA,
      clave: input.grupo,
      antes: { eliminados: borrados.map((b) => b.codCliente) },
    });
    return { grupo: input.grupo, eliminadas: borrados.length, nombre: grupo.descripcion };
  });
