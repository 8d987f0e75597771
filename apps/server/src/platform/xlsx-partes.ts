/**
 * The fixed parts of a one-sheet .xlsx (SpreadsheetML, ECMA-376) and the text of its cells, written
 * by hand so that a 100,000-row export costs string concatenation, not an object model per cell
 * (excel.ts streams the rows; zip-flujo.ts packs the parts).
 */

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CT = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

// Characters XML 1.0 cannot carry (a stray control code in a description must not break the file).
const NO_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ESPECIALES = /[&<>"]/g;
const ENTIDADES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export const xmlTexto = (texto: string): string =>
  texto.replace(NO_XML, '').replace(ESPECIALES, (c) => ENTIDADES[c] ?? c);

/** Column letters: 0 → A, 25 → Z, 26 → AA. */
export const letraColumna = (indice: number): string => {
  let n = indice + 1;
  let letras = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    letras = String.fromCharCode(65 + r) + letras;
    n = Math.floor((n - 1) / 26);
  }
  return letras;
};

/** The sheets' numbers, 1 to n. */
const numeros = (hojas: number) => Array.from({ length: hojas }, (_, i) => i + 1);

export const tiposDeContenido = (hojas = 1): string =>
  `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
  `<Default Extension="xml" ContentType="application/xml"/>` +
  `<Override PartName="/xl/workbook.xml" ContentType="${CT}.sheet.main+xml"/>` +
  numeros(hojas)
    .map((n) => `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="${CT}.worksheet+xml"/>`)
    .join('') +
  `<Override PartName="/xl/styles.xml" ContentType="${CT}.styles+xml"/>` +
  `<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>` +
  '</Types>';

export const relacionesPaquete = (): string =>
  `${XML}<Relationships xmlns="${PKG_REL}">` +
  `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/>` +
  `<Relationship Id="rId2" Type="${PKG_REL}/metadata/core-properties" Target="docProps/core.xml"/>` +
  '</Relationships>';

export const propiedades = (autor: string, ahora: Date): string =>
  `${XML}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
  'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
  'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
  `<dc:creator>${xmlTexto(autor)}</dc:creator>` +
  `<dcterms:created xsi:type="dcterms:W3CDTF">${ahora.toISOString().slice(0, 19)}Z</dcterms:created>` +
  '</cp:coreProperties>';

/** The workbook part: its sheets by name, in order (sheet n is worksheets/sheetn.xml, relation rIdn). */
export const libro = (hojas: string | readonly string[]): string =>
  `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><bookViews><workbookView/></bookViews><sheets>` +
  (typeof hojas === 'string' ? [hojas] : hojas)
    .map((nombre, i) => `<sheet name="${xmlTexto(nombre)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('') +
  '</sheets></workbook>';

export const relacionesLibro = (hojas = 1): string =>
  `${XML}<Relationships xmlns="${PKG_REL}">` +
  numeros(hojas)
    .map((n) => `<Relationship Id="rId${n}" Type="${REL}/worksheet" Target="worksheets/sheet${n}.xml"/>`)
    .join('') +
  `<Relationship Id="rId${hojas + 1}" Type="${REL}/styles" Target="styles.xml"/>` +
  '</Relationships>';

/** Number formats Excel knows by id; any other gets its own id from 164 on. */
const FORMATOS_INTEGRADOS: Record<string, number> = { General: 0, '0': 1, '0.00': 2, '@': 49 };

/**
 * The styles part: style 0 is plain, 1 the bold header, then one per distinct number format of the
 * columns. Answers the part and each column's style index (0 when it has no format).
 */
export const estilos = (formatos: readonly (string | undefined)[]) => {
  const propios: string[] = [];
  const xfs = ['<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'];
  xfs.push('<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>');
  const indicePorFormato = new Map<string, number>();
  const porColumna = formatos.map((formato) => {
    if (!formato) return 0;
    const visto = indicePorFormato.get(formato);
    if (visto !== undefined) return visto;
    let id = FORMATOS_INTEGRADOS[formato];
    if (id === undefined) {
      id = 164 + propios.length;
      propios.push(`<numFmt numFmtId="${id}" formatCode="${xmlTexto(formato)}"/>`);
    }
    xfs.push(`<xf numFmtId="${id}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`);
    indicePorFormato.set(formato, xfs.length - 1);
    return xfs.length - 1;
  });
  const fuente = (negrita: boolean) =>
    `<font>${negrita ? '<b/>' : ''}<sz val="11"/><color theme="1"/><name val="Calibri"/><family val="2"/><scheme val="minor"/></font>`;
  const parte =
    `${XML}<styleSheet xmlns="${MAIN}">` +
    (propios.length ? `<numFmts count="${propios.length}">${propios.join('')}</numFmts>` : '') +
    `<fonts count="2">${fuente(false)}${fuente(true)}</fonts>` +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${xfs.length}">${xfs.join('')}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>';
  return { parte, porColumna };
};

/** The sheet up to its first data row: frozen header row, column widths, the bold header. */
export const inicioHoja = (columnas: readonly { header: string; width: number }[]): string =>
  `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">` +
  '<sheetViews><sheetView workbookViewId="0">' +
  '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
  '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
  '<sheetFormatPr defaultRowHeight="15"/>' +
  `<cols>${columnas.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`).join('')}</cols>` +
  '<sheetData><row r="1">' +
  columnas
    .map((c, i) => `<c r="${letraColumna(i)}1" s="1" t="inlineStr"><is><t>${xmlTexto(c.header)}</t></is></c>`)
    .join('') +
  '</row>';

export const FIN_HOJA = '</sheetData></worksheet>';

/** Days since 1899-12-30, Excel's serial date (the Date's UTC fields are the wall clock shown). */
export const serialExcel = (d: Date): number => d.getTime() / 86_400_000 + 25_569;
