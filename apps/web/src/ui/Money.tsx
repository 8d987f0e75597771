import { formatMoney } from '@/lib/format';

/** Money as $0,0.00 (decimals 4 for costs), aligned figures. */
export const Money = ({
  value,
  decimals = 2,
}: {
  value: number | string | null | undefined;
  decimals?: number;
}) => (
  <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
    {formatMoney(value, decimals)}
  </span>
);
