/**
 * CSV of the imports, read as a stream (never the whole file in memory): UTF-8 with or without BOM,
 * comma or semicolon (whichever the header line holds more of, outside quotes), quoted fields with
 * separators, doubled quotes and line breaks inside. Each record carries the physical line it starts
 * on, so a quoted line break does not shift the numbers the user sees in the file.
 */

/** A record of the file: its first physical line (1 = the file's first) and its cells, as written. */
export interface Registro {
  linea: number;
  celdas: string[];
}

/** The file cannot be read further (not UTF-8, an unclosed quote...): nothing after it is reliable. */
export class ErrorLectura extends Error {
  readonly linea: number;
  constructor(linea: number, mensaje: string) {
    super(mensaje);
    this.linea = linea;
  }
}

export const mensajesCsv = {
  noUtf8:
    'El archivo no está en UTF-8: guárdelo desde Excel como «CSV UTF-8 (delimitado por comas)» y vuelva a intentarlo.',
  comillasSinCerrar: 'Un campo abre comillas que no se cierran.',
  filaLarga: 'La fila es demasiado larga (¿faltan unas comillas de cierre?).',
} as const;

/** A record (or the header line) longer than this is refused: an unclosed quote would swallow the file. */
export const REGISTRO_MAX = 1_000_000;

const COMILLA = 34;
const LF = 10;
const CR = 13;

/** ',' or ';': whichever the line holds more of outside quotes (',' on a tie). */
export const separadorDe = (linea: string): ',' | ';' => {
  let comas = 0;
  let puntoYComa = 0;
  let entre = false;
  for (const c of linea) {
    if (c === '"') entre = !entre;
    else if (!entre && c === ',') comas++;
    else if (!entre && c === ';') puntoYComa++;
  }
  return puntoYComa > comas ? ';' : ',';
};

/**
 * The parser: fed text in pieces, answers the records completed by each piece. `fin` on the last
 * piece flushes the record in progress.
 */
export class LectorCsv {
  private separador: number | null = null;
  /** Text held until the separator is known (the first non-blank line is complete). */
  private inicial = '';
  private celdas: string[] = [];
  private campo = '';
  private largo = 0;
  /** 0 start of a field, 1 unquoted, 2 inside quotes, 3 right after a closing quote. */
  private estado = 0;
  /** The physical line being read, and the one the current record started on. */
  private linea = 1;
  private inicio = 1;
  /** A CR ending the previous piece: it may be the first half of CRLF. */
  private crPendiente = false;

  /** The physical line being read now (where an unreadable byte was met). */
  get lineaActual(): number {
    return this.separador === null ? 1 + (this.inicial.match(/\r\n|\r|\n/g)?.length ?? 0) : this.linea;
  }

  alimentar(texto: string, fin = false): Registro[] {
    let t = this.crPendiente ? `\r${texto}` : texto;
    this.crPendiente = false;
    if (!fin && t.endsWith('\r')) {
      this.crPendiente = true;
      t = t.slice(0, -1);
    }
    if (this.separador === null) {
      this.inicial += t;
      const linea = this.primeraLineaCompleta(fin);
      if (linea === null) {
        if (this.inicial.length > REGISTRO_MAX) throw new ErrorLectura(1, mensajesCsv.filaLarga);
        return [];
      }
      this.separador = separadorDe(linea).charCodeAt(0);
      t = this.inicial;
      this.inicial = '';
    }
    return this.procesar(t, fin);
  }

  /** The first non-blank line once it is complete (or the whole text at the end), else null. */
  private primeraLineaCompleta(fin: boolean): string | null {
    let entre = false;
    let desde = 0;
    const t = this.inicial;
    for (let i = 0; i < t.length; i++) {
      const c = t.charCodeAt(i);
      if (c === COMILLA) entre = !entre;
      else if (!entre && (c === LF || c === CR)) {
        const linea = t.slice(desde, i);
        if (linea.trim() !== '') return linea;
        desde = i + 1;
      }
    }
    return fin ? t.slice(desde) : null;
  }

