import { asc } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { barArticulos } from '../../../db/schema/index.ts';
import { fechaLocal, instanteDeHoraLocal } from '../../../platform/fechas.ts';
import { createRandom, type Random } from '../../../seed/prng.ts';
import { semilla } from '../../../seed/registry.ts';
import { clientesMayoreo } from './demo-datos.ts';
import { barPedidosDet, barPedidosEnc } from './tablas.ts';

const DIA_MS = 86_400_000;

/** The status an order of that age is likely in: recent ones still moving, old ones delivered. */
const estatusPorEdad = (random: Random, dias: number) => {
  if (random.next() < 0.08) return 6; // Cancelado, at any age
  if (dias <= 1) return random.pick([1, 1, 2]);
  if (dias <= 4) return random.pick([1, 2, 2, 3, 4]);
  if (dias <= 10) return random.pick([3, 4, 4, 5, 5]);
  return 5;
};

/**
 * `cantidad` orders spread over the last `dias` days (Mexico City business hours, 07:00–19:59),
 * folios in date order from `prefijo`-000001, each with 1–12 lines of wholesale articles.
 */
const seedPedidos = async (
  tx: Tx,
  random: Random,
  opciones: { cantidad: number; dias: number; prefijo: string },
) => {
  const articulos = await tx
    .select({ codArticulo: barArticulos.codArticulo, descripcion: barArticulos.descripcion })
    .from(barArticulos)
    .orderBy(asc(barArticulos.codArticulo))
    .limit(600);
  if (articulos.length === 0) return 0;
  const ahora = Date.now();
  const fechas = Array.from({ length: opciones.cantidad }, () => {
    const dia = fechaLocal(new Date(ahora - random.int(0, opciones.dias) * DIA_MS));
    const hora = `${String(random.int(7, 19)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`;
    const instante = instanteDeHoraLocal(new Date(`${dia}T${hora}:00Z`));
    // Today's orders are not in the future.
    return instante.getTime() > ahora ? new Date(ahora - random.int(5, 300) * 60_000) : instante;
  }).sort((a, b) => a.getTime() - b.getTime());

  for (let inicio = 0; inicio < fechas.length; inicio += 500) {
    const lote = fechas.slice(inicio, inicio + 500);
    const encabezados = await tx
      .insert(barPedidosEnc)
      .values(
        lote.map((fecha, i) => ({
          folio: `${opciones.prefijo}-${String(inicio + i + 1).padStart(6, '0')}`,
          nomCliente: random.pick(clientesMayoreo),
          fecha,
          estatus: estatusPorEdad(random, Math.floor((ahora - fecha.getTime()) / DIA_MS)),
        })),
      )
      .returning({ idPedidosEnc: barPedidosEnc.idPedidosEnc });
    const lineas = encabezados.flatMap(({ idPedidosEnc }) => {
      const elegidos = new Map<number, string>();
      const cuantas = random.int(1, 12);
      while (elegidos.size < cuantas) {
        const a = random.pick(articulos);
        elegidos.set(a.codArticulo, a.descripcion);
      }
      return [...elegidos].map(([codArticulo, descripcion]) => ({
        idPedidosEnc,
        codArticulo,
        descripcion,
        // Wholesale quantities: boxes of 6 to 48 pieces, or a few loose ones.
        cantidad: random.next() < 0.7 ? random.pick([6, 12, 24, 48]) * random.int(1, 5) : random.int(1, 10),
      }));
    });
    await tx.insert(barPedidosDet).values(lineas);
  }
  return fechas.length;
};

/** About 480 orders over the last six months (some 80 in the default 30 days), every status. */
export default semilla({
  despues: ['baranetos/catalogos'],
  demo: async (tx) => {
    await seedPedidos(tx, createRandom(2107), { cantidad: 480, dias: 180, prefijo: 'PB' });
  },
  grande: async (tx) => {
    const n = await seedPedidos(tx, createRandom(2108), { cantidad: 50_000, dias: 3 * 365, prefijo: 'PBG' });
    return `pedidos de mayoreo: ${n} pedidos con sus artículos`;
  },
});
