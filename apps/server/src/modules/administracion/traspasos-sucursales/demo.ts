import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { catSucursales, webUsuarios } from '../../../db/schema/index.ts';
import { createRandom, type Random } from '../../../seed/prng.ts';
import { semilla } from '../../../seed/registry.ts';
import { apellidos, nombresPila } from '../../../seed/sucursales-data.ts';
import { traspasosSucursalesDet, traspasosSucursalesEnc } from './tablas.ts';

/** Articles a Mexican pharmacy moves between branches: [code, description, unit cost in MXN]. */
const articulos: readonly [number, string, number][] = [
  [100101, 'PARACETAMOL 500 MG TAB C/10', 8.45],
  [100102, 'TEMPRA 500 MG TAB C/20', 41.3],
  [100115, 'IBUPROFENO 400 MG TAB C/10', 12.9],
  [100120, 'NAPROXENO SÓDICO 550 MG TAB C/12', 24.75],
  [100133, 'DICLOFENACO SÓDICO 100 MG TAB C/20', 18.6],
  [100140, 'KETOROLACO 10 MG TAB C/10', 15.2],
  [100201, 'AMOXICILINA 500 MG CAP C/12', 34.8],
  [100207, 'AMOXICILINA/ÁC. CLAVULÁNICO 875/125 MG TAB C/14', 118.4],
  [100215, 'CIPROFLOXACINO 500 MG TAB C/14', 39.9],
  [100222, 'AZITROMICINA 500 MG TAB C/3', 52.3],
  [100230, 'CEFALEXINA 500 MG CAP C/20', 46.15],
  [100301, 'LORATADINA 10 MG TAB C/20', 16.4],
  [100305, 'CETIRIZINA 10 MG TAB C/10', 14.85],
  [100401, 'OMEPRAZOL 20 MG CAP C/14', 19.7],
  [100408, 'PANTOPRAZOL 40 MG TAB C/14', 44.2],
  [100412, 'BUSCAPINA 10 MG GRAGEAS C/20', 58.9],
  [100420, 'PEPTO-BISMOL SUSPENSIÓN 236 ML', 96.5],
  [100501, 'METFORMINA 850 MG TAB C/30', 21.35],
  [100505, 'GLIBENCLAMIDA 5 MG TAB C/50', 17.8],
  [100510, 'LOSARTÁN POTÁSICO 50 MG TAB C/30', 27.6],
  [100514, 'ENALAPRIL 10 MG TAB C/30', 15.95],
  [100520, 'ATORVASTATINA 20 MG TAB C/30', 49.4],
  [100525, 'AMLODIPINO 5 MG TAB C/30', 19.25],
  [100601, 'SALBUTAMOL AEROSOL 100 MCG 200 DOSIS', 71.8],
  [100606, 'AMBROXOL JARABE 30 MG/5 ML 120 ML', 28.3],
  [100612, 'DESENFRIOL-D CAP C/12', 62.1],
  [100618, 'AFRIN ADULTO SOLUCIÓN NASAL 20 ML', 88.7],
  [100701, 'ELECTROLIT SUERO ORAL FRESA 625 ML', 19.9],
  [100702, 'SUERO ORAL VIDA SUERO 625 ML', 11.4],
  [100710, 'ALKA-SELTZER TAB EFERVESCENTES C/12', 38.2],
  [100801, 'VICK VAPORUB UNGÜENTO 50 G', 54.6],
  [100805, 'ÁCIDO FÓLICO 5 MG TAB C/20', 9.8],
  [100812, 'COMPLEJO B TAB C/30', 23.45],
  [100820, 'VITAMINA C 1 G TAB EFERV C/10', 31.7],
  [100901, 'CLORURO DE SODIO 0.9% SOL INY 500 ML', 24.1],
  [100905, 'JERINGA DESECHABLE 5 ML C/AGUJA 21G', 2.35],
  [100910, 'GASA ESTÉRIL 10 X 10 CM C/10', 13.6],
  [100915, 'CUBREBOCAS TRICAPA C/50', 42.9],
  [101001, 'PRUEBA DE EMBARAZO EN TIRA', 21.5],
  [101010, 'PAÑAL HUGGIES ETAPA 3 C/40', 219.0],
];

