-- One phone format (docs/decisions/010-going-live.md): every stored number becomes E.164.
-- Separators go first where only digits and a plus remain; then the Kenyan forms people typed
-- (07…, 01…, 7…, 254…, +2540…, and the old client cleaning's +07…) take the +254 form. Numbers
-- that are neither stay as they were: the forms refuse them from now on, and nothing is lost.
UPDATE `users` SET `phone_number` = replace(replace(replace(replace(replace(`phone_number`, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')
WHERE replace(replace(replace(replace(replace(`phone_number`, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '') <> `phone_number` AND replace(replace(replace(replace(replace(`phone_number`, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '') NOT GLOB '*[^0-9+]*';
--> statement-breakpoint
UPDATE `users` SET `phone_number` = CASE
  WHEN `phone_number` GLOB '+0[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || substr(`phone_number`, 3)
  WHEN `phone_number` GLOB '0[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || substr(`phone_number`, 2)
  WHEN `phone_number` GLOB '+2540[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || substr(`phone_number`, 6)
  WHEN `phone_number` GLOB '2540[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || substr(`phone_number`, 5)
  WHEN `phone_number` GLOB '254[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+' || `phone_number`
  WHEN `phone_number` GLOB '[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || `phone_number`
  ELSE `phone_number`
END
WHERE `phone_number` <> CASE
  WHEN `phone_number` GLOB '+0[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || substr(`phone_number`, 3)
  WHEN `phone_number` GLOB '0[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || substr(`phone_number`, 2)
  WHEN `phone_number` GLOB '+2540[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || substr(`phone_number`, 6)
  WHEN `phone_number` GLOB '2540[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || substr(`phone_number`, 5)
  WHEN `phone_number` GLOB '254[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+' || `phone_number`
  WHEN `phone_number` GLOB '[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || `phone_number`
  ELSE `phone_number`
END;
--> statement-breakpoint
UPDATE `services` SET `phone_number` = replace(replace(replace(replace(replace(`phone_number`, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')
WHERE replace(replace(replace(replace(replace(`phone_number`, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '') <> `phone_number` AND replace(replace(replace(replace(replace(`phone_number`, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '') NOT GLOB '*[^0-9+]*';
--> statement-breakpoint
UPDATE `services` SET `phone_number` = CASE
  WHEN `phone_number` GLOB '+0[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || substr(`phone_number`, 3)
  WHEN `phone_number` GLOB '0[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || substr(`phone_number`, 2)
  WHEN `phone_number` GLOB '+2540[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || substr(`phone_number`, 6)
  WHEN `phone_number` GLOB '2540[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || substr(`phone_number`, 5)
  WHEN `phone_number` GLOB '254[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+' || `phone_number`
  WHEN `phone_number` GLOB '[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || `phone_number`
  ELSE `phone_number`
END
WHERE `phone_number` <> CASE
  WHEN `phone_number` GLOB '+0[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || substr(`phone_number`, 3)
  WHEN `phone_number` GLOB '0[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || substr(`phone_number`, 2)
  WHEN `phone_number` GLOB '+2540[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || substr(`phone_number`, 6)
  WHEN `phone_number` GLOB '2540[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || substr(`phone_number`, 5)
  WHEN `phone_number` GLOB '254[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+' || `phone_number`
  WHEN `phone_number` GLOB '[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || `phone_number`
  ELSE `phone_number`
END;
--> statement-breakpoint
UPDATE `bookings` SET `phone_number` = replace(replace(replace(replace(replace(`phone_number`, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')
WHERE replace(replace(replace(replace(replace(`phone_number`, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '') <> `phone_number` AND replace(replace(replace(replace(replace(`phone_number`, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '') NOT GLOB '*[^0-9+]*';
--> statement-breakpoint
UPDATE `bookings` SET `phone_number` = CASE
  WHEN `phone_number` GLOB '+0[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || substr(`phone_number`, 3)
  WHEN `phone_number` GLOB '0[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || substr(`phone_number`, 2)
  WHEN `phone_number` GLOB '+2540[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || substr(`phone_number`, 6)
  WHEN `phone_number` GLOB '2540[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || substr(`phone_number`, 5)
  WHEN `phone_number` GLOB '254[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+' || `phone_number`
  WHEN `phone_number` GLOB '[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || `phone_number`
  ELSE `phone_number`
END
WHERE `phone_number` <> CASE
  WHEN `phone_number` GLOB '+0[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || substr(`phone_number`, 3)
  WHEN `phone_number` GLOB '0[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || substr(`phone_number`, 2)
  WHEN `phone_number` GLOB '+2540[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || substr(`phone_number`, 6)
  WHEN `phone_number` GLOB '2540[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || substr(`phone_number`, 5)
  WHEN `phone_number` GLOB '254[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+' || `phone_number`
  WHEN `phone_number` GLOB '[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || `phone_number`
  ELSE `phone_number`
END;
--> statement-breakpoint
UPDATE `contact_messages` SET `phone` = replace(replace(replace(replace(replace(`phone`, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '')
WHERE replace(replace(replace(replace(replace(`phone`, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '') <> `phone` AND replace(replace(replace(replace(replace(`phone`, ' ', ''), '-', ''), '(', ''), ')', ''), '.', '') NOT GLOB '*[^0-9+]*';
--> statement-breakpoint
UPDATE `contact_messages` SET `phone` = CASE
  WHEN `phone` GLOB '+0[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || substr(`phone`, 3)
  WHEN `phone` GLOB '0[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || substr(`phone`, 2)
  WHEN `phone` GLOB '+2540[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || substr(`phone`, 6)
  WHEN `phone` GLOB '2540[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || substr(`phone`, 5)
  WHEN `phone` GLOB '254[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+' || `phone`
  WHEN `phone` GLOB '[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || `phone`
  ELSE `phone`
END
WHERE `phone` <> CASE
  WHEN `phone` GLOB '+0[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || substr(`phone`, 3)
  WHEN `phone` GLOB '0[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || substr(`phone`, 2)
  WHEN `phone` GLOB '+2540[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || substr(`phone`, 6)
  WHEN `phone` GLOB '2540[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || substr(`phone`, 5)
  WHEN `phone` GLOB '254[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+' || `phone`
  WHEN `phone` GLOB '[17][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]' THEN '+254' || `phone`
  ELSE `phone`
END;
