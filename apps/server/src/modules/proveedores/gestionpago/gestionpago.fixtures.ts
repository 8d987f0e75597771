import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { signIn } from '../../../../test/session.ts';
import type { Queryable } from '../../../db/client.ts';
import { rowsOf } from '../../../platform/sql.ts';

export const NOTAS_CON = '/Facturas/ProveedoresFacturasNotasCon/';
export const PROCESO = '/Facturas/ProveedoresFacturasProcesoPago/';
export const PAGOS = '/Facturas/ProveedoresFacturasProcesoPagoCon/';
export const DETALLE = (pago: number, det: number) =>
  `/Facturas/ProveedoresFacturasPagoDetalleCon/${pago}/${det}`;
export const BANCOS = (det: number) => `/Facturas/ProveedoresFacturasComboBanco/${det}`;
export const COMPROBANTE = '/Facturas/ProveedoresFacturasComprobante/';
export const RECIBO = (pago: number) => `/Facturas/ProveedoresFacturasGenerarRecibo/${pago}`;

/** A small real PDF (its first bytes are '%PDF-'). */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A PNG's first bytes: not a PDF whatever its name says. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a2e40000000049454e44ae426082',
  'hex',
);

let secuencia = 0;
const unico = () => `${Date.now().toString(36)}${(++secuencia).toString(36)}`;

/**
 * The app on its own database copy with its outbox in a folder of its own, the users, and builders
 * of this file's own suppliers, accounts, contacts, orders, invoices and notes (no demo data used).
 */
export const abrirGestionPago = async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'farmasi-gestionpago-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const { app, db } = await createTestApp({ DATA_DIR: dataDir });
  const admin = await signIn(app, 'admin');
  const consulta = await signIn(app, 'consulta');
  // Two branches of the pharmacy line in different states.
  const sucursales = await rowsOf<{ cod: number; estado: string }>(
    db,
    sql`select distinct on (estado) cod_sucursal as cod, estado from cat_sucursales
         where id_empresa = 1 order by estado, cod_sucursal limit 2`,
  );
  const [suc1, suc2] = sucursales as [{ cod: number; estado: string }, { cod: number; estado: string }];
  const bandeja = path.join(dataDir, 'outbox');
  const correos = () => {
    try {
      return readdirSync(bandeja)
        .sort()
        .map((f) => readFileSync(path.join(bandeja, f), 'utf8'));
    } catch {
      return [];
    }
  };
  return { app, db, admin, consulta, suc1, suc2, correos, ...constructores(db) };
};

export type Contexto = Awaited<ReturnType<typeof abrirGestionPago>>;

