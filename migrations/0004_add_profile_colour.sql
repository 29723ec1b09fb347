ALTER TABLE `family_profiles` ADD `colour` text;--> statement-breakpoint
-- Existing profiles get the palette's colours in the order they were added to their space
-- (domain/profile-colours.ts), so no family starts with two people of one colour.
UPDATE `family_profiles` SET `colour` = (
  SELECT CASE (`ranked`.`position` - 1) % 8
    WHEN 0 THEN 'bleu' WHEN 1 THEN 'vert' WHEN 2 THEN 'rouge' WHEN 3 THEN 'violet'
    WHEN 4 THEN 'orange' WHEN 5 THEN 'rose' WHEN 6 THEN 'turquoise' ELSE 'ocre' END
  FROM (
    SELECT `id`, row_number() OVER (PARTITION BY `space_id` ORDER BY `created_at`, `rowid`) AS `position`
    FROM `family_profiles`
  ) AS `ranked`
  WHERE `ranked`.`id` = `family_profiles`.`id`
) WHERE `colour` IS NULL;
