import { CORREOS_MAX } from '@farmasi/contracts/contabilidad/empresas-credito';
import type { ColumnaImportacion } from '../../../platform/importacion/tipos.ts';

/** The credit customers' import's columns and messages (importador.ts). */

export const C = {
  rfc: 'RFC',
  nombre: 'Razón social',
  nombreComercial: 'Nombre comercial',
  regimenFiscal: 'Régimen fiscal',
  telefono: 'Teléfono',
  publicoGeneral: 'Público en general',
  calle: 'Calle',
  numExterior: 'Número exterior',
  numInterior: 'Número interior',
  codPostal: 'Código postal',
  colonia: 'Colonia',
  correos: 'Correos de facturación',
} as const;

export const clientesMsg = {
  coloniaAjena: 'La colonia {colonia} no es del código postal {cp} (son: {lista}).',
} as const;

const col = (
  nombre: string,
  requerida: boolean,
  ejemplo: string,
  descripcion: string,
): ColumnaImportacion => ({
  nombre,
  requerida,
  ejemplo,
  descripcion,
});

export const columnasClientes: readonly ColumnaImportacion[] = [
  col(
    C.rfc,
    true,
    'FUC850312AB3',
    'RFC del cliente: 12 caracteres una persona moral, 13 una física, con su dígito verificador; no el genérico ni el de extranjero. Si ya existe, se actualiza.',
  ),
  col(
    C.nombre,
    true,
    'Farmacéuticos Unidos del Centro',
    'Como en la constancia de situación fiscal; la de una persona moral sin su régimen societario (sin «S.A. de C.V.»). Hasta 254 caracteres.',
  ),
  col(C.nombreComercial, true, 'Farmacias Unidas', 'Hasta 254 caracteres.'),
  col(
    C.regimenFiscal,
    true,
    '601',
    'Clave del régimen fiscal del SAT (601, 603, 612, 626…), que corresponda a una persona moral o física según el RFC.',
  ),
  col(
    C.telefono,
    false,
    '2221234567',
    '10 dígitos (se ignoran espacios, guiones y paréntesis); se guarda como (222) 123-4567.',
  ),
  col(C.publicoGeneral, false, 'N', 'S o N; vacío es N.'),
  col(C.calle, true, 'Av. Juárez', 'Calle del domicilio fiscal, hasta 100 caracteres.'),
  col(C.numExterior, true, '100', 'Hasta 20 caracteres.'),
  col(C.numInterior, false, '', 'Hasta 20 caracteres; puede quedar vacío.'),
  col(
    C.codPostal,
    true,
    '72000',
    '5 dígitos; debe estar en el catálogo de códigos postales del SAT (SEPOMEX).',
  ),
  col(
    C.colonia,
    true,
    'Centro',
    'Una de las colonias de ese código postal (sin importar acentos ni mayúsculas).',
  ),
  col(
    C.correos,
    true,
    'facturas@unidos.mx; pagos@unidos.mx',
    `Correos a los que se envían sus facturas, separados por punto y coma; de 1 a ${CORREOS_MAX}.`,
  ),
];
