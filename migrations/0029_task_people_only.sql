DROP INDEX `tasks_assigned_to_idx`;--> statement-breakpoint
DROP INDEX `tasks_child_id_idx`;--> statement-breakpoint
-- Hand-written: a task's people are task_people's rows only. A role whose rows are missing while
-- its single column still names someone (nothing writes that way since task_people exists) keeps
-- that person, then both columns are left null for good.
INSERT OR IGNORE INTO `task_people` (`task_id`, `profile_id`, `role`)
  SELECT `id`, `assigned_to`, 'responsible' FROM `tasks` WHERE `assigned_to` IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM `task_people` WHERE `task_id` = `tasks`.`id` AND `role` = 'responsible');--> statement-breakpoint
INSERT OR IGNORE INTO `task_people` (`task_id`, `profile_id`, `role`)
  SELECT `id`, `child_id`, 'child' FROM `tasks` WHERE `child_id` IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM `task_people` WHERE `task_id` = `tasks`.`id` AND `role` = 'child');--> statement-breakpoint
UPDATE `tasks` SET `assigned_to` = NULL, `child_id` = NULL WHERE `assigned_to` IS NOT NULL OR `child_id` IS NOT NULL;
