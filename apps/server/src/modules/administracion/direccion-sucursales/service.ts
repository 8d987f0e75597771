import { format } from '@farmasi/contracts';
import {
  type Direccion,
  descripcionTipo,
  digitosTelefono,
  type GuardarDireccion,
  direccionMessages as m,
  TIPOS_SIN_ELIMINAR,
  validarDireccion,
} from '@farmasi/contracts/administracion/direccion-sucursales';
import { and, eq, max } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { catSucursales, catSucursalesDirecciones, coloniasDeCodigoPostal } from '../../../db/schema/index.ts';
import { type Actor, audit } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { isUniqueViolation } from '../../../platform/sql.ts';
import { buscarDireccion } from './queries.ts';

const TABLA = 'cat_sucursales_direcciones';
const d = catSucursalesDirecciones;
type Input = Required<Omit<GuardarDireccion, 'sucursal' | 'municipio' | 'estado' | 'localidad'>>;

/**
 * Creates (tipo 0: the branch's next type, 1 Farmacia first) or updates an address. The spec's
 * checks run in its order; municipio, estado and localidad come from the postal-code catalogue.
 */
export const guardarDireccion = async (
  db: Database,
  actor: Actor,
  input: Input,
  intento = 1,
): Promise<Direccion> => {
  const failure = validarDireccion(input);
  if (failure) throw new Rechazo(failure.message);
  const cp = input.cP.trim();
  const colonias = await coloniasDeCodigoPostal(db, cp);
  if (colonias.length === 0) throw new Rechazo(m.cpInvalido);
  const colonia = colonias.find((c) => c.colonia === input.colonia.trim());
  if (!colonia) throw new Rechazo(format(m.coloniaNoPertenece, { colonia: input.colonia.trim(), cp }));

  const valores = {
    codigoPostal: cp,
    colonia: colonia.colonia,
    calle: input.calle.trim(),
    numExterior: input.numExterior.trim(),
    entreCalles: input.entreCalles.trim(),
    telefono: digitosTelefono(input.telefono),
    municipio: colonia.municipio,
    estado: colonia.estado,
    localidad: colonia.localidad,
    horarios: input.horarios.trim(),
    domicilioDescriptivo: input.domicilioDescriptivo.trim(),
    horarioApertura: input.horarioApertura,
    horarioCierre: input.horarioCierre,
  };
  try {
    return await db.transaction(async (tx) => {
      const [sucursal] = await tx
        .select()
        .from(catSucursales)
        .where(and(eq(catSucursales.codSucursal, input.codSucursal), eq(catSucursales.activo, true)));
      if (!sucursal) throw new Rechazo(format(m.sucursalNoExiste, { codSucursal: input.codSucursal }));
      let tipo = input.tipo;
      if (tipo === 0) {
        const [ultimo] = await tx
          .select({ tipo: max(d.tipo) })
          .from(d)
          .where(eq(d.codSucursal, input.codSucursal));
        tipo = (ultimo?.tipo ?? 0) + 1;
        await tx
          .insert(d)
          .values({ codSucursal: input.codSucursal, tipo, ...valores, creadoPor: actor.idUsuario });
        await audit(tx, actor, { tabla: TABLA, clave: `${input.codSucursal}-${tipo}`, despues: valores });
      } else {
        const antes = await buscarDireccion(tx, input.codSucursal, tipo);
        if (!antes) throw new Rechazo(m.direccionNoExiste);
        await tx
          .update(d)
          .set({ ...valores, modificadoPor: actor.idUsuario, modificadoEn: new Date() })
          .where(and(eq(d.codSucursal, input.codSucursal), eq(d.tipo, tipo)));
        await audit(tx, actor, {
          tabla: TABLA,
          clave: `${input.codSucursal}-${tipo}`,
          antes,
          despues: valores,
        });
      }
      const guardada = await buscarDireccion(tx, input.codSucursal, tipo);
      if (!guardada) throw new Error('La dirección no se guardó');
      return guardada;
    });
  } catch (error) {
    // Two users adding the branch's next address at once: the second one tries again.
    if (isUniqueViolation(error) && input.tipo === 0 && intento < 3)
      return guardarDireccion(db, actor, input, intento + 1);
    throw error;
  }
};

/** Deletes a consulting-room address; types 1 and 2 are never deleted (003 §2.3). */
export const eliminarDireccion = (db: Database, actor: Actor, input: { codSucursal: number; tipo: number }) =>
  db.transaction(async (tx) => {
    if ((TIPOS_SIN_ELIMINAR as readonly number[]).includes(input.tipo))
      throw new Rechazo(format(m.noEliminable, { tipo: descripcionTipo(input.tipo) }));
    const antes = await buscarDireccion(tx, input.codSucursal, input.tipo);
    if (!antes) throw new Rechazo(m.direccionNoExiste);
    await tx.delete(d).where(and(eq(d.codSucursal, input.codSucursal), eq(d.tipo, input.tipo)));
    await audit(tx, actor, { tabla: TABLA, clave: `${input.codSucursal}-${input.tipo}`, antes });
    return { codSucursal: input.codSucursal, tipo: input.tipo };
  });
