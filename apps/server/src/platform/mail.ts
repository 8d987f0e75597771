import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface Adjunto {
  nombre: string;
  contenido: Buffer;
  tipoMime?: string;
}

export interface Mensaje {
  para: string | readonly string[];
  cc?: string | readonly string[];
  responderA?: string;
  asunto: string;
  /** Plain text body; give it always, HTML readers are not every reader. */
  texto: string;
  html?: string;
  adjuntos?: readonly Adjunto[];
}

export interface Enviado {
  messageId: string;
  /** The .eml written when no SMTP server is configured. */
  archivo?: string;
}

interface Bitacora {
  info: (obj: object, msg: string) => void;
}

export interface Correo {
  enviar(mensaje: Mensaje): Promise<Enviado>;
  cerrar(): void;
}

const lista = (v: string | readonly string[] | undefined) =>
  v === undefined ? undefined : [v].flat().join(', ');

const opcionesDe = (from: string, m: Mensaje): nodemailer.SendMailOptions => ({
  from,
  to: lista(m.para),
  ...(m.cc ? { cc: lista(m.cc) } : {}),
  ...(m.responderA ? { replyTo: m.responderA } : {}),
  subject: m.asunto,
  text: m.texto,
  ...(m.html ? { html: m.html } : {}),
  attachments: (m.adjuntos ?? []).map((a) => ({
    filename: a.nombre,
    content: a.contenido,
    ...(a.tipoMime ? { contentType: a.tipoMime } : {}),
  })),
});

/** A file name that sorts by time and never collides: 20261123T121500123Z-3f9a1c.eml */
const nombreEml = (ahora = new Date()) =>
  `${ahora.toISOString().replace(/[-:.]/g, '')}-${randomBytes(3).toString('hex')}.eml`;

/**
 * The one way to send mail. With SMTP_URL, through that server (nodemailer's pooled SMTP
 * transport). Without it, every message is written whole (RFC 5322, CRLF) as an .eml file in
 * DATA_DIR/outbox/ and logged: development and tests send nothing, and nothing is lost.
 */
export const crearCorreo = (
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>,
  log: Bitacora,
): Correo => {
  if (config.SMTP_URL) {
    const transporte = nodemailer.createTransport(config.SMTP_URL);
    return {
      enviar: async (m) => {
        const info = await transporte.sendMail(opcionesDe(config.MAIL_FROM, m));
        log.info({ para: lista(m.para), asunto: m.asunto, messageId: info.messageId }, 'correo enviado');
        return { messageId: info.messageId };
      },
      cerrar: () => transporte.close(),
    };
  }
  const bandeja = path.join(config.DATA_DIR, 'outbox');
  const transporte = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    enviar: async (m) => {
      const info = await transporte.sendMail(opcionesDe(config.MAIL_FROM, m));
      await mkdir(bandeja, { recursive: true });
      const archivo = path.join(bandeja, nombreEml());
      await writeFile(archivo, info.message as Buffer, { mode: 0o600 });
      log.info(
        { para: lista(m.para), asunto: m.asunto, archivo },
        'correo guardado en la bandeja de salida (sin SMTP_URL)',
      );
      return { messageId: info.messageId, archivo };
    },
    cerrar: () => transporte.close(),
  };
};
