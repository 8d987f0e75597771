CREATE TABLE "traspasos_conteo_dia" (
	"dia" date NOT NULL,
	"estatus" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "traspasos_conteo_dia_dia_estatus_pk" PRIMARY KEY("dia","estatus")
);

