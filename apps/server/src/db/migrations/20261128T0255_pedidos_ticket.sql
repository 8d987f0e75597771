ALTER TABLE "pedidos_proveedor_enc" ADD COLUMN "ticket" uuid DEFAULT gen_random_uuid() NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "pedidos_proveedor_enc_ticket_uq" ON "pedidos_proveedor_enc" USING btree ("ticket");
