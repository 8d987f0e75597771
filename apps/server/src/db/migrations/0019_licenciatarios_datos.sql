-- Hand-written statements of the licenciatarios area (menu entry).
-- S45 'Abrir página licenciatarios' under Farmacias > Administración (section 11); id from range 1100-1119.
INSERT INTO web_menu (id, parentid, name, icon, url, id_empresa, orden) VALUES
  (1110, 11, 'Abrir página licenciatarios', 'ExportOutlined', '/{product}/administracion/abrir-pagina-licenciatarios', 1, 45);
--> statement-breakpoint
SELECT otorgar_menu_administradores();
