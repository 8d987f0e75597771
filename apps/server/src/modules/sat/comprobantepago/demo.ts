import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import type { Actor } from '../../../platform/audit.ts';
import type { Pac } from '../../../platform/cfdi/tipos.ts';
import { hoy, instanteDeHoraLocal, sumarDias } from '../../../platform/fechas.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { createRandom, type Random } from '../../../seed/prng.ts';
import { semilla } from '../../../seed/registry.ts';
import { pacActivo } from './cfdi.ts';
import { decimal } from './datos-cfdi.ts';
import { guardarPago } from './service.ts';
import { facturasCredito } from './tablas.ts';
import { timbrarComprobante } from './timbrado.ts';

/** A version-4 UUID from the generator, upper case as the SAT writes it. */
const uuidDe = (r: Random) => {
  const hex = Array.from({ length: 32 }, () => r.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = (8 + r.int(0, 3)).toString(16);
  const h = hex.join('').toUpperCase();
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

/** An invoice's amounts in cents: medicines at 0%, the rest at 16%. */
const importes = (r: Random) => {
  const tasa0 = r.next() < 0.3 ? 0 : r.int(20_000, 1_500_000);
  const tasa16 = r.next() < 0.25 && tasa0 > 0 ? 0 : r.int(50_000, 3_000_000);
  const iva = Math.round(tasa16 * 0.16);
  return { tasa16, iva, tasa0, total: tasa16 + iva + tasa0 };
};

/** The provider the demo stamps with: only the local test authority (never a real PAC's account). */
const pacDePrueba = async (): Promise<Pac | null> => {
  try {
    const pac = await pacActivo();
    return pac.modoPrueba ? pac : null;
  } catch {
    return null;
  }
};

interface FacturaDemo {
  id: number;
  codCliente: number;
  fecha: string;
  total: number;
}

/**
 * Credit invoices (stamped, with UUIDs) of ten credit customers over the last two years, and the
 * receipts that paid them: most older invoices paid whole or in part by receipts stamped by the local
 * test authority; a few recent receipts left unstamped (one with the PAC's message) to be generated
 * from either screen; every customer with invoices still owed in the last month.
 */
export default semilla({
  despues: ['contabilidad/empresas-credito'],
  demo: async (tx, ctx) => {
    const r = createRandom(2_606_036);
    const clientes = await rowsOf<{ codCliente: number }>(
      tx,
      sql`select c.cod_cliente as "codCliente" from clientes_credito c
            join clientes_credito_domicilios d on d.cod_cliente = c.cod_cliente
           where not c.publico_general order by c.cod_cliente limit 10`,
    );
    if (!clientes.length) return;
    const dia = hoy();
    const facturas: FacturaDemo[] = [];
    let folio = 10_230;
    for (const { codCliente } of clientes) {
      const n = r.int(5, 9);
      // Spread over two years, the newest ones in the last month.
      const dias = Array.from({ length: n }, (_, i) => (i < 2 ? r.int(1, 28) : r.int(30, 720))).sort(
        (a, b) => b - a,
      );
      for (const atras of dias) {
        const a = importes(r);
        folio += r.int(1, 4);
        const [f] = await tx
          .insert(facturasCredito)
          .values({
            codCliente,
            serie: 'FB',
            folio,
            uuid: uuidDe(r),
            fecha: sumarDias(dia, -atras),
            baseTasa16: decimal(a.tasa16),
            iva16: decimal(a.iva),
            baseTasa0: decimal(a.tasa0),
            total: decimal(a.total),
            saldo: decimal(a.total),
            creadoPor: ctx.usuarios.admin,
          })
          .returning();
        facturas.push({ id: f!.idFacturaCredito, codCliente, fecha: f!.fecha, total: a.total });
      }
    }

    const actor: Actor = {
      idUsuario: ctx.usuarios.admin,
      codEmpleado: ctx.empleados.admin,
      requestId: 'demo',
      metodo: 'SEED',
      ruta: 'sat/comprobantepago/demo',
    };
    const pac = await pacDePrueba();
    const db = tx as unknown as Database;
    // The receipts planned customer by customer, then saved in the order they were issued (folios follow time).
    const plan = clientes.flatMap(({ codCliente }) => {
      const suyas = facturas.filter((f) => f.codCliente === codCliente && f.fecha < sumarDias(dia, -29));
      const recibos = [];
      for (let i = 0; i < suyas.length; ) {
        const grupo = suyas.slice(i, i + r.int(1, 3));
        i += grupo.length;
        const suerte = r.next();
        if (suerte < 0.2) continue; // still owed whole
        const parcial = suerte < 0.45;
        const ultima = grupo.reduce((x, f) => (f.fecha > x ? f.fecha : x), grupo[0]!.fecha);
        const fechaPago = sumarDias(ultima, r.int(15, 28));
        const emision = sumarDias(fechaPago, r.int(0, 2));
        recibos.push({
          pago: { codCliente, formaPago: r.pick(['03', '03', '03', '02', '01', '04', '28']), fechaPago },
          facturas: grupo.map((f) => ({
            idFacturaCredito: f.id,
            importePagado: parcial ? Math.round((f.total * r.int(30, 70)) / 100) / 100 : undefined,
          })),
          emision,
          instante: instanteDeHoraLocal(
            new Date(`${emision}T${String(r.int(9, 18)).padStart(2, '0')}:15:00Z`),
          ),
        });
      }
      return recibos;
    });
    plan.sort((a, b) => a.instante.getTime() - b.instante.getTime());
    const pendientes: number[] = [];
    let recientes = 0;
    for (const p of plan) {
      const [pago] = await guardarPago(db, actor, p.pago, p.facturas, p.instante);
      // Every other receipt of the last three months stays unstamped.
      if (p.emision >= sumarDias(dia, -90) && recientes++ % 2 === 0) pendientes.push(pago!.idPago);
      else if (pac) await timbrarComprobante(tx, actor, pago!.idPago, { pac, ahora: p.instante });
    }
    // Two of them with what a PAC answered when it refused or did not answer.
    const [primero, segundo] = pendientes;
    for (const [id, mensaje] of [
      [primero, 'Tiempo de espera agotado al conectar con el PAC (30 s).'],
      [
        segundo,
        'CFDI40145 - El campo Nombre del receptor, debe pertenecer al nombre asociado al RFC registrado en el campo Rfc del Receptor.',
      ],
    ] as const)
      if (id !== undefined)
        await tx.execute(sql`update comprobantes_pago set mensaje_pac = ${mensaje} where id_pago = ${id}`);
  },
});
