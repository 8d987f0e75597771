import type { ColumnaImportacion } from '../../../platform/importacion/tipos.ts';

/**
 * The suppliers' import's columns, messages and row type (importador.ts). A flat file: one row per
 * supplier × brand, with at most one contact and one bank account of that pair; more contacts or
 * accounts take more rows of the same supplier and brand, repeating their cells.
 */

export const C = {
  codigo: 'Código de proveedor',
  nombre: 'Proveedor',
  rfc: 'RFC',
  activo: 'Activo',
  marca: 'Marca',
  vigencia: 'Vigencia',
  diasCredito: 'Días de crédito',
  diasInventario: 'Días de inventario',
  predeterminado: 'Predeterminado de la marca',
  departamento: 'Departamento del contacto',
  cargo: 'Cargo del contacto',
  contacto: 'Nombre del contacto',
  correo: 'Correo del contacto',
  telefono: 'Teléfono del contacto',
  avisos: 'Recibe avisos de pago',
  banco: 'Banco',
  cuenta: 'Número de cuenta o CLABE',
  nombreCuenta: 'Nombre de la cuenta',
  principal: 'Cuenta principal',
} as const;

export const PROVEEDOR_MAX = 150;

export const proveedoresMsg = {
  otroProveedor:
    'El proveedor {codigo} tiene otro nombre, RFC o valor de Activo en una fila anterior del archivo.',
  otroPar:
    'La marca {marca} del proveedor {codigo} tiene otra vigencia, otros días o otro predeterminado en una fila anterior del archivo.',
  otroContacto:
    'El contacto {correo} de la marca {marca} tiene otros datos en una fila anterior del archivo.',
  otraCuenta: 'La cuenta {cuenta} de la marca {marca} tiene otros datos en una fila anterior del archivo.',
  dosPrincipales: 'Solo una cuenta puede ser la principal del proveedor {codigo} con la marca {marca}.',
  rfcDeOtro: 'El RFC {rfc} ya es del proveedor {codigo}.',
  rfcEnArchivo: 'El RFC {rfc} es de otro proveedor en una fila anterior del archivo.',
  departamentoNoExiste: 'El departamento {departamento} no existe (son: {lista}).',
  bancoNoExiste: 'El banco {banco} no existe.',
} as const;

export interface ContactoImportado {
  /** The department as written (its name or its number). */
  departamento: string;
  cargoDeArea: string;
  nombreContacto: string;
  correo: string;
  /** 10 digits. */
  telefono: string;
  confirmarPagoCorreo: boolean;
}

export interface CuentaImportada {
  /** The bank as written (its code or its name). */
  banco: string;
  cuenta: string;
  nombreCuenta: string;
  principal: boolean;
}

export interface ProveedorImportado {
  codProveedor: number;
  nombre: string;
  /** '' when the file leaves it empty. */
  rfc: string;
  activo: boolean;
  marca: string;
  vigencia: number;
  diasCredito: number;
  diasInventario: number;
  /** S makes the supplier the brand's default; N or empty leaves the brand's default as it is. */
  predeterminado: boolean;
  contacto: ContactoImportado | null;
  cuenta: CuentaImportada | null;
}

/** The key of a brand, as its unique index compares names. */
export const claveMarca = (marca: string) => marca.toLowerCase();
/** A supplier × brand pair in the file. */
export const clavePar = (p: ProveedorImportado) => `${p.codProveedor}\t${claveMarca(p.marca)}`;

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

export const columnasProveedores: readonly ColumnaImportacion[] = [
  col(
    C.codigo,
    true,
    '101',
    'Código del proveedor en la cadena (entero). Una fila por proveedor y marca; para más contactos o cuentas de esa marca, más filas con el mismo código y marca.',
  ),
  col(
    C.nombre,
    true,
    'Distribuidora Farmacéutica del Centro',
    `Nombre o razón social, hasta ${PROVEEDOR_MAX} caracteres; igual en todas sus filas.`,
  ),
  col(
    C.rfc,
    false,
    'DFC850312AB5',
    'RFC de 12 o 13 caracteres con su dígito verificador (XEXX010101000 para uno del extranjero); igual en todas sus filas; único.',
  ),
  col(C.activo, false, 'S', 'S o N; vacío es S.'),
  col(
    C.marca,
    true,
    'Genéricos del Centro',
    'Nombre de la marca (hasta 100 caracteres); si no existe se crea, sin imagen.',
  ),
  col(C.vigencia, true, '1', 'Vigencia de 1 a 9; igual en las filas del mismo proveedor y marca.'),
  col(
    C.diasCredito,
    true,
    '30',
    'Días de crédito de 1 a 999; igual en las filas del mismo proveedor y marca.',
  ),
  col(C.diasInventario, false, '15', 'Días de inventario de 0 a 999; vacío es 0.'),
  col(
    C.predeterminado,
    false,
    'S',
    'S: es el proveedor predeterminado de la marca (uno por marca). N o vacío no quita al actual; una marca sin predeterminado toma el primero por nombre.',
  ),
  col(
    C.departamento,
    false,
    'Crédito y cobranza',
    'Contacto de pago (opcional): su departamento (Crédito y cobranza, Ventas, Logística, Atención a clientes o Dirección). Si la fila trae contacto, todos sus datos son obligatorios.',
  ),
  col(C.cargo, false, 'Gerente de cobranza', 'Hasta 50 caracteres.'),
  col(C.contacto, false, 'Laura Méndez Ruiz', 'Hasta 50 caracteres.'),
  col(
    C.correo,
    false,
    'cobranza@dfcentro.com.mx',
    'Correo válido, hasta 50 caracteres; identifica al contacto dentro de la marca.',
  ),
  col(C.telefono, false, '2221234567', '10 dígitos (se ignoran espacios, guiones y paréntesis).'),
  col(C.avisos, false, 'S', 'S: recibe por correo los avisos de pago; N o vacío: no.'),
  col(
    C.banco,
    false,
    '12',
    'Cuenta bancaria (opcional): la clave del banco (2 BANAMEX, 12 BBVA MEXICO, 14 SANTANDER, 72 BANORTE…) o su nombre. Si la fila trae cuenta, banco, número y nombre son obligatorios.',
  ),
  col(
    C.cuenta,
    false,
    '012180001234567899',
    'Solo dígitos, hasta 50; una de 18 es CLABE: se revisa su dígito verificador y que sus 3 primeros sean la clave del banco. Identifica la cuenta dentro de la marca.',
  ),
  col(
    C.nombreCuenta,
    false,
    'Distribuidora Farmacéutica del Centro',
    'Titular o alias de la cuenta, hasta 50 caracteres.',
  ),
  col(
    C.principal,
    false,
    'S',
    'S: es la cuenta principal del proveedor con esa marca (una sola). La primera cuenta de la marca es la principal mientras no se marque otra.',
  ),
];
