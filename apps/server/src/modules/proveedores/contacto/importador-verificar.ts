import { marcasMessages } from '@farmasi/contracts/catalogos/catproveedoresmarca';
import { RFC_EXTRANJERO } from '@farmasi/contracts/contabilidad/empresas-credito';
import { fallaCuenta } from '@farmasi/contracts/proveedores/contacto/validar';
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { catBancos, catProveedores, catProveedoresMarcasAreas } from '../../../db/schema/index.ts';
import { comparable } from '../../../platform/importacion/celdas.ts';
import type { ErrorFila, FilaValida } from '../../../platform/importacion/tipos.ts';
import { C, claveMarca, clavePar, proveedoresMsg as m, type ProveedorImportado } from './importador-tipos.ts';

/** The departments and banks a file may name: by number or code, or by name (accents and case aside). */
export const catalogosContacto = async (db: Queryable) => {
  const areas = await db.select().from(catProveedoresMarcasAreas).orderBy(catProveedoresMarcasAreas.area);
  const bancos = await db.select().from(catBancos);
  const porTexto = <T>(filas: T[], id: (f: T) => number, nombre: (f: T) => string) => {
    const mapa = new Map<string, number>();
    for (const f of filas) {
      mapa.set(String(id(f)), id(f));
      mapa.set(comparable(nombre(f)), id(f));
    }
    return (texto: string) => mapa.get(/^\d+$/.test(texto) ? String(Number(texto)) : comparable(texto));
  };
  return {
    areas: areas.map((a) => a.area),
    area: porTexto(
      areas,
      (a) => a.idCatProveedoresMarcasAreas,
      (a) => a.area,
    ),
    banco: porTexto(
      bancos,
      (b) => b.codigo,
      (b) => b.descripcion,
    ),
  };
};

/**
 * The first time a key is seen its data are remembered; later, the same key must come with the same
 * data (a supplier's name, a pair's terms, a contact, an account repeated on several rows).
 */
const consistente = (vistas: Set<string>, clave: string, datos: string) => {
  if (!vistas.has(clave)) {
    vistas.add(clave);
    vistas.add(`${clave}=${datos}`);
    return true;
  }
  return vistas.has(`${clave}=${datos}`);
};

/**
 * A batch against the file's earlier rows (`vistas`) and the database: a supplier's, a pair's, a
 * contact's and an account's cells agree on every row that repeats them; one default supplier per
 * brand and one principal account per pair; an RFC is one supplier's; the department and the bank
 * exist, and a CLABE is of the bank named.
 */
export const verificarProveedores = async (
  db: Queryable,
  lote: readonly FilaValida<ProveedorImportado>[],
  vistas: Set<string>,
): Promise<ErrorFila[]> => {
  const errores: ErrorFila[] = [];
  const error = (linea: number, campo: string, razon: string) => errores.push({ linea, campo, razon });
  for (const { linea, valor: p } of lote) {
    const t = { codigo: String(p.codProveedor), marca: p.marca };
    const par = clavePar(p);
    if (!consistente(vistas, `proveedor:${p.codProveedor}`, [p.nombre, p.rfc, p.activo].join('\t')))
      error(linea, C.nombre, m.otroProveedor.replace('{codigo}', t.codigo));
    // The foreign suppliers' generic RFC is everyone's: it is unique to none.
    if (p.rfc && p.rfc !== RFC_EXTRANJERO && !consistente(vistas, `rfc:${p.rfc}`, t.codigo))
      error(linea, C.rfc, m.rfcEnArchivo.replace('{rfc}', p.rfc));
    const terminos = [p.vigencia, p.diasCredito, p.diasInventario, p.predeterminado].join('\t');
    if (!consistente(vistas, `par:${par}`, terminos))
      error(linea, C.marca, m.otroPar.replace('{marca}', t.marca).replace('{codigo}', t.codigo));
    if (p.predeterminado && !consistente(vistas, `predeterminado:${claveMarca(p.marca)}`, t.codigo))
      error(linea, C.predeterminado, marcasMessages.unSoloDefault);
    if (p.contacto) {
      const { correo, ...resto } = p.contacto;
      if (!consistente(vistas, `contacto:${par}\t${correo.toLowerCase()}`, JSON.stringify(resto)))
        error(linea, C.correo, m.otroContacto.replace('{correo}', correo).replace('{marca}', t.marca));
    }
    if (p.cuenta) {
      const { cuenta, ...resto } = p.cuenta;
      if (!consistente(vistas, `cuenta:${par}\t${cuenta}`, JSON.stringify(resto)))
        error(linea, C.cuenta, m.otraCuenta.replace('{cuenta}', cuenta).replace('{marca}', t.marca));
      if (p.cuenta.principal && !consistente(vistas, `principal:${par}`, cuenta))
        error(linea, C.principal, m.dosPrincipales.replace('{codigo}', t.codigo).replace('{marca}', t.marca));
    }
  }

  const rfcs = [
    ...new Set(lote.flatMap((f) => (f.valor.rfc && f.valor.rfc !== RFC_EXTRANJERO ? [f.valor.rfc] : []))),
  ];
  const conRfc = rfcs.length
    ? await db
        .select({ cod: catProveedores.codProveedor, rfc: catProveedores.rfc })
        .from(catProveedores)
        .where(inArray(catProveedores.rfc, rfcs))
    : [];
  const catalogos = await catalogosContacto(db);
  for (const { linea, valor: p } of lote) {
    const otro = conRfc.find((r) => r.rfc === p.rfc && r.cod !== p.codProveedor);
    if (otro) error(linea, C.rfc, m.rfcDeOtro.replace('{rfc}', p.rfc).replace('{codigo}', String(otro.cod)));
    if (p.contacto && catalogos.area(p.contacto.departamento) === undefined)
      error(
        linea,
        C.departamento,
        m.departamentoNoExiste
          .replace('{departamento}', p.contacto.departamento)
          .replace('{lista}', catalogos.areas.join(', ')),
      );
    if (p.cuenta) {
      const banco = catalogos.banco(p.cuenta.banco);
      if (banco === undefined) error(linea, C.banco, m.bancoNoExiste.replace('{banco}', p.cuenta.banco));
      else {
        // A bank written by name is known now: the account's checks again, its CLABE's bank included.
        const falla = fallaCuenta({ banco, cuenta: p.cuenta.cuenta, nombreCuenta: p.cuenta.nombreCuenta });
        if (falla) error(linea, C.cuenta, falla.mensaje);
      }
    }
  }
  return errores;
};
