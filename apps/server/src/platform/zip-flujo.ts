import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { crc32, createDeflateRaw, type DeflateRaw } from 'node:zlib';

/**
 * A .zip written as it goes (the container of an .xlsx): each entry is deflated straight into the
 * destination, its sizes and CRC following in a data descriptor, and the central directory is
 * written at the end. Nothing is held but the directory (a few bytes per entry). No ZIP64: an entry
 * stays under 4 GB, which a spreadsheet (at most 1,048,576 rows) never reaches compressed.
 */

interface Entrada {
  nombre: Buffer;
  crc: number;
  comprimido: number;
  original: number;
  desplazamiento: number;
}

/** Waits until the destination takes more, or fails when it is closed first (the client left). */
const vaciado = (destino: Writable) =>
  new Promise<void>((listo, falla) => {
    const limpiar = () => {
      destino.off('drain', vacio);
      destino.off('close', cerrado);
      destino.off('error', cerrado);
    };
    const vacio = () => {
      limpiar();
      listo();
    };
    const cerrado = () => {
      limpiar();
      falla(new Error('La descarga se interrumpió'));
    };
    destino.on('drain', vacio);
    destino.on('close', cerrado);
    destino.on('error', cerrado);
  });

/** 1980-01-01 00:00 in MS-DOS format: the date is not part of what the file says. */
const DOS_HORA = 0;
const DOS_FECHA = (0 << 9) | (1 << 5) | 1;
// Bit 3: sizes and CRC follow the data; bit 11: names are UTF-8.
const BANDERAS = 0x0808;

export class ZipFlujo {
  private escritos = 0;
  private readonly entradas: Entrada[] = [];

  constructor(
    private readonly destino: Writable,
    private readonly nivel = 6,
  ) {}

  private readonly enviar = async (datos: Buffer) => {
    if (this.destino.destroyed) throw new Error('La descarga se interrumpió');
    this.escritos += datos.length;
    if (!this.destino.write(datos)) await vaciado(this.destino);
  };

  /** Opens an entry; write its content with `escribir` and finish it with `cerrar`. */
  async abrir(nombre: string): Promise<EntradaZip> {
    const entrada: Entrada = {
      nombre: Buffer.from(nombre, 'utf8'),
      crc: 0,
      comprimido: 0,
      original: 0,
      desplazamiento: this.escritos,
    };
    const cabecera = Buffer.alloc(30);
    cabecera.writeUInt32LE(0x04034b50, 0);
    cabecera.writeUInt16LE(20, 4);
    cabecera.writeUInt16LE(BANDERAS, 6);
    cabecera.writeUInt16LE(8, 8);
    cabecera.writeUInt16LE(DOS_HORA, 10);
    cabecera.writeUInt16LE(DOS_FECHA, 12);
    cabecera.writeUInt16LE(entrada.nombre.length, 26);
    await this.enviar(Buffer.concat([cabecera, entrada.nombre]));
    this.entradas.push(entrada);
    return new EntradaZip(createDeflateRaw({ level: this.nivel }), entrada, this.enviar);
  }

  /** A small entry written whole. */
  async agregar(nombre: string, contenido: string) {
    const entrada = await this.abrir(nombre);
    await entrada.escribir(contenido);
    await entrada.cerrar();
  }

  /** Writes the central directory; the destination is ended. */
  async terminar() {
    const inicio = this.escritos;
    for (const e of this.entradas) {
      const d = Buffer.alloc(46);
      d.writeUInt32LE(0x02014b50, 0);
      d.writeUInt16LE(20, 4);
      d.writeUInt16LE(20, 6);
      d.writeUInt16LE(BANDERAS, 8);
      d.writeUInt16LE(8, 10);
      d.writeUInt16LE(DOS_HORA, 12);
      d.writeUInt16LE(DOS_FECHA, 14);
      d.writeUInt32LE(e.crc, 16);
      d.writeUInt32LE(e.comprimido, 20);
      d.writeUInt32LE(e.original, 24);
      d.writeUInt16LE(e.nombre.length, 28);
      d.writeUInt32LE(e.desplazamiento, 42);
      await this.enviar(Buffer.concat([d, e.nombre]));
    }
    const fin = Buffer.alloc(22);
    fin.writeUInt32LE(0x06054b50, 0);
    fin.writeUInt16LE(this.entradas.length, 8);
    fin.writeUInt16LE(this.entradas.length, 10);
    fin.writeUInt32LE(this.escritos - inicio, 12);
    fin.writeUInt32LE(inicio, 16);
    await this.enviar(fin);
    this.destino.end();
  }
}

/** One entry being written: text in, deflated bytes out to the destination (waiting when it is full). */
export class EntradaZip {
  private readonly salida: Promise<void>;

  constructor(
    private readonly deflate: DeflateRaw,
    private readonly entrada: Entrada,
    private readonly enviar: (datos: Buffer) => Promise<void>,
  ) {
    this.salida = (async () => {
      for await (const trozo of deflate as AsyncIterable<Buffer>) {
        entrada.comprimido += trozo.length;
        await enviar(trozo);
      }
    })();
    // A failing destination must not leave the writer waiting for a drain that never comes.
    this.salida.catch((error: unknown) => deflate.destroy(error as Error));
  }

  async escribir(texto: string) {
    const datos = Buffer.from(texto, 'utf8');
    this.entrada.crc = crc32(datos, this.entrada.crc);
    this.entrada.original += datos.length;
    if (!this.deflate.write(datos)) await once(this.deflate, 'drain');
  }

  async cerrar() {
    this.deflate.end();
    await this.salida;
    const d = Buffer.alloc(16);
    d.writeUInt32LE(0x08074b50, 0);
    d.writeUInt32LE(this.entrada.crc >>> 0, 4);
    d.writeUInt32LE(this.entrada.comprimido, 8);
    d.writeUInt32LE(this.entrada.original, 12);
    await this.enviar(d);
  }
}
