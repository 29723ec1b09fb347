CREATE TABLE `family_changes` (
	`id` text PRIMARY KEY NOT NULL,
	`space_id` text NOT NULL,
	`author_id` text,
	`title` text NOT NULL,
	`description` text,
	`related_id` text,
	`group_key` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `family_spaces`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `family_changes_space_id_group_key_unique` ON `family_changes` (`space_id`,`group_key`);--> statement-breakpoint
CREATE INDEX `family_changes_space_id_updated_at_idx` ON `family_changes` (`space_id`,`updated_at`);--> statement-breakpoint
CREATE INDEX `family_changes_author_id_idx` ON `family_changes` (`author_id`);