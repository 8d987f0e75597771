import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { crearCorreo } from './mail.ts';

const MAIL_FROM = 'FarmaSí <no-responder@farmasi.local>';
const dataDir = mkdtempSync(path.join(tmpdir(), 'farmasi-mail-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const bitacora = () => {
  const lineas: { obj: object; msg: string }[] = [];
  return { lineas, info: (obj: object, msg: string) => lineas.push({ obj, msg }) };
};

const mensaje = {
  para: ['compras@farmasi.mx', 'Ana López <ana@farmasi.mx>'],
  asunto: 'Contrarrecibo 15 — acción requerida',
  texto: 'Estimado proveedor: su contrarrecibo está listo.',
  html: '<p>Estimado proveedor: su <b>contrarrecibo</b> está listo.</p>',
  adjuntos: [
    { nombre: 'contrarrecibo.pdf', contenido: Buffer.from('%PDF-1.3 prueba'), tipoMime: 'application/pdf' },
  ],
};

describe('configuration', () => {
  const secretos = { JWT_SECRET: 'x'.repeat(40), RECARGAS_KEY: Buffer.alloc(32, 1).toString('base64') };
  it('has no SMTP server by default and a sender', () => {
    const c = loadConfig(secretos);
    expect(c.SMTP_URL).toBeUndefined();
    expect(c.MAIL_FROM).toBe(MAIL_FROM);
  });
  it('takes only smtp:// or smtps:// addresses', () => {
    expect(loadConfig({ ...secretos, SMTP_URL: 'smtps://u:p@mail.farmasi.mx:465' }).SMTP_URL).toBe(
      'smtps://u:p@mail.farmasi.mx:465',
    );
    expect(() => loadConfig({ ...secretos, SMTP_URL: 'http://mail.farmasi.mx' })).toThrow(/SMTP_URL/);
  });
});

describe('without SMTP_URL: the outbox', () => {
  it('writes each message whole as an .eml file in DATA_DIR/outbox and logs it', async () => {
    const log = bitacora();
    const correo = crearCorreo({ DATA_DIR: dataDir, MAIL_FROM }, log);
    const enviado = await correo.enviar(mensaje);
    const segundo = await correo.enviar({ para: 'x@farmasi.mx', asunto: 'Otro', texto: 'b' });
    correo.cerrar();
    const bandeja = path.join(dataDir, 'outbox');
    expect(enviado.archivo).toBe(path.join(bandeja, path.basename(enviado.archivo!)));
    expect(readdirSync(bandeja).sort()).toEqual(
      [path.basename(enviado.archivo!), path.basename(segundo.archivo!)].sort(),
    );
    const eml = readFileSync(enviado.archivo!, 'utf8');
    const [cabeceras, ...cuerpo] = eml.split('\r\n\r\n');
    expect(cabeceras).toMatch(/^From: =\?UTF-8\?Q\?FarmaS=C3=AD\?= <no-responder@farmasi\.local>$/m);
    expect(cabeceras).toMatch(/^To: compras@farmasi\.mx, =\?UTF-8\?Q\?Ana_L=C3=B3pez\?= <ana@farmasi\.mx>$/m);
    expect(cabeceras).toMatch(/^Subject: /m);
    expect(cabeceras).toContain(`Message-ID: ${enviado.messageId}`);
    expect(cabeceras).toMatch(/^Content-Type: multipart\/mixed/m);
    const todo = cuerpo.join('\r\n\r\n');
    expect(todo).toContain('Estimado proveedor: su contrarrecibo est=C3=A1 listo.');
    expect(todo).toContain('Content-Type: text/html');
    expect(todo).toContain('Content-Disposition: attachment; filename=contrarrecibo.pdf');
    expect(todo).toContain(Buffer.from('%PDF-1.3 prueba').toString('base64'));
    expect(log.lineas[0]).toEqual({
      obj: {
        para: 'compras@farmasi.mx, Ana López <ana@farmasi.mx>',
        asunto: mensaje.asunto,
        archivo: enviado.archivo,
      },
      msg: 'correo guardado en la bandeja de salida (sin SMTP_URL)',
    });
  });

  it('encodes the subject so that a line break cannot add a header', async () => {
    const correo = crearCorreo({ DATA_DIR: dataDir, MAIL_FROM }, bitacora());
    const { archivo } = await correo.enviar({
      para: 'a@farmasi.mx',
      asunto: 'Hola\r\nBcc: x@malo.com',
      texto: 't',
    });
    expect(readFileSync(archivo!, 'utf8')).not.toMatch(/^Bcc:/m);
  });
});

describe('with SMTP_URL: a real SMTP conversation', () => {
  it('delivers the message to the server on loopback', async () => {
    const recibidos: { de: string; para: string[]; datos: string }[] = [];
    const servidor = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const partes: Buffer[] = [];
        stream.on('data', (c: Buffer) => partes.push(c));
        stream.on('end', () => {
          recibidos.push({
            de: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            para: session.envelope.rcptTo.map((r) => r.address),
            datos: Buffer.concat(partes).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
    const { port } = servidor.server.address() as AddressInfo;
    try {
      const log = bitacora();
      const correo = crearCorreo({ DATA_DIR: dataDir, MAIL_FROM, SMTP_URL: `smtp://127.0.0.1:${port}` }, log);
      const enviado = await correo.enviar(mensaje);
      correo.cerrar();
      expect(enviado.archivo).toBeUndefined();
      expect(recibidos).toHaveLength(1);
      expect(recibidos[0]!.de).toBe('no-responder@farmasi.local');
      expect(recibidos[0]!.para).toEqual(['compras@farmasi.mx', 'ana@farmasi.mx']);
      expect(recibidos[0]!.datos).toContain(`Message-ID: ${enviado.messageId}`);
      expect(recibidos[0]!.datos).toContain('su contrarrecibo est=C3=A1 listo.');
      expect(log.lineas[0]!.msg).toBe('correo enviado');
    } finally {
      await new Promise<void>((resolve) => servidor.close(() => resolve()));
    }
  });
});
