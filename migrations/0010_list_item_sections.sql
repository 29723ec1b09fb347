CREATE TABLE `item_sections` (
	`space_id` text NOT NULL,
	`key` text NOT NULL,
	`section` text NOT NULL,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`space_id`, `key`),
	FOREIGN KEY (`space_id`) REFERENCES `family_spaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `list_items` ADD `section` text;