import { DatePicker, type DatePickerProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { DATE_INPUT_FORMATS } from '@/lib/format';

export interface DateInputProps
  extends Omit<
    DatePickerProps,
    'value' | 'defaultValue' | 'onChange' | 'onOk' | 'multiple' | 'format' | 'picker'
  > {
  value: Dayjs | null | undefined;
  onChange: (fecha: Dayjs | null) => void;
}

/**
 * The one date field: antd's DatePicker (Spanish locale from the app's ConfigProvider) that shows
 * DD/MMM/YYYY and also takes a typed 01/12/2026, 1/12/2026 or 01-12-2026 (Enter or leaving the field
 * confirms it). Never read-only: typing is the fast way.
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
  ...props
}: DateInputProps) => {
  const [abierto, setAbierto] = useState(false);
  return (
    <DatePicker
      format={DATE_INPUT_FORMATS}
      placeholder={placeholder}
      style={{ width: '100%', ...style }}
      {...props}
      data-calendario={abierto ? 'abierto' : undefined}
      onOpenChange={(open) => {
        setAbierto(open);
        onOpenChange?.(open);
      }}
      value={value ?? null}
      onChange={(fecha) => onChange(fecha)}
    />
  );
};
