import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { timbrarLocalmente } from './prueba.ts';
import { RUTA_AUTENTICACION, RUTA_TIMBRADO } from './sw-sapien.ts';
import { leerTimbre } from './timbre.ts';

/**
 * A simulated SW Sapien on loopback (127.0.0.1, a free port) speaking the protocol `sw-sapien.ts` uses:
 * authentication with user and password, stamping of a multipart `xml` with a bearer token, SW's JSON
 * answers. Each stamping request takes the next scenario of `escenarios` ('exito' once they run out):
 * - 'exito': stamps (the input XML with a TimbreFiscalDigital added) and answers it;
 * - 'error': refuses with `mensajeError` (a CFDI40xxx validation) and `detalleError`;
 * - 'errorServidor': HTTP 500 with SW's error shape;
 * - 'sinRespuesta': never answers (a timeout for the client);
 * - 'timbraSinResponder': stamps and remembers, but never answers (the answer lost on the way).
 * An XML stamped before answers '307. El comprobante contiene un timbre previo.' with the stamped XML,
 * with HTTP `http307`. Only for tests.
 */
export type EscenarioSw = 'exito' | 'error' | 'errorServidor' | 'sinRespuesta' | 'timbraSinResponder';

export interface PeticionSw {
  ruta: string;
  autorizacion: string;
  /** The `xml` field of a stamping request. */
  xml?: string;
  /** The JSON body of an authentication. */
  json?: { user?: string; password?: string };
}

export interface SwSimulado {
  url: string;
  usuario: string;
  password: string;
  /** A token that is always valid (SW's 'token infinito'). */
  tokenFijo: string;
  peticiones: PeticionSw[];
  escenarios: EscenarioSw[];
  mensajeError: string;
  detalleError: string;
  /** HTTP status of the 'already stamped' answer (SW's SDKs read it as a non-200 JSON answer). */
  http307: number;
  /** Where the 'already stamped' answer carries the XML: data.cfdi (SDKs) or messageDetail (Odoo's reading). */
  xml307En: 'data' | 'messageDetail';
  /** Seconds the issued tokens last (its `expires_in` is a Unix time, as SW answers). */
  vigenciaToken: number;
  /** Forgets the tokens issued so far, as if they had expired. */
  caducarTokens(): void;
  cerrar(): Promise<void>;
}

export const MENSAJE_307 = '307. El comprobante contiene un timbre previo.';
export const MENSAJE_TOKEN_INVALIDO = 'El token debe contener 3 partes';
export const MENSAJE_CREDENCIALES =
  'AU2000 - El usuario y/o contraseña son inválidos, no se puede autenticar el servicio.';

const json = (res: ServerResponse, http: number, cuerpo: unknown) => {
  res.writeHead(http, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(cuerpo));
};

const leer = async (req: IncomingMessage): Promise<Buffer> => {
  const partes: Buffer[] = [];
  for await (const c of req) partes.push(c as Buffer);
  return Buffer.concat(partes);
};

/** SW's v4 answer for a stamped XML. */
const datosV4 = (xml: string) => {
  const t = leerTimbre(xml)!;
  return {
    cfdi: xml,
    cadenaOriginalSAT: `||1.1|${t.uuid}|${t.fechaTimbrado}|${t.rfcProvCertif}|${t.selloCfd}|${t.noCertificadoSat}||`,
    noCertificadoSAT: t.noCertificadoSat,
    noCertificadoCFDI: '',
    uuid: t.uuid,
    selloSAT: t.selloSat,
    selloCFDI: t.selloCfd,
    fechaTimbrado: t.fechaTimbrado,
    qrCode: '',
  };
};

