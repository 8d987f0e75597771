import { DownOutlined, LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { signOut } from '@/api';
import { CHANGE_PASSWORD_PATH } from './guard';

const items: MenuProps['items'] = [
  { key: 'password', icon: <LockOutlined />, label: 'Cambiar Contraseña' },
  { type: 'divider' },
  { key: 'salir', icon: <LogoutOutlined />, label: 'Salir' },
];

/** The top bar's user dropdown: 'Cambiar Contraseña' and 'Salir' (000 §2 Main layout). */
export const UserMenu = ({ nombre, compact = false }: { nombre: string; compact?: boolean }) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'password') {
      void navigate(CHANGE_PASSWORD_PATH);
      return;
    }
    // Clearing the session sends the guard to /login; cached data must not outlive the user.
    void signOut();
    queryClient.clear();
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" icon={<UserOutlined aria-hidden />} data-testid="menu-usuario" title={nombre}>
        {/* On a phone the name is cut to leave room for the title; the tooltip shows it whole. */}
        <span
          style={
            compact
              ? { maxWidth: 96, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }
              : undefined
          }
        >
          {nombre}
        </span>
        <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
};
