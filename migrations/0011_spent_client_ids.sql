CREATE TABLE `spent_client_ids` (
	`kind` text NOT NULL,
	`id` text NOT NULL,
	`space_id` text NOT NULL,
	`spent_at` text NOT NULL,
	PRIMARY KEY(`kind`, `id`),
	FOREIGN KEY (`space_id`) REFERENCES `family_spaces`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `spent_client_ids_spent_at_idx` ON `spent_client_ids` (`spent_at`);--> statement-breakpoint
CREATE INDEX `spent_client_ids_space_id_idx` ON `spent_client_ids` (`space_id`);