import type {
  ClienteCredito,
  CorreoCliente,
  Domicilio,
} from '@farmasi/contracts/contabilidad/empresas-credito';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import {
  catRegimenesFiscales,
  clientesCreditoCorreos,
  clientesCreditoDomicilios,
} from '../../../db/schema/index.ts';
import { codigoExacto, contieneTexto, ordenEspanolSql, rowsOf } from '../../../platform/sql.ts';

/** How many customers one answer lists. */
export const CLIENTES_MAX = 500;

const clientesSql = (where: SQL) => sql`
  select c.cod_cliente as "codCliente", c.cod_cliente as "idCatClientesFacturacion", c.nombre as "nombre",
         c.nombre_comercial as "nombreComercial", c.rfc as "rfc", c.telefono as "telefono",
         c.regimen_fiscal as "regimenFiscal", r.descripcion as "descripcionRegimen",
         c.publico_general as "publicoGeneral", c.empresa_credito::int as "empresaCredito",
         coalesce(d.cod_postal, '') as "codPostal", coalesce(d.colonia, '') as "colonia"
    from clientes_credito c
    join cat_regimenes_fiscales r using (regimen_fiscal)
    left join clientes_credito_domicilios d using (cod_cliente)
   where ${where}
   order by ${ordenEspanolSql(sql`c.nombre`)}, c.cod_cliente
   limit ${CLIENTES_MAX}`;

/** Every customer, or those whose code is the text or whose RFC or names hold it (accents and case aside). */
export const listarClientes = (db: Queryable, buscar = '') => {
  const t = buscar.trim();
  return rowsOf<ClienteCredito>(
    db,
    clientesSql(
      t
        ? sql`(c.cod_cliente = ${codigoExacto(t)} or c.rfc like ${`%${t.toUpperCase()}%`}
               or ${contieneTexto(sql`c.nombre`, t)} or ${contieneTexto(sql`c.nombre_comercial`, t)})`
        : sql`true`,
    ),
  );
};

export const clientePorRfc = async (db: Queryable, rfc: string) =>
  (await rowsOf<ClienteCredito>(db, clientesSql(sql`c.rfc = ${rfc}`)))[0];

export const clientePorCodigo = async (db: Queryable, codCliente: number) =>
  (await rowsOf<ClienteCredito>(db, clientesSql(sql`c.cod_cliente = ${codCliente}`)))[0];

export const correosDe = async (db: Queryable, codCliente: number): Promise<CorreoCliente[]> =>
  (
    await db
      .select({ correo: clientesCreditoCorreos.correo })
      .from(clientesCreditoCorreos)
      .where(eq(clientesCreditoCorreos.codCliente, codCliente))
      .orderBy(asc(clientesCreditoCorreos.idCorreo))
  ).map((r) => ({ idCatClientesFacturacion: codCliente, correo: r.correo }));

export const domiciliosDe = async (db: Queryable, codCliente: number): Promise<Domicilio[]> =>
  (
    await db
      .select()
      .from(clientesCreditoDomicilios)
      .where(eq(clientesCreditoDomicilios.codCliente, codCliente))
  ).map(({ codCliente: _c, ...d }) => d);

export const listarRegimenes = (db: Queryable) =>
  db
    .select({
      regimenFiscal: catRegimenesFiscales.regimenFiscal,
      descripcion: catRegimenesFiscales.descripcion,
      fisica: catRegimenesFiscales.fisica,
      moral: catRegimenesFiscales.moral,
    })
    .from(catRegimenesFiscales)
    .orderBy(asc(catRegimenesFiscales.regimenFiscal));
