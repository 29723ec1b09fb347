-- A list's version (docs/decisions/076-list-live-events-carry-the-item.md): bumped by the database
-- itself on every insert, update and delete of its items, whichever statement makes it (a route's
-- write, a profile's deletion setting names to null). A live item event carries the version its
-- change made, so a phone applies the events in order and refetches when one is missing.
ALTER TABLE `lists` ADD `version` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TRIGGER `list_items_insert_list_version` AFTER INSERT ON `list_items`
BEGIN
	UPDATE `lists` SET `version` = `version` + 1 WHERE `id` = NEW.`list_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `list_items_update_list_version` AFTER UPDATE ON `list_items`
BEGIN
	UPDATE `lists` SET `version` = `version` + 1 WHERE `id` IN (OLD.`list_id`, NEW.`list_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `list_items_delete_list_version` AFTER DELETE ON `list_items`
BEGIN
	UPDATE `lists` SET `version` = `version` + 1 WHERE `id` = OLD.`list_id`;
END;
