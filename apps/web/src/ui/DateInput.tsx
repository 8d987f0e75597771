import { DatePicker, type DatePickerProps, type GetRef } from 'antd';
import type { Dayjs } from 'dayjs';
import { type FocusEvent, type KeyboardEvent, useCallback, useMemo, useRef, useState } from 'react';
import { avisarCampoRechazado } from '@/lib/avisoDeCampo';
import { FECHA_MINIMA, leerFechaEscrita, fechaEscritaMensajes as mensajes } from '@/lib/fechaEscrita';
import { DATE_FORMAT, DATE_INPUT_FORMATS } from '@/lib/format';

export interface DateInputProps
  extends Omit<
    DatePickerProps,
    'value' | 'defaultValue' | 'onChange' | 'onOk' | 'multiple' | 'format' | 'picker'
  > {
  value: Dayjs | null | undefined;
  onChange: (fecha: Dayjs | null) => void;
  /** The warning for a typed date that `disabledDate`, `minDate` or `maxDate` refuse (the spec's text). */
  mensajeNoPermitida?: string;
}

const mismaFecha = (a: Dayjs | null, b: Dayjs | null) => a === b || (!!a && !!b && a.isSame(b, 'day'));

/**
 * The one date field: antd's DatePicker (Spanish locale from the app's ConfigProvider) that shows
 * DD/MMM/YYYY and also takes a typed 01/12/2026, 1/12/2026 or 01-12-2026. Never read-only: typing
 * is the fast way.
 *
 * A typed date is used as typed or refused with a warning, never replaced (issues 24, 30): leaving
 * the field (Tab, a click elsewhere, 'Guardar') or Enter takes it at once — before the click that left
 * the field is handled, so a save sends it —; an impossible date (31/02/2030), one the field does not
 * allow (`disabledDate`, `minDate`, `maxDate`: `mensajeNoPermitida`) or an emptied field that cannot
 * be empty (`allowClear={false}`) shows a warning, the field keeps its date, and a save started by
 * that click waits and is not sent (useFormulario). Dates before 1901 are refused: 1900-01-01 is the
 * API's 'no date'.
 *
 * Its input carries `data-calendario="abierto"` while the calendar is open (antd's picker input has
 * no aria-expanded), so that useFormulario lets that Enter confirm the date instead of moving on.
 */
export const DateInput = ({
  style,
  placeholder = 'DD/MM/AAAA',
  value,
  onChange,
  onOpenChange,
  onBlur,
  onKeyDown,
  disabledDate,
  minDate = FECHA_MINIMA,
  maxDate,
  allowClear,
  mensajeNoPermitida,
  ...props
}: DateInputProps) => {
  const [abierto, setAbierto] = useState(false);
  // Redrawn after a refusal, so that the field shows the date it keeps (the picker would go on
  // showing a refused date it could parse, such as 01/01/1900).
  const [vuelta, setVuelta] = useState(0);
  // Whether the text in the field was typed (or pasted) since it last showed a date: a date the
  // calendar previews under the pointer is not the user's.
  const escrito = useRef(false);
  // The date the screen holds, or the one just sent to it (before its new render).
  const actual = useRef<Dayjs | null>(value ?? null);
  actual.current = value ?? null;

  // The picker's input (a new one after a refusal), where typing is marked; and the field as the
  // warnings know it, so that a save waits for a refusal while the field is there.
  const input = useRef<HTMLInputElement | null>(null);
  const campo = useMemo(() => ({ elemento: () => (input.current?.isConnected ? input.current : null) }), []);
  const marcar = useCallback(() => {
    escrito.current = true;
  }, []);
  const picker = useCallback(
    (p: GetRef<typeof DatePicker> | null) => {
      const elemento = p?.nativeElement?.querySelector('input');
      if (!elemento) return;
      input.current = elemento;
      elemento.addEventListener('input', marcar);
      return () => elemento.removeEventListener('input', marcar);
    },
    [marcar],
  );

  const cambiar = (fecha: Dayjs | null) => {
    if (mismaFecha(fecha, actual.current)) return;
    actual.current = fecha;
    onChange(fecha);
  };

  const noPermitida = (fecha: Dayjs) =>
    fecha.isBefore(minDate, 'day') ||
    (!!maxDate && fecha.isAfter(maxDate, 'day')) ||
    !!disabledDate?.(fecha, { type: 'date' });

  const rechazar = (mensaje: string) => {
    void avisarCampoRechazado(campo, mensaje);
    setVuelta((v) => v + 1);
    return false;
  };

  /** Takes the typed text, or tells why not; false when refused. */
  const confirmar = (caja: HTMLInputElement): boolean => {
    if (!escrito.current) return true;
    escrito.current = false;
    const texto = caja.value.trim();
    const fecha = actual.current;
    if (texto === (fecha ? fecha.format(DATE_FORMAT) : '')) return true;
    if (texto === '') {
      if (allowClear === false) return fecha ? rechazar(mensajes.requerida) : true;
      cambiar(null);
      return true;
    }
    const escrita = leerFechaEscrita(texto);
    if (!escrita) return rechazar(mensajes.invalida(texto));
    if (noPermitida(escrita))
      return rechazar(mensajeNoPermitida ?? mensajes.noPermitida(escrita.format(DATE_FORMAT)));
    cambiar(escrita);
    return true;
  };

  return (
    <DatePicker
      key={vuelta}
      ref={picker}
      format={DATE_INPUT_FORMATS}
      placeholder={placeholder}
      style={{ width: '100%', ...style }}
      {...props}
      allowClear={allowClear}
      minDate={minDate}
      maxDate={maxDate}
      disabledDate={disabledDate}
      data-calendario={abierto ? 'abierto' : undefined}
      onOpenChange={(open) => {
        setAbierto(open);
        onOpenChange?.(open);
      }}
      value={value ?? null}
      onChange={(fecha) => {
        escrito.current = false;
        cambiar(fecha);
      }}
      onBlur={(e: FocusEvent<HTMLElement>, info) => {
        if (e.target instanceof HTMLInputElement) confirmar(e.target);
        onBlur?.(e, info);
      }}
      onKeyDown={(e: KeyboardEvent<HTMLElement>, preventDefault) => {
        // Enter and Tab take the typed date before the form or the focus move on (on Tab the picker
        // drops a date it refuses before the field is left); a refused one keeps the focus here.
        if (e.key === 'Escape') escrito.current = false;
        const sale = e.key === 'Enter' || e.key === 'Tab';
        if (sale && e.target instanceof HTMLInputElement && !confirmar(e.target)) {
          e.preventDefault();
          return;
        }
        onKeyDown?.(e as KeyboardEvent<HTMLInputElement>, preventDefault);
      }}
    />
  );
};
