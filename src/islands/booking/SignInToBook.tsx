import { localePath } from '#shared/i18n/locales';
import { useText } from './text';

interface SignInToBookProps {
  serviceId: number;
  optionId: string | null;
  date: string | null;
  time: string | null;
}

/**
 * A listing that takes a deposit is booked from an account (decision 015): said before anything
 * is typed, with a sign-in link that comes back to this listing's dialog with the choice made so
 * far (booking-trigger.ts opens it from the address), or a sign-up link that comes back the same way.
 * Nothing else of the dialog shows meanwhile: no choice can be used before the account exists.
 */
export function SignInToBook({ serviceId, optionId, date, time }: SignInToBookProps) {
  const { t, locale } = useText();
  const back = new URLSearchParams({ book: '1' });
  if (optionId) back.set('option', optionId);
  if (date) back.set('date', date);
  if (date && time) back.set('time', time);
  const next = `${localePath(locale, `/service/${serviceId}`)}?${back}`;
  return (
    <div className="notice sign-in-first">
      <p>{t('booking.signInFirst')}</p>
      <p className="sign-in-ways">
        <a className="button" href={`${localePath(locale, '/signin')}?${new URLSearchParams({ next })}`}>
          {t('booking.signInLink')}
        </a>
        <a
          className="button secondary"
          href={`${localePath(locale, '/signup')}?${new URLSearchParams({ type: 'buyer', next })}`}
        >
          {t('booking.signUpLink')}
        </a>
      </p>
    </div>
  );
}
