import { slotMinutes } from '#shared/booking-time';
import { formatDuration, formatKsh } from '#shared/format';
import { formatDay, formatTime } from '#shared/i18n/format';
import { depositAmount, type DepositRule } from '#shared/deposits';
import type { BookableOption } from './OptionPicker';
import { useText } from './text';

interface ChoiceSummaryProps {
  serviceName: string | null;
  option: BookableOption | null;
  date: string;
  time: string;
  /** The team member chosen; null for anyone available or a one-person business. */
  memberName?: string | null;
  /** A visit at the client's place: the trip's fee for the area chosen, counted into the deposit. */
  home?: { fee: number; rule: DepositRule } | null;
}

/**
 * What is about to be booked, above the Book button: the service and option, its price, how long
 * it takes, the day from start to end, a home visit's travel fee, and the deposit it asks, so
 * nothing is learnt only after.
 */
export function ChoiceSummary({ serviceName, option, date, time, memberName, home }: ChoiceSummaryProps) {
  const { t, locale, time: slot } = useText();
  const start = slotMinutes(time);
  const day = formatDay(locale, date);
  const when =
    option && start !== null
      ? t('booking.fromTo', { date: day, start: slot(time), end: formatTime(locale, start + option.durationMinutes) })
      : t('booking.at', { date: day, time: slot(time) });
  const optionName = option && option.name !== serviceName ? option.name : null;
  // The deposit of a home visit is reckoned on the price with the trip, as the booking reckons it.
  const deposit = option && home ? depositAmount(home.rule, option.price + home.fee) : option?.deposit;
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
        {home && (
          <>
            <dt>{t('booking.travelFee')}</dt>
            <dd>{formatKsh(home.fee, locale)}</dd>
          </>
        )}
        {deposit && (
          <>
            <dt>{t('booking.deposit')}</dt>
            <dd>{t('booking.depositDue', { amount: formatKsh(deposit, locale) })}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
