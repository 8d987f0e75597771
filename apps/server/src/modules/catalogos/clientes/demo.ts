import { ligaMapas } from '@farmasi/contracts/catalogos/clientes';
import { eq } from 'drizzle-orm';
import { catClientes } from '../../../db/schema/index.ts';
import { semilla } from '../../../seed/registry.ts';
import { sucursalesDeFarmacias } from '../../../seed/sucursales-farmacias.ts';
import { centros } from './ciudades.ts';
import { catClientesHorarios } from './tablas.ts';

/** Customers the distribution serves that are not branches of the chain, in the chain's cities. */
const OTROS = [
  ['Farmacia San Rafael Centro', 'Farmacias San Rafael', 'Puebla'],
  ['Farmacia del Carmen', 'Farmacia del Carmen', 'Puebla'],
  ['Consultorio Médico Los Ángeles', 'Clínica Los Ángeles', 'Puebla'],
  ['Farmacia Nápoles', 'Boticas Nápoles', 'Benito Juárez'],
  ['Farmacia Del Valle Sur', 'Farmacias Del Valle', 'Benito Juárez'],
  ['Farmacia Chapultepec', 'Farmacias Jalisco Unidas', 'Guadalajara'],
  ['Botica Santa Tere', 'Botica Santa Tere', 'Guadalajara'],
  ['Farmacia Obispado', 'Farmacias del Norte', 'Monterrey'],
  ['Farmacia Cumbres', 'Farmacias del Norte', 'Monterrey'],
  ['Farmacia Álamos', 'Farmacia Álamos', 'Querétaro'],
  ['Farmacia Paseo de Montejo', 'Boticas Peninsulares', 'Mérida'],
  // Not placed yet: the user locates them from the detail screen.
  ['Farmacia Nueva Ñuñoa', 'Farmacia Nueva Ñuñoa', null],
  ['Dispensario Médico San José', 'Dispensario San José', null],
] as const;

const FARMACIA = [
  'Lunes a sábado de 8:00 a 22:00\nDomingo de 9:00 a 15:00',
  'Lunes a domingo de 7:00 a 23:00',
  'Abierto las 24 horas, los 365 días del año',
  'Lunes a viernes de 8:00 a 21:00\nSábado y domingo de 9:00 a 20:00',
] as const;
const CONSULTORIO = [
  'Lunes a viernes de 9:00 a 14:00 y de 16:00 a 20:00\nSábado de 9:00 a 14:00',
  'Lunes a sábado de 8:00 a 20:00',
] as const;
const ENTREGA = ['Lunes a sábado de 9:00 a 21:00', 'Lunes a domingo de 10:00 a 20:00'] as const;

/**
 * Positions, maps links and schedules of the customers (S13–S14): every branch's customer placed
 * around its city (a few without a link, to be chosen on the map), plus customers that are not
 * branches (two without a position), so that the list pages (15 per page) and the map has
 * neighbours. Draws from its own generator (1300).
 */
export default semilla({
  despues: ['administracion/asignar-clientes-grupos-entrega'],
  demo: async (tx, ctx) => {
    const random = ctx.aleatorio(1300);
    const cerca = ([lat, lng]: readonly [number, number]) =>
      [lat + (random.next() - 0.5) * 0.03, lng + (random.next() - 0.5) * 0.03] as const;
    const redondo = (n: number) => n.toFixed(6);
    const conLiga: { codCliente: number; propia: boolean }[] = [];

    for (const s of await sucursalesDeFarmacias(tx)) {
      const centro = centros[s.municipio];
      if (!centro) continue;
      const [lat, lng] = cerca(centro);
      const sinLiga = s.codSucursal % 9 === 4;
      await tx
        .update(catClientes)
        .set({ latitud: redondo(lat), longitud: redondo(lng), url: sinLiga ? '' : ligaMapas(lat, lng) })
        .where(eq(catClientes.codCliente, s.codSucursal));
      if (!sinLiga) conLiga.push({ codCliente: s.codSucursal, propia: s.propia === 1 });
    }

    const otros = OTROS.map(([nombre, nombreNegocio, municipio], i) => {
      const posicion = municipio ? cerca(centros[municipio] ?? [19.4326, -99.1332]) : null;
      return {
        codCliente: 101 + i,
        nombre,
        nombreNegocio,
        latitud: posicion ? redondo(posicion[0]) : null,
        longitud: posicion ? redondo(posicion[1]) : null,
        url: posicion ? ligaMapas(posicion[0], posicion[1]) : '',
      };
    });
    await tx.insert(catClientes).values(otros);
    for (const o of otros) if (o.url) conLiga.push({ codCliente: o.codCliente, propia: false });

    await tx
      .insert(catClientesHorarios)
      .values(
        conLiga.flatMap(({ codCliente, propia }) => [
          { codCliente, idTipoHorario: 1, horarios: random.pick(FARMACIA) },
          ...(propia ? [{ codCliente, idTipoHorario: 2, horarios: random.pick(CONSULTORIO) }] : []),
          ...(random.next() < 0.6 ? [{ codCliente, idTipoHorario: 3, horarios: random.pick(ENTREGA) }] : []),
        ]),
      );
  },
});
