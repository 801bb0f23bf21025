import { slotMinutes } from '#shared/booking-time';
import { formatDuration, formatKsh } from '#shared/format';
import { formatDay, formatTime } from '#shared/i18n/format';
import type { BookableOption } from './OptionPicker';
import { useText } from './text';

interface ChoiceSummaryProps {
  serviceName: string | null;
  option: BookableOption | null;
  date: string;
  time: string;
  /** The team member chosen; null for anyone available or a one-person business. */
  memberName?: string | null;
}

/**
 * What is about to be booked, above the Book button: the service and option, its price, how long
 * it takes, the day from start to end, and the deposit it asks, so nothing is learnt only after.
 */
export function ChoiceSummary({ serviceName, option, date, time, memberName }: ChoiceSummaryProps) {
  const { t, locale, time: slot } = useText();
  const start = slotMinutes(time);
  const day = formatDay(locale, date);
  const when =
    option && start !== null
      ? t('booking.fromTo', { date: day, start: slot(time), end: formatTime(locale, start + option.durationMinutes) })
      : t('booking.at', { date: day, time: slot(time) });
  const optionName = option && option.name !== serviceName ? option.name : null;
  return (
    <section className="choice-summary" aria-label={t('booking.summary')}>
      <dl className="receipt">
        {serviceName && (
          <>
            <dt>{t('booking.service')}</dt>
            <dd>{serviceName}</dd>
          </>
        )}
        {optionName && (
          <>
            <dt>{t('booking.option')}</dt>
            <dd>{optionName}</dd>
          </>
        )}
        {option && (
          <>
            <dt>{t('booking.price')}</dt>
            <dd>{formatKsh(option.price, locale)}</dd>
            <dt>{t('booking.duration')}</dt>
            <dd>{formatDuration(option.durationMinutes, locale)}</dd>
          </>
        )}
        {memberName && (
          <>
            <dt>{t('booking.with')}</dt>
            <dd>{memberName}</dd>
          </>
        )}
        <dt>{t('booking.when')}</dt>
        <dd>{when}</dd>
        {option?.deposit && (
          <>
            <dt>{t('booking.deposit')}</dt>
            <dd>{t('booking.depositDue', { amount: formatKsh(option.deposit, locale) })}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
