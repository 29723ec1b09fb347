-- "ajouté par" / "coché par" by family profile. Written by drizzle-kit, then given the ON DELETE SET NULL
-- of db/schema.ts by hand: drizzle-kit drops the action from an added column's REFERENCES, which would
-- make deleting a profile fail while an item names it. Additive only (docs/decisions/003).
ALTER TABLE `list_items` ADD `created_by_profile_id` text REFERENCES family_profiles(id) ON UPDATE no action ON DELETE set null;--> statement-breakpoint
ALTER TABLE `list_items` ADD `completed_by_profile_id` text REFERENCES family_profiles(id) ON UPDATE no action ON DELETE set null;--> statement-breakpoint
CREATE INDEX `list_items_created_by_profile_id_idx` ON `list_items` (`created_by_profile_id`);--> statement-breakpoint
CREATE INDEX `list_items_completed_by_profile_id_idx` ON `list_items` (`completed_by_profile_id`);
