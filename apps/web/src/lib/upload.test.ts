import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/render';
import { instalarXhrFalso, XhrFalso } from '@/test/xhr';
import { enviarArchivo } from './upload';

const archivo = () => new File(['a,b\n1,2\n'], 'datos.csv', { type: 'text/csv' });
const ultimo = () => XhrFalso.enviados.at(-1) as XhrFalso;

describe('enviarArchivo', () => {
  beforeEach(() => {
    signIn();
    instalarXhrFalso();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads an NDJSON answer as it grows: every line before the last as it arrives, the last as the envelope', async () => {
    const lineas: unknown[] = [];
    const envio = enviarArchivo('/admin/api/x', archivo(), { onLinea: (l) => lineas.push(l) });
    await vi.waitFor(() => expect(XhrFalso.enviados).toHaveLength(1));
    const xhr = ultimo();
    xhr.recibir('{"progreso":{"fase":"verificando","filas":1000}}\n{"progreso":{"fa');
    expect(lineas).toEqual([{ progreso: { fase: 'verificando', filas: 1000 } }]);
    xhr.recibir('se":"verificando","filas":2000}}\n');
    expect(lineas).toHaveLength(2);
    xhr.recibir('{"value":true,"message":"listo","data":{"filas":2000}}\n');
    xhr.terminar();
    const sobre = await envio;
    expect(sobre).toEqual({ value: true, message: 'listo', data: { filas: 2000 } });
    expect(lineas[1]).toEqual({ progreso: { fase: 'verificando', filas: 2000 } });
  });

  it('a streamed refusal (value false) throws with its message and body', async () => {
    const envio = enviarArchivo('/admin/api/x', archivo(), {});
    await vi.waitFor(() => expect(XhrFalso.enviados).toHaveLength(1));
    ultimo().recibir('{"value":false,"message":"No se importó nada","data":{"filas":3}}\n');
    ultimo().terminar();
    await expect(envio).rejects.toMatchObject({
      kind: 'rejected',
      message: 'No se importó nada',
      body: { data: { filas: 3 } },
    });
  });
});
