-- Trigram search for the catalogues' text finders (articles, branches, customers...).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Members of an administrators' group hold every menu entry; each migration that adds screens calls
-- this after inserting its entries, so administrators receive them at their next token.
CREATE OR REPLACE FUNCTION otorgar_menu_administradores() RETURNS void AS $$
  INSERT INTO web_usuarios_permisos (id_usuario, id_menu)
  SELECT u.id_usuario, m.id
  FROM web_usuarios u
  JOIN web_usuarios_grupos g ON g.id_web_usuarios_grupos = u.id_web_usuarios_grupos AND g.es_administrador
  CROSS JOIN web_menu m
  ON CONFLICT DO NOTHING;
$$ LANGUAGE sql;
--> statement-breakpoint
-- Menu ids: top-level groups 1-9, sections 10-999, screens 1000 and up. '{product}' is replaced by
-- the configured product slug when the menu is sent to a user.
INSERT INTO web_menu (id, parentid, name, icon, url, id_empresa, orden) VALUES
  (1, NULL, 'Farmacias', 'MedicineBoxOutlined', NULL, 1, 1),
  (2, NULL, 'Baranetos', 'ShopOutlined', NULL, 2, 2),
  (3, NULL, 'Sistemas', 'SettingOutlined', NULL, 1, 3),
  (10, 1, 'Catálogos', 'AppstoreOutlined', NULL, 1, 1),
  (11, 1, 'Administración', 'ApartmentOutlined', NULL, 1, 2),
  (12, 1, 'Mercadotecnia', 'NotificationOutlined', NULL, 1, 3),
  (13, 1, 'Contabilidad', 'CalculatorOutlined', NULL, 1, 4),
  (14, 1, 'Reportes', 'BarChartOutlined', NULL, 1, 5),
  (20, 2, 'Catálogos', 'AppstoreOutlined', NULL, 2, 1),
  (21, 2, 'SAT', 'FileDoneOutlined', NULL, 2, 2),
  (22, 2, 'Mercadotecnia', 'NotificationOutlined', NULL, 2, 3),
  (23, 2, 'Almacén', 'InboxOutlined', NULL, 2, 4),
  (24, 2, 'Descuentos generales', 'PercentageOutlined', NULL, 2, 5),
  (25, 2, 'Reportes', 'BarChartOutlined', NULL, 2, 6),
  (1001, 10, 'Grupo sucursales', 'ClusterOutlined', '/{product}/catalogos/catgruposucursales', 1, 5);
--> statement-breakpoint
SELECT otorgar_menu_administradores();