const constructores = (db: Queryable) => {
  /** A brand, its supplier and the brand supplier (det), with accounts and contacts as asked. */
  const proveedor = async (
    o: { cuentas?: number; contactos?: { correo: string; pago: boolean }[]; diasCredito?: number } = {},
  ) => {
    const u = unico();
    const [{ cod }] = (await rowsOf<{ cod: number }>(
      db,
      sql`insert into cat_proveedores (nombre) values (${`Proveedor Prueba ${u}`}) returning cod_proveedor as cod`,
    )) as [{ cod: number }];
    const [{ enc }] = (await rowsOf<{ enc: number }>(
      db,
      sql`insert into cat_proveedores_marcas_enc (nombre) values (${`Marca Prueba ${u}`})
          returning id_cat_proveedores_marcas_enc as enc`,
    )) as [{ enc: number }];
    const [{ det }] = (await rowsOf<{ det: number }>(
      db,
      sql`insert into cat_proveedores_marcas_det (id_cat_proveedores_marcas_enc, cod_proveedor, dias_credito)
          values (${enc}, ${cod}, ${o.diasCredito ?? 30}) returning id_cat_proveedores_marcas_det as det`,
    )) as [{ det: number }];
    const cuentas: number[] = [];
    for (let i = 0; i < (o.cuentas ?? 1); i++) {
      const [c] = (await rowsOf<{ id: number }>(
        db,
        sql`insert into cat_proveedores_marcas_cuentas (id_cat_proveedores_marcas_det, banco, cuenta, nombre_cuenta, cuenta_principal)
            values (${det}, ${i === 0 ? 72 : 12}, ${`01218000${String(1000 + i)}`}, ${`Cuenta ${i + 1}`}, ${i === 1})
            returning id_cat_proveedores_marcas_cuentas as id`,
      )) as [{ id: number }];
      cuentas.push(c.id);
    }
    for (const k of o.contactos ?? [{ correo: `pagos.${u}@proveedor.mx`, pago: true }])
      await db.execute(
        sql`insert into cat_proveedores_marcas_det_contacto (id_cat_proveedores_marcas_det, id_cat_proveedores_marcas_areas,
              cargo_de_area, nombre_contacto, correo, telefono, confirmar_pago_correo)
            values (${det}, 1, 'Gerente', 'Ana Pérez', ${k.correo}, '5512345678', ${k.pago})`,
      );
    return { det, cod, marca: `Marca Prueba ${u}`, nombre: `Proveedor Prueba ${u}`, cuentas };
  };

  let folio = 700_000 + Math.floor(Math.random() * 100_000);
  /** An invoice of a brand supplier. */
  const factura = async (
    det: number,
    o: {
      importe?: string;
      estatus?: string;
      sucursal?: number | null;
      pedido?: number;
      fechaFactura?: string;
      subida?: string;
    } = {},
  ) => {
    const [f] = (await rowsOf<{ id: number; folio: number }>(
      db,
      sql`insert into facturas_proveedores (id_cat_proveedores_marcas_det, folio_factura, serie, importe, fecha_subida,
            fecha_factura, estatus, cod_sucursal, id_pedido_proveedor_enc)
          values (${det}, ${++folio}, 'A', ${o.importe ?? '1000.00'}::numeric,
                  ${o.subida ?? new Date().toISOString()}::timestamptz, ${o.fechaFactura ?? '2026-01-15'}::date,
                  ${o.estatus ?? 'ER'}, ${o.sucursal === undefined ? null : o.sucursal}, ${o.pedido ?? null})
          returning id_facturas_proveedores as id, folio_factura as folio`,
    )) as [{ id: number; folio: number }];
    return f.id;
  };
  /** A credit note of a brand supplier. */
  const nota = async (
    det: number,
    o: { importe?: string; estatus?: string; sucursal?: number | null } = {},
  ) => {
    const [n] = (await rowsOf<{ id: number }>(
      db,
      sql`insert into facturas_proveedores_nota_credito (id_cat_proveedores_marcas_det, folio, serie, importe,
            fecha_carga, fecha_nota, estatus, cod_sucursal)
          values (${det}, ${++folio}, 'NC', ${o.importe ?? '100.00'}::numeric, now(), '2026-01-20',
                  ${o.estatus ?? 'N'}, ${o.sucursal === undefined ? null : o.sucursal})
          returning id_facturas_proveedores_nota_credito as id`,
    )) as [{ id: number }];
    return n.id;
  };
  /** A supplier order of a branch. */
  const pedido = async (det: number, sucursal: number) => {
    const [p] = (await rowsOf<{ id: number; folio: number }>(
      db,
      sql`insert into pedidos_proveedor_enc (folio_pedido_proveedor, cod_sucursal, id_cat_proveedores_marcas_det, fecha_pedido, estatus)
          values (${++folio}, ${sucursal}, ${det}, now(), 'S') returning id_pedido_proveedor_enc as id, folio_pedido_proveedor as folio`,
    )) as [{ id: number; folio: number }];
    return p;
  };
  const estatusDe = async (tabla: 'facturas' | 'notas', id: number) =>
    (
      (await rowsOf<{ estatus: string; pago: number | null }>(
        db,
        tabla === 'facturas'
          ? sql`select estatus, id_facturas_proveedores_pago_enc as pago from facturas_proveedores where id_facturas_proveedores = ${id}`
          : sql`select estatus, id_facturas_proveedores_pago_enc as pago from facturas_proveedores_nota_credito
                 where id_facturas_proveedores_nota_credito = ${id}`,
      )) as [{ estatus: string; pago: number | null }]
    )[0];
  const pagosDe = (det: number) =>
    rowsOf<{ id: number; estatus: string; totalFacturas: string; totalNotas: string; importe: string }>(
      db,
      sql`select id_facturas_proveedores_pago_enc as id, estatus, total_facturas::text as "totalFacturas",
                 total_notas::text as "totalNotas", importe::text as importe
            from facturas_proveedores_pago_enc where id_cat_proveedores_marcas_det = ${det} order by 1`,
    );
  return { proveedor, factura, nota, pedido, estatusDe, pagosDe };
};