const motivos = [
  'Reabasto por desabasto en sucursal destino',
  'Producto próximo a caducar',
  'Apoyo por alta demanda',
  'Pedido especial de cliente',
  'Ajuste de inventario',
  'Cierre temporal de sucursal origen',
  'Redistribución de excedente',
];

const DAY_MS = 86_400_000;
const MEXICO_OFFSET_MS = 6 * 3_600_000; // Mexico City, UTC-6 all year since 2022

interface Traspaso {
  folioTraspaso: number;
  codSucursalOrigen: number;
  codSucursalDestino: number;
  motivo: string;
  usuarioEnvio: string;
  fechaTraspaso: Date;
  estatus: 'P' | 'R';
  idUsuarioRecibio: number | null;
  fechaRecibio: Date | null;
}

type Linea = Omit<typeof traspasosSucursalesDet.$inferInsert, 'idTraspasosSucursalesEnc'>;

const lote = (random: Random) =>
  `${String.fromCharCode(65 + random.int(0, 25))}${String.fromCharCode(65 + random.int(0, 25))}${random.int(10, 99)}${random.int(1000, 9999)}`;

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** 1 to maxLineas different articles, each with quantity, cost, lot and an expiry months ahead. */
const lineas = (random: Random, fecha: Date, maxLineas: number): Linea[] => {
  const n = random.int(1, maxLineas);
  const elegidos = new Set<number>();
  while (elegidos.size < n) elegidos.add(random.int(0, articulos.length - 1));
  return [...elegidos].map((i) => {
    const [codArticulo, descArticulo, costo] = articulos[i]!;
    return {
      codArticulo,
      descArticulo,
      cantidad: random.next() < 0.6 ? random.int(1, 12) : random.int(12, 60),
      costo: (costo * (0.95 + random.next() * 0.1)).toFixed(4),
      fechaCaducidad: isoDate(new Date(fecha.getTime() + random.int(150, 1100) * DAY_MS)),
      lote: lote(random),
    };
  });
};

/** A transfer made `dias` days ago during opening hours, received after a few hours or days (or not yet). */
const traspaso = (
  random: Random,
  folioTraspaso: number,
  sucursales: readonly number[],
  receptores: readonly number[],
  now: number,
  dias: number,
): Traspaso => {
  const codSucursalOrigen = random.pick(sucursales);
  let codSucursalDestino = random.pick(sucursales);
  while (codSucursalDestino === codSucursalOrigen) codSucursalDestino = random.pick(sucursales);
  const dia = Math.floor((now - MEXICO_OFFSET_MS) / DAY_MS) - dias;
  const hora = random.int(8 * 60, 21 * 60) * 60_000 + random.int(0, 59) * 1000;
  const fecha = new Date(dia * DAY_MS + MEXICO_OFFSET_MS + hora);
  const fechaTraspaso = fecha.getTime() > now ? new Date(now - random.int(5, 120) * 60_000) : fecha;
  // Older transfers have almost all been received; recent ones are often still on their way.
  const probabilidadRecibido = dias > 25 ? 0.97 : dias > 3 ? 0.7 : 0.25;
  const recibidoEn = fechaTraspaso.getTime() + random.int(2 * 60, 5 * 24 * 60) * 60_000;
  const recibido = random.next() < probabilidadRecibido && recibidoEn < now;
  return {
    folioTraspaso,
    codSucursalOrigen,
    codSucursalDestino,
    motivo: random.pick(motivos),
    usuarioEnvio: `${random.pick(nombresPila)} ${random.pick(apellidos)} ${random.pick(apellidos)}`,
    fechaTraspaso,
    estatus: recibido ? 'R' : 'P',
    idUsuarioRecibio: recibido ? random.pick(receptores) : null,
    fechaRecibio: recibido ? new Date(recibidoEn) : null,
  };
};

