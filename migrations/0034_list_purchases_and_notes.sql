-- The purchase history of a list (docs/decisions/077-list-purchase-history.md), kept when ticked
-- items are cleared, and a short note per item (« sans lactose »).
CREATE TABLE `list_purchases` (
	`list_id` text NOT NULL,
	`key` text NOT NULL,
	`text` text NOT NULL,
	`section` text,
	`note` text,
	`count` integer DEFAULT 1 NOT NULL,
	`last_bought_at` text NOT NULL,
	PRIMARY KEY(`list_id`, `key`),
	FOREIGN KEY (`list_id`) REFERENCES `lists`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `list_purchases_list_id_last_bought_at_idx` ON `list_purchases` (`list_id`,`last_bought_at`);--> statement-breakpoint
ALTER TABLE `list_items` ADD `note` text;