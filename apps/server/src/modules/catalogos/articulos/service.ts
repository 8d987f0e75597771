import { format } from '@farmasi/contracts';
import type { Articulo } from '@farmasi/contracts/catalogos/articulos/esquemas';
import { articulosMsg as m } from '@farmasi/contracts/catalogos/articulos/textos';
import { validarArticulo } from '@farmasi/contracts/catalogos/articulos/validar';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import {
  catArticulos,
  catArticulosCodBarras,
  catArticulosProveedoresCostosEnc,
} from '../../../db/schema/index.ts';
import { type Actor, audit } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { isUniqueViolation } from '../../../platform/sql.ts';
import { detalleDeCadena } from './detalle.ts';
import {
  chainRow,
  chainRowOfDifarmer,
  codBarrasDe,
  difarmerRow,
  duenoDeCodBarras,
  medida,
  registroSsaEscritoDistinto,
} from './queries.ts';

const TABLA = 'cat_articulos';

/** PostgreSQL foreign_key_violation: a chosen catalogue value no longer exists. */
const isForeignKeyViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
};

const nz = (n: number) => (n > 0 ? n : null);

/** The columns of a chain row from the article as received (after the rules were applied). */
const columnas = (a: Articulo, gotasHabilitadas: boolean) => ({
  codArticulo: nz(a.codArticulo),
  soloFarmasi: a.soloFarmasi,
  descripcion: a.descripcion,
  descripcionFarmasi: a.descripcionFarmasi.trim() || a.descripcion,
  estatus: a.estatusFarmasi,
  alto: a.alto.toFixed(2),
  ancho: a.ancho.toFixed(2),
  fondo: a.fondo.toFixed(2),
  colectivo: a.colectivo,
  ultimoCosto: a.ultimoCosto.toFixed(4),
  iva: a.iva,
  ieps: a.ieps,
  fechaCaducidad: a.fechaCaducidad,
  codigoSat: a.codigoSAT,
  registroSsa: a.registroSSA,
  fraccion: a.fraccion,
  codFormula: nz(a.farmasi.formula.codigo),
  codLaboratorio: nz(a.farmasi.laboratorio.codigo),
  codLinea: nz(a.farmasi.linea.codigo),
  codFamilia: nz(a.farmasi.familia.codigo),
  codFormaFarmaceutica: nz(a.farmasi.formaFarmaceutica.codigo),
  codGenerico: nz(a.generico || a.farmasi.generico.codigo),
  codProveedor: nz(a.farmasi.proveedor.codigo),
  codMedida: nz(a.codMedida),
  gotasMl: (gotasHabilitadas ? a.gotasML : 0).toFixed(2),
  formaAdministracion: nz(a.formaAdministracion),
  // Contenido is kept only where the form lets the user write it (000 §5 field limits).
  presentacion: a.soloFarmasi || a.unidadVtaFcia > 1 ? a.presentacion : '',
  unidadCompraProv: a.unidadCompraProv,
  unidadVtaFcia: a.unidadVtaFcia,
  proveedorDefault: nz(a.proveedorDefault),
  idCatProveedoresMarcasEnc: nz(a.idCatProveedoresMarcasEnc),
  articuloRecarga: a.articuloRecarga,
  recargaProveedor: a.articuloRecarga ? nz(a.recargaProveedor) : null,
  recargaCompania: a.articuloRecarga ? nz(a.recargaCompania) : null,
  recargaTipoProducto: a.articuloRecarga ? nz(a.recargaTipoProducto) : null,
  recargaSku: a.articuloRecarga ? a.recargaSKU : '',
  recargaImporte: (a.articuloRecarga ? a.recargaImporte : 0).toFixed(2),
  recargaDescripcion: a.articuloRecarga ? a.recargaDescripcion : '',
  recargaCaracteristica: a.articuloRecarga ? a.recargaCaracteristica : '',
});

/**
 * Saves an article and its barcodes in one transaction (000 §5 article save): the wholesaler-owned
 * fields of a linked article come from the DIFARMER row, then the spec's checks run in order.
 * modo 'agregar' only completes a pending DIFARMER article.
 */
export const guardarArticulo = async (
  db: Database,
  actor: Actor,
  recibido: Articulo,
  modo: 'agregar' | 'guardar',
): Promise<Articulo> => {
  try {
    return await db.transaction((tx) => guardarEn(tx, actor, recibido, modo));
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new Rechazo(m.catalogoNoExiste);
    if (isUniqueViolation(error)) throw new Rechazo(m.catalogoNoExiste);
    throw error;
  }
};

