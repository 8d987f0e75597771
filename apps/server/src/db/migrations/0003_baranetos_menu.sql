-- Wholesale line screens (issue 5): catalogues under Baranetos › Catálogos (20), discount days under
-- Baranetos › Descuentos generales (24). The exclusion screen has no entry: the guard always lets
-- it open and its calls are granted by the discount-days entry.
INSERT INTO web_menu (id, parentid, name, icon, url, id_empresa, orden) VALUES
  (2001, 20, 'Departamentos', 'PartitionOutlined', '/baranetos/catalogos/catdepartamentos', 2, 1),
  (2002, 20, 'Secciones', 'BlockOutlined', '/baranetos/catalogos/catsecciones', 2, 2),
  (2003, 20, 'Categorías', 'TagsOutlined', '/baranetos/catalogos/catcategorias', 2, 3),
  (2010, 24, 'Días de descuentos', 'CalendarOutlined', '/baranetos/descuentosgenerales/diasdescuentos', 2, 1);
--> statement-breakpoint
SELECT otorgar_menu_administradores();
