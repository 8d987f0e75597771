import { messages } from '@farmasi/contracts/messages';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

export const ErrorAutenticacionPage = () => {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={messages.general.sinPermisoPagina}
      extra={
        <Button type="primary" onClick={() => void navigate('/')}>
          Ir al inicio
        </Button>
      }
    />
  );
};
