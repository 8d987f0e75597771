/**
 * Exact decimal amounts for the CFDI. The SAT's amounts have at most six decimals (tdCFDI:t_Importe),
 * so they are carried as integers of millionths (bigint): sums and products never drift, and rounding
 * happens only where the SAT's rules say so, half away from zero (amounts are never negative).
 */

const ESCALA = 1_000_000n;

/** An amount in millionths. */
export type Micro = bigint;

/** '1234.5' → 1234500000n. Refuses negatives, signs, exponents and more than six decimals. */
export const aMicro = (valor: string, campo: string): Micro => {
  const m = /^(\d{1,18})(?:\.(\d{1,6}))?$/.exec(valor.trim());
  if (!m) throw new Error(`${campo}: el importe '${valor}' no es válido (hasta 18 enteros y 6 decimales)`);
  return BigInt(m[1]!) * ESCALA + BigInt((m[2] ?? '').padEnd(6, '0'));
};

/** Rounds to `decimales` (0..6), half up. */
export const redondear = (v: Micro, decimales: number): Micro => {
  const paso = 10n ** BigInt(6 - decimales);
  return ((v + paso / 2n) / paso) * paso;
};

/** Writes an amount with exactly `decimales` decimals, rounding half up. */
export const formatear = (v: Micro, decimales: number): string => {
  const r = redondear(v, decimales);
  const enteros = r / ESCALA;
  if (decimales === 0) return enteros.toString();
  const fraccion = (r % ESCALA).toString().padStart(6, '0').slice(0, decimales);
  return `${enteros}.${fraccion}`;
};

/** True when the amount has no more than `decimales` decimals. */
export const esExacto = (v: Micro, decimales: number) => v % 10n ** BigInt(6 - decimales) === 0n;

/** A peso amount with two decimals (tdCFDI:t_ImporteMXN): refuses fractions of a cent instead of rounding. */
export const importeMxn = (valor: string, campo: string): string => {
  const v = aMicro(valor, campo);
  if (!esExacto(v, 2)) throw new Error(`${campo}: el importe '${valor}' tiene fracciones de centavo`);
  return formatear(v, 2);
};

/**
 * A tax amount (BaseDR, ImporteDR, BaseP, ImporteP: tdCFDI:t_Importe): two decimals when it is exact
 * to the cent, as the product prorates, else the six the SAT allows.
 */
export const importeImpuesto = (v: Micro): string => formatear(v, esExacto(v, 2) ? 2 : 6);

/** A rate as the SAT writes TasaOCuota: six decimals ('0.160000'). */
export const tasa = (valor: string, campo: string): string => formatear(aMicro(valor, campo), 6);

export const sumar = (valores: Micro[]): Micro => valores.reduce((a, b) => a + b, 0n);

/** a × b ÷ c in millionths, rounded half up to `decimales`. */
export const proporcion = (a: Micro, b: Micro, c: Micro, decimales: number): Micro => {
  if (c === 0n) throw new Error('No se puede prorratear sobre un total de cero');
  const paso = 10n ** BigInt(6 - decimales) * c;
  return ((a * b + paso / 2n) / paso) * 10n ** BigInt(6 - decimales);
};

/** a × b (both in millionths), rounded half up to `decimales`. */
export const multiplicar = (a: Micro, b: Micro, decimales: number): Micro =>
  proporcion(a, b, ESCALA, decimales);
