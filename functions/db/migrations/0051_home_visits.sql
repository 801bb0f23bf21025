ALTER TABLE `services` ADD `home_visits` text;--> statement-breakpoint
ALTER TABLE `services` ADD `home_radius_km` integer;--> statement-breakpoint
ALTER TABLE `services` ADD `travel_fee` integer;--> statement-breakpoint
ALTER TABLE `services` ADD `travel_fee_per_km` integer;--> statement-breakpoint
ALTER TABLE `services` ADD `travel_free_km` integer;--> statement-breakpoint
ALTER TABLE `services` ADD `travel_minutes` integer;--> statement-breakpoint
ALTER TABLE `bookings` ADD `home_address` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `home_landmark` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `home_lat` real;--> statement-breakpoint
ALTER TABLE `bookings` ADD `home_lng` real;--> statement-breakpoint
ALTER TABLE `bookings` ADD `home_distance_km` real;--> statement-breakpoint
ALTER TABLE `bookings` ADD `travel_fee` integer;--> statement-breakpoint
ALTER TABLE `bookings` ADD `on_my_way_at` integer;--> statement-breakpoint
ALTER TABLE `bookings` ADD `arrived_at` integer;