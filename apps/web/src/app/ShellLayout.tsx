import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid, Layout, Spin, Typography, theme } from 'antd';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { Outlet, useHref, useLocation, useNavigation } from 'react-router';
import { useSession } from '@/lib/session';
import { GuardiaSalida } from './GuardiaSalida';
import { buildMenu } from './menu';
import { BuscadorGlobal } from './paleta/BuscadorGlobal';
import { SideMenu } from './SideMenu';
import { useFocusableScrollBoxes } from './scrollRegions';
import { screenTitle } from './title';
import { UserMenu } from './UserMenu';
import './shell.css';

const SIDER_BG = '#001529';

/**
 * Side menu, top bar (the screen's title, shown once, and the user dropdown) and the current screen.
 * On a phone the menu is a drawer opened from the top bar, so screens get the whole width.
 */
export const ShellLayout = () => {
  const session = useSession();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const ruta = useHref(pathname);
  const { token } = theme.useToken();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const phone = Grid.useBreakpoint().md === false;
  const menu = useMemo(() => buildMenu(session?.permisos ?? []), [session?.permisos]);
  const title = screenTitle(pathname, menu);
  useFocusableScrollBoxes();

  useEffect(() => {
    document.title = title ? `${title} · Administración` : 'Administración';
  }, [title]);

  // Choosing a screen in the drawer closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation
  useEffect(() => setDrawerOpen(false), [pathname]);

  const nav = (
    <nav aria-label="Menú principal">
      <SideMenu menu={menu} path={pathname} />
    </nav>
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <GuardiaSalida />
      {phone ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={280}
          title="Administración"
          closable={{ 'aria-label': 'Cerrar menú' }}
          styles={{
            header: { background: SIDER_BG, color: '#fff', borderBottom: 'none' },
            body: { background: SIDER_BG, padding: 0 },
          }}
          className="shell-drawer"
        >
          {nav}
        </Drawer>
      ) : (
        <Layout.Sider
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          breakpoint="lg"
          width={264}
          collapsedWidth={80}
        >
          <div style={{ color: '#fff', fontWeight: 600, padding: '16px 24px', whiteSpace: 'nowrap' }}>
            {collapsed ? 'FA' : 'Administración'}
          </div>
          {nav}
        </Layout.Sider>
      )}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header
          className="shell-header"
          style={{ background: token.colorBgContainer, padding: phone ? '8px 12px' : '8px 24px' }}
        >
          {phone && (
            <Button
              type="text"
              icon={<MenuOutlined aria-hidden />}
              aria-label="Abrir menú"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            />
          )}
          {/* Long titles wrap rather than being cut: the title is the only place the screen is named. */}
          <Typography.Title level={1} className="shell-title" style={{ fontSize: phone ? 16 : 18 }}>
            {title}
          </Typography.Title>
          <BuscadorGlobal menu={menu} path={pathname} idUser={session?.idUser} compacto={phone} />
          <UserMenu nombre={session?.nombre ?? ''} compact={phone} />
        </Layout.Header>
        {/* data-ruta: the screen shown (not the one still loading), for tests that navigate by menu. */}
        <Layout.Content
          style={{ margin: phone ? 8 : 16, minWidth: 0 }}
          data-ruta={navigation.state === 'idle' ? ruta : undefined}
        >
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
