ALTER TABLE `shops` ADD `name_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The shops stored before: their key as the Worker's `shopNameKey` writes it, as far as SQL can.
-- lower() folds ASCII letters only, so the capitals of French words
-- (À Â Æ Ç È É Ê Ë Î Ï Ô Œ Ù Û Ü Ÿ) are folded by hand and runs of up to eight spaces made one;
-- a capital of another alphabet keeps its case here until the shop is renamed.
UPDATE `shops` SET `name_key` = replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(`name`), 'À', 'à'), 'Â', 'â'), 'Æ', 'æ'), 'Ç', 'ç'), 'È', 'è'), 'É', 'é'), 'Ê', 'ê'), 'Ë', 'ë'), 'Î', 'î'), 'Ï', 'ï'), 'Ô', 'ô'), 'Œ', 'œ'), 'Ù', 'ù'), 'Û', 'û'), 'Ü', 'ü'), 'Ÿ', 'ÿ'), '  ', ' '), '  ', ' '), '  ', ' ');--> statement-breakpoint
-- Two shops the old check let through (« Marché » and « MARCHÉ ») would share a key: every one but
-- the oldest keeps its name and takes its id after the key, so the index below can be made.
UPDATE `shops` SET `name_key` = `name_key` || '#' || `id` WHERE EXISTS (
  SELECT 1 FROM `shops` AS `older`
  WHERE `older`.`space_id` = `shops`.`space_id` AND `older`.`name_key` = `shops`.`name_key`
    AND (`older`.`created_at` < `shops`.`created_at`
      OR (`older`.`created_at` = `shops`.`created_at` AND `older`.`id` < `shops`.`id`))
);--> statement-breakpoint
DROP INDEX `shops_space_id_idx`;--> statement-breakpoint
CREATE UNIQUE INDEX `shops_space_id_name_key_unique` ON `shops` (`space_id`,`name_key`);