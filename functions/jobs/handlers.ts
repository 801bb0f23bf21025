/** Every kind of job and the code that runs it (decision 016). */
import { REMINDER_JOB, sendReminder } from '#functions/bookings/reminders';
import { AGENDA_JOB, sendAgenda } from '#functions/bookings/agenda';
import type { JobHandler } from './worker';

export const JOB_HANDLERS: Record<string, JobHandler> = {
  [REMINDER_JOB]: sendReminder,
  [AGENDA_JOB]: sendAgenda,
};
