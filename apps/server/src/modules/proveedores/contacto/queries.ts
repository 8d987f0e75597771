import type {
  Area,
  Banco,
  Contacto,
  CuentaBanco,
  MarcaProveedor,
} from '@farmasi/contracts/proveedores/contacto';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { ordenEspanolSql, rowsOf } from '../../../platform/sql.ts';

/**
 * Every brand's suppliers (few: one row per brand and supplier), brand then supplier in Spanish
 * order, with their number of contacts (and of those marked for payment notices) and of accounts.
 */
export const marcasConProveedores = (db: Queryable) =>
  rowsOf<MarcaProveedor>(
    db,
    sql`select d.id_cat_proveedores_marcas_det as "idCatProveedoresMarcasDet",
               d.id_cat_proveedores_marcas_enc as "idCatProveedoresMarcasEnc",
               d.cod_proveedor as "codProveedor", me.nombre as "nombreMarca", p.nombre as "proveedor",
               (me.activo and p.activo) as "activo",
               coalesce(c.n, 0)::int as "contactos", coalesce(c.pago, 0)::int as "contactosPago",
               coalesce(k.n, 0)::int as "cuentas"
          from cat_proveedores_marcas_det d
          join cat_proveedores_marcas_enc me on me.id_cat_proveedores_marcas_enc = d.id_cat_proveedores_marcas_enc
          join cat_proveedores p on p.cod_proveedor = d.cod_proveedor
          left join (select id_cat_proveedores_marcas_det, count(*) as n,
                            count(*) filter (where confirmar_pago_correo) as pago
                       from cat_proveedores_marcas_det_contacto group by 1) c
            on c.id_cat_proveedores_marcas_det = d.id_cat_proveedores_marcas_det
          left join (select id_cat_proveedores_marcas_det, count(*) as n
                       from cat_proveedores_marcas_cuentas group by 1) k
            on k.id_cat_proveedores_marcas_det = d.id_cat_proveedores_marcas_det
         order by ${ordenEspanolSql(sql`me.nombre`)}, ${ordenEspanolSql(sql`p.nombre`)}, d.id_cat_proveedores_marcas_det`,
  );

/** The brand's supplier exists (optionally locked for the rest of the transaction). */
export const detalleExiste = async (db: Queryable, idDet: number, bloquear = false) =>
  (
    await rowsOf<{ id: number }>(
      db,
      sql`select id_cat_proveedores_marcas_det as id from cat_proveedores_marcas_det
           where id_cat_proveedores_marcas_det = ${idDet} ${bloquear ? sql`for update` : sql``}`,
    )
  ).length > 0;

/** The contacts of a brand's supplier (idContacto 0: all), department then name in Spanish order. */
export const contactosDe = (db: Queryable, idDet: number, idContacto = 0) =>
  rowsOf<Contacto>(
    db,
    sql`select c.id_cat_proveedores_marcas_det_contacto as "idCatProveedoresMarcasDetContacto",
               c.id_cat_proveedores_marcas_det as "idCatProveedoresMarcasDet",
               c.id_cat_proveedores_marcas_areas as "idCatProveedoresMarcasAreas", a.area,
               c.cargo_de_area as "cargoDeArea", c.nombre_contacto as "nombreContacto", c.correo,
               c.telefono, c.confirmar_pago_correo as "confirmarPagoCorreo"
          from cat_proveedores_marcas_det_contacto c
          join cat_proveedores_marcas_areas a using (id_cat_proveedores_marcas_areas)
         where c.id_cat_proveedores_marcas_det = ${idDet}
           and (${idContacto}::int = 0 or c.id_cat_proveedores_marcas_det_contacto = ${idContacto})
         order by ${ordenEspanolSql(sql`a.area`)}, ${ordenEspanolSql(sql`c.nombre_contacto`)},
                  c.id_cat_proveedores_marcas_det_contacto`,
  );

/** One contact by its id alone (whichever brand's supplier it belongs to). */
export const contactoPorId = async (db: Queryable, idContacto: number) =>
  (
    await rowsOf<{ idDet: number }>(
      db,
      sql`select id_cat_proveedores_marcas_det as "idDet" from cat_proveedores_marcas_det_contacto
           where id_cat_proveedores_marcas_det_contacto = ${idContacto}`,
    )
  )[0];

/** The bank accounts of a brand's supplier (idCuenta 0: all): the principal one first, then by bank. */
export const cuentasDe = (db: Queryable, idDet: number, idCuenta = 0) =>
  rowsOf<CuentaBanco>(
    db,
    sql`select k.id_cat_proveedores_marcas_cuentas as "idCatProveedoresMarcasCuentas",
               k.id_cat_proveedores_marcas_det as "idCatProveedoresMarcasDet",
               b.descripcion as "banco", b.codigo as "clave", k.cuenta, k.nombre_cuenta as "nombreCuenta",
               k.cuenta_principal as "cuentaPrincipal"
          from cat_proveedores_marcas_cuentas k
          join cat_bancos b on b.codigo = k.banco
         where k.id_cat_proveedores_marcas_det = ${idDet}
           and (${idCuenta}::int = 0 or k.id_cat_proveedores_marcas_cuentas = ${idCuenta})
         order by k.cuenta_principal desc, ${ordenEspanolSql(sql`b.descripcion`)}, k.cuenta,
                  k.id_cat_proveedores_marcas_cuentas`,
  );

export const areas = (db: Queryable) =>
  rowsOf<Area>(
    db,
    sql`select id_cat_proveedores_marcas_areas as "idCatProveedoresMarcasAreas", area
          from cat_proveedores_marcas_areas order by ${ordenEspanolSql(sql`area`)}`,
  );

export const bancos = (db: Queryable) =>
  rowsOf<Banco>(
    db,
    sql`select codigo, descripcion from cat_bancos order by ${ordenEspanolSql(sql`descripcion`)}`,
  );
