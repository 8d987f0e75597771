import {
  aCentavos,
  type FacturaPorPagar,
  fallaImportes,
  fallaSeleccion,
} from '@farmasi/contracts/sat/comprobantepago';

/** The amounts typed per invoice (null: emptied); an invoice not typed pays its whole balance. */
export type Importes = Readonly<Record<number, number | null>>;

export type FacturaMarcada = FacturaPorPagar & { importePagado: number | null };

export const importeDe = (f: FacturaPorPagar, importes: Importes): number | null =>
  f.idFacturaCredito in importes ? (importes[f.idFacturaCredito] ?? null) : f.saldo;

/** The ticked invoices, in the list's order, with the amount each pays. */
export const marcadasDe = (
  facturas: readonly FacturaPorPagar[],
  marcadas: ReadonlySet<number>,
  importes: Importes,
): FacturaMarcada[] =>
  facturas
    .filter((f) => marcadas.has(f.idFacturaCredito))
    .map((f) => ({ ...f, importePagado: importeDe(f, importes) }));

/** The payment total of what is ticked (exact cents; an empty or invalid amount counts 0). */
export const totalAPagar = (marcadas: readonly FacturaMarcada[]): number =>
  marcadas.reduce((s, f) => s + Math.max(0, aCentavos(f.importePagado ?? 0) ?? 0), 0) / 100;

/**
 * Before the generate modal opens (002 §5, then the project's): one customer, at least one invoice,
 * then each amount (typed, above 0, not above its balance). The first failure, with the invoice whose
 * amount field takes the focus.
 */
export const fallaAntesDeGenerar = (
  marcadas: readonly FacturaMarcada[],
): { mensaje: string; idFacturaCredito?: number } | null => {
  const seleccion = fallaSeleccion(marcadas);
  if (seleccion) return { mensaje: seleccion };
  const importes = fallaImportes(marcadas);
  if (importes)
    return { mensaje: importes.mensaje, idFacturaCredito: marcadas[importes.indice]!.idFacturaCredito };
  return null;
};

/** The element id of an invoice's amount field. */
export const idImporte = (idFacturaCredito: number) => `importe-${idFacturaCredito}`;
