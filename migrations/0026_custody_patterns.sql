CREATE TABLE `custody_patterns` (
	`id` text PRIMARY KEY NOT NULL,
	`space_id` text NOT NULL,
	`child_id` text,
	`rhythm` text NOT NULL,
	`start_date` text NOT NULL,
	`first_parent_id` text NOT NULL,
	`second_parent_id` text NOT NULL,
	`handover_time` text NOT NULL,
	`holidays` text DEFAULT 'rhythm' NOT NULL,
	`created_by` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `family_spaces`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`child_id`) REFERENCES `family_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`first_parent_id`) REFERENCES `family_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`second_parent_id`) REFERENCES `family_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `custody_patterns_space_id_idx` ON `custody_patterns` (`space_id`);--> statement-breakpoint
CREATE INDEX `custody_patterns_child_id_idx` ON `custody_patterns` (`child_id`);--> statement-breakpoint
CREATE INDEX `custody_patterns_first_parent_id_idx` ON `custody_patterns` (`first_parent_id`);--> statement-breakpoint
CREATE INDEX `custody_patterns_second_parent_id_idx` ON `custody_patterns` (`second_parent_id`);--> statement-breakpoint
CREATE INDEX `custody_patterns_created_by_idx` ON `custody_patterns` (`created_by`);--> statement-breakpoint
CREATE TABLE `custody_swaps` (
	`id` text PRIMARY KEY NOT NULL,
	`pattern_id` text NOT NULL,
	`first_day` text NOT NULL,
	`last_day` text NOT NULL,
	`parent_id` text NOT NULL,
	`created_by` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`pattern_id`) REFERENCES `custody_patterns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`parent_id`) REFERENCES `family_profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `custody_swaps_pattern_id_first_day_idx` ON `custody_swaps` (`pattern_id`,`first_day`);--> statement-breakpoint
CREATE INDEX `custody_swaps_parent_id_idx` ON `custody_swaps` (`parent_id`);--> statement-breakpoint
CREATE INDEX `custody_swaps_created_by_idx` ON `custody_swaps` (`created_by`);