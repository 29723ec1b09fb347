ALTER TABLE `tasks` ADD `recurrence_interval` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `tasks` ADD `recurrence_month_position` integer;--> statement-breakpoint
ALTER TABLE `tasks` ADD `recurrence_count` integer;