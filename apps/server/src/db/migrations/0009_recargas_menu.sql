-- Phone top-ups (S46) under Farmacias › Administración; the providers the branches sell airtime
-- through are product data.
INSERT INTO cat_recargas_proveedores (id_proveedor, proveedor) VALUES
  (1, 'Taecel'),
  (2, 'Pagaqui'),
  (3, 'Recargaki'),
  (4, 'Emida'),
  (5, 'Telcel Recargas Electrónicas');
--> statement-breakpoint
INSERT INTO web_menu (id, parentid, name, icon, url, id_empresa, orden) VALUES
  (1151, 11, 'Recargas Telefonicas', 'MobileOutlined', '/{product}/administracion/recargas-telefonicas', 1, 51);
--> statement-breakpoint
SELECT otorgar_menu_administradores();
