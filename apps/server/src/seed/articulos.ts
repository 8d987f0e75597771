import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import {
  catArticulos,
  catArticulosCodBarras,
  catArticulosDifarmer,
  catFamilias,
  catFormasAdministracion,
  catFormulas,
  catGenericos,
  catLaboratorios,
  catLineas,
  catMedidas,
  catPresentaciones,
  catProveedores,
  catProveedoresMarcasDet,
  catProveedoresMarcasEnc,
  catRecargasCompanias,
  catRecargasProveedores,
  catRecargasTiposProducto,
} from '../db/schema/index.ts';
import { catArticulosProveedoresCostosEnc, existencias } from '../modules/catalogos/articulos/tablas.ts';
import { createRandom, type Random } from './prng.ts';
import type { DemoContext, DemoSeeder, LargeSeeder } from './registry.ts';

/** [formula, strengths, forms it comes in (indexes of FORMAS), desglozar] */
const FORMULAS: [string, string[], number[], boolean][] = [
  ['PARACETAMOL', ['500 MG', '750 MG', '1 G'], [0, 4, 6], true],
  ['IBUPROFENO', ['200 MG', '400 MG', '600 MG'], [0, 1, 4], true],
  ['NAPROXENO', ['250 MG', '500 MG'], [0, 4], true],
  ['DICLOFENACO SODICO', ['50 MG', '100 MG', '75 MG/3 ML'], [0, 5, 7], true],
  ['KETOROLACO', ['10 MG', '30 MG/ML'], [0, 5], false],
  ['AMOXICILINA', ['500 MG', '250 MG/5 ML'], [1, 4], true],
  ['AMOXICILINA / ACIDO CLAVULANICO', ['875/125 MG', '400/57 MG/5 ML'], [0, 4], true],
  ['AZITROMICINA', ['500 MG', '200 MG/5 ML'], [0, 4], true],
  ['CIPROFLOXACINO', ['250 MG', '500 MG'], [0], true],
  ['CEFALEXINA', ['500 MG', '250 MG/5 ML'], [1, 4], false],
  ['METFORMINA', ['500 MG', '850 MG'], [0], true],
  ['GLIBENCLAMIDA', ['5 MG'], [0], false],
  ['LOSARTAN', ['50 MG', '100 MG'], [0], true],
  ['ENALAPRIL', ['10 MG', '20 MG'], [0], true],
  ['AMLODIPINO', ['5 MG', '10 MG'], [0], true],
  ['ATORVASTATINA', ['20 MG', '40 MG'], [0], true],
  ['OMEPRAZOL', ['20 MG', '40 MG'], [1, 5], true],
  ['RANITIDINA', ['150 MG'], [0], false],
  ['LORATADINA', ['10 MG', '5 MG/5 ML'], [0, 3], true],
  ['CETIRIZINA', ['10 MG', '1 MG/ML'], [0, 6], false],
  ['SALBUTAMOL', ['100 MCG', '2 MG/5 ML'], [8, 3], false],
  ['AMBROXOL', ['30 MG', '15 MG/5 ML'], [0, 3], true],
  ['BUTILHIOSCINA', ['10 MG', '20 MG/ML'], [0, 5], false],
  ['METAMIZOL SODICO', ['500 MG', '1 G/2 ML'], [0, 5], true],
  ['LOPERAMIDA', ['2 MG'], [0], false],
  ['METOCLOPRAMIDA', ['10 MG', '4 MG/ML'], [0, 6], false],
  ['CLONAZEPAM', ['2 MG', '2.5 MG/ML'], [0, 6], false],
  ['SERTRALINA', ['50 MG'], [0], true],
  ['LEVOTIROXINA', ['50 MCG', '100 MCG'], [0], false],
  ['PREDNISONA', ['5 MG', '50 MG'], [0], false],
  ['DEXAMETASONA', ['8 MG/2 ML'], [5], false],
  ['CLOTRIMAZOL', ['1 %'], [2], false],
  ['KETOCONAZOL', ['2 %', '200 MG'], [2, 0], false],
  ['NEOMICINA / FLUOCINOLONA', ['3.5 MG/0.25 MG'], [2], false],
  ['VITAMINA C', ['1 G', '500 MG'], [0, 9], false],
  ['COMPLEJO B', ['TABLETAS', 'INYECTABLE'], [0, 5], false],
  ['ACIDO ACETILSALICILICO', ['100 MG', '500 MG'], [0, 9], true],
  ['TRAMADOL', ['50 MG', '100 MG/ML'], [1, 6], false],
  ['SILDENAFIL', ['50 MG', '100 MG'], [0], true],
  ['NITROFURANTOINA', ['100 MG'], [1], false],
];

