import { BarChartOutlined } from '@ant-design/icons';
import { Button, Flex, Form } from 'antd';
import { useState } from 'react';
import { SelectBuscable } from '../SelectBuscable';
import { GraficaBarras } from './index';
import type { GraficaProps } from './tipos';

export interface GraficaDeListaProps extends Omit<GraficaProps, 'series'> {
  /** The values the list holds that a chart can show; with more than two the user picks which. */
  series: readonly { clave: string; nombre: string }[];
}

/**
 * 'Ver gráfica' over a list: a bar chart of the rows the list shows (its page), one bar per row and
 * value. Closed by default; when the list holds several values a select picks the one drawn (the first
 * two together by default, so that a pair such as cut and invoice read side by side).
 */
export const GraficaDeLista = ({ series, ...props }: GraficaDeListaProps) => {
  const [abierta, setAbierta] = useState(false);
  const [elegida, setElegida] = useState<string | null>(null);
  if (series.length === 0 || props.datos.length === 0) return null;
  const dibujadas = elegida ? series.filter((s) => s.clave === elegida) : series.slice(0, 2);
  return (
    <Flex vertical gap={8} style={{ marginBottom: 12 }}>
      <Flex wrap gap={12} align="center">
        <Button icon={<BarChartOutlined />} aria-expanded={abierta} onClick={() => setAbierta((a) => !a)}>
          {abierta ? 'Ocultar gráfica' : 'Ver gráfica'}
        </Button>
        {abierta && series.length > 2 && (
          <Form.Item label="Valor" htmlFor="grafica-valor" style={{ margin: 0, minWidth: 240 }}>
            <SelectBuscable<string>
              id="grafica-valor"
              aria-label="Valor de la gráfica"
              value={elegida ?? undefined}
              placeholder={series
                .slice(0, 2)
                .map((s) => s.nombre)
                .join(' y ')}
              allowClear
              options={series.map((s) => ({ value: s.clave, label: s.nombre }))}
              onChange={(v) => setElegida(v ?? null)}
            />
          </Form.Item>
        )}
      </Flex>
      {abierta && <GraficaBarras {...props} series={dibujadas} />}
    </Flex>
  );
};
