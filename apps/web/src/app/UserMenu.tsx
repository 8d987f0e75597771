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
/** Out of sight, still read by screen readers and part of the button's text. */
const OCULTO_A_LA_VISTA = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

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
        {/*
          On a phone only the icon shows, to leave the title room: the name stays as the button's
          text for screen readers (hidden from sight, not from them) and in the tooltip.
        */}
        <span style={compact ? OCULTO_A_LA_VISTA : undefined}>{nombre}</span>
        <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
};