/** Inserts transfers and their lines in chunks; lines are linked through the unique folio. */
const insertar = async (tx: Tx, items: { enc: Traspaso; det: Linea[] }[]) => {
  const CHUNK = 1000;
  let total = 0;
  for (let i = 0; i < items.length; i += CHUNK) {
    const chunk = items.slice(i, i + CHUNK);
    const ids = await tx
      .insert(traspasosSucursalesEnc)
      .values(chunk.map((c) => c.enc))
      .returning({
        id: traspasosSucursalesEnc.idTraspasosSucursalesEnc,
        folio: traspasosSucursalesEnc.folioTraspaso,
      });
    const byFolio = new Map(ids.map((r) => [r.folio, r.id]));
    const det = chunk.flatMap((c) =>
      c.det.map((l) => ({ ...l, idTraspasosSucursalesEnc: byFolio.get(c.enc.folioTraspaso)! })),
    );
    for (let j = 0; j < det.length; j += 2000)
      await tx.insert(traspasosSucursalesDet).values(det.slice(j, j + 2000));
    total += det.length;
  }
  return total;
};

/** `count` transfers spread over the last `diasAtras` days, more of them recently, oldest folio first. */
const generar = (
  random: Random,
  count: number,
  diasAtras: number,
  primerFolio: number,
  sucursales: readonly number[],
  receptores: readonly number[],
  maxLineas: number,
) => {
  const now = Date.now();
  // Squaring a uniform number puts more transfers near today; every day still gets some.
  const dias = Array.from({ length: count }, () => Math.floor(random.next() ** 1.6 * diasAtras)).sort(
    (a, b) => b - a,
  );
  const encs = dias
    .map((d) => traspaso(random, 0, sucursales, receptores, now, d))
    .sort((a, b) => a.fechaTraspaso.getTime() - b.fechaTraspaso.getTime());
  // Folios follow the order in which the transfers were made.
  return encs.map((enc, i) => {
    enc.folioTraspaso = primerFolio + i;
    return { enc, det: lineas(random, enc.fechaTraspaso, maxLineas) };
  });
};

export const DEMO_TRASPASOS = 3000;

export const LARGE_TRASPASOS = 300_000;

/**
 * About 3,000 transfers between the demo branches over the last six months, a third of them recent;
 * at scale, 300,000 over two years among every branch of the large chain, 1 to 4 lines each.
 */
export default semilla({
  demo: async (tx, ctx) => {
    const random = createRandom(440_044);
    const sucursales = ctx.sucursales.map((s) => s.codSucursal);
    const receptores = [ctx.usuarios.admin, ctx.usuarios.cajero];
    await insertar(tx, generar(random, DEMO_TRASPASOS, 180, 100_001, sucursales, receptores, 6));
  },
  grande: async (tx) => {
    const random = createRandom(440_045);
    const sucursales = (
      await tx
        .select({ cod: catSucursales.codSucursal })
        .from(catSucursales)
        .where(eq(catSucursales.activo, true))
        .orderBy(asc(catSucursales.codSucursal))
    ).map((s) => s.cod);
    const receptores = (
      await tx
        .select({ id: webUsuarios.idUsuario })
        .from(webUsuarios)
        .orderBy(asc(webUsuarios.idUsuario))
        .limit(3)
    ).map((u) => u.id);
    const [max] = await tx
      .select({ folio: sql<number>`coalesce(max(${traspasosSucursalesEnc.folioTraspaso}), 0)::int` })
      .from(traspasosSucursalesEnc);
    let lineasTotal = 0;
    // Generated and inserted in slices so that the whole set is never held in memory at once.
    const SLICE = 20_000;
    for (let i = 0; i < LARGE_TRASPASOS; i += SLICE) {
      const items = generar(random, SLICE, 730, (max?.folio ?? 0) + 1 + i, sucursales, receptores, 4);
      lineasTotal += await insertar(tx, items);
    }
    await tx.execute(sql`analyze traspasos_sucursales_enc`);
    await tx.execute(sql`analyze traspasos_sucursales_det`);
    return `${LARGE_TRASPASOS} traspasos y ${lineasTotal} líneas agregados`;
  },
});
