import { sql } from 'drizzle-orm';
import { catClientes, catGruposEntrega, catGruposEntregaClientes } from '../../../db/schema/index.ts';
import { semilla } from '../../../seed/registry.ts';
import { apellidos, ubicaciones } from '../../../seed/sucursales-data.ts';
import { sucursalesDeFarmacias } from '../../../seed/sucursales-farmacias.ts';

/**
 * Every pharmacy branch as a customer of the distribution (cod_Cliente = codSucursal) and its
 * delivery group by region (the groups are seeded by catalogos/crear-grupos-entrega, which maintains
 * them); at scale, a customer for every branch without one. Draws from generator 1120 after
 * control-ventas-transferencias (see direccion-sucursales).
 */
export default semilla({
  despues: ['administracion/control-ventas-transferencias', 'catalogos/crear-grupos-entrega'],
  demo: async (tx, ctx) => {
    const random = ctx.aleatorio(1120);
    const sucursales = await sucursalesDeFarmacias(tx);
    const regionDe = new Map(ubicaciones.map(([municipio, , region]) => [municipio, region]));
    await tx.insert(catClientes).values(
      sucursales.map((s) => ({
        codCliente: s.codSucursal,
        nombre: s.nombre,
        nombreNegocio: s.propia ? 'FarmaSí' : `Farmacia ${random.pick(apellidos)}`,
        codSucursal: s.codSucursal,
      })),
    );

    // Delivery groups by region; Golfo and Sureste branches mostly wait for assignment.
    const grupoDe = new Map(
      (await tx.select().from(catGruposEntrega)).map((g) => [g.descripcion, g.grupo] as const),
    );
    const grupoDeRegion: Record<string, number | undefined> = {
      Centro: grupoDe.get('Ruta Centro matutina'),
      Bajío: grupoDe.get('Ruta Bajío'),
      Occidente: grupoDe.get('Ruta Occidente'),
      Norte: grupoDe.get('Ruta Norte'),
    };
    const asignaciones = sucursales.flatMap((s) => {
      const grupo = grupoDeRegion[regionDe.get(s.municipio) ?? ''];
      return grupo && random.next() < 0.85 ? [{ grupo, codCliente: s.codSucursal }] : [];
    });
    await tx.insert(catGruposEntregaClientes).values(asignaciones);
  },
  grande: async (tx) => {
    const sinCliente = await tx.execute<{ cod_sucursal: number; nombre: string }>(
      sql`select s.cod_sucursal, s.nombre from cat_sucursales s where not exists (select 1 from cat_clientes c where c.cod_sucursal = s.cod_sucursal)`,
    );
    const filas = (sinCliente as unknown as { rows: { cod_sucursal: number; nombre: string }[] }).rows;
    for (let i = 0; i < filas.length; i += 500)
      await tx
        .insert(catClientes)
        .values(
          filas
            .slice(i, i + 500)
            .map((r) => ({ codCliente: r.cod_sucursal, nombre: r.nombre, codSucursal: r.cod_sucursal })),
        )
        .onConflictDoNothing();
    return `${filas.length} clientes`;
  },
});
