/**
 * The CONTPAQi Contabilidad journal-entry TXT layout (FORMATS.md, 'pólizas'): fixed width, one space
 * between fields, Windows-1252, CRLF, accounts without hyphens. Columns are 1-based as in FORMATS.md.
 */

/** CONTPAQi's póliza types. */
export const TIPO_CONTPAQI = { ingresos: 1, egresos: 2, diario: 3 } as const;

export interface Movimiento {
  cuenta: string;
  referencia: string;
  /** Amount in cents; `cargo` true is a debit (0), false a credit (1). */
  cargo: boolean;
  centavos: number;
  concepto: string;
  /** CFDI folios (UUID) the movement links, one `AM` line each after it. */
  uuids?: readonly string[];
}

export interface Poliza {
  /** YYYY-MM-DD */
  fecha: string;
  tipo: (typeof TIPO_CONTPAQI)[keyof typeof TIPO_CONTPAQI];
  folio: number;
  concepto: string;
  movimientos: Movimiento[];
}

const izquierda = (texto: string, ancho: number) => texto.slice(0, ancho).padEnd(ancho, ' ');
const derecha = (texto: string, ancho: number) => texto.slice(-ancho).padStart(ancho, ' ');

/** Cents as pesos with two decimals, no thousands separator: 123456 → '1234.56'. */
export const pesos = (centavos: number): string => {
  const signo = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  return `${signo}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/** One-line text: line breaks and tabs would break the fixed layout. */
const enUnaLinea = (texto: string) => texto.replace(/[\r\n\t]+/g, ' ');

/** P line: columns 1–2 P, 4–11 date, 13–16 type, 18–26 folio, 28 clase, 30–39 diario, 41–140 concepto, 142–143 system, 145 printed, 147 adjustment. */
export const lineaP = (p: Poliza): string =>
  [
    izquierda('P', 2),
    p.fecha.replaceAll('-', ''),
    derecha(String(p.tipo), 4),
    derecha(String(p.folio), 9),
    '1',
    derecha('0', 10),
    izquierda(enUnaLinea(p.concepto), 100),
    '11',
    '0',
    '0',
  ].join(' ');

/** M line: 1–2 M, 4–33 account, 35–44 reference, 46 debit 0 / credit 1, 48–67 amount, 69–78 diario, 80–99 foreign amount, 101–200 concepto. */
export const lineaM = (m: Movimiento): string =>
  [
    izquierda('M', 2),
    izquierda(m.cuenta.replaceAll('-', ''), 30),
    izquierda(enUnaLinea(m.referencia), 10),
    m.cargo ? '0' : '1',
    derecha(pesos(m.centavos), 20),
    derecha('0', 10),
    derecha('0.0', 20),
    izquierda(enUnaLinea(m.concepto), 100),
  ].join(' ');

export const lineaAM = (uuid: string): string => `AM ${uuid.toUpperCase()}`;

/** The pólizas as text lines, each póliza its P line, then each movement and its AM lines. */
export const lineasPolizas = (polizas: readonly Poliza[]): string[] =>
  polizas.flatMap((p) => [
    lineaP(p),
    ...p.movimientos.flatMap((m) => [lineaM(m), ...(m.uuids ?? []).map(lineaAM)]),
  ]);

// Windows-1252 differs from Latin-1 only in 0x80–0x9F.
const CP1252_ALTOS: Record<number, number> = {
  8364: 0x80,
  8218: 0x82,
  402: 0x83,
  8222: 0x84,
  8230: 0x85,
  8224: 0x86,
  8225: 0x87,
  710: 0x88,
  8240: 0x89,
  352: 0x8a,
  8249: 0x8b,
  338: 0x8c,
  381: 0x8e,
  8216: 0x91,
  8217: 0x92,
  8220: 0x93,
  8221: 0x94,
  8226: 0x95,
  8211: 0x96,
  8212: 0x97,
  732: 0x98,
  8482: 0x99,
  353: 0x9a,
  8250: 0x9b,
  339: 0x9c,
  382: 0x9e,
  376: 0x9f,
};

/** Text in Windows-1252; a character it cannot hold becomes '?'. */
export const windows1252 = (texto: string): Buffer => {
  const bytes = Buffer.alloc(texto.length);
  let n = 0;
  for (const c of texto) {
    const cp = c.codePointAt(0) ?? 0x3f;
    bytes[n++] = cp < 0x80 || (cp >= 0xa0 && cp <= 0xff) ? cp : (CP1252_ALTOS[cp] ?? 0x3f);
  }
  return bytes.subarray(0, n);
};

/** The file: lines joined by CRLF (a last CRLF too), in Windows-1252. */
export const archivoPolizas = (polizas: readonly Poliza[]): Buffer =>
  windows1252(
    lineasPolizas(polizas)
      .map((l) => `${l}\r\n`)
      .join(''),
  );
