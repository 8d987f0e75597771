import { vi } from 'vitest';

/**
 * A stand-in XMLHttpRequest for uploads (`lib/upload.ts`): records what is sent; the test drives the
 * upload's progress and the answer, JSON (`responder`) or a stream of NDJSON lines (`recibir`, then
 * `terminar`).
 */
export class XhrFalso {
  static enviados: XhrFalso[] = [];
  metodo = '';
  url = '';
  cabeceras: Record<string, string> = {};
  cuerpo: FormData | null = null;
  status = 0;
  responseText = '';
  tipo = 'application/json';
  withCredentials = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onprogress: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(metodo: string, url: string) {
    this.metodo = metodo;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.cabeceras[k] = v;
  }
  getResponseHeader(nombre: string) {
    return nombre.toLowerCase() === 'content-type' ? this.tipo : null;
  }
  send(cuerpo: FormData) {
    this.cuerpo = cuerpo;
    XhrFalso.enviados.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progreso(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  responder(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
  /** Part of an NDJSON answer arrives (it may end inside a line). */
  recibir(texto: string) {
    this.status = 200;
    this.tipo = 'application/x-ndjson; charset=utf-8';
    this.responseText += texto;
    this.onprogress?.();
  }
  terminar() {
    this.onload?.();
  }
}

/** Installs XhrFalso as the global XMLHttpRequest, with no request sent yet. */
export const instalarXhrFalso = () => {
  XhrFalso.enviados = [];
  vi.stubGlobal('XMLHttpRequest', XhrFalso);
};

/** An XMLHttpRequest that answers every upload with this envelope; answers the bodies sent. */
export const xhrQueResponde = (respuesta: unknown) => {
  const enviados: FormData[] = [];
  class Xhr extends XhrFalso {
    override send(cuerpo: FormData) {
      enviados.push(cuerpo);
      setTimeout(() => this.responder(200, respuesta), 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', Xhr);
  return enviados;
};
