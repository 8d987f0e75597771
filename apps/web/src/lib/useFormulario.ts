import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { warningDialog } from '@/ui/dialogs';
import { huellaDeValores, puedeSalir, useCambiosSinGuardar } from './cambiosSinGuardar';
import { useAccion } from './useAccion';

/** What a validator answers: nothing, a message, or a message and the field it is about. */
export type Falla<C extends string = string> =
  | string
  | { campo?: C | null; message?: string; mensaje?: string }
  | null
  | undefined;

export interface OpcionesFormulario<C extends string> {
  /** The fields in the order Enter walks them; each is its element's id unless `idDe` says otherwise. */
  campos: readonly C[];
  /** The screen's checks in the spec's order (the contract's validator or validate.ts). */
  validar?: () => Falla<C>;
  /** What follows a passed validation (confirmation, the call). Await the call: the form is busy meanwhile. */
  enviar: () => unknown;
  /** Enter in the last field sends (default true); false: it does nothing there. */
  enterEnvia?: boolean;
  /** Focus the first field when the form appears (modals). */
  enfocarAlAbrir?: boolean;
  /** The element id of a field, when it is not the field's name. */
  idDe?: (campo: C) => string;
  /**
   * The form's values (any object). Given, the form knows when they differ from those it started
   * with (`sucio`): leaving then asks first (lib/cambiosSinGuardar), and a ModalFormulario asks on
   * Esc, the cross and 'Cancelar'. `marcarGuardado()` takes the current values as the new start.
   */
  valores?: unknown;
}

/**
 * A contract schema as the form's validator: its first failure (fields are checked in the schema's
 * order, which follows the spec's) and the field it is about.
 */
export const fallaDeEsquema = <C extends string>(esquema: z.ZodType, valores: unknown): Falla<C> => {
  const r = esquema.safeParse(valores);
  if (r.success) return null;
  const issue = r.error.issues[0];
  return issue && { campo: (issue.path[0] as C | undefined) ?? null, message: issue.message };
};

const mensajeDe = <C extends string>(f: Exclude<Falla<C>, null | undefined>) =>
  typeof f === 'string'
    ? { message: f, campo: null }
    : { message: f.message ?? f.mensaje ?? '', campo: f.campo };

/**
 * The one way to write a form: `validar` runs the checks in order and shows the first failure as a
 * warning, then moves the focus to its field; `enviar` validates and sends, once at a time (`ocupado`
 * while it runs, so a double click or a second Enter sends one request); `campo(name)` gives an input
 * its id and an Enter that moves to the next field (and sends from the last one); in an open list or
 * calendar that Enter only takes the choice (a second one moves on). That Enter never
 * reaches the confirmation it opens: the key's default is prevented, so no keypress lands on its buttons.
 * A send started while a kit input tells why it refused what was typed (a date, when 'Guardar' was the
 * click that left the field) waits for that warning and sends nothing (useAccion, lib/avisoDeCampo).
 */
export const useFormulario = <C extends string>(opciones: OpcionesFormulario<C>) => {
  // The latest options, so that callbacks handed to inputs never see stale state.
  const ref = useRef(opciones);
  ref.current = opciones;
  const { ocupado, ejecutar } = useAccion();
  const huella = opciones.valores === undefined ? undefined : huellaDeValores(opciones.valores);
  const [inicial, setInicial] = useState(huella);
  const sucio = huella === undefined ? undefined : huella !== inicial;
  useCambiosSinGuardar(sucio === true);
  const huellaRef = useRef(huella);
  huellaRef.current = huella;
  /** The current values become those the form started with (after a save that keeps the form open). */
  const marcarGuardado = useCallback(() => setInicial(huellaRef.current), []);
  /** Before closing or leaving: true at once when nothing would be lost, else the user's Si/No. */
  const salir = useCallback(
    () => puedeSalir(huellaRef.current !== undefined && huellaRef.current !== inicial),
    [inicial],
  );

  const idDe = useCallback((campo: C) => ref.current.idDe?.(campo) ?? campo, []);

  /** Focuses a field; false when it is absent or disabled. */
  const enfocar = useCallback(
    (campo: C): boolean => {
      const el = document.getElementById(idDe(campo));
      if (!el || (el as HTMLInputElement).disabled) return false;
      el.focus();
      return document.activeElement === el;
    },
    [idDe],
  );

  const validar = useCallback(async (): Promise<boolean> => {
    const falla = ref.current.validar?.();
    if (falla === null || falla === undefined || falla === '') return true;
    const { message, campo } = mensajeDe(falla);
    await warningDialog(message);
    if (campo) enfocar(campo);
    return false;
  }, [enfocar]);

  const enviar = useCallback(
    () =>
      ejecutar(async () => {
        if (await validar()) await ref.current.enviar();
      }),
    [ejecutar, validar],
  );

  const siguiente = useCallback(
    (desde: C) => {
      const { campos, enterEnvia = true } = ref.current;
      for (const campo of campos.slice(campos.indexOf(desde) + 1)) if (enfocar(campo)) return;
      if (enterEnvia) void enviar();
    },
    [enfocar, enviar],
  );

  const campo = useCallback(
    (nombre: C) => ({
      id: idDe(nombre),
      onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
        if (e.key !== 'Enter' || e.shiftKey || e.ctrlKey || e.altKey || e.metaKey) return;
        if (e.nativeEvent.isComposing) return;
        const target = e.target as HTMLElement;
        // A textarea takes its new line; an open list takes its choice.
        if (target.tagName === 'TEXTAREA' || target.getAttribute('aria-expanded') === 'true') return;
        // An open calendar with a typed date takes the Enter: it confirms the date, whose new value
        // reaches the form only after this event (sending now would validate the field as empty).
        if (target.dataset.calendario === 'abierto' && (target as HTMLInputElement).value) return;
        e.preventDefault();
        e.stopPropagation();
        siguiente(nombre);
      },
    }),
    [idDe, siguiente],
  );

  useEffect(() => {
    if (!ref.current.enfocarAlAbrir) return;
    // After the dialog has mounted its content (it focuses itself only when nothing inside has focus).
    const t = setTimeout(() => {
      for (const c of ref.current.campos) if (enfocar(c)) return;
    });
    return () => clearTimeout(t);
  }, [enfocar]);

  return { campo, enfocar, validar, enviar, ocupado, ejecutar, sucio, salir, marcarGuardado };
};
