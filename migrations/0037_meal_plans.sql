CREATE TABLE `meals` (
	`space_id` text NOT NULL,
	`date` text NOT NULL,
	`slot` text NOT NULL,
	`name` text NOT NULL,
	`ingredients` text DEFAULT '' NOT NULL,
	`updated_by` text,
	`updated_at` text NOT NULL,
	PRIMARY KEY(`space_id`, `date`, `slot`),
	FOREIGN KEY (`space_id`) REFERENCES `family_spaces`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
