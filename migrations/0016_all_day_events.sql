ALTER TABLE `tasks` ADD `all_day` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `tasks` ADD `end_date` text;--> statement-breakpoint
CREATE INDEX `tasks_span_end_idx` ON `tasks` (`space_id`,`end_date`) WHERE "tasks"."end_date" is not null;