CREATE TABLE `school_calendar_refresh` (
	`id` integer PRIMARY KEY NOT NULL,
	`etag` text,
	`last_modified` text,
	`last_success_at` text,
	`last_attempt_at` text,
	`last_error` text
);
--> statement-breakpoint
CREATE TABLE `school_holiday_periods` (
	`zone` text NOT NULL,
	`name` text NOT NULL,
	`first_day` text NOT NULL,
	`last_day` text NOT NULL,
	`school_year` text NOT NULL,
	PRIMARY KEY(`zone`, `first_day`)
);
