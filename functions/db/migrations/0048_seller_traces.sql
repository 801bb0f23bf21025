CREATE TABLE `seller_traces` (
	`key` text PRIMARY KEY NOT NULL,
	`at` integer NOT NULL
);
