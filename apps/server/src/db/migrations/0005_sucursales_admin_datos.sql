-- Hand-written statements of the sucursales_admin area (menu entries, product data).
-- Branch administration screens (ids 1120-1139) under 11 'Administración'.
INSERT INTO web_menu (id, parentid, name, icon, url, id_empresa, orden) VALUES
  (1120, 11, 'Control ventas transferencias', 'TransactionOutlined', '/{product}/administracion/control-ventas-transferecias', 1, 20),
  (1121, 11, 'Direcciones de sucursales', 'EnvironmentOutlined', '/{product}/administracion/direccion-sucursales', 1, 21),
  (1122, 11, 'Asignar clientes a grupos de entrega', 'CarOutlined', '/{product}/administracion/asignar-clientes-grupos-entrega', 1, 22),
  (1123, 11, 'Asignar sucursales a grupos', 'ClusterOutlined', '/{product}/administracion/asignar-sucursales-grupos', 1, 23);
--> statement-breakpoint
SELECT otorgar_menu_administradores();
