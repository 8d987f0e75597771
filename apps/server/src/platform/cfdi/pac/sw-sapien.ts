import type { Pac, ResultadoTimbrado } from '../tipos.ts';
import { leerTimbre } from './timbre.ts';

/**
 * SW Sapien (SmarterWeb) stamping over its REST API, as its SDKs call it (docs/decisions/cfdi-timbrado.md):
 * - POST {url}/v2/security/authenticate, JSON { user, password } → { status, data: { token, expires_in } };
 * - POST {url}/cfdi33/stamp/v4, multipart/form-data with the sealed XML in the field `xml`,
 *   `Authorization: Bearer <token>` → { status: 'success', data: { cfdi, uuid, fechaTimbrado, ... } };
 * - a refusal → { status: 'error', message: 'CFDI40xxx - ...', messageDetail };
 * - an XML stamped before → message '307. El comprobante contiene un timbre previo.' with the stamped XML in
 *   data.cfdi (or in messageDetail, as some versions answer): a success, `yaTimbrado`.
 * Each call has a timeout; a timeout or a network failure is retried once with the same XML, which is safe
 * because a repeated XML answers 307 with the stamp already given. Nothing is thrown: every failure is
 * `{ ok: false, mensaje, reintentable }`.
 */
export interface OpcionesSwSapien {
  /** Base address, e.g. https://services.test.sw.com.mx (test) or https://services.sw.com.mx. */
  url: string;
  /** A token issued by SW (its 'token infinito'); else `usuario` and `password`. */
  token?: string;
  usuario?: string;
  password?: string;
  /** Per request, milliseconds (default 30 s). */
  timeoutMs?: number;
  /** The clock, for the token's expiry (tests). */
  ahora?: () => number;
}

export const NOMBRE_SW_SAPIEN = 'SW Sapien';
export const RUTA_AUTENTICACION = '/v2/security/authenticate';
export const RUTA_TIMBRADO = '/cfdi33/stamp/v4';
const VIGENCIA_TOKEN_MS = 2 * 3_600_000;
const MARGEN_TOKEN_MS = 5 * 60_000;

/** SW's JSON answer. */
interface RespuestaSw {
  status?: string;
  message?: string | null;
  messageDetail?: string | null;
  data?: { token?: string; expires_in?: number | string; cfdi?: string } | null;
}

type Envio =
  | { tipo: 'respuesta'; http: number; cuerpo: RespuestaSw | null; texto: string }
  | { tipo: 'sin-respuesta'; mensaje: string };

const sinRespuesta = (e: unknown, ms: number): Envio => {
  const nombre = e instanceof Error ? e.name : '';
  if (nombre === 'TimeoutError' || nombre === 'AbortError')
    return {
      tipo: 'sin-respuesta',
      mensaje: `SW Sapien no respondió en ${ms < 1000 ? `${ms} ms` : `${ms / 1000} s`}`,
    };
  const causa = e instanceof Error && e.cause instanceof Error ? e.cause.message : '';
  const texto = e instanceof Error ? e.message : String(e);
  return { tipo: 'sin-respuesta', mensaje: `No se pudo conectar con SW Sapien: ${causa || texto}` };
};

/** SW's message, with its detail when it adds something (the detail of a 307 is the XML itself). */
const mensajeDe = (e: Extract<Envio, { tipo: 'respuesta' }>): string => {
  const m = e.cuerpo?.message?.trim();
  const d = e.cuerpo?.messageDetail?.trim();
  if (!m) return `SW Sapien respondió HTTP ${e.http}${e.texto ? `: ${e.texto.slice(0, 200)}` : ''}`;
  return d && !d.startsWith('<') && d !== m ? `${m} (${d})` : m;
};

/** The stamped XML SW answered: plain, or in base64 as its /b64 services give it. */
const xmlDe = (v: string | null | undefined): string | null => {
  const t = v?.replace(/^\uFEFF/, '').trim();
  if (!t) return null;
  if (t.startsWith('<')) return t;
  const decodificado = Buffer.from(t, 'base64')
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return decodificado.trimStart().startsWith('<') ? decodificado : null;
};

const exito = (xml: string | null, yaTimbrado: boolean): ResultadoTimbrado | null => {
  if (!xml) return null;
  try {
    const t = leerTimbre(xml);
    return t?.uuid ? { ok: true, xml, uuid: t.uuid, fechaTimbrado: t.fechaTimbrado, yaTimbrado } : null;
  } catch {
    return null;
  }
};

