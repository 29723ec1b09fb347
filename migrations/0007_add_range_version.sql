-- The range's version of each space (docs/decisions/027-week-layers.md): bumped by the database
-- itself, on every insert, update and delete of the rows a planning range is built from (tasks,
-- their completions, the space's profiles, its members' names), whichever code writes them. The
-- Worker keys its per-isolate cache of built ranges by it; it is never sent to clients.
ALTER TABLE `family_spaces` ADD `range_version` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TRIGGER `tasks_insert_range_version` AFTER INSERT ON `tasks`
BEGIN
	UPDATE `family_spaces` SET `range_version` = `range_version` + 1 WHERE `id` = NEW.`space_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `tasks_update_range_version` AFTER UPDATE ON `tasks`
BEGIN
	UPDATE `family_spaces` SET `range_version` = `range_version` + 1 WHERE `id` IN (OLD.`space_id`, NEW.`space_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `tasks_delete_range_version` AFTER DELETE ON `tasks`
BEGIN
	UPDATE `family_spaces` SET `range_version` = `range_version` + 1 WHERE `id` = OLD.`space_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `task_completions_insert_range_version` AFTER INSERT ON `task_completions`
BEGIN
	UPDATE `family_spaces` SET `range_version` = `range_version` + 1 WHERE `id` = NEW.`space_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `task_completions_update_range_version` AFTER UPDATE ON `task_completions`
BEGIN
	UPDATE `family_spaces` SET `range_version` = `range_version` + 1 WHERE `id` IN (OLD.`space_id`, NEW.`space_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `task_completions_delete_range_version` AFTER DELETE ON `task_completions`
BEGIN
	UPDATE `family_spaces` SET `range_version` = `range_version` + 1 WHERE `id` = OLD.`space_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `family_profiles_insert_range_version` AFTER INSERT ON `family_profiles`
BEGIN
	UPDATE `family_spaces` SET `range_version` = `range_version` + 1 WHERE `id` = NEW.`space_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `family_profiles_update_range_version` AFTER UPDATE ON `family_profiles`
BEGIN
	UPDATE `family_spaces` SET `range_version` = `range_version` + 1 WHERE `id` IN (OLD.`space_id`, NEW.`space_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `family_profiles_delete_range_version` AFTER DELETE ON `family_profiles`
BEGIN
	UPDATE `family_spaces` SET `range_version` = `range_version` + 1 WHERE `id` = OLD.`space_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `space_members_insert_range_version` AFTER INSERT ON `space_members`
BEGIN
	UPDATE `family_spaces` SET `range_version` = `range_version` + 1 WHERE `id` = NEW.`space_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `space_members_update_range_version` AFTER UPDATE ON `space_members`
BEGIN
	UPDATE `family_spaces` SET `range_version` = `range_version` + 1 WHERE `id` IN (OLD.`space_id`, NEW.`space_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `space_members_delete_range_version` AFTER DELETE ON `space_members`
BEGIN
	UPDATE `family_spaces` SET `range_version` = `range_version` + 1 WHERE `id` = OLD.`space_id`;
END;
