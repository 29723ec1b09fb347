ALTER TABLE `ignored_conflicts` ADD `last_day` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `ignored_conflicts_last_day_idx` ON `ignored_conflicts` (`last_day`);--> statement-breakpoint
-- The pairs stored before: their last day read from the two keys (`<occurrence>@<yyyy-MM-dd>T…`).
UPDATE `ignored_conflicts` SET `last_day` = max(
  substr(`first_occurrence`, instr(`first_occurrence`, '@') + 1, 10),
  substr(`second_occurrence`, instr(`second_occurrence`, '@') + 1, 10)
);
