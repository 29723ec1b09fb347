CREATE TABLE `calendar_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`space_id` text NOT NULL,
	`name` text NOT NULL,
	`colour` text NOT NULL,
	`url` text NOT NULL,
	`profile_id` text,
	`in_conflicts` integer DEFAULT false NOT NULL,
	`events` text DEFAULT '[]' NOT NULL,
	`etag` text,
	`last_modified` text,
	`expanded_at` text,
	`last_success_at` text,
	`last_error` text,
	`next_refresh_at` text NOT NULL,
	`created_by` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `family_spaces`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`profile_id`) REFERENCES `family_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `calendar_subscriptions_space_id_idx` ON `calendar_subscriptions` (`space_id`);--> statement-breakpoint
CREATE INDEX `calendar_subscriptions_profile_id_idx` ON `calendar_subscriptions` (`profile_id`);--> statement-breakpoint
CREATE INDEX `calendar_subscriptions_created_by_idx` ON `calendar_subscriptions` (`created_by`);--> statement-breakpoint
CREATE INDEX `calendar_subscriptions_next_refresh_at_idx` ON `calendar_subscriptions` (`next_refresh_at`);