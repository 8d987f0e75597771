import { catCodigosPostales, catSucursales, catSucursalesDirecciones } from '../../../db/schema/index.ts';
import { semilla } from '../../../seed/registry.ts';
import { colonias, ubicaciones } from '../../../seed/sucursales-data.ts';
import { sucursalesDeFarmacias } from '../../../seed/sucursales-farmacias.ts';

/** First three digits of each demo municipality's postal codes, as SEPOMEX assigns them. */
const prefijoCp: Record<string, string> = {
  Puebla: '720',
  Cholula: '727',
  Tehuacán: '757',
  Atlixco: '743',
  Tlaxcala: '900',
  Apizaco: '903',
  'Benito Juárez': '031',
  Coyoacán: '043',
  Iztapalapa: '093',
  Toluca: '500',
  Naucalpan: '535',
  Cuernavaca: '620',
  Pachuca: '420',
  Querétaro: '760',
  León: '370',
  Irapuato: '366',
  Celaya: '380',
  Aguascalientes: '200',
  'San Luis Potosí': '780',
  Morelia: '580',
  Guadalajara: '441',
  Zapopan: '451',
  Colima: '280',
  Tepic: '630',
  Monterrey: '640',
  'San Nicolás de los Garza': '664',
  Saltillo: '250',
  Chihuahua: '310',
  Hermosillo: '830',
  Culiacán: '800',
  Durango: '340',
  Xalapa: '910',
  Veracruz: '917',
  Orizaba: '943',
  Villahermosa: '860',
  Mérida: '970',
  Cancún: '775',
  Campeche: '240',
  'Oaxaca de Juárez': '680',
  'Tuxtla Gutiérrez': '290',
  Acapulco: '393',
  Chilpancingo: '390',
};

/** INEGI state keys (c_estado). */
const claveEstado: Record<string, string> = {
  Aguascalientes: '01',
  Campeche: '04',
  Coahuila: '05',
  Colima: '06',
  Chiapas: '07',
  Chihuahua: '08',
  'Ciudad de México': '09',
  Durango: '10',
  Guanajuato: '11',
  Guerrero: '12',
  Hidalgo: '13',
  Jalisco: '14',
  'Estado de México': '15',
  Michoacán: '16',
  Morelos: '17',
  Nayarit: '18',
  'Nuevo León': '19',
  Oaxaca: '20',
  Puebla: '21',
  Querétaro: '22',
  'Quintana Roo': '23',
  'San Luis Potosí': '24',
  Sinaloa: '25',
  Sonora: '26',
  Tabasco: '27',
  Tlaxcala: '29',
  Veracruz: '30',
  Yucatán: '31',
};

const calles = [
  'Av. Juárez',
  'Av. Hidalgo',
  'Calle Morelos',
  'Av. Reforma',
  'Calle Allende',
  'Av. Independencia',
  'Calle Zaragoza',
  'Blvd. Díaz Ordaz',
  'Calle Guerrero',
  'Av. Constitución',
  'Calle Aldama',
  'Av. 5 de Mayo',
] as const;

type CodigoPostal = typeof catCodigosPostales.$inferInsert;

/** The demo's postal codes: each municipality's centre ('00') and one code per demo colonia. */
export const demoCodigosPostales = () =>
  ubicaciones.flatMap(([municipio, estado], i) => {
    const prefijo = prefijoCp[municipio] ?? '999';
    const base = {
      municipio,
      estado,
      // A few settlements lie outside the city: their localidad is the municipality.
      ciudad: i % 7 === 3 ? '' : municipio,
      cEstado: claveEstado[estado] ?? '00',
      cMunicipio: String(i + 1).padStart(3, '0'),
      zona: 'Urbano',
    };
    return colonias.flatMap((colonia, j) => {
      const codigoPostal = `${prefijo}${String(j * 10).padStart(2, '0')}`;
      const rows: CodigoPostal[] = [
        {
          ...base,
          codigoPostal,
          colonia,
          tipoAsentamiento: 'Colonia',
          idAsentaCpcons: String(j * 2 + 1).padStart(4, '0'),
        },
      ];
      // The second code of each municipality holds two settlements, so the screen offers a choice.
      if (j === 1)
        rows.push({
          ...base,
          codigoPostal,
          colonia: `Fraccionamiento ${colonia}`,
          tipoAsentamiento: 'Fraccionamiento',
          idAsentaCpcons: String(j * 2 + 2).padStart(4, '0'),
        });
      return rows;
    });
  });

