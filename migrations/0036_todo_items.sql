CREATE TABLE `list_item_assignees` (
	`item_id` text NOT NULL,
	`profile_id` text NOT NULL,
	PRIMARY KEY(`item_id`, `profile_id`),
	FOREIGN KEY (`item_id`) REFERENCES `list_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`profile_id`) REFERENCES `family_profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `list_item_assignees_profile_id_idx` ON `list_item_assignees` (`profile_id`);--> statement-breakpoint
ALTER TABLE `list_items` ADD `due_date` text;--> statement-breakpoint
ALTER TABLE `list_items` ADD `due_time` text;--> statement-breakpoint
ALTER TABLE `list_items` ADD `reminder` text;--> statement-breakpoint
ALTER TABLE `list_items` ADD `remind_at` text;--> statement-breakpoint
ALTER TABLE `list_items` ADD `reminded_at` text;--> statement-breakpoint
CREATE INDEX `list_items_due_date_idx` ON `list_items` (`due_date`) WHERE "list_items"."due_date" is not null;--> statement-breakpoint
CREATE INDEX `list_items_remind_at_pending_idx` ON `list_items` (`remind_at`) WHERE "list_items"."reminded_at" is null and "list_items"."remind_at" is not null;