/** Pharmaceutical forms and their measures [descripcion, aplicar gotas]. */
const FORMAS: [string, string, [string, boolean][]][] = [
  [
    'TABLETAS',
    'TAB',
    [
      ['PIEZA', false],
      ['MG', false],
    ],
  ],
  [
    'CAPSULAS',
    'CAP',
    [
      ['PIEZA', false],
      ['MG', false],
    ],
  ],
  ['CREMA', 'CREMA', [['GRAMOS', false]]],
  ['JARABE', 'JBE', [['MILILITROS', false]]],
  ['SUSPENSION', 'SUSP', [['MILILITROS', false]]],
  [
    'SOLUCION INYECTABLE',
    'SOL INY',
    [
      ['AMPOLLETA', false],
      ['MILILITROS', false],
    ],
  ],
  [
    'GOTAS',
    'GTS',
    [
      ['MILILITROS (GOTAS)', true],
      ['FRASCO GOTERO', true],
    ],
  ],
  ['SOLUCION INYECTABLE IM', 'SOL INY IM', [['AMPOLLETA', false]]],
  ['AEROSOL', 'AER', [['DOSIS', false]]],
  ['TABLETAS EFERVESCENTES', 'TAB EFERV', [['PIEZA', false]]],
];

const LABORATORIOS = [
  'LABORATORIOS PISA',
  'GENOMMA LAB',
  'LABORATORIOS LIOMONT',
  'SILANES',
  'ULTRA LABORATORIOS',
  'AMSA',
  'LABORATORIOS SENOSIAIN',
  'PSICOFARMA',
  'BIRMEX',
  'ALTIA',
  'BAYER DE MEXICO',
  'SANOFI AVENTIS',
  'PFIZER',
  'LABORATORIOS KENER',
  'STEREN FARMA',
  'ANTIBIOTICOS DE MEXICO',
  'PROBIOMED',
  'LABORATORIOS GRIN',
  'RAYERE',
  'MAVER',
];
const LINEAS = [
  'ETICO',
  'GENERICO INTERCAMBIABLE',
  'OTC',
  'ANTIBIOTICO',
  'CONTROLADO',
  'PERFUMERIA',
  'NATURISTA',
];
const FAMILIAS = [
  'ANALGESICOS',
  'ANTIBIOTICOS',
  'ANTIHIPERTENSIVOS',
  'ANTIDIABETICOS',
  'GASTROINTESTINALES',
  'ANTIHISTAMINICOS',
  'RESPIRATORIOS',
  'DERMATOLOGICOS',
  'VITAMINAS Y SUPLEMENTOS',
  'SISTEMA NERVIOSO',
  'HORMONALES',
  'RECARGAS TIEMPO AIRE',
];
const FORMAS_ADMINISTRACION = [
  'ORAL',
  'INTRAMUSCULAR',
  'INTRAVENOSA',
  'TOPICA',
  'INHALADA',
  'OFTALMICA',
  'SUBLINGUAL',
];
const PROVEEDORES: [string, string][] = [
  ['DISTRIBUIDORA DIFARMER S.A. DE C.V.', 'DIF950101AB1'],
  ['NADRO S.A.P.I. DE C.V.', 'NAD861113QZ3'],
  ['CASA SABA S.A. DE C.V.', 'CSA920301KJ4'],
  ['FARMACOS NACIONALES S.A. DE C.V.', 'FNA760512LM8'],
  ['MARZAM S.A. DE C.V.', 'MAR820415TR2'],
  ['DROGUERIA DEL NORTE S.A. DE C.V.', 'DNO010203HG5'],
  ['DISTRIBUIDORA DE MEDICAMENTOS DE OCCIDENTE', 'DMO990707PQ1'],
];
const CLASIFICACIONES = ['PATENTE', 'GENERICO', 'OTC', 'CONTROLADO GRUPO IV', 'ANTIBIOTICO'];
const PRESENTACIONES = [
  'C/10',
  'C/14',
  'C/20',
  'C/30',
  'C/100 ML',
  'C/120 ML',
  'C/60 G',
  'C/5 AMP',
  'C/15 ML',
];

