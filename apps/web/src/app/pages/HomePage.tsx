import { Typography } from 'antd';
import { useSession } from '@/lib/session';

export const HomePage = () => {
  const session = useSession();
  return (
    <div style={{ padding: 24 }}>
      <Typography.Title level={2}>Bienvenido(a), {session?.nombre}</Typography.Title>
      <Typography.Paragraph type="secondary">Elija una opción del menú para comenzar.</Typography.Paragraph>
    </div>
  );
};
