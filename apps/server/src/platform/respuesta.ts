/**
 * What a handler answers when the envelope needs more than its data: a message for the user, or a
 * refusal that still carries data (value false). A handler that returns plain data answers
 * { value: true, message: '', data }; a rule that refuses throws Rechazo instead.
 */
/** A global brand: modules loaded twice (module discovery, test runners) still recognise it. */
const MARCA: unique symbol = Symbol.for('farmasi.respuesta') as never;

export class Respuesta<T> {
  // The brand also makes the class nominal: a plain { value, message, data } is not a Respuesta.
  readonly [MARCA] = true as const;
  constructor(
    readonly data: T,
    readonly message = '',
    readonly value = true,
  ) {}
}

/** The data with a message for the user (a save's confirmation). */
export const respuesta = <T>(data: T, message = '') => new Respuesta(data, message);

/** A refusal answered with data of its own (value false), where the spec keeps data on a refusal. */
export const rechazoConDatos = <T>(data: T, message: string) => new Respuesta(data, message, false);

/** True for a Respuesta, whichever copy of this module built it. */
export const esRespuesta = (x: unknown): x is Respuesta<unknown> =>
  typeof x === 'object' && x !== null && (x as Record<symbol, unknown>)[MARCA] === true;

/** The envelope of a handler's answer: a Respuesta as it says, plain data with value true and no message. */
export const sobreDe = (answer: unknown) =>
  esRespuesta(answer)
    ? { value: answer.value, message: answer.message, data: answer.data ?? null }
    : { value: true, message: '', data: answer ?? null };