/** EAN-13 with Mexico's 750 prefix and a valid check digit. */
const ean13 = (random: Random) => {
  const base = `750${String(random.int(0, 999_999_999)).padStart(9, '0')}`;
  const sum = [...base].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return `${base}${(10 - (sum % 10)) % 10}`;
};

const insertar = async <T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 1000) => {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
};

/** The chain's catalogues behind the selects (part of the demo: a real installation imports its own). */
const seedCatalogos = async (tx: Tx) => {
  await tx
    .insert(catFormulas)
    .values(FORMULAS.map(([descripcion, , , desglozar]) => ({ descripcion, desglozar })));
  await tx.insert(catPresentaciones).values(FORMAS.map(([descripcion]) => ({ descripcion })));
  await tx
    .insert(catMedidas)
    .values(
      FORMAS.flatMap(([, , medidas], i) =>
        medidas.map(([descripcion, aplicar]) => ({ codPresentacion: i + 1, descripcion, aplicar })),
      ),
    );
  await tx.insert(catLaboratorios).values(LABORATORIOS.map((descripcion) => ({ descripcion })));
  await tx.insert(catLineas).values(LINEAS.map((descripcion) => ({ descripcion })));
  await tx.insert(catFamilias).values(FAMILIAS.map((descripcion) => ({ descripcion })));
  await tx
    .insert(catFormasAdministracion)
    .values(FORMAS_ADMINISTRACION.map((descripcion) => ({ descripcion })));
  await tx
    .insert(catGenericos)
    .values(FORMULAS.map(([descripcion], i) => ({ descripcion: `${descripcion} (GI)`, codFormula: i + 1 })));
  await tx.insert(catProveedores).values(PROVEEDORES.map(([nombre, rfc]) => ({ nombre, rfc })));
  const marcas = ['PISA', 'GENOMMA', 'LIOMONT', 'SILANES', 'ULTRA', 'SENOSIAIN', 'ALTIA', 'KENER'];
  await tx.insert(catProveedoresMarcasEnc).values(marcas.map((nombre) => ({ nombre })));
  // Each brand is sold by three of the suppliers.
  await tx.insert(catProveedoresMarcasDet).values(
    marcas.flatMap((_, i) =>
      [0, 1, 2].map((k) => ({
        idCatProveedoresMarcasEnc: i + 1,
        codProveedor: ((i + k) % PROVEEDORES.length) + 1,
      })),
    ),
  );
  await tx.insert(catRecargasProveedores).values([{ descripcion: 'TAECEL' }, { descripcion: 'PAGAQUI' }]);
  await tx
    .insert(catRecargasCompanias)
    .values(['TELCEL', 'MOVISTAR', 'AT&T', 'UNEFON', 'BAIT'].map((descripcion) => ({ descripcion })));
  await tx
    .insert(catRecargasTiposProducto)
    .values(['TIEMPO AIRE', 'PAQUETE DE DATOS', 'PAGO DE SERVICIO'].map((descripcion) => ({ descripcion })));
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

export const articulosDemoSeeder: DemoSeeder = {
  area: 'articulos',
  seed: async (tx: Tx, ctx: DemoContext) => {
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
};

export const articulosLargeSeeder: LargeSeeder = {
  area: 'articulos',
  seed: async (tx: Tx) => {
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
};
