import { Card, Col, Row, Statistic } from 'antd';
import { formatMoney } from '@/lib/format';

/** 002 §2: the ticked rows' invoices total, credit notes total and payment (invoices minus notes). */
export const Resumen = ({ facturas, notas, pago }: { facturas: number; notas: number; pago: number }) => (
  <Row gutter={[12, 12]} role="group" aria-label="Resumen de la selección">
    {[
      ['Total facturas', facturas],
      ['Total notas de crédito', notas],
      ['Pago', pago],
    ].map(([titulo, valor]) => (
      <Col xs={24} sm={8} key={titulo}>
        <Card size="small">
          <Statistic title={titulo} value={valor as number} formatter={(v) => formatMoney(Number(v))} />
        </Card>
      </Col>
    ))}
  </Row>
);
