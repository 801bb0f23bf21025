import { useEffect, useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { ApiError, api, call } from '#browser/api';
import { SOMETHING_WENT_WRONG } from '#shared/messages';
import { showToast } from '../../scripts/toast';
import { AppointmentSchema, type BookingView } from '#shared/bookings';
import { BOOKING_MESSAGES, CANCEL_CUTOFF_HOURS } from '#shared/booking-messages';
import { localPhone } from '#shared/phone';
import { $sessionUser } from '../../stores/session';
import { Field, FormProblem, TextAreaField } from '../forms/Field';
import { useText } from './text';
import { HomeFields } from './HomeFields';
import type { HomeChoice } from './WhereChoice';

const EMPTY = { name: '', email: '', phoneNumber: '', message: '', address: '', landmark: '' };
type Values = typeof EMPTY & { area?: string };
const FIELD_ORDER = ['address', 'landmark', 'area', 'name', 'email', 'phoneNumber', 'message'] as const;
/** A field an issue names: a home visit's own fields sit under `atHome`. */
const fieldOf = (path: readonly PropertyKey[]) => (path[0] === 'atHome' ? path[1] : path[0]) as keyof Values;

interface EnquiryFormProps {
  serviceId: number | null;
  optionId: string | null;
  /** For a team's listing: the member chosen, or anyone available. */
  memberId?: string | null;
  /** Services right after, in the same visit. */
  then?: Array<{ serviceId: string; optionId: string; memberId: string }>;
  date: string;
  time: string;
  /** Sent: the booking as the server answered, and the phone number given (the deposit's default). */
  onBooked: (booking: BookingView, phone: string) => void;
  /** The slot went to someone else meanwhile (409): the dialog goes back to the times. */
  onSlotTaken: () => void;
  /** A visit at the client's place: the areas the listing reaches, the one chosen or a pin (the dialog's). */
  home?: HomeChoice | null;
}

/** The Enquiry tab's fields: a signed-in buyer finds them filled in from the account. */
export function EnquiryForm({
  serviceId,
  optionId,
  memberId,
  then,
  date,
  time,
  onBooked,
  onSlotTaken,
  home,
}: EnquiryFormProps) {
  const signedIn = useStore($sessionUser);
  const { t, message } = useText();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!signedIn) return;
    call(api.me.$get())
      .then(({ user }) =>
        setValues((current) => ({
          ...current,
          name: current.name || user.userName,
          email: current.email || user.email,
          phoneNumber: current.phoneNumber || localPhone(user.phoneNumber),
        })),
      )
      .catch(() => undefined); // Prefilling is a convenience; the fields stay open to type in.
  }, [signedIn]);

  const field = (name: keyof Values) => ({
    id: `booking-${name}`,
    name,
    value: values[name] ?? '',
    // "Please fill in all required fields" is said once, above the button; each empty field says "Required".
    error:
      errors[name] && (errors[name] === BOOKING_MESSAGES.required ? t('booking.fieldRequired') : message(errors[name])),
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _dropped, ...rest }) => rest);
    },
  });

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const parsed = await AppointmentSchema.safeParseAsync({
      ...values,
      serviceId: serviceId ?? undefined,
      optionId: optionId ?? undefined,
      memberId: memberId ?? undefined,
      then: then?.length ? then : undefined,
      date,
      time,
      atHome: home
        ? { address: values.address, landmark: values.landmark, area: home.area?.key, ...(home.pin ?? {}) }
        : undefined,
    });
    if (!parsed.success) {
      setBusy(false);
      const found: Partial<Record<keyof Values, string>> = {};
      for (const issue of parsed.error.issues) found[fieldOf(issue.path)] ??= issue.message;
      setErrors(found);
      const first = FIELD_ORDER.find((name) => found[name]);
      if (first) document.getElementById(`booking-${first}`)?.focus();
      // A problem no field shows (no time picked yet) is the form's one problem.
      const unplaced = parsed.error.issues.find((issue) => !FIELD_ORDER.includes(fieldOf(issue.path)));
      const empty = Object.values(found).includes(BOOKING_MESSAGES.required);
      setProblem(unplaced ? message(unplaced.message) : empty ? message(BOOKING_MESSAGES.required) : null);
      return;
    }
    setProblem(null);
    try {
      const booking = await call(api.appointments.$post({ json: parsed.data }));
      // The toast says where it stands: booked, or waiting for the guest's e-mail (a deposit's step says its own).
      if (booking.status === 'unverified') showToast(message(BOOKING_MESSAGES.confirmByEmail));
      else if (booking.status !== 'awaiting_deposit') showToast(message(BOOKING_MESSAGES.booked));
      onBooked(booking, values.phoneNumber);
      setValues(EMPTY);
    } catch (error) {
      const said = message(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG);
      // A time taken meanwhile sends the visitor back to the times: the message goes with them.
      if (error instanceof ApiError && error.status === 409) {
        showToast(said, 'error');
        onSlotTaken();
      } else setProblem(said);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="auth-form">
      {home && (
        <HomeFields
          choice={home}
          address={field('address')}
          landmark={field('landmark')}
          area={{ ...field('area'), value: home.area?.key ?? '', onChange: home.setAreaKey }}
        />
      )}
      <Field label={t('booking.name')} required autoComplete="name" autoFocus={!home} {...field('name')} />
      <Field label={t('booking.email')} type="email" required autoComplete="email" {...field('email')} />
      <Field label={t('booking.phone')} type="tel" required autoComplete="tel" {...field('phoneNumber')} />
      <TextAreaField
        label={t('booking.message')}
        rows={4}
        placeholder={t('booking.messagePlaceholder')}
        {...field('message')}
      />
      <p className="field-hint">{t('booking.policy', { hours: CANCEL_CUTOFF_HOURS })}</p>
      <FormProblem message={problem} />
      <button className="button" type="submit" disabled={busy}>
        {busy ? t('booking.busy') : t('booking.submit')}
      </button>
    </form>
  );
}
