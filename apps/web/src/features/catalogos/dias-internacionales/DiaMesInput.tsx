import { diasDelMes } from '@farmasi/contracts/catalogos/dias-internacionales';
import { Space } from 'antd';
import { useState } from 'react';
import { SelectBuscable } from '@/ui/SelectBuscable';
import { diaMesDe, MESES, partesDiaMes } from './diaMes';

interface Props {
  /** 'MM-DD' or '' */
  value: string;
  onChange: (valor: string) => void;
  /** The day select's id (useFormulario focuses it when the check fails). */
  id: string;
  etiqueta: string;
}

/** A day of the year without a year: a day and a month (the international days repeat each year). */
export const DiaMesInput = ({ value, onChange, id, etiqueta }: Props) => {
  const guardado = partesDiaMes(value);
  // A half-chosen value (day without month) lives here until both exist.
  const [parcial, setParcial] = useState(guardado);
  const { dia, mes } = value ? guardado : parcial;
  const cambiar = (d: number | null, mm: number | null) => {
    setParcial({ dia: d, mes: mm });
    onChange(diaMesDe(d, mm));
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <SelectBuscable
        id={id}
        aria-label={`Día de ${etiqueta}`}
        placeholder="Día"
        style={{ width: '40%' }}
        value={dia ?? undefined}
        onChange={(d: number) => cambiar(d, mes)}
        options={Array.from({ length: mes ? diasDelMes(mes) : 31 }, (_, i) => ({
          value: i + 1,
          label: i + 1,
        }))}
      />
      <SelectBuscable
        aria-label={`Mes de ${etiqueta}`}
        placeholder="Mes"
        style={{ width: '60%' }}
        value={mes ?? undefined}
        onChange={(mm: number) => cambiar(dia, mm)}
        options={MESES.map((nombre, i) => ({ value: i + 1, label: nombre }))}
      />
    </Space.Compact>
  );
};
