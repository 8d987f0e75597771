import { ArrowLeftOutlined } from '@ant-design/icons';
import { DIAS_DESCUENTOS_URL } from '@farmasi/contracts/baranetos/dias-descuentos';
import { Button, Card, Col, Row } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import type { VolverADiasDescuentos } from './DiasDescuentosPage';
import { ExclusionCard } from './ExclusionCard';

/** The list's filters this screen was opened from (S56's query string), if any. */
const filtrosDeS56 = (state: unknown) => {
  const volver = (state as Partial<VolverADiasDescuentos> | null)?.volver;
  return typeof volver === 'string' && volver.startsWith('?') ? volver : '';
};

/** S57: departments, sections and categories that no discount-day promotion discounts. */
export const ExcluirDiasDescuentosPage = () => {
  const navigate = useNavigate();
  const { state } = useLocation();
  return (
    <Card
      extra={
        <Button
          icon={<ArrowLeftOutlined />}
          onClick={() => navigate(DIAS_DESCUENTOS_URL + filtrosDeS56(state))}
        >
          Volver a días de descuentos
        </Button>
      }
    >
      <Row gutter={[16, 16]}>
        {(['D', 'S', 'C'] as const).map((tipo) => (
          <Col key={tipo} xs={24} xl={8}>
            <ExclusionCard tipo={tipo} />
          </Col>
        ))}
      </Row>
    </Card>
  );
};
