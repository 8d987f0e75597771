import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { OrigenArchivo } from './tipos.ts';

/** A file on disk to import (the command line): opened anew for each pass. */
export const origenDeRuta = (ruta: string): OrigenArchivo => ({
  nombre: path.basename(ruta),
  abrir: () => createReadStream(ruta),
});

/** An uploaded file held in memory (the screen: platform/subidas.ts), read as a stream by each pass. */
export const origenDeBytes = (nombre: string, bytes: Buffer): OrigenArchivo => ({
  nombre,
  // In 64 KB pieces, as a file is read: the readers never see the whole file at once.
  abrir: () =>
    Readable.from(
      (function* () {
        for (let i = 0; i < bytes.length; i += 64 * 1024) yield bytes.subarray(i, i + 64 * 1024);
      })(),
    ),
});
