import { format } from '@farmasi/contracts/messages';
import { gestionPagoPantalla } from '@farmasi/contracts/proveedores/gestionpago';
import type { ComprobanteDatos } from '@farmasi/contracts/proveedores/gestionpago/esquemas';
import {
  COMPROBANTE_TAMANO_MAXIMO,
  gestionPagoMessages as m,
} from '@farmasi/contracts/proveedores/gestionpago/textos';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { guardarArchivo, TIPO_PDF } from '../../../platform/archivos.ts';
import type { Actor } from '../../../platform/audit.ts';
import { Rechazo } from '../../../platform/errors.ts';
import { escribir } from '../../../platform/escritura.ts';
import type { Correo } from '../../../platform/mail.ts';
import { rowsOf } from '../../../platform/sql.ts';
import { documentosDePago, unPago } from './detalle.ts';
import { correosDePago, cuentasDe, iso } from './queries.ts';
import { folioConSerie, formatoFecha, formatoFechaHora, moneda } from './textos-documento.ts';

export interface ArchivoRecibido {
  nombre: string;
  contenido: Buffer;
}

/** The proof's name as the supplier receives it: the chosen file's, always ending in .pdf. */
const nombreAdjunto = (nombre: string, id: number) => {
  const base = (nombre.split(/[\\/]/).pop() ?? '').trim();
  if (!base) return `comprobante-pago-${id}.pdf`;
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
};

/** The notice's text: the invoices paid, the notes applied, the total and the account paid to. */
const textoDelAviso = (o: {
  proveedor: string;
  marca: string;
  fechaPago: Date;
  facturas: { serie: string; folioFactura: number; fechaFactura: string; importe: number }[];
  notas: { serie: string; folio: number; fechaNota: string; importe: number }[];
  totalFacturas: number;
  totalNotas: number;
  importe: number;
  cuenta: string;
  conComprobante: boolean;
}) =>
  [
    `Estimado proveedor ${o.proveedor}:`,
    '',
    `Le informamos que se realizó el pago de las siguientes facturas de la marca ${o.marca} (fecha del pago: ${formatoFechaHora(o.fechaPago)}).`,
    '',
    'Facturas pagadas:',
    ...o.facturas.map(
      (f) =>
        `  - Factura ${folioConSerie(f.serie, f.folioFactura)} del ${formatoFecha(f.fechaFactura)}: ${moneda(f.importe)}`,
    ),
    ...(o.notas.length
      ? [
          '',
          'Notas de crédito aplicadas:',
          ...o.notas.map(
            (n) =>
              `  - Nota ${folioConSerie(n.serie, n.folio)} del ${formatoFecha(n.fechaNota)}: ${moneda(n.importe)}`,
          ),
        ]
      : []),
    '',
    `Total facturas: ${moneda(o.totalFacturas)}`,
    `Total notas de crédito: ${moneda(o.totalNotas)}`,
    `Total pagado: ${moneda(o.importe)}`,
    `Cuenta de depósito: ${o.cuenta}`,
    '',
    o.conComprobante ? 'Se adjunta el comprobante de pago.' : 'Este aviso no incluye comprobante de pago.',
    '',
    'Atentamente,',
    'Cuentas por pagar, FarmaSí',
  ].join('\n');

/**
 * 'Notificar pago a proveedor' (002 §4–§5, §7 confirm payment). With the payment locked, checks in
 * the spec's order: an account chosen (and the supplier's), a contact that receives the payment
 * notice, the proof a PDF by its content; then, in the same transaction, marks the payment P with
 * its account, proof (readable only by the screen's users) and sent date, its invoices P and its
 * notes A, and e-mails the payment contacts with the proof attached. A failed e-mail undoes it all;
 * a second call finds the payment P and is refused.
 */
