ALTER TABLE `notifications` ADD `author_id` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `notifications` ADD `author_profile_id` text REFERENCES family_profiles(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `notifications` ADD `answer` text;--> statement-breakpoint
CREATE INDEX `notifications_author_id_idx` ON `notifications` (`author_id`);--> statement-breakpoint
CREATE INDEX `notifications_author_profile_id_idx` ON `notifications` (`author_profile_id`);