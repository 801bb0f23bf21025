import { useCallback, useEffect, useState } from 'react';
import { localPhone } from '#shared/phone';
import {
  Description,
  Dialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Tab,
  TabGroup,
  TabList,
  TabPanel,
  TabPanels,
} from '@headlessui/react';
import { api, call } from '#browser/api';
import { failed } from './failed';
import { showToast } from '../../scripts/toast';
import { type BookingView } from '#shared/bookings';
import { useStore } from '@nanostores/react';
import { $sessionUser } from '../../stores/session';
import { BookingSummary } from './BookingSummary';
import { DepositStep } from './DepositStep';
import { EnquiryForm } from './EnquiryForm';
import { OptionPicker, type BookableOption } from './OptionPicker';
import { ChoiceSummary } from './ChoiceSummary';
import { SignInToBook } from './SignInToBook';
import { SlotPicker } from './SlotPicker';
import { MemberPicker, pricedFor, useTeam } from './MemberPicker';
import { WhereChoice, useHomeChoice } from './WhereChoice';
import { VisitExtras, type VisitPart } from './VisitExtras';
import { ANY_MEMBER } from '#shared/team';
import { ServicePicker } from './ServicePicker';
import { MoveRequest } from './MoveRequest';
import { useText } from './text';
import { formatDay } from '#shared/i18n/format';

/** A choice made before the dialog opened (the page's address, back from signing in). */
export interface InitialChoice {
  optionId: string | null;
  date: string | null;
  time: string | null;
}

export type BookingTarget =
  | { kind: 'book'; serviceId: number | null; serviceName: string | null; initial?: InitialChoice }
  | {
      kind: 'reschedule';
      bookingId: number;
      serviceId: number | null;
      serviceName: string;
      key: string | null;
      /** What the booking keeps: its option and member, whose free times are offered, from its day's month. */
      optionId: string | null;
      memberId: string | null;
      date: string | null;
      /** A visit at the client's place: its new time keeps the travel before it too (decision 043). */
      atHome?: boolean;
    }
  /** A booking still waiting for its deposit, paid from the buyer's bookings page. */
  | { kind: 'deposit'; bookingId: number; serviceId: number | null; serviceName: string };

interface BookingDialogProps {
  target: BookingTarget;
  open: boolean;
  onClose: () => void;
}

/**
 * The appointment dialog (spec): an Appointment tab with a calendar and the day's free slots,
 * and an Enquiry tab, open once a date and a slot are chosen, that sends the request. Moving an
 * existing booking uses the same two steps and asks only to confirm the new time.
 */
