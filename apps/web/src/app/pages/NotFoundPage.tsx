import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

export const NotFoundPage = () => {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="La página solicitada no existe."
      extra={<Button onClick={() => void navigate('/')}>Ir al inicio</Button>}
    />
  );
};
