CREATE TABLE `task_people` (
	`task_id` text NOT NULL,
	`profile_id` text NOT NULL,
	`role` text NOT NULL,
	PRIMARY KEY(`task_id`, `profile_id`, `role`),
	FOREIGN KEY (`task_id`) REFERENCES `tasks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`profile_id`) REFERENCES `family_profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `task_people_profile_id_idx` ON `task_people` (`profile_id`);--> statement-breakpoint
-- Added by hand: the existing responsible adult and child of each task become lists of one.
INSERT INTO `task_people` (`task_id`, `profile_id`, `role`)
SELECT `id`, `assigned_to`, 'responsible' FROM `tasks` WHERE `assigned_to` IS NOT NULL;
--> statement-breakpoint
INSERT INTO `task_people` (`task_id`, `profile_id`, `role`)
SELECT `id`, `child_id`, 'child' FROM `tasks` WHERE `child_id` IS NOT NULL;
