CREATE TABLE `list_tick_notices` (
	`item_id` text PRIMARY KEY NOT NULL,
	`space_id` text NOT NULL,
	`list_id` text NOT NULL,
	`user_id` text NOT NULL,
	`profile_id` text,
	`ticked_at` text NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `family_spaces`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`list_id`) REFERENCES `lists`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`profile_id`) REFERENCES `family_profiles`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `list_tick_notices_group_idx` ON `list_tick_notices` (`list_id`,`user_id`,`profile_id`,`ticked_at`);