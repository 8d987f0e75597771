import { Grid, Layout, Spin, Typography, theme } from 'antd';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useSession } from '@/lib/session';
import { buildMenu } from './menu';
import { SideMenu } from './SideMenu';
import { screenTitle } from './title';
import { UserMenu } from './UserMenu';

/** Side menu, top bar (screen title and user dropdown) and the current screen. */
export const ShellLayout = () => {
  const session = useSession();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const { token } = theme.useToken();
  const [collapsed, setCollapsed] = useState(false);
  // On a phone the menu folds away completely (a tab opens it) so screens get the whole width.
  const phone = Grid.useBreakpoint().md === false;
  const menu = useMemo(() => buildMenu(session?.permisos ?? []), [session?.permisos]);
  const title = screenTitle(pathname, menu);

  useEffect(() => {
    document.title = title ? `${title} · Administración` : 'Administración';
  }, [title]);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        breakpoint="lg"
        width={264}
        collapsedWidth={phone ? 0 : 80}
      >
        <div style={{ color: '#fff', fontWeight: 600, padding: '16px 24px', whiteSpace: 'nowrap' }}>
          {collapsed ? 'FA' : 'Administración'}
        </div>
        <nav aria-label="Menú principal">
          <SideMenu menu={menu} path={pathname} />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: token.colorBgContainer,
            padding: phone ? '0 12px' : '0 24px',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 16,
          }}
        >
          <Typography.Title level={1} style={{ fontSize: 18, margin: 0, flex: 1, minWidth: 0 }} ellipsis>
            {title}
          </Typography.Title>
          <UserMenu nombre={session?.nombre ?? ''} />
        </Layout.Header>
        <Layout.Content style={{ margin: 16 }}>
          <Spin spinning={navigation.state === 'loading'} delay={200}>
            <Suspense fallback={<Spin />}>
              <Outlet />
            </Suspense>
          </Spin>
        </Layout.Content>
      </Layout>
    </Layout>
  );
};
