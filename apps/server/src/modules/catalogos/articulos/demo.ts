import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import {
  catArticulos,
  catArticulosCodBarras,
  catArticulosDifarmer,
  catArticulosProveedoresCostosEnc,
} from '../../../db/schema/index.ts';
import { createRandom, type Random } from '../../../seed/prng.ts';
import { semilla } from '../../../seed/registry.ts';
import {
  CLASIFICACIONES,
  FAMILIAS,
  FORMAS,
  FORMULAS,
  LABORATORIOS,
  LINEAS,
  PRESENTACIONES,
  PROVEEDORES,
  seedCatalogos,
} from './demo-catalogos.ts';
import { existencias } from './tablas.ts';

/** EAN-13 with Mexico's 750 prefix and a valid check digit. */
const ean13 = (random: Random) => {
  const base = `750${String(random.int(0, 999_999_999)).padStart(9, '0')}`;
  const sum = [...base].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return `${base}${(10 - (sum % 10)) % 10}`;
};

const insertar = async <T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 1000) => {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
};

type Difarmer = typeof catArticulosDifarmer.$inferInsert;

/** One wholesaler article as DIFARMER sends it. */
const difarmerArticulo = (random: Random, codArticulo: number): Difarmer & { fi: number; ff: number } => {
  const fi = random.int(0, FORMULAS.length - 1);
  const [formula, fuerzas, formas] = FORMULAS[fi]!;
  const ff = random.pick(formas);
  const [forma, abrev] = FORMAS[ff]!;
  const lab = random.int(0, LABORATORIOS.length - 1);
  const prov = random.int(0, PROVEEDORES.length - 1);
  const cls = random.int(0, CLASIFICACIONES.length - 1);
  const lin = random.int(0, LINEAS.length - 2);
  const marca = LABORATORIOS[lab]!.replace(/^LABORATORIOS /, '').split(' ')[0];
  return {
    fi,
    ff,
    codArticulo,
    descripcion: `${formula} ${random.pick(fuerzas)} ${abrev} ${random.pick(PRESENTACIONES)} ${marca}`,
    estatus: random.next() < 0.95 ? 'ACTIVO' : 'DESCONTINUADO',
    codBarras: ean13(random),
    formulaCodigo: fi + 1,
    formula,
    laboratorioCodigo: lab + 1,
    laboratorio: LABORATORIOS[lab]!,
    lineaCodigo: lin + 1,
    linea: LINEAS[lin]!,
    formaFarmaceuticaCodigo: ff + 1,
    formaFarmaceutica: forma,
    proveedorCodigo: prov + 1,
    proveedor: PROVEEDORES[prov]![0],
    clasificacionCodigo: cls + 1,
    clasificacion: CLASIFICACIONES[cls]!,
    iva: random.next() < 0.2,
    ieps: false,
    ultimoCosto: (random.int(800, 95_000) / 100).toFixed(4),
    codigoSat: '51101500',
    registroSsa: `${random.int(100, 999)}M${random.int(2005, 2024)} SSA`,
    fraccion: random.pick(['I', 'II', 'III', 'IV', 'V', 'VI']),
  };
};

