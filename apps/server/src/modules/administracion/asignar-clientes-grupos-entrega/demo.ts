import { sql } from 'drizzle-orm';
import { catClientes } from '../../../db/schema/index.ts';
import { semilla } from '../../../seed/registry.ts';
import { apellidos, ubicaciones } from '../../../seed/sucursales-data.ts';
import { sucursalesDeFarmacias } from '../../../seed/sucursales-farmacias.ts';
import { catGruposEntrega, catGruposEntregaClientes } from './tablas.ts';

const GRUPOS_ENTREGA = [
  { descripcion: 'Ruta Centro matutina', hora: '08:00', dias: [1, 1, 1, 1, 1, 1] },
  { descripcion: 'Ruta Bajío', hora: '09:30', dias: [1, 0, 1, 0, 1, 0] },
  { descripcion: 'Ruta Occidente', hora: '10:00', dias: [0, 1, 0, 1, 0, 1] },
  { descripcion: 'Ruta Norte', hora: '07:30', dias: [1, 0, 0, 1, 0, 0] },
  { descripcion: 'Ruta Golfo y Sureste', hora: '11:00', dias: [0, 1, 0, 0, 1, 0] },
] as const;
const DIAS = ['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'] as const;
const CHECKS = [
  'checkLunes',
  'checkMartes',
  'checkMiercoles',
  'checkJueves',
  'checkViernes',
  'checkSabado',
] as const;

/**
 * Every pharmacy branch as a customer of the distribution (cod_Cliente = codSucursal) and the
 * delivery groups by region; at scale, a customer for every branch without one. Draws from
 * generator 1120 after control-ventas-transferencias (see direccion-sucursales).
 */
export default semilla({
  despues: ['administracion/control-ventas-transferencias'],
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
    const grupos = await tx
      .insert(catGruposEntrega)
      .values(
        GRUPOS_ENTREGA.map((g) => ({
          descripcion: g.descripcion,
          ...Object.fromEntries(DIAS.map((d, i) => [d, g.dias[i] ? g.hora : '00:00'])),
          ...Object.fromEntries(CHECKS.map((c, i) => [c, g.dias[i] ? 'S' : 'N'])),
        })),
      )
      .returning();
    const grupoDeRegion: Record<string, number | undefined> = {
      Centro: grupos[0]?.grupo,
      Bajío: grupos[1]?.grupo,
      Occidente: grupos[2]?.grupo,
      Norte: grupos[3]?.grupo,
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