/** When a token answered by SW expires: `expires_in` as a Unix time (s or ms) or seconds from now. */
const expiracion = (v: unknown, ahora: number): number => {
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0) return ahora + VIGENCIA_TOKEN_MS;
  if (n > 1e12) return n;
  if (n > 1e9) return n * 1000;
  return ahora + n * 1000;
};

export const crearPacSwSapien = (o: OpcionesSwSapien): Pac => {
  const base = o.url.replace(/\/+$/, '');
  const ms = o.timeoutMs ?? 30_000;
  const ahora = o.ahora ?? Date.now;
  let guardado: { token: string; expira: number } | null = null;
  let autenticando: Promise<{ token: string } | Envio> | null = null;

  const llamar = async (ruta: string, init: RequestInit): Promise<Envio> => {
    try {
      const res = await fetch(`${base}${ruta}`, {
        ...init,
        redirect: 'manual',
        signal: AbortSignal.timeout(ms),
      });
      const texto = await res.text();
      let cuerpo: RespuestaSw | null = null;
      try {
        cuerpo = texto ? (JSON.parse(texto) as RespuestaSw) : null;
      } catch {
        cuerpo = null;
      }
      return { tipo: 'respuesta', http: res.status, cuerpo, texto: cuerpo ? '' : texto };
    } catch (e) {
      return sinRespuesta(e, ms);
    }
  };

  const autenticar = async (): Promise<{ token: string } | Envio> => {
    const r = await llamar(RUTA_AUTENTICACION, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: o.usuario, password: o.password }),
    });
    if (r.tipo === 'sin-respuesta') return r;
    const token = r.cuerpo?.data?.token;
    if (r.http !== 200 || r.cuerpo?.status !== 'success' || !token) return r;
    guardado = { token, expira: expiracion(r.cuerpo.data?.expires_in, ahora()) };
    return { token };
  };

  /** The configured token, the cached one, or a new one (one sign-in at a time). */
  const token = async (renovar: boolean): Promise<{ token: string } | Envio> => {
    if (o.token) return { token: o.token };
    if (!renovar && guardado && guardado.expira - MARGEN_TOKEN_MS > ahora()) return { token: guardado.token };
    autenticando ??= autenticar().finally(() => {
      autenticando = null;
    });
    return autenticando;
  };

  const enviar = async (xml: string): Promise<Envio> => {
    const cuerpo = () => {
      const f = new FormData();
      f.append('xml', new Blob([xml], { type: 'text/xml' }), 'xml');
      return f;
    };
    let t = await token(false);
    if (!('token' in t)) return t;
    const r = await llamar(RUTA_TIMBRADO, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.token}` },
      body: cuerpo(),
    });
    // An expired cached token: sign in again once.
    if (r.tipo === 'respuesta' && r.http === 401 && !o.token) {
      t = await token(true);
      if (!('token' in t)) return t;
      return llamar(RUTA_TIMBRADO, {
        method: 'POST',
        headers: { authorization: `Bearer ${t.token}` },
        body: cuerpo(),
      });
    }
    return r;
  };

  const interpretar = (r: Extract<Envio, { tipo: 'respuesta' }>): ResultadoTimbrado => {
    const c = r.cuerpo;
    if (r.http === 200 && c?.status === 'success') {
      const ok = exito(xmlDe(c.data?.cfdi), false);
      if (ok) return ok;
      return { ok: false, mensaje: 'SW Sapien respondió sin el XML timbrado', reintentable: true };
    }
    if (r.http === 307 || /^307\b/.test(c?.message?.trim() ?? '')) {
      const ok = exito(xmlDe(c?.data?.cfdi) ?? xmlDe(c?.messageDetail), true);
      if (ok) return ok;
    }
    return { ok: false, mensaje: mensajeDe(r), reintentable: r.http >= 500 };
  };

  return {
    nombre: NOMBRE_SW_SAPIEN,
    modoPrueba: false,
    async timbrar(xmlSellado) {
      let r = await enviar(xmlSellado);
      if (r.tipo === 'sin-respuesta') r = await enviar(xmlSellado);
      if (r.tipo === 'sin-respuesta') return { ok: false, mensaje: r.mensaje, reintentable: true };
      return interpretar(r);
    },
  };
};
