/** Fields whose trimmed value differs from the original (003 §4: edit modals mark changed fields). */
export const camposCambiados = <T extends object>(original: T, actual: T): Set<keyof T> =>
  new Set(
    (Object.keys(actual) as (keyof T)[]).filter(
      (k) => String(original[k] ?? '').trim() !== String(actual[k] ?? '').trim(),
    ),
  );