  private procesar(t: string, fin: boolean): Registro[] {
    const sep = this.separador as number;
    const salida: Registro[] = [];
    let desde = 0;
    // Where the record in progress starts in this piece (0: in an earlier piece), for its length.
    let inicioEnPieza = 0;
    const acumular = (hasta: number) => {
      if (hasta > desde) this.campo += t.slice(desde, hasta);
    };
    for (let i = 0; i < t.length; i++) {
      const c = t.charCodeAt(i);
      const esFinDeLinea = c === LF || c === CR;
      // CRLF is one line break: the LF is consumed with its CR.
      const salto = c === CR && t.charCodeAt(i + 1) === LF ? 2 : 1;
      if (this.estado === 2) {
        if (c === COMILLA) {
          acumular(i);
          this.estado = 3;
          desde = i + 1;
        } else if (esFinDeLinea) {
          acumular(i);
          this.campo += '\n';
          this.linea++;
          i += salto - 1;
          desde = i + 1;
        }
        continue;
      }
      if (this.estado === 3 && c === COMILLA) {
        // A doubled quote inside a quoted field is one quote.
        this.campo += '"';
        this.estado = 2;
        desde = i + 1;
        continue;
      }
      if (c === sep || esFinDeLinea) {
        acumular(i);
        this.celdas.push(this.campo);
        this.campo = '';
        this.estado = 0;
        if (esFinDeLinea) {
          salida.push({ linea: this.inicio, celdas: this.celdas });
          this.celdas = [];
          this.linea++;
          this.inicio = this.linea;
          i += salto - 1;
          this.largo = 0;
          inicioEnPieza = i + 1;
        }
        desde = i + 1;
        continue;
      }
      if (this.estado === 0 && c === COMILLA) {
        this.estado = 2;
        desde = i + 1;
        continue;
      }
      // Text after a closing quote, or a quote inside an unquoted field, is kept as written.
      this.estado = 1;
    }
    acumular(t.length);
    this.largo += t.length - inicioEnPieza;
    if (this.largo > REGISTRO_MAX) throw new ErrorLectura(this.inicio, mensajesCsv.filaLarga);
    if (fin) {
      if (this.estado === 2) throw new ErrorLectura(this.inicio, mensajesCsv.comillasSinCerrar);
      if (this.celdas.length > 0 || this.campo !== '' || this.estado !== 0) {
        this.celdas.push(this.campo);
        salida.push({ linea: this.inicio, celdas: this.celdas });
      }
      this.celdas = [];
      this.campo = '';
    }
    return salida;
  }
}

/** Reads the records of a CSV stream as they come; invalid UTF-8 stops the reading with its line. */
export async function* leerCsv(entrada: AsyncIterable<Buffer | string>): AsyncGenerator<Registro> {
  // fatal: an invalid byte sequence throws instead of becoming U+FFFD; the BOM is dropped.
  const decodificador = new TextDecoder('utf-8', { fatal: true });
  const lector = new LectorCsv();
  for await (const trozo of entrada) {
    let texto: string;
    try {
      texto = typeof trozo === 'string' ? trozo : decodificador.decode(trozo, { stream: true });
    } catch {
      // The records before the bad byte are still read, so that the error names its line.
      const parcial = new TextDecoder('utf-8').decode(trozo as Buffer);
      yield* lector.alimentar(parcial.slice(0, Math.max(0, parcial.indexOf('\uFFFD'))));
      throw new ErrorLectura(lector.lineaActual, mensajesCsv.noUtf8);
    }
    yield* lector.alimentar(texto);
  }
  let final: string;
  try {
    final = decodificador.decode();
  } catch {
    throw new ErrorLectura(lector.lineaActual, mensajesCsv.noUtf8);
  }
  yield* lector.alimentar(final, true);
}
