import { AppstoreOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { accordionKeys, ancestorsOf, findByPath, type MenuNode, parentsOf } from './menu';
import { menuIcons } from './menuIcons';

const iconFor = (node: MenuNode, topLevel: boolean) => {
  // A name the map lacks gets the generic icon on a top-level group, none elsewhere.
  const Icon = (node.icon && menuIcons[node.icon]) || (topLevel && !node.url ? AppstoreOutlined : null);
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
