-- Hand-written statements of the medicos area (menu entries, product data).
-- Hand-written statements of the medicos area (state catalogue, menu entry).
-- The 32 Mexican states with their INEGI codes (003 §3 State catalogue item).
INSERT INTO cat_estados (cod_estado, descripcion) VALUES
  (1, 'Aguascalientes'),
  (2, 'Baja California'),
  (3, 'Baja California Sur'),
  (4, 'Campeche'),
  (5, 'Coahuila de Zaragoza'),
  (6, 'Colima'),
  (7, 'Chiapas'),
  (8, 'Chihuahua'),
  (9, 'Ciudad de México'),
  (10, 'Durango'),
  (11, 'Guanajuato'),
  (12, 'Guerrero'),
  (13, 'Hidalgo'),
  (14, 'Jalisco'),
  (15, 'Estado de México'),
  (16, 'Michoacán de Ocampo'),
  (17, 'Morelos'),
  (18, 'Nayarit'),
  (19, 'Nuevo León'),
  (20, 'Oaxaca'),
  (21, 'Puebla'),
  (22, 'Querétaro'),
  (23, 'Quintana Roo'),
  (24, 'San Luis Potosí'),
  (25, 'Sinaloa'),
  (26, 'Sonora'),
  (27, 'Tabasco'),
  (28, 'Tamaulipas'),
  (29, 'Tlaxcala'),
  (30, 'Veracruz de Ignacio de la Llave'),
  (31, 'Yucatán'),
  (32, 'Zacatecas');
--> statement-breakpoint
-- S47 'Domicilios médicos' under Farmacias > Administración (section 11); id from range 1150-1169.
INSERT INTO web_menu (id, parentid, name, icon, url, id_empresa, orden) VALUES
  (1150, 11, 'Domicilios médicos', 'MedicineBoxOutlined', '/{product}/administracion/domicilios-medicos-antibioticos', 1, 50);
--> statement-breakpoint
SELECT otorgar_menu_administradores();
