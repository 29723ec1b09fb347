CREATE TABLE `notification_preferences` (
	`space_id` text NOT NULL,
	`user_id` text NOT NULL,
	`profile_id` text,
	`push_reminders` integer DEFAULT true NOT NULL,
	`push_assigned` integer DEFAULT true NOT NULL,
	`push_lists` integer DEFAULT true NOT NULL,
	`push_arrivals` integer DEFAULT true NOT NULL,
	`push_digest` integer DEFAULT false NOT NULL,
	`email_digest` integer DEFAULT false NOT NULL,
	`quiet_start` text,
	`quiet_end` text,
	`digest_time` text DEFAULT '19:00' NOT NULL,
	`digest_scope` text DEFAULT 'family' NOT NULL,
	`next_digest_at` text,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`space_id`, `user_id`),
	FOREIGN KEY (`space_id`) REFERENCES `family_spaces`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`profile_id`) REFERENCES `family_profiles`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `notification_preferences_user_id_idx` ON `notification_preferences` (`user_id`);--> statement-breakpoint
CREATE INDEX `notification_preferences_profile_id_idx` ON `notification_preferences` (`profile_id`);--> statement-breakpoint
CREATE INDEX `notification_preferences_next_digest_at_idx` ON `notification_preferences` (`next_digest_at`) WHERE "notification_preferences"."next_digest_at" is not null;