export function BookingDialog({ target, open, onClose }: BookingDialogProps) {
  const initial = target.kind === 'book' ? target.initial : undefined;
  const [tab, setTab] = useState(initial?.date && initial.time ? 1 : 0);
  const [date, setDate] = useState<string | null>(initial?.date ?? null);
  const [time, setTime] = useState<string | null>(initial?.date ? (initial.time ?? null) : null);
  const [refresh, setRefresh] = useState(0);
  // Opened without a listing, the service is found first (undefined until then; id null: an enquiry).
  const [service, setService] = useState<{ id: number | null; name: string | null } | undefined>(
    target.kind === 'book' && !target.serviceId ? undefined : { id: target.serviceId, name: target.serviceName },
  );
  // A listing's option is chosen next (undefined until then); a move keeps the booking's own.
  const [option, setOption] = useState<BookableOption | null | undefined>(
    target.kind === 'book' && target.serviceId ? undefined : null,
  );
  const optionId = option === undefined ? undefined : (option?.id ?? null);
  // The listing's options, once known: a deposit among them means booking needs an account.
  const [options, setOptions] = useState<BookableOption[]>([]);
  const serviceId = service?.id ?? null;
  const chooseOption = useCallback((chosen: BookableOption | null) => setOption(chosen), []);
  // A team's listing: who serves it, anyone available until the client chooses.
  // A move keeps its member; only a new booking chooses one.
  const members = useTeam(target.kind === 'book' ? serviceId : null);
  const [member, setMember] = useState<string>(ANY_MEMBER);
  const memberName = members.find((item) => item.id === member)?.name ?? null;
  const priced = pricedFor(
    option,
    members.find((item) => item.id === member),
  );
  // More services right after, in the same visit: signed-in clients only.
  const [extras, setExtras] = useState<VisitPart[]>([]);
  // Once sent: the booking, shown as a summary, or first paid for when it asks a deposit.
  const [booked, setBooked] = useState<{ booking: BookingView; phone: string } | null>(null);
  const onPaid = useCallback((booking: BookingView) => setBooked({ booking, phone: '' }), []);
  const signedIn = useStore($sessionUser) !== null;
  const signInFirst = target.kind === 'book' && !signedIn && serviceId !== null && options.some((item) => item.deposit);
  const moving = target.kind === 'reschedule' ? target : null;
  // A listing that comes to the client's place asks where (decision 043).
  const where = useHomeChoice(target.kind === 'book' ? serviceId : null, moving);
  const { home, atHome } = where;
  const words = useText();
  const { t, message } = words;
  useEffect(() => {
    if (target.kind !== 'deposit') return;
    call(api.bookings[':id'].deposit.$get({ param: { id: String(target.bookingId) } }))
      .then(({ booking }) => setBooked({ booking, phone: localPhone(booking.phoneNumber) }))
      .catch((error: unknown) => showToast(failed(message, error), 'error'));
  }, [target, message]);

  const reset = () => {
    setTab(0);
    setDate(null);
    setTime(null);
  };
  const close = () => {
    reset();
    setBooked(null);
    onClose();
    // From the bookings page: the list shows where the booking now stands.
    if (target.kind === 'deposit') window.location.reload();
  };
  const slotTaken = () => {
    setTime(null);
    setTab(0);
    setRefresh((n) => n + 1);
  };
  const released = () => {
    if (target.kind === 'deposit') return close();
    setBooked(null);
    slotTaken();
  };

  const chosen =
    date && time ? t('booking.chosen', { date: formatDay(words.locale, date), time: words.time(time) }) : null;
  const title = t(`booking.title.${target.kind}`);

  return (
    <Dialog open={open} onClose={close} className="booking-dialog">
      <DialogBackdrop className="dialog-backdrop" />
      <div className="dialog-frame">
        <DialogPanel className="dialog-panel">
          <div className="dialog-head">
            <DialogTitle>{title}</DialogTitle>
            <button type="button" className="dialog-close" onClick={close} aria-label={t('booking.close')}>
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor">
                <path strokeWidth="2.5" d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </div>
          <Description className="dialog-lead">
            {service?.name ?? (service ? t('booking.lead.enquiry') : t('booking.lead.find'))}
          </Description>
          {target.kind === 'deposit' && !booked ? (
            <p className="slots-note">{t('booking.loadingBooking')}</p>
          ) : booked?.booking.status === 'awaiting_deposit' ? (
            <DepositStep booking={booked.booking} phone={booked.phone} onPaid={onPaid} onReleased={released} />
          ) : booked ? (
            <BookingSummary booking={booked.booking} signedIn={signedIn} onDone={close} />
          ) : service === undefined ? (
            <ServicePicker
              onService={(id, name) => {
                setOption(undefined);
                setOptions([]);
                setService({ id, name });
              }}
              onEnquiry={() => setService({ id: null, name: null })}
            />
          ) : optionId === undefined && serviceId ? (
            <>
              {signInFirst && <SignInToBook serviceId={serviceId} optionId={null} date={null} time={null} />}
              {/* Loaded all the same: its options tell whether an account is needed. */}
              <div hidden={signInFirst}>
                <OptionPicker
                  serviceId={serviceId}
                  preselected={initial?.optionId}
                  onLoaded={setOptions}
                  onChosen={chooseOption}
                />
              </div>
            </>
          ) : signInFirst && serviceId !== null ? (
            <SignInToBook serviceId={serviceId} optionId={optionId ?? null} date={date} time={time} />
          ) : (
            <>
              <TabGroup selectedIndex={tab} onChange={setTab}>
                <TabList className="tablist">
                  <Tab>{t('booking.tab.appointment')}</Tab>
                  <Tab disabled={!date || !time}>{t('booking.tab.enquiry')}</Tab>
                </TabList>
                <TabPanels>
                  <TabPanel className="tab-panel">
                    {home && !home.only && (
                      <WhereChoice
                        place={home.place}
                        atHome={where.chose}
                        onChange={(chosen) => {
                          where.setChose(chosen);
                          setTime(null);
                        }}
                      />
                    )}
                    {members.length > 0 && (
                      <MemberPicker
                        members={members}
                        option={option ?? null}
                        value={member}
                        onChange={(chosen) => {
                          setMember(chosen);
                          setTime(null);
                        }}
                      />
                    )}
                    <SlotPicker
                      serviceId={serviceId}
                      optionId={moving ? moving.optionId : (optionId ?? null)}
                      date={date}
                      month={moving?.date ?? null}
                      others={!moving}
                      inClass={option?.inClass ?? false}
                      time={time}
                      refresh={refresh}
                      member={moving ? moving.memberId : members.length > 0 ? member : null}
                      atHome={atHome}
                      onDate={(picked) => {
                        setDate(picked);
                        setTime(null);
                      }}
                      onTime={(picked) => {
                        setTime(picked);
                        setTab(1);
                      }}
                    />
                  </TabPanel>
                  <TabPanel className="tab-panel">
                    <button type="button" className="link-button back-step" onClick={() => setTab(0)}>
                      {t('booking.backToTimes')}
                    </button>
                    {chosen && <p className="chosen-slot">{chosen}</p>}
                    {date && time && target.kind === 'book' && (
                      <ChoiceSummary
                        serviceName={service?.name ?? null}
                        option={priced ?? null}
                        date={date}
                        time={time}
                        memberName={memberName}
                        home={atHome && home ? { fee: where.fee, rule: home.rule } : null}
                      />
                    )}
                    {date && time && target.kind === 'book' && signedIn && serviceId !== null && (
                      <VisitExtras serviceId={serviceId} first={priced ?? null} value={extras} onChange={setExtras} />
                    )}
                    {date && time && target.kind === 'book' && !signInFirst && (
                      <EnquiryForm
                        then={extras}
                        serviceId={serviceId}
                        optionId={optionId ?? null}
                        memberId={members.length > 0 ? member : null}
                        date={date}
                        time={time}
                        onBooked={(booking, phone) => setBooked({ booking, phone })}
                        onSlotTaken={slotTaken}
                        home={atHome && home ? where : null}
                      />
                    )}
                    {date && time && target.kind === 'reschedule' && (
                      <MoveRequest
                        bookingId={target.bookingId}
                        manageKey={target.key}
                        date={date}
                        time={time}
                        onSlotTaken={slotTaken}
                      />
                    )}
                  </TabPanel>
                </TabPanels>
              </TabGroup>
            </>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
