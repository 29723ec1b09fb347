-- The per-isolate cache of built ranges is gone (docs/decisions/031-ordinary-request-path.md):
-- the week's reads stay flat through their indexes, so the version and its triggers have no reader.
DROP TRIGGER IF EXISTS `tasks_insert_range_version`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `tasks_update_range_version`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `tasks_delete_range_version`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `task_completions_insert_range_version`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `task_completions_update_range_version`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `task_completions_delete_range_version`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `family_profiles_insert_range_version`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `family_profiles_update_range_version`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `family_profiles_delete_range_version`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `space_members_insert_range_version`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `space_members_update_range_version`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `space_members_delete_range_version`;
--> statement-breakpoint
ALTER TABLE `family_spaces` DROP COLUMN `range_version`;
