import type { TestApp } from './app.ts';

const BOUNDARY = '----farmasi-formulario';

export interface ArchivoDePrueba {
  nombre: string;
  contenido: Buffer;
}

/** A screen's multipart save as the web sends it: the record as the `json` field, then the file if any. */
export const cuerpoFormulario = (json: unknown, archivo?: ArchivoDePrueba): Buffer => {
  const texto = typeof json === 'string' ? json : JSON.stringify(json);
  const partes: Buffer[] = [
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="json"\r\n\r\n${texto}\r\n`),
  ];
  if (archivo)
    partes.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="archivo"; filename="${archivo.nombre}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      archivo.contenido,
      Buffer.from('\r\n'),
    );
  return Buffer.concat([...partes, Buffer.from(`--${BOUNDARY}--\r\n`)]);
};

/** Posts a multipart save to `/admin/api{ruta}` with the token (none when empty). */
export const enviarFormulario = (
  app: TestApp,
  ruta: string,
  token: string,
  json: unknown,
  archivo?: ArchivoDePrueba,
) =>
  app.inject({
    method: 'POST',
    url: `/admin/api${ruta}`,
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: cuerpoFormulario(json, archivo),
  });
