-- Hand-written statements of the traspasos_sucursales area (menu entries, product data).
-- S44 'Traspaso de sucursales' under Farmacias > Administración (section 11); id from the
-- transfers range 1140-1149. Administrators receive it at their next token.
INSERT INTO web_menu (id, parentid, name, icon, url, id_empresa, orden) VALUES
  (1140, 11, 'Traspaso de sucursales', 'SwapOutlined', '/{product}/administracion/traspasos-sucursales', 1, 40);
--> statement-breakpoint
SELECT otorgar_menu_administradores();
