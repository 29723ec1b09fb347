CREATE TABLE `calendar_feeds` (
	`id` text PRIMARY KEY NOT NULL,
	`space_id` text NOT NULL,
	`user_id` text NOT NULL,
	`profile_id` text,
	`token_hash` text NOT NULL,
	`created_at` text NOT NULL,
	`last_used_at` text,
	FOREIGN KEY (`space_id`) REFERENCES `family_spaces`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`profile_id`) REFERENCES `family_profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_token_hash_unique` ON `calendar_feeds` (`token_hash`);--> statement-breakpoint
CREATE INDEX `calendar_feeds_user_id_space_id_idx` ON `calendar_feeds` (`user_id`,`space_id`);--> statement-breakpoint
CREATE INDEX `calendar_feeds_space_id_idx` ON `calendar_feeds` (`space_id`);--> statement-breakpoint
CREATE INDEX `calendar_feeds_profile_id_idx` ON `calendar_feeds` (`profile_id`);