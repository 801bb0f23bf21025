CREATE TABLE `wa_conversations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`wa_id` text NOT NULL,
	`bsuid` text,
	`identity_id` integer NOT NULL,
	`state` text NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`last_inbound_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`identity_id`) REFERENCES `phone_identities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wa_conversations_wa_id_unique` ON `wa_conversations` (`wa_id`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `whatsapp` text;