import { Progress, Spin, Typography } from 'antd';
import type { Avance } from './api';

/** How far a run has got: the upload's percentage, then the rows the server has checked or written. */
export const AvanceImportacion = ({ avance }: { avance: Avance }) => {
  if (avance.fase === 'subiendo')
    return (
      <div role="status" aria-live="polite">
        <Typography.Text>Enviando el archivo…</Typography.Text>
        <Progress percent={Math.round(avance.fraccion * 100)} size="small" />
      </div>
    );
  const filas = `${avance.filas.toLocaleString('es-MX')} ${avance.filas === 1 ? 'fila' : 'filas'}`;
  return (
    <div role="status" aria-live="polite">
      <Spin size="small" />{' '}
      <Typography.Text data-testid="avance-importacion">
        {avance.fase === 'verificando' ? 'Verificando' : 'Escribiendo'}… {filas}
      </Typography.Text>
    </div>
  );
};
