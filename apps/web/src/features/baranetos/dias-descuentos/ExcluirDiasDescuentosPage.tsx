import { ArrowLeftOutlined } from '@ant-design/icons';
import { DIAS_DESCUENTOS_URL } from '@farmasi/contracts/baranetos/dias-descuentos';
import { Button, Card, Col, Row } from 'antd';
import { useNavigate } from 'react-router';
import { ExclusionCard } from './ExclusionCard';

/** S57: departments, sections and categories that no discount-day promotion discounts. */
export const ExcluirDiasDescuentosPage = () => {
  const navigate = useNavigate();
  return (
    <Card
      extra={
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(DIAS_DESCUENTOS_URL)}>
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
