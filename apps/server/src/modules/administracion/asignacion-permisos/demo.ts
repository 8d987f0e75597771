import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { semilla } from '../../../seed/registry.ts';
import { cajaUsuariosPermisos } from './tablas.ts';

/**
 * The cashier's point-of-sale options: sell, take cash and cards, top-ups, a partial count. The
 * groups above them are stored too, as the screen saves them (partly selected nodes).
 */
const CAJERO_CAJA = [1, 101, 102, 1021, 1022, 107, 2, 201, 203, 2031];

/** Admin gets every point-of-sale and warehouse option (the menus come with the migration). */
export default semilla({
  demo: async (tx: Tx, ctx) => {
    for (const tabla of ['caja', 'almacen'])
      await tx.execute(
        sql`insert into ${sql.identifier(`${tabla}_usuarios_permisos`)} (id_usuario, id_menu)
            select ${ctx.usuarios.admin}, id from ${sql.identifier(`${tabla}_menu`)}`,
      );
    await tx
      .insert(cajaUsuariosPermisos)
      .values(CAJERO_CAJA.map((idMenu) => ({ idUsuario: ctx.usuarios.cajero, idMenu })));
  },
});
