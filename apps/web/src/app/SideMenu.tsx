import {
  AppstoreOutlined,
  BarChartOutlined,
  DollarOutlined,
  FileTextOutlined,
  MedicineBoxOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TagsOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { type ComponentType, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { accordionKeys, ancestorsOf, findByPath, type MenuNode, parentsOf } from './menu';

// The icon names the permission list may carry; unknown names get the generic icon on groups.
const icons: Record<string, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  appstore: AppstoreOutlined,
  'bar-chart': BarChartOutlined,
  dollar: DollarOutlined,
  'file-text': FileTextOutlined,
  'medicine-box': MedicineBoxOutlined,
  setting: SettingOutlined,
  shop: ShopOutlined,
  'shopping-cart': ShoppingCartOutlined,
  tags: TagsOutlined,
  team: TeamOutlined,
};

const iconFor = (node: MenuNode, topLevel: boolean) => {
  const name = node.icon?.toLowerCase().replace(/outlined$|^anticon-|^fa fa-/g, '');
  const Icon = (name && icons[name]) || (topLevel && !node.url ? AppstoreOutlined : null);
  // Decorative: the entry's accessible name is its label alone.
  return Icon ? <Icon aria-hidden /> : undefined;
};

type Items = NonNullable<MenuProps['items']>;

const toItems = (nodes: readonly MenuNode[], topLevel = true): Items =>
  nodes.map((n) =>
    n.url
      ? {
          key: n.key,
          icon: iconFor(n, topLevel),
          // The native tooltip shows a long name that the menu's width cuts.
          label: (
            <Link to={n.url} title={n.label}>
              {n.label}
            </Link>
          ),
        }
      : { key: n.key, icon: iconFor(n, topLevel), label: n.label, children: toItems(n.children, false) },
  );

/** Side menu from the permission list; one group open at a time, the current screen selected. */
export const SideMenu = ({ menu, path }: { menu: MenuNode[]; path: string }) => {
  const parents = useMemo(() => parentsOf(menu), [menu]);
  const items = useMemo(() => toItems(menu), [menu]);
  const selectedKey = findByPath(menu, path)?.key;
  const [openKeys, setOpenKeys] = useState<string[]>([]);

  // Following a link (or arriving by URL) opens the groups of the current screen.
  useEffect(() => {
    if (selectedKey) setOpenKeys(ancestorsOf(selectedKey, parents));
  }, [selectedKey, parents]);

  return (
    <Menu
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={selectedKey ? [selectedKey] : []}
      openKeys={openKeys}
      onOpenChange={(keys) => setOpenKeys(accordionKeys(keys, openKeys, parents))}
    />
  );
};
