CREATE TABLE `ledger_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`txn` text NOT NULL,
	`account` text NOT NULL,
	`amount` integer NOT NULL,
	`at` integer NOT NULL,
	`payment_id` integer,
	`booking_id` integer,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_txn_account` ON `ledger_entries` (`txn`,`account`);--> statement-breakpoint
CREATE INDEX `ledger_account_idx` ON `ledger_entries` (`account`);--> statement-breakpoint
-- The money already moved before the ledger, posted once (the same rules as functions/ledger/repository.ts).
INSERT INTO `ledger_entries` (`txn`, `account`, `amount`, `at`, `payment_id`, `booking_id`)
SELECT 'payment:' || p.id || ':received', 'mpesa', p.amount, COALESCE(p.settled_at, p.created_at), p.id, p.booking_id FROM payments p WHERE p.status = 'paid'
UNION ALL
SELECT 'payment:' || p.id || ':received', CASE p.purpose WHEN 'deposit' THEN 'held:deposits' ELSE 'income:packages' END, -p.amount, COALESCE(p.settled_at, p.created_at), p.id, p.booking_id FROM payments p WHERE p.status = 'paid'
UNION ALL
SELECT 'payment:' || p.id || ':refund-due', 'held:deposits', p.amount, COALESCE(p.settled_at, p.created_at), p.id, p.booking_id FROM payments p WHERE p.purpose = 'deposit' AND p.status = 'paid' AND p.refund IS NOT NULL
UNION ALL
SELECT 'payment:' || p.id || ':refund-due', 'owed:client:booking:' || p.booking_id, -p.amount, COALESCE(p.settled_at, p.created_at), p.id, p.booking_id FROM payments p WHERE p.purpose = 'deposit' AND p.status = 'paid' AND p.refund IS NOT NULL
UNION ALL
SELECT 'payment:' || p.id || ':kept', 'held:deposits', p.amount, COALESCE(p.settled_at, p.created_at), p.id, p.booking_id FROM payments p JOIN bookings b ON b.id = p.booking_id WHERE p.purpose = 'deposit' AND p.status = 'paid' AND p.refund IS NULL AND b.status IN ('completed', 'no_show', 'cancelled')
UNION ALL
SELECT 'payment:' || p.id || ':kept', 'owed:seller:' || COALESCE(b.seller_id, 'removed'), -p.amount, COALESCE(p.settled_at, p.created_at), p.id, p.booking_id FROM payments p JOIN bookings b ON b.id = p.booking_id WHERE p.purpose = 'deposit' AND p.status = 'paid' AND p.refund IS NULL AND b.status IN ('completed', 'no_show', 'cancelled');
