import { catSucursales, webUsuarios } from '../../../db/schema/index.ts';
import { semilla } from '../../../seed/registry.ts';
import { sucursalesDeFarmacias } from '../../../seed/sucursales-farmacias.ts';
import { controlVentasTransferencias } from './tablas.ts';

/**
 * Transfer-sale permissions granted by the administrator: most already used, three pending; at
 * scale, 5,000 used ones. Draws from generators 1120 and 1121 after direccion-sucursales (see there).
 */
export default semilla({
  despues: ['administracion/direccion-sucursales'],
  demo: async (tx, ctx) => {
    const random = ctx.aleatorio(1120);
    const sucursales = await sucursalesDeFarmacias(tx);
    const base = Date.UTC(2025, 6, 1, 15, 0, 0);
    const dia = 86_400_000;
    const permisos = Array.from({ length: 14 }, (_, i) => {
      const s = sucursales[(i * 5 + 2) % sucursales.length]!;
      const fecha = new Date(base + i * 3 * dia + random.int(0, 8) * 3_600_000);
      const pendiente = i >= 11;
      return {
        codSucursal: s.codSucursal,
        codUsuario: ctx.usuarios.admin,
        fecha,
        fechaVenta: pendiente ? null : new Date(fecha.getTime() + random.int(1, 30) * 3_600_000),
        estatus: pendiente ? 'P' : 'V',
      };
    });
    await tx.insert(controlVentasTransferencias).values(permisos);
  },
  grande: async (tx, ctx) => {
    const random = ctx.aleatorio(1121);
    const sucursales = await tx.select().from(catSucursales);
    const [usuario] = await tx.select({ id: webUsuarios.idUsuario }).from(webUsuarios).limit(1);
    if (!usuario) return '0 permisos de venta por transferencia (no hay usuarios)';
    const base = Date.UTC(2024, 0, 1);
    const rows = Array.from({ length: 5000 }, (_, i) => {
      const fecha = new Date(base + i * 3_600_000 * 3);
      return {
        codSucursal: random.pick(sucursales).codSucursal,
        codUsuario: usuario.id,
        fecha,
        fechaVenta: new Date(fecha.getTime() + 7_200_000),
        estatus: 'V',
      };
    });
    for (let i = 0; i < rows.length; i += 1000)
      await tx.insert(controlVentasTransferencias).values(rows.slice(i, i + 1000));
    return `${rows.length} permisos de venta por transferencia`;
  },
});
