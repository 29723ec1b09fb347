-- Indexes for the cron's purge of expired rows (worker/cron/purge.ts): each tick deletes through them
-- instead of scanning sessions, email links and notifications. Additive only (docs/decisions/003).
CREATE INDEX `email_tokens_expires_at_idx` ON `email_tokens` (`expires_at`);--> statement-breakpoint
CREATE INDEX `notifications_read_created_at_idx` ON `notifications` (`read`,`created_at`);--> statement-breakpoint
CREATE INDEX `sessions_expires_at_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE INDEX `sessions_revoked_at_idx` ON `sessions` (`revoked_at`) WHERE "sessions"."revoked_at" is not null;