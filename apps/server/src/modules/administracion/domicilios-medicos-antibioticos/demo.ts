import type { Tx } from '../../../db/client.ts';
import { catAntibioticosMedicos, catEstados } from '../../../db/schema/index.ts';
import { createRandom, type Random } from '../../../seed/prng.ts';
import { semilla } from '../../../seed/registry.ts';
import { apellidos, colonias, nombresPila, ubicaciones } from '../../../seed/sucursales-data.ts';
import { catAntibioticosDomicilios } from './tablas.ts';

const calles = [
  'Av. Reforma',
  'Av. Juárez',
  'Calle 5 de Mayo',
  'Av. Hidalgo',
  'Calle Morelos',
  'Blvd. Independencia',
  'Calle Allende',
  'Av. Revolución',
  'Calle Zaragoza',
  'Av. Insurgentes',
  'Calle Guerrero',
  'Av. Constitución',
];

/** The catalogue code of a demo location's state ('México' is Estado de México, 'Veracruz' its long name). */
const codigoEstado = (estados: { codEstado: number; descripcion: string }[], estado: string) =>
  (
    estados.find((e) => e.descripcion === estado) ??
    estados.find((e) => e.descripcion.startsWith(estado)) ??
    estados.find((e) => e.descripcion.includes(estado))
  )?.codEstado ?? 21;

/** Demo and benchmark sets use disjoint cédula ranges and SSA prefixes, so both can coexist. */
const seedMedicos = async (tx: Tx, random: Random, cantidad: number, grande = false) => {
  const estados = await tx.select().from(catEstados);
  const usadas = new Set<string>();
  for (let i = 0; i < cantidad; i += 1) {
    let cedula = '';
    do cedula = String(grande ? random.int(20_000_000, 99_999_999) : random.int(1_000_000, 12_999_999));
    while (usadas.has(cedula));
    usadas.add(cedula);
    // About one doctor in six has no SSA registry ('0').
    const sSA =
      random.next() < 0.17 ? '0' : `SSA-${grande ? 'L' : ''}${String(100000 + i * 7).padStart(6, '0')}`;
    const [medico] = await tx
      .insert(catAntibioticosMedicos)
      .values({
        cedula,
        sSA,
        nombre: random.pick(nombresPila),
        apellidoPaterno: random.pick(apellidos),
        apellidoMaterno: random.pick(apellidos),
      })
      .returning({ id: catAntibioticosMedicos.idCatAntibioticosMedicos });
    const domicilios = random.int(1, 3);
    const filas = [];
    for (let k = 0; k < domicilios; k += 1) {
      const [municipio, estado] = random.pick(ubicaciones);
      filas.push({
        idCatAntibioticosMedicos: medico!.id,
        calle: random.pick(calles),
        numExterior: String(random.int(1, 2500)),
        numInterior: random.next() < 0.4 ? `Consultorio ${random.int(1, 320)}` : '',
        colonia: random.pick(colonias),
        cP: String(random.int(10000, 99999)).padStart(5, '0'),
        municipio,
        codEstado: codigoEstado(estados, estado),
        pais: 'México',
      });
    }
    await tx.insert(catAntibioticosDomicilios).values(filas);
  }
};

/** 300 doctors with 1-3 addresses each in the demo branches' cities; 5,000 more at scale. */
export default semilla({
  demo: (tx) => seedMedicos(tx, createRandom(4701), 300),
  grande: async (tx) => {
    await seedMedicos(tx, createRandom(4702), 5000, true);
    return 'medicos: 5000 médicos con 1 a 3 domicilios';
  },
});
