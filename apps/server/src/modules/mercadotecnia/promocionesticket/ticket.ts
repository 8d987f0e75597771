import { PROMOCION_PPP } from '@farmasi/contracts/mercadotecnia/promocionesticket';
import { bmpAPng } from '../../../platform/bmp.ts';
import { formatoFechaHora } from '../../../platform/fechas.ts';
import { crearPdf, tamanoTicket } from '../../../platform/pdf.ts';

const PUNTOS_POR_PULGADA = 72;
const ANCHO_PAPEL_MM = 80;
const MARGEN = 8;
/** The sample's lines, as a branch's till prints them. */
const ARTICULOS: [string, number, number][] = [
  ['PARACETAMOL 500 MG 20 TAB', 1, 38.5],
  ['AGUA NATURAL 1 L', 2, 14],
  ['GEL ANTIBACTERIAL 250 ML', 1, 42.9],
];
const pesos = (n: number) => `$${n.toFixed(2)}`;

/**
 * The sample ticket (001 §2 'Ver Ticket Ejemplo'): an 80 mm receipt with a sale, then each promotion's
 * image at its printed size (pixels at 150 ppi), in order. BMP images become PNG (what a PDF embeds).
 */
export const ticketDeEjemplo = async (
  linea: string,
  imagenes: readonly { contenido: Buffer; ancho: number; alto: number }[],
  ahora = new Date(),
): Promise<Buffer> => {
  const puntos = (pixeles: number) => (pixeles / PROMOCION_PPP) * PUNTOS_POR_PULGADA;
  const pngs = imagenes.flatMap((i) => {
    const png = bmpAPng(i.contenido);
    return png ? [{ png, ancho: puntos(i.ancho), alto: puntos(i.alto) }] : [];
  });
  // The page is as tall as the ticket: text lines plus the images.
  const altoMm = 80 + pngs.reduce((s, i) => s + (i.alto * 25.4) / PUNTOS_POR_PULGADA + 4, 0);
  const pdf = crearPdf({
    tamano: tamanoTicket(ANCHO_PAPEL_MM, altoMm),
    margen: MARGEN,
    titulo: `Ticket de ejemplo ${linea}`,
    tamanoLetra: 8,
  });
  pdf
    .texto(linea.toUpperCase(), { negrita: true, alineacion: 'center', tamano: 11 })
    .texto('TICKET DE EJEMPLO', { alineacion: 'center' })
    .texto(formatoFechaHora(ahora), { alineacion: 'center' })
    .linea()
    .tabla(
      [
        { header: 'Artículo', ancho: 5 },
        { header: 'Cant.', ancho: 1, alineacion: 'right' },
        { header: 'Importe', ancho: 2, alineacion: 'right' },
      ],
      ARTICULOS.map(([descripcion, cantidad, precio]) => [descripcion, cantidad, pesos(cantidad * precio)]),
    )
    .linea()
    .texto(`TOTAL ${pesos(ARTICULOS.reduce((s, [, c, p]) => s + c * p, 0))}`, {
      negrita: true,
      alineacion: 'right',
    })
    .texto('¡Gracias por su compra!', { alineacion: 'center' })
    .espacio();
  if (!pngs.length) pdf.texto('Sin promociones vigentes o por venir.', { alineacion: 'center' });
  for (const i of pngs)
    pdf.imagen(i.png, { ancho: i.ancho, alto: i.alto, alineacion: 'center' }).espacio(0.5);
  return pdf.terminar();
};
