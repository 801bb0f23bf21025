-- Refused M-Pesa callbacks leave only a short note, counted per hour against a budget: this index
-- keeps that count cheap however many accepted callbacks the table holds.
CREATE INDEX `payment_callbacks_refused_idx` ON `payment_callbacks` (`received_at`) WHERE body = '{"refused":1}';
