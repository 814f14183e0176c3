CREATE INDEX "order_notes_image_idx" ON "order_notes" USING btree ("image_key");--> statement-breakpoint
CREATE INDEX "custom_order_images_key_idx" ON "custom_order_images" USING btree ("image_key");