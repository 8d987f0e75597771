-- Reference data of S55, applied at every start (idempotent): the variant types (types 1 and 2 take a
-- colour as their value).
INSERT INTO bar_ecommerce_opciones (id_opcion, descripcion) VALUES
  (1, 'Color'),
  (2, 'Tono'),
  (3, 'Talla'),
  (4, 'Tamaño'),
  (5, 'Sabor'),
  (6, 'Aroma')
ON CONFLICT (id_opcion) DO UPDATE SET descripcion = excluded.descripcion;
