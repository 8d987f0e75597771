import { DatePicker, type DatePickerProps } from 'antd';
import { DATE_INPUT_FORMATS } from '@/lib/format';

/**
 * The one date field: antd's DatePicker (Spanish locale from the app's ConfigProvider) that shows
 * DD/MMM/YYYY and also takes a typed 01/12/2026, 1/12/2026 or 01-12-2026 (Enter or leaving the field
 * confirms it). Never read-only: typing is the fast way.
 */
export const DateInput = ({ style, placeholder = 'DD/MM/AAAA', ...props }: DatePickerProps) => (
  <DatePicker
    format={DATE_INPUT_FORMATS}
    placeholder={placeholder}
    style={{ width: '100%', ...style }}
    {...props}
  />
);
