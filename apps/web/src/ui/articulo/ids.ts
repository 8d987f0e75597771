/** The element a failed check moves the focus to. */
export const campoId = (campo: string) => `art-${campo}`;

/** Moves the focus to a field of the article form (000 §5: focus moves to the failing field). */
export const enfocar = (campo: string) => {
  const el = document.getElementById(campoId(campo));
  el?.focus();
  el?.scrollIntoView({ block: 'center' });
};
