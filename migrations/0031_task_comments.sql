CREATE TABLE `task_comments` (
	`id` text PRIMARY KEY NOT NULL,
	`space_id` text NOT NULL,
	`task_id` text NOT NULL,
	`author_id` text,
	`author_name` text NOT NULL,
	`body` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`space_id`) REFERENCES `family_spaces`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`task_id`) REFERENCES `tasks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `task_comments_task_id_created_at_idx` ON `task_comments` (`task_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `task_comments_space_id_idx` ON `task_comments` (`space_id`);--> statement-breakpoint
CREATE INDEX `task_comments_author_id_idx` ON `task_comments` (`author_id`);