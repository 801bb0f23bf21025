import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
// The calendar's and the dialog's styles come with this module, as text, rather than as imports
// Astro would write into every page's inline CSS (about 2 KB compressed on every page).
import dayPickerStyles from 'react-day-picker/style.css?inline';
import dialogStyles from './booking-dialog.css?inline';
import { BookingDialog, type BookingTarget } from './BookingDialog';
import { loadText, TextProvider, type BookingText } from './text';

let root: Root | null = null;
let serial = 0;
let text: Promise<BookingText> | null = null;

function Host({ target, opener }: { target: BookingTarget; opener: HTMLElement | null }) {
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
    // Esc, the close button or Done: back to the button that opened the dialog.
    opener?.focus();
  };
  return <BookingDialog target={target} open={open} onClose={close} />;
}

/**
 * Opens the appointment dialog. This module, React and the calendar load only when someone asks
 * to book (src/scripts/booking-trigger.ts imports it on demand), so catalogue pages stay light.
 */
export async function openBooking(target: BookingTarget, opener: HTMLElement | null = null): Promise<void> {
  text ??= loadText();
  const words = await text;
  if (!root) {
    const styles = document.createElement('style');
    styles.textContent = dayPickerStyles + dialogStyles;
    document.head.append(styles);
    const container = document.createElement('div');
    container.id = 'booking-dialog-root';
    document.body.append(container);
    root = createRoot(container);
  }
  // A new key gives every opening a fresh dialog.
  root.render(
    <TextProvider value={words}>
      <Host key={++serial} target={target} opener={opener} />
    </TextProvider>,
  );
}
