-- Phone top-ups (S46) under Farmacias › Administración. The providers are the airtime providers'
-- catalogue shared with the articles (cat_recargas_proveedores).
INSERT INTO web_menu (id, parentid, name, icon, url, id_empresa, orden) VALUES
  (1151, 11, 'Recargas Telefonicas', 'MobileOutlined', '/{product}/administracion/recargas-telefonicas', 1, 51);
--> statement-breakpoint
SELECT otorgar_menu_administradores();
