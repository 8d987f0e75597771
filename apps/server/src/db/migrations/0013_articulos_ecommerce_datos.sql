-- E-commerce articles (S55) under Baranetos › Catálogos, and the variant types (types 1 and 2 take a
-- colour as their value).
INSERT INTO bar_ecommerce_opciones (id_opcion, descripcion) VALUES
  (1, 'Color'),
  (2, 'Tono'),
  (3, 'Talla'),
  (4, 'Tamaño'),
  (5, 'Sabor'),
  (6, 'Aroma');
--> statement-breakpoint
INSERT INTO web_menu (id, parentid, name, icon, url, id_empresa, orden) VALUES
  (2004, 20, 'Artículos ECommerce', 'ShoppingCartOutlined', '/baranetos/catalogos/catarticulosecommerce', 2, 4);
--> statement-breakpoint
SELECT otorgar_menu_administradores();