export const iniciarSwSimulado = async (inicial: Partial<SwSimulado> = {}): Promise<SwSimulado> => {
  const tokens = new Set<string>();
  const timbrados = new Map<string, string>();
  const nuevoToken = () => ['a', 'b', 'c'].map(() => randomBytes(12).toString('base64url')).join('.');

  const sim: SwSimulado = {
    url: '',
    usuario: 'demo',
    password: '123456789',
    tokenFijo: nuevoToken(),
    peticiones: [],
    escenarios: [],
    mensajeError:
      'CFDI40161 - La clave del campo UsoCFDI debe corresponder con el tipo de persona (física o moral) y el régimen correspondiente conforme al catálogo c_UsoCFDI.',
    detalleError: '',
    http307: 400,
    xml307En: 'data',
    vigenciaToken: 7200,
    caducarTokens: () => tokens.clear(),
    cerrar: async () => {},
    ...inicial,
  };

  const autenticar = async (req: IncomingMessage, res: ServerResponse, autorizacion: string) => {
    let cuerpo: { user?: string; password?: string } = {};
    try {
      cuerpo = JSON.parse((await leer(req)).toString('utf8'));
    } catch {
      cuerpo = {};
    }
    sim.peticiones.push({ ruta: RUTA_AUTENTICACION, autorizacion, json: cuerpo });
    if (cuerpo.user !== sim.usuario || cuerpo.password !== sim.password)
      return json(res, 401, {
        status: 'error',
        message: MENSAJE_CREDENCIALES,
        messageDetail: null,
        data: null,
      });
    const token = nuevoToken();
    tokens.add(token);
    const expira = Math.floor(Date.now() / 1000) + sim.vigenciaToken;
    json(res, 200, { status: 'success', data: { token, expires_in: expira } });
  };

  const timbrar = async (req: IncomingMessage, res: ServerResponse, autorizacion: string) => {
    const cuerpo = await leer(req);
    const peticion = new Request('http://sw.local/', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body: new Uint8Array(cuerpo),
    });
    const campo = await peticion.formData().then(
      (f) => f.get('xml'),
      () => null,
    );
    const xml = campo === null ? undefined : typeof campo === 'string' ? campo : await campo.text();
    sim.peticiones.push({ ruta: RUTA_TIMBRADO, autorizacion, xml });
    const token = autorizacion.replace(/^bearer\s+/i, '');
    if (token !== sim.tokenFijo && !tokens.has(token))
      return json(res, 401, {
        status: 'error',
        message: MENSAJE_TOKEN_INVALIDO,
        messageDetail: null,
        data: null,
      });
    if (!xml) return json(res, 400, { status: 'error', message: 'Petición mal formada: falta el XML.' });
    const escenario = sim.escenarios.shift() ?? 'exito';
    if (escenario === 'sinRespuesta') return;
    const previo = timbrados.get(xml);
    if (previo)
      return json(
        res,
        sim.http307,
        sim.xml307En === 'data'
          ? { status: 'error', message: MENSAJE_307, messageDetail: null, data: datosV4(previo) }
          : { status: 'error', message: MENSAJE_307, messageDetail: previo, data: null },
      );
    if (escenario === 'error')
      return json(res, 400, {
        status: 'error',
        message: sim.mensajeError,
        messageDetail: sim.detalleError || null,
      });
    if (escenario === 'errorServidor')
      return json(res, 500, {
        status: 'error',
        message: 'Error interno del servicio de timbrado.',
        messageDetail: null,
      });
    const r = timbrarLocalmente(xml);
    if (!r.ok)
      return json(res, 400, { status: 'error', message: `CFDI40102 - ${r.mensaje}`, messageDetail: null });
    timbrados.set(xml, r.xml);
    if (escenario === 'timbraSinResponder') return;
    json(res, 200, { status: 'success', data: datosV4(r.xml) });
  };

  const servidor = createServer((req, res) => {
    const autorizacion = String(req.headers.authorization ?? '');
    const ruta = (req.url ?? '').split('?')[0];
    const manejar =
      req.method === 'POST' && ruta === RUTA_AUTENTICACION
        ? autenticar(req, res, autorizacion)
        : req.method === 'POST' && ruta === RUTA_TIMBRADO
          ? timbrar(req, res, autorizacion)
          : Promise.resolve(json(res, 404, { status: 'error', message: 'Not Found' }));
    manejar.catch((e: unknown) => json(res, 500, { status: 'error', message: String(e) }));
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  sim.url = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
  sim.cerrar = () =>
    new Promise<void>((ok) => {
      servidor.closeAllConnections();
      servidor.close(() => ok());
    });
  return sim;
};
