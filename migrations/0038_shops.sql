CREATE TABLE `shops` (
	`id` text PRIMARY KEY NOT NULL,
	`space_id` text NOT NULL,
	`name` text NOT NULL,
	`aisles` text DEFAULT '[]' NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `family_spaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `shops_space_id_idx` ON `shops` (`space_id`);--> statement-breakpoint
ALTER TABLE `lists` ADD `shop_id` text REFERENCES shops(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `lists_shop_id_idx` ON `lists` (`shop_id`);