/** Wholesaler articles and, for all but every `cadaPendiente`-th, their completed chain row. */
const seedArticulos = async (tx: Tx, random: Random, desde: number, total: number, cadaPendiente: number) => {
  const difarmer = Array.from({ length: total }, (_, i) => difarmerArticulo(random, desde + i));
  await insertar(difarmer, (c) =>
    tx.insert(catArticulosDifarmer).values(c.map(({ fi: _, ff: __, ...d }) => d)),
  );
  const completos = difarmer.filter((_, i) => i % cadaPendiente !== cadaPendiente - 1);
  const medidaDe = new Map<number, number>();
  let codigoMedida = 1;
  FORMAS.forEach(([, , medidas], i) => {
    medidaDe.set(i, codigoMedida);
    codigoMedida += medidas.length;
  });
  const cadena = completos.map((d) => {
    const aplica = FORMAS[d.ff]![2][0]![1];
    return {
      codArticulo: d.codArticulo,
      descripcion: d.descripcion,
      descripcionFarmasi: d.descripcion,
      iva: d.iva ?? false,
      codigoSat: d.codigoSat ?? '51101500',
      registroSsa: d.registroSsa ?? '',
      fraccion: d.fraccion ?? '',
      ultimoCosto: d.ultimoCosto ?? '0',
      codFormula: d.fi + 1,
      codLaboratorio: d.laboratorioCodigo ?? 1,
      codLinea: d.lineaCodigo ?? 1,
      codFamilia: (d.fi % (FAMILIAS.length - 1)) + 1,
      codFormaFarmaceutica: d.ff + 1,
      codGenerico: d.fi + 1,
      codProveedor: d.proveedorCodigo ?? 1,
      codMedida: medidaDe.get(d.ff) ?? 1,
      gotasMl: aplica ? '20.00' : '0.00',
      formaAdministracion: d.ff === 2 ? 4 : d.ff === 5 || d.ff === 7 ? 2 : 1,
      fechaCaducidad: true,
    };
  });
  const creados: { cod: number; dif: number | null }[] = [];
  await insertar(cadena, async (c) => {
    creados.push(
      ...(await tx
        .insert(catArticulos)
        .values(c)
        .returning({ cod: catArticulos.codArticuloFarmasi, dif: catArticulos.codArticulo })),
    );
  });
  const barras = new Map(difarmer.map((d) => [d.codArticulo, d.codBarras ?? '']));
  const vistos = new Set<string>();
  const filas = creados
    .map((c) => ({ codBarras: barras.get(c.dif ?? 0) ?? '', codArticuloFarmasi: c.cod, tipo: 'F' }))
    .filter((b) => b.codBarras && !vistos.has(b.codBarras) && vistos.add(b.codBarras));
  await insertar(filas, (c) => tx.insert(catArticulosCodBarras).values(c));
  return { creados, pendientes: total - completos.length };
};

/** Supplier costs (one default per article) and stock per branch for the first articles. */
const seedCostosYExistencias = async (tx: Tx, random: Random, codigos: number[], sucursales: number[]) => {
  const costos = codigos.flatMap((cod) => {
    const base = random.int(2_000, 60_000) / 100;
    return [0, 1].map((k) => ({
      codArticuloFarmasi: cod,
      idCatProveedoresMarcasDet: ((cod + k * 7) % 24) + 1,
      costo: (base * (1 + k * 0.05)).toFixed(4),
      precioMayoreo: (base * 1.2).toFixed(2),
      precioPublico: (base * 1.45).toFixed(2),
      precioGlobal: k === 0,
    }));
  });
  await insertar(costos, (c) => tx.insert(catArticulosProveedoresCostosEnc).values(c).onConflictDoNothing());
  const stock = codigos.flatMap((cod) =>
    sucursales.map((codSucursal) => ({
      codArticuloFarmasi: cod,
      codSucursal,
      existencia: random.int(0, 120),
    })),
  );
  await insertar(stock, (c) => tx.insert(existencias).values(c));
};

export const DEMO_DIFARMER = 3000;
export const DEMO_CADA_PENDIENTE = 10;

/** The chain's catalogues, 3,000 DIFARMER articles (one in ten pending), costs and stock; 100,000 more at scale. */
export default semilla({
  demo: async (tx, ctx) => {
    const random = createRandom(3_031_003);
    await seedCatalogos(tx);
    const { creados } = await seedArticulos(tx, random, 1001, DEMO_DIFARMER, DEMO_CADA_PENDIENTE);
    await seedCostosYExistencias(
      tx,
      random,
      creados.slice(0, 150).map((c) => c.cod),
      ctx.sucursales.map((s) => s.codSucursal),
    );
  },
  grande: async (tx) => {
    const random = createRandom(3_031_777);
    const [max] = (
      (await tx.execute(
        sql`select coalesce(max(cod_articulo), 1000)::int as n from cat_articulos_difarmer`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    const desde = (max?.n ?? 1000) + 1;
    const total = 100_000;
    const { pendientes } = await seedArticulos(tx, random, desde, total, 20);
    await tx.execute(sql`analyze cat_articulos_difarmer`);
    await tx.execute(sql`analyze cat_articulos`);
    return `${total} artículos DIFARMER agregados (${pendientes} pendientes)`;
  },
});