const guardarEn = async (tx: Tx, actor: Actor, recibido: Articulo, modo: 'agregar' | 'guardar') => {
  const anterior =
    recibido.codArticuloFarmasi > 0 ? await chainRow(tx, recibido.codArticuloFarmasi) : undefined;
  if (recibido.codArticuloFarmasi > 0 && !anterior)
    throw new Rechazo(format(m.noExiste, { codigo: recibido.codArticuloFarmasi }));
  if (modo === 'agregar' && (recibido.codArticulo === 0 || anterior))
    throw new Rechazo(format(m.difarmerNoExiste, { codigo: recibido.codArticulo }));

  // The link to DIFARMER never changes once made; a new article links to the code it was opened with.
  const codArticulo = anterior ? (anterior.codArticulo ?? 0) : recibido.codArticulo;
  let a: Articulo = { ...recibido, codArticulo, soloFarmasi: codArticulo === 0 };
  if (codArticulo > 0) {
    const d = await difarmerRow(tx, codArticulo);
    if (!d) throw new Rechazo(format(m.difarmerNoExiste, { codigo: codArticulo }));
    if (!anterior) {
      const otro = await chainRowOfDifarmer(tx, codArticulo);
      if (otro)
        throw new Rechazo(
          format(m.yaCompletado, { codigo: codArticulo, codigoFarmasi: otro.codArticuloFarmasi }),
        );
    }
    a = {
      ...a,
      descripcion: d.descripcion,
      iva: d.iva,
      ieps: d.ieps,
      registroSSA: d.registroSsa,
      fraccion: d.fraccion,
      ultimoCosto: Number(d.ultimoCosto),
      codigoSAT: a.articuloRecarga ? a.codigoSAT : a.codigoSAT || d.codigoSat,
    };
  }

  const med = a.codMedida > 0 ? await medida(tx, a.codMedida) : undefined;
  if (a.codMedida > 0 && !med) throw new Rechazo(m.catalogoNoExiste);
  const gotasHabilitadas = med?.aplicar === true;
  const costos = anterior
    ? await tx
        .select({ precioGlobal: catArticulosProveedoresCostosEnc.precioGlobal })
        .from(catArticulosProveedoresCostosEnc)
        .where(eq(catArticulosProveedoresCostosEnc.codArticuloFarmasi, anterior.codArticuloFarmasi))
    : [];
  const falla = validarArticulo(a, { gotasHabilitadas, costos });
  if (falla) throw new Rechazo(falla.mensaje);
  if (med && med.codPresentacion !== a.farmasi.formaFarmaceutica.codigo)
    throw new Rechazo(m.medidaNoCorresponde);
  // The chain writes the Registro SSA only of its own articles (a linked one takes DIFARMER's).
  const registro = a.soloFarmasi ? a.registroSSA.trim() : '';
  const otro = registro
    ? await registroSsaEscritoDistinto(tx, registro, anterior?.codArticuloFarmasi ?? 0)
    : undefined;
  if (otro)
    throw new Rechazo(
      format(m.registroSsaEscritoDistinto, { registro, existente: otro.registro, codigo: otro.codigo }),
    );

  const valores = columnas(a, gotasHabilitadas);
  const now = new Date();
  let codigoFarmasi: number;
  if (anterior) {
    codigoFarmasi = anterior.codArticuloFarmasi;
    await tx
      .update(catArticulos)
      .set({ ...valores, modificadoPor: actor.idUsuario, modificadoEn: now })
      .where(eq(catArticulos.codArticuloFarmasi, codigoFarmasi));
  } else {
    const [creado] = await tx
      .insert(catArticulos)
      .values({ ...valores, creadoPor: actor.idUsuario, creadoEn: now })
      .returning({ codigo: catArticulos.codArticuloFarmasi });
    if (!creado) throw new Error('El artículo no se insertó');
    codigoFarmasi = creado.codigo;
  }

  const barrasAntes = anterior ? (await codBarrasDe(tx, codigoFarmasi)).map((b) => b.codBarras) : [];
  const barras = [...new Set(a.codBarras.map((b) => b.codBarras.trim()).filter(Boolean))];
  for (const codBarras of barras) {
    const dueno = await duenoDeCodBarras(tx, codBarras);
    if (dueno && dueno.codArticuloFarmasi !== codigoFarmasi)
      throw new Rechazo(
        format(m.codBarrasAsignado, {
          codBarras,
          codigo: dueno.codArticuloFarmasi,
          descripcion: dueno.descripcion,
        }),
      );
  }
  await tx.delete(catArticulosCodBarras).where(eq(catArticulosCodBarras.codArticuloFarmasi, codigoFarmasi));
  if (barras.length > 0)
    await tx
      .insert(catArticulosCodBarras)
      .values(barras.map((codBarras) => ({ codBarras, codArticuloFarmasi: codigoFarmasi, tipo: 'F' })));

  await audit(tx, actor, {
    tabla: TABLA,
    clave: codigoFarmasi,
    antes: anterior ? { ...anterior, codBarras: barrasAntes } : null,
    despues: { ...valores, codBarras: barras },
  });
  const guardado = await chainRow(tx, codigoFarmasi);
  if (!guardado) throw new Error('El artículo guardado no se encontró');
  return detalleDeCadena(tx, guardado);
};

/** validacodbarra: refuses a barcode that another article already holds. */
export const validarCodBarras = async (db: Database, codBarras: string) => {
  const dueno = await duenoDeCodBarras(db, codBarras);
  if (dueno)
    throw new Rechazo(
      format(m.codBarrasAsignado, {
        codBarras,
        codigo: dueno.codArticuloFarmasi,
        descripcion: dueno.descripcion,
      }),
    );
  return { codBarras };
};
