import {
  type ErrorFilaImportacion,
  importarDatosMessages as m,
  type ResultadoImportacion,
} from '@farmasi/contracts/sistemas/importar-datos';
import { Alert, Descriptions, Typography } from 'antd';
import { DataTable } from '@/ui/DataTable';

const miles = (n: number) => n.toLocaleString('es-MX');

/**
 * The answer of a run: its summary (the command line's last line), the counts of a real import,
 * and every bad row as a table (line, column, reason) that can be exported to Excel.
 */
export const InformeImportacion = ({ resultado }: { resultado: ResultadoImportacion }) => {
  const ok = resultado.totalErrores === 0;
  const filas = resultado.errores.map((e, i) => ({ ...e, clave: i }));
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Alert
        type={ok ? 'success' : 'error'}
        showIcon
        role="status"
        data-testid="resumen-importacion"
        message={resultado.resumen}
      />
      {resultado.conteo && (
        <Descriptions size="small" bordered column={{ xs: 1, sm: 3 }}>
          <Descriptions.Item label="Nuevos">{miles(resultado.conteo.nuevos)}</Descriptions.Item>
          <Descriptions.Item label="Actualizados">{miles(resultado.conteo.actualizados)}</Descriptions.Item>
          <Descriptions.Item label="Sin cambios">{miles(resultado.conteo.sinCambios)}</Descriptions.Item>
        </Descriptions>
      )}
      {!ok && (
        <>
          {resultado.totalErrores > resultado.errores.length && (
            <Typography.Text type="secondary">
              {m.omitidos
                .replace('{mostrados}', miles(resultado.errores.length))
                .replace('{total}', miles(resultado.totalErrores))}
            </Typography.Text>
          )}
          <DataTable<ErrorFilaImportacion & { clave: number }>
            rowKey="clave"
            size="small"
            aria-label="Errores del archivo"
            tarjetas="telefono"
            dataSource={filas}
            exportar={{ archivo: `errores-${resultado.tipo}` }}
            columns={[
              {
                title: 'Línea',
                dataIndex: 'linea',
                width: 90,
                render: (l: number) => (l > 0 ? l : 'Archivo'),
              },
              { title: 'Columna', dataIndex: 'campo', width: 200 },
              { title: 'Problema', dataIndex: 'razon' },
            ]}
          />
        </>
      )}
    </div>
  );
};
