CREATE TABLE `ignored_conflicts` (
	`space_id` text NOT NULL,
	`first_occurrence` text NOT NULL,
	`second_occurrence` text NOT NULL,
	`first_task_id` text NOT NULL,
	`second_task_id` text NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`space_id`, `first_occurrence`, `second_occurrence`),
	FOREIGN KEY (`space_id`) REFERENCES `family_spaces`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`first_task_id`) REFERENCES `tasks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`second_task_id`) REFERENCES `tasks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ignored_conflicts_first_task_id_idx` ON `ignored_conflicts` (`first_task_id`);--> statement-breakpoint
CREATE INDEX `ignored_conflicts_second_task_id_idx` ON `ignored_conflicts` (`second_task_id`);