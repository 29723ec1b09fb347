CREATE TABLE `task_completions` (
	`task_id` text NOT NULL,
	`space_id` text NOT NULL,
	`date` text NOT NULL,
	`completed_by` text,
	`completed_by_profile_id` text,
	`completed_at` text NOT NULL,
	PRIMARY KEY(`task_id`, `date`),
	FOREIGN KEY (`task_id`) REFERENCES `tasks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`space_id`) REFERENCES `family_spaces`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`completed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`completed_by_profile_id`) REFERENCES `family_profiles`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `task_completions_space_id_date_idx` ON `task_completions` (`space_id`,`date`);--> statement-breakpoint
CREATE INDEX `task_completions_completed_by_profile_id_idx` ON `task_completions` (`completed_by_profile_id`);