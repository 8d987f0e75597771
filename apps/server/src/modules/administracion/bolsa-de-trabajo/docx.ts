import { PassThrough } from 'node:stream';
import { ZipFlujo } from '../../../platform/zip-flujo.ts';

const xml = (texto: string) =>
  texto.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const TIPOS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;

const RELACIONES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const parrafo = (texto: string, negrita = false) =>
  `<w:p><w:r>${negrita ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${xml(texto)}</w:t></w:r></w:p>`;

/**
 * A minimal valid Word document (.docx: the three parts Word needs) with a bold first line and one
 * paragraph per further line. For the demo CVs; file-type reads it as a DOCX.
 */
export const crearDocx = async (lineas: readonly string[]): Promise<Buffer> => {
  const destino = new PassThrough();
  const partes: Buffer[] = [];
  destino.on('data', (d: Buffer) => partes.push(d));
  const fin = new Promise((listo) => destino.on('end', listo));
  const zip = new ZipFlujo(destino);
  await zip.agregar('[Content_Types].xml', TIPOS);
  await zip.agregar('_rels/.rels', RELACIONES);
  const cuerpo = lineas.map((l, i) => parrafo(l, i === 0)).join('');
  await zip.agregar(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${cuerpo}</w:body></w:document>`,
  );
  await zip.terminar();
  await fin;
  return Buffer.concat(partes);
};
