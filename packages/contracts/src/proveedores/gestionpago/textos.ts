/**
 * S33–S34 'Gestión de pago' (002 §2, §5, §9): the spec's messages verbatim (typos included) and the
 * screen's own texts where the spec is silent (docs/decisions/proveedores.md).
 */

/** 002 §5/§9: folio filter digits only, at most 9; brand filter at most 50 characters. */
export const FOLIO_MAX_DIGITOS = 9;
export const MARCA_MAX = 50;
/** The proof of payment: a PDF of at most 5 MB (the spec names no size). */
export const COMPROBANTE_TAMANO_MAXIMO = 5 * 1024 * 1024;
/** The first bytes of every PDF file. */
export const PDF_MAGIA = '%PDF-';

/** 002 §2 due filter. */
export const VENCIMIENTO = { todos: 'T', vencidos: 'V', noVencidos: 'N' } as const;
export type Vencimiento = (typeof VENCIMIENTO)[keyof typeof VENCIMIENTO];
export const vencimientoOpciones = [
  { value: VENCIMIENTO.todos, label: 'Todos' },
  { value: VENCIMIENTO.vencidos, label: 'Vencidos' },
  { value: VENCIMIENTO.noVencidos, label: 'No vencidos' },
] as const;

/** 002 §9: step 2 offers only PP and P, PP by default (labels as the invoices' statuses). */
export const ESTATUS_PAGO = { enProceso: 'PP', pagado: 'P' } as const;
export type EstatusPago = (typeof ESTATUS_PAGO)[keyof typeof ESTATUS_PAGO];
export const estatusPagoOpciones = [
  { value: ESTATUS_PAGO.enProceso, label: 'Proceso de pago' },
  { value: ESTATUS_PAGO.pagado, label: 'Pagada' },
] as const;

export const gestionPagoMessages = {
  // 002 §5, verbatim.
  sinCuentas: 'Es necesario capturar las cuentas para del proveedor : {proveedor}',
  otroProveedorFacturas: 'Solo debe seleccionar facturas del proveedor: {proveedor} y estado {estado}.',
  otroProveedorNotas: 'Solo debe de seleccionar documentos del proveedor: {proveedor} y estado {estado}.',
  todasDiferentesFacturas:
    'No es posible seleccionar todas las facturas por que tienen diferente proveedor o estado. Por favor, aplica un filtro por marca para continuar con la selección.',
  todasDiferentesNotas:
    'No es posible seleccionar todas las notas por que tienen diferente proveedor o estado. Por favor, aplica un filtro por marca para continuar con la selección.',
  todasOtroProveedorFacturas:
    'No es posible seleccionar todas las facturas por que ya fue selecionada un proveedor diferente. Por favor, valide sus datos seleccionados.',
  todasOtroProveedorNotas:
    'No es posible seleccionar todas las notas por que ya fue selecionada un proveedor diferente. Por favor, valide sus datos seleccionados.',
  notasExceden:
    'El importe de las notas de crédito no puede exceder el importe de las facturas seleccionadas.',
  confirmarProceso:
    'Se marcarán en proceso de pago las factura(s) y nota(s) seleccionadas. ¿Desea continuar?',
  sinCuentaBancaria:
    'El proveedor {marca} no tiene una cuenta bancaria registrada. Agregue una para continuar con el proceso.',
  sinCorreo:
    'El proveedor {marca} no tiene un correo asignado para el envio del comprobante. Agregue una para continuar con el proceso.',
  noEsPdf: 'Por favor selecciona un archivo PDF.',
  confirmarPago: 'Se marcará como pagado el proceso de pago seleccionado. ¿Desea continuar?',
  confirmarContrarecibo: '¿Está seguro de que desea generar el archivo de contrarecibo?',
  // The screen's own (the spec is silent).
  avisoCorreo:
    'Se enviará un correo al proveedor notificando el pago, con el comprobante adjunto si se seleccionó uno.',
  elegirPdf: 'Haga clic para seleccionar el comprobante de pago (PDF).',
  sinComprobante: 'El pago se notificó sin comprobante.',
  pdfGrande: 'El comprobante de pago no puede pasar de 5 MB.',
  procesado: 'Se marcaron en proceso de pago {facturas} factura(s) y {notas} nota(s).',
  notificado: 'Se marcó como pagado el pago y se notificó al proveedor por correo.',
  sinFacturas: 'Debe seleccionar al menos una factura.',
  repetidos: 'Un documento viene más de una vez.',
  noDisponibles:
    'Las facturas o notas seleccionadas ya no están disponibles para pago (alguna ya está en proceso de pago, pagada o no existe). Actualice la consulta.',
  otroProveedorServidor: 'Las facturas y notas de un pago deben ser del mismo proveedor y del mismo estado.',
  pedidoIncompleto: 'Las facturas del pedido {folio} se pagan juntas: seleccione todas.',
  pagoNoExiste: 'El pago no existe.',
  pagoNotificado: 'El pago ya fue marcado como pagado y notificado al proveedor.',
  cuentaDeOtro: 'La cuenta bancaria no es del proveedor del pago.',
  idInvalido: 'El identificador no es válido.',
  estatusInvalido: 'El estatus debe ser PP o P.',
  fechaInvalida: 'La fecha no es válida.',
  folioInvalido: 'El folio admite solo dígitos, a lo más 9.',
  asuntoCorreo: 'Notificación de pago de facturas - {marca}',
} as const;
