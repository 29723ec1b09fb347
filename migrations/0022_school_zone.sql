ALTER TABLE `family_spaces` ADD `school_zone` text;--> statement-breakpoint
ALTER TABLE `tasks` ADD `skip_public_holidays` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `tasks` ADD `skip_school_holidays` integer DEFAULT false NOT NULL;