const codigoDe = (municipio: string, colonia: string) =>
  `${prefijoCp[municipio] ?? '999'}${String(Math.max(0, colonias.indexOf(colonia as (typeof colonias)[number])) * 10).padStart(2, '0')}`;

const horario = (apertura: string, cierre: string) =>
  `Lunes a sábado de ${apertura} a ${cierre} h; domingo de 09:00 a 15:00 h`;

/**
 * Postal codes and branch addresses; at scale, a pharmacy address for every branch without one.
 * Seeds 1120 and 1121 are shared with control-ventas-transferencias and then
 * asignar-clientes-grupos-entrega (their `despues`), which draw after these addresses: the three
 * were one seeder, and sharing the generators keeps the demo data as it was.
 */
export default semilla({
  demo: async (tx, ctx) => {
    const random = ctx.aleatorio(1120);
    await tx.insert(catCodigosPostales).values(demoCodigosPostales());

    const sucursales = await sucursalesDeFarmacias(tx);

    // Addresses: about four in five branches have their pharmacy's; some also consulting rooms.
    const direcciones: (typeof catSucursalesDirecciones.$inferInsert)[] = [];
    for (const s of sucursales) {
      if (random.next() < 0.2) continue;
      const colonia = s.sucursal.slice(s.municipio.length + 1);
      const consultorios = random.next() < 0.35 ? random.int(1, 2) : 0;
      for (let tipo = 1; tipo <= 1 + consultorios; tipo += 1) {
        const apertura = tipo === 1 ? random.pick(['07:00', '08:00', '09:00']) : '10:00';
        const cierre = tipo === 1 ? random.pick(['21:00', '22:00', '23:00']) : '19:00';
        const calle = random.pick(calles);
        direcciones.push({
          codSucursal: s.codSucursal,
          tipo,
          codigoPostal: codigoDe(s.municipio, colonia),
          colonia,
          calle,
          numExterior: String(random.int(1, 2400)),
          entreCalles: `${random.pick(calles)} y ${random.pick(calles)}`,
          telefono: s.telefono,
          municipio: s.municipio,
          estado: s.estado,
          localidad: s.municipio,
          horarios: horario(apertura, cierre),
          domicilioDescriptivo:
            tipo === 1
              ? `Frente al jardín principal, a una cuadra de ${calle}`
              : 'Planta alta, acceso por la farmacia',
          horarioApertura: apertura,
          horarioCierre: cierre,
        });
      }
    }
    await tx.insert(catSucursalesDirecciones).values(direcciones);
  },
  grande: async (tx, ctx) => {
    const random = ctx.aleatorio(1121);
    const sucursales = await tx.select().from(catSucursales);
    const conDireccion = new Set(
      (await tx.select({ cod: catSucursalesDirecciones.codSucursal }).from(catSucursalesDirecciones)).map(
        (r) => r.cod,
      ),
    );
    const nuevas = sucursales
      .filter((s) => !conDireccion.has(s.codSucursal))
      .map((s) => {
        const colonia = random.pick(colonias);
        return {
          codSucursal: s.codSucursal,
          tipo: 1,
          codigoPostal: codigoDe(s.municipio, colonia),
          colonia,
          calle: random.pick(calles),
          numExterior: String(random.int(1, 2400)),
          entreCalles: `${random.pick(calles)} y ${random.pick(calles)}`,
          telefono: s.telefono || '2221234567',
          municipio: s.municipio,
          estado: s.estado,
          localidad: s.municipio,
          horarioApertura: '08:00',
          horarioCierre: '22:00',
        };
      });
    for (let i = 0; i < nuevas.length; i += 500)
      await tx.insert(catSucursalesDirecciones).values(nuevas.slice(i, i + 500));

    return `${nuevas.length} direcciones`;
  },
});
