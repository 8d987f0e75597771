import { semilla } from '../../../seed/registry.ts';
import { consultaGeneralOpcionesEmpleados } from './tablas.ts';

/**
 * The options granted in the demo: the administrator sees every option through his group; the
 * cashier's employee is granted the chain line's sales options (1, 2, 3 and 10), which he sees once
 * an administrator grants him the screen; the read-only user is granted none.
 */
export default semilla({
  demo: async (tx, ctx) => {
    await tx
      .insert(consultaGeneralOpcionesEmpleados)
      .values(
        [1, 2, 3, 10].map((idOpcion) => ({
          codEmpleado: ctx.empleados.cajero,
          idOpcion,
          creadoPor: ctx.usuarios.admin,
        })),
      )
      .onConflictDoNothing();
  },
});
