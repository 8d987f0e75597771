/** The element a field of the article form is (its Enter order and the focus of a failed check). */
export const campoId = (campo: string) => `art-${campo}`;
