-- Reference rows of the banner manager (S08), applied at every start (idempotent):
-- the four branch-image slots of 'Conoce nuestras sucursales' (001 §3 Branch image).
INSERT INTO cat_imagenes_sucursales (id_cat_imagenes_sucursales) VALUES (1), (2), (3), (4)
ON CONFLICT (id_cat_imagenes_sucursales) DO NOTHING;
