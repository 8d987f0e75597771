/**
 * What a handler answers when the envelope needs more than its data: a message for the user, or a
 * refusal that still carries data (value false). A handler that returns plain data answers
 * { value: true, message: '', data }; a rule that refuses throws Rechazo instead.
 */
export class Respuesta<T> {
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
