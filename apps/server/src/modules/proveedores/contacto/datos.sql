-- Departments of supplier contacts and the banks of supplier accounts (SAT's bank keys), applied at
-- every start (idempotent).
INSERT INTO cat_proveedores_marcas_areas (id_cat_proveedores_marcas_areas, area) VALUES
  (1, 'Crédito y cobranza'),
  (2, 'Ventas'),
  (3, 'Logística'),
  (4, 'Atención a clientes'),
  (5, 'Dirección')
ON CONFLICT (id_cat_proveedores_marcas_areas) DO UPDATE SET area = excluded.area;
--> statement-breakpoint
INSERT INTO cat_bancos (codigo, descripcion) VALUES
  (2, 'BANAMEX'),
  (6, 'BANCOMEXT'),
  (12, 'BBVA MEXICO'),
  (14, 'SANTANDER'),
  (21, 'HSBC'),
  (30, 'BAJIO'),
  (36, 'INBURSA'),
  (44, 'SCOTIABANK'),
  (58, 'BANREGIO'),
  (62, 'AFIRME'),
  (72, 'BANORTE'),
  (127, 'AZTECA'),
  (130, 'COMPARTAMOS'),
  (137, 'BANCOPPEL')
ON CONFLICT (codigo) DO UPDATE SET descripcion = excluded.descripcion;
