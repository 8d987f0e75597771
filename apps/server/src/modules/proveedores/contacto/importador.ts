import { INT4_MAX } from '@farmasi/contracts';
import { NOMBRE_MARCA_MAX } from '@farmasi/contracts/catalogos/catproveedoresmarca';
import {
  esRfcValido,
  empresasCreditoMessages as mr,
  normalizarRfc,
  RFC_LARGO,
} from '@farmasi/contracts/contabilidad/empresas-credito';
import {
  type DatosCuenta,
  fallaContacto,
  fallaCuenta,
  contactoMessages as mc,
  TEXTO_CONTACTO_MAX,
} from '@farmasi/contracts/proveedores/contacto/validar';
import { lectorDeFila, leerEntero, leerSiNo, leerTexto } from '../../../platform/importacion/celdas.ts';
import type { Fila, Importador } from '../../../platform/importacion/tipos.ts';
import { rfcConDigitoValido } from '../../../platform/rfc.ts';
import { escribirProveedores } from './importador-escribir.ts';
import {
  C,
  claveMarca,
  columnasProveedores,
  PROVEEDOR_MAX,
  type ProveedorImportado,
} from './importador-tipos.ts';
import { verificarProveedores } from './importador-verificar.ts';

/**
 * Suppliers' import (issue 28, `npm run import -- proveedores`): each supplier with the brands it
 * sells, the payment contacts and the bank accounts of each pair (one principal). Upsert by the
 * supplier's code; the contacts by their e-mail and the accounts by their number within the pair.
 * The cells are checked with the contacts screen's rules (S29, fallaContacto and fallaCuenta: CLABE
 * included) and the brands catalogue's (S12, vigencia and credit days above zero).
 */

/** A bank cell: its code, or a name resolved against the catalogue later (`verificar`). */
export const bancoEscrito = (celda: string) => (/^\d{1,9}$/.test(celda) ? Number(celda) : null);
/** Stands for a bank written by name while the row is checked alone (any code above zero). */
const BANCO_POR_NOMBRE = Number.MAX_SAFE_INTEGER;

/** The account cells with the screen's checks; a bank by name is checked for the CLABE in `verificar`. */
export const fallaDeCuenta = (c: DatosCuenta, porNombre: boolean) => {
  const falla = fallaCuenta(c);
  return porNombre && falla?.mensaje === mc.clabeBanco ? null : falla;
};

const CAMPO_CONTACTO = {
  idCatProveedoresMarcasAreas: C.departamento,
  cargoDeArea: C.cargo,
  nombreContacto: C.contacto,
  correo: C.correo,
  telefono: C.telefono,
} as const;
const CAMPO_CUENTA = { banco: C.banco, cuenta: C.cuenta, nombreCuenta: C.nombreCuenta } as const;

export const validarProveedor = (fila: Fila) => {
  const { errores, leer, error } = lectorDeFila();
  const celda = (c: string) => fila[c] ?? '';
  const codProveedor = leer(C.codigo, leerEntero(celda(C.codigo), 1, INT4_MAX, true));
  const nombre = leer(C.nombre, leerTexto(celda(C.nombre), PROVEEDOR_MAX, true));
  const rfc = normalizarRfc(leer(C.rfc, leerTexto(celda(C.rfc), RFC_LARGO)) ?? '');
  // The credit customers' RFC rules (S22): the format, then the check digit; a foreign supplier's too.
  if (rfc && !esRfcValido(rfc)) error(C.rfc, mr.rfcInvalido);
  else if (rfc && !rfcConDigitoValido(rfc, { extranjero: true })) error(C.rfc, mr.digitoVerificador);
  const activo = leer(C.activo, leerSiNo(celda(C.activo), true));
  const marca = leer(C.marca, leerTexto(celda(C.marca), NOMBRE_MARCA_MAX, true));
  const vigencia = leer(C.vigencia, leerEntero(celda(C.vigencia), 1, 9, true));
  const diasCredito = leer(C.diasCredito, leerEntero(celda(C.diasCredito), 1, 999, true));
  const diasInventario = leer(C.diasInventario, leerEntero(celda(C.diasInventario), 0, 999));
  const predeterminado = leer(C.predeterminado, leerSiNo(celda(C.predeterminado), false));

  const datosContacto = [C.departamento, C.cargo, C.contacto, C.correo, C.telefono].map(celda);
  const hayContacto = datosContacto.some(Boolean) || !!celda(C.avisos);
  const avisos = leer(C.avisos, leerSiNo(celda(C.avisos), false));
  if (hayContacto) {
    const falla = fallaContacto({
      idCatProveedoresMarcasAreas: celda(C.departamento) ? 1 : null,
      cargoDeArea: celda(C.cargo),
      nombreContacto: celda(C.contacto),
      correo: celda(C.correo),
      // The screen's field keeps only the digits of what is typed or pasted.
      telefono: celda(C.telefono).replace(/\D/g, ''),
    });
    if (falla) error(CAMPO_CONTACTO[falla.campo], falla.mensaje);
    leer(C.departamento, leerTexto(celda(C.departamento), TEXTO_CONTACTO_MAX));
  }
  const hayCuenta = [C.banco, C.cuenta, C.nombreCuenta, C.principal].some((c) => celda(c));
  const principal = leer(C.principal, leerSiNo(celda(C.principal), false));
  if (hayCuenta) {
    const codigo = bancoEscrito(celda(C.banco));
    const porNombre = !!celda(C.banco) && codigo === null;
    const falla = fallaDeCuenta(
      {
        banco: porNombre ? BANCO_POR_NOMBRE : codigo,
        cuenta: celda(C.cuenta),
        nombreCuenta: celda(C.nombreCuenta),
      },
      porNombre,
    );
    if (falla) error(CAMPO_CUENTA[falla.campo], falla.mensaje);
    leer(C.banco, leerTexto(celda(C.banco), TEXTO_CONTACTO_MAX));
  }
  if (errores.length) return { errores };
  const valor: ProveedorImportado = {
    codProveedor: codProveedor!,
    nombre: nombre!,
    rfc,
    activo: activo!,
    marca: marca!,
    vigencia: vigencia!,
    diasCredito: diasCredito!,
    diasInventario: diasInventario ?? 0,
    predeterminado: predeterminado!,
    contacto: hayContacto
      ? {
          departamento: celda(C.departamento),
          cargoDeArea: celda(C.cargo),
          nombreContacto: celda(C.contacto),
          correo: celda(C.correo),
          telefono: celda(C.telefono).replace(/\D/g, ''),
          confirmarPagoCorreo: avisos!,
        }
      : null,
    cuenta: hayCuenta
      ? {
          banco: celda(C.banco),
          cuenta: celda(C.cuenta),
          nombreCuenta: celda(C.nombreCuenta),
          principal: principal!,
        }
      : null,
  };
  return { valor };
};

export const importadorProveedores: Importador<ProveedorImportado> = {
  tipo: 'proveedores',
  titulo: 'Proveedores (con marcas, contactos de pago y cuentas bancarias)',
  columnas: columnasProveedores,
  // One row per supplier × brand × contact × account: a row repeated whole is the framework's error.
  clave: (p) =>
    [
      p.codProveedor,
      claveMarca(p.marca),
      p.contacto?.correo.toLowerCase() ?? '',
      p.cuenta?.cuenta ?? '',
    ].join('\t'),
  validar: validarProveedor,
  verificar: verificarProveedores,
  escribir: escribirProveedores,
};

export default importadorProveedores;