export const notificarPago = async (
  db: Database,
  correo: Correo,
  actor: Actor,
  datos: ComprobanteDatos,
  archivo: ArchivoRecibido | null,
) =>
  escribir(db, actor, async ({ tx, auditar }) => {
    const id = datos.idFacturasProveedoresPagoEnc;
    const [bloqueado] = await rowsOf<{ estatus: string }>(
      tx,
      sql`select estatus from facturas_proveedores_pago_enc
           where id_facturas_proveedores_pago_enc = ${id} for update`,
    );
    const pago = bloqueado && (await unPago(tx, id));
    if (!pago) throw new Rechazo(m.pagoNoExiste);
    if (pago.estatus !== 'PP') throw new Rechazo(m.pagoNotificado);
    const idDet = pago.idCatProveedoresMarcasDet;
    if (!datos.idCatProveedoresMarcasCuentas)
      throw new Rechazo(format(m.sinCuentaBancaria, { marca: pago.marca }));
    const cuenta = (await cuentasDe(tx, idDet)).find((c) => c.codigo === datos.idCatProveedoresMarcasCuentas);
    if (!cuenta) throw new Rechazo(m.cuentaDeOtro);
    const correos = await correosDePago(tx, idDet);
    if (!correos.length) throw new Rechazo(format(m.sinCorreo, { marca: pago.marca }));
    const idArchivo = archivo
      ? await guardarArchivo(tx, {
          nombre: archivo.nombre,
          contenido: archivo.contenido,
          tipos: [TIPO_PDF],
          tamanoMaximo: COMPROBANTE_TAMANO_MAXIMO,
          pantalla: gestionPagoPantalla,
          creadoPor: actor.idUsuario,
          mensajes: { tipo: m.noEsPdf, tamano: m.pdfGrande },
        })
      : null;
    const [marcado] = (await rowsOf<{ fecha: Date }>(
      tx,
      sql`update facturas_proveedores_pago_enc
             set estatus = 'P', id_cat_proveedores_marcas_cuentas = ${cuenta.codigo},
                 id_archivo_comprobante = ${idArchivo}, fecha_notificacion = now(),
                 modificado_en = now(), modificado_por = ${actor.idUsuario}
           where id_facturas_proveedores_pago_enc = ${id} and estatus = 'PP'
       returning fecha_notificacion as fecha`,
    )) as [{ fecha: Date } | undefined];
    if (!marcado) throw new Rechazo(m.pagoNotificado);
    const facturas = await rowsOf<{ id: number }>(
      tx,
      sql`update facturas_proveedores set estatus = 'P', modificado_en = now(), modificado_por = ${actor.idUsuario}
           where id_facturas_proveedores_pago_enc = ${id} and estatus = 'PP'
       returning id_facturas_proveedores as id`,
    );
    const notas = await rowsOf<{ id: number }>(
      tx,
      sql`update facturas_proveedores_nota_credito
             set estatus = 'A', modificado_en = now(), modificado_por = ${actor.idUsuario}
           where id_facturas_proveedores_pago_enc = ${id} and estatus = 'PP'
       returning id_facturas_proveedores_nota_credito as id`,
    );
    await auditar(
      {
        tabla: 'facturas_proveedores_pago_enc',
        clave: id,
        antes: { estatus: 'PP' },
        despues: {
          estatus: 'P',
          idCatProveedoresMarcasCuentas: cuenta.codigo,
          idArchivoComprobante: idArchivo,
        },
      },
      ...facturas.map((f) => ({
        tabla: 'facturas_proveedores',
        clave: f.id,
        antes: { estatus: 'PP' },
        despues: { estatus: 'P' },
      })),
      ...notas.map((n) => ({
        tabla: 'facturas_proveedores_nota_credito',
        clave: n.id,
        antes: { estatus: 'PP' },
        despues: { estatus: 'A' },
      })),
    );
    const documentos = await documentosDePago(tx, id);
    await correo.enviar({
      para: correos,
      asunto: format(m.asuntoCorreo, { marca: pago.marca }),
      texto: textoDelAviso({
        proveedor: pago.proveedor,
        marca: pago.marca,
        fechaPago: pago.fechaPago,
        facturas: documentos.facturas,
        notas: documentos.notas,
        totalFacturas: pago.totalFacturas,
        totalNotas: pago.totalNotas,
        importe: pago.importe,
        cuenta: cuenta.descripcion,
        conComprobante: !!archivo,
      }),
      adjuntos: archivo
        ? [{ nombre: nombreAdjunto(archivo.nombre, id), contenido: archivo.contenido, tipoMime: TIPO_PDF }]
        : [],
    });
    return {
      idFacturasProveedoresPagoEnc: id,
      estatus: 'P',
      fechaNotificacion: iso(marcado.fecha),
      correos,
    };
  });
