import { useEffect, useState } from 'react';
import { api, call } from '#browser/api';
import { formatDuration, formatKsh } from '#shared/format';
import { VISIT_MAX_EXTRA } from '#shared/bookings';
import { ANY_MEMBER } from '#shared/team';
import { doing, pricedFor, type TeamChoice } from './MemberPicker';
import type { BookableOption } from './OptionPicker';
import { useText } from './text';

/** Another service of the same provider, as the visit may add it. */
interface Companion {
  id: string;
  name: string;
  options: BookableOption[];
  members: TeamChoice[];
}

/** A later part of the visit as the appointment request sends it. */
export interface VisitPart {
  serviceId: string;
  optionId: string;
  memberId: string;
}

interface VisitExtrasProps {
  serviceId: number;
  /** The first service's option at the chosen member's price: the visit's total starts from it. */
  first: BookableOption | null;
  value: VisitPart[];
  onChange: (parts: VisitPart[]) => void;
}

/**
 * Several services in one visit: braids, then nails right after, with the same
 * provider. Each added service has its option and, for a team, who does it; the total and the
 * one deposit are shown before booking.
 */
export function VisitExtras({ serviceId, first, value, onChange }: VisitExtrasProps) {
  const { t, locale } = useText();
  const [companions, setCompanions] = useState<Companion[]>([]);
  useEffect(() => {
    let current = true;
    call(api.services[':id'].companions.$get({ param: { id: String(serviceId) } }))
      .then((found) => current && setCompanions(found.filter((item) => item.options.length > 0)))
      .catch(() => undefined); // Without the list, the visit is the one service.
    return () => {
      current = false;
    };
  }, [serviceId]);
  if (companions.length === 0) return null;

  const companionOf = (part: VisitPart) => companions.find((item) => item.id === part.serviceId);
  const optionOf = (part: VisitPart) => companionOf(part)?.options.find((option) => option.id === part.optionId);
  const priced = (part: VisitPart) =>
    pricedFor(
      optionOf(part),
      companionOf(part)?.members.find((member) => member.id === part.memberId),
    );
  const fresh = (companion: Companion): VisitPart => ({
    serviceId: companion.id,
    optionId: companion.options[0]!.id,
    memberId: ANY_MEMBER,
  });
  const change = (index: number, part: VisitPart) => onChange(value.map((item, at) => (at === index ? part : item)));
  const options = [first, ...value.map(priced)];
  const total = options.reduce((sum, option) => sum + (option?.price ?? 0), 0);
  const deposit = options.reduce((sum, option) => sum + (option?.deposit ?? 0), 0);

  return (
    <div className="visit-extras">
      {value.map((part, index) => {
        const companion = companionOf(part);
        const id = `visit-${index}`;
        return (
          <fieldset key={index} className="visit-part">
            <legend>{t('booking.visitThen')}</legend>
            <label htmlFor={`${id}-service`}>{t('booking.visitService')}</label>
            <select
              id={`${id}-service`}
              value={part.serviceId}
              onChange={(event) => change(index, fresh(companions.find((item) => item.id === event.target.value)!))}
            >
              {companions.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </select>
            {companion && companion.options.length > 1 && (
              <>
                <label htmlFor={`${id}-option`}>{t('booking.option')}</label>
                <select
                  id={`${id}-option`}
                  value={part.optionId}
                  onChange={(event) => change(index, { ...part, optionId: event.target.value, memberId: ANY_MEMBER })}
                >
                  {companion.options.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.name}
                    </option>
                  ))}
                </select>
              </>
            )}
            {companion && companion.members.length > 0 && (
              <>
                <label htmlFor={`${id}-member`}>{t('booking.member')}</label>
                <select
                  id={`${id}-member`}
                  value={part.memberId}
                  onChange={(event) => change(index, { ...part, memberId: event.target.value })}
                >
                  <option value={ANY_MEMBER}>{t('booking.anyone')}</option>
                  {doing(companion.members, optionOf(part)).map((member) => (
                    <option key={member.id} value={member.id}>
                      {member.name}
                    </option>
                  ))}
                </select>
              </>
            )}
            {priced(part) && (
              <p className="visit-part-facts">
                {formatKsh(priced(part)!.price, locale)} · {formatDuration(priced(part)!.durationMinutes, locale)}
              </p>
            )}
            <button
              type="button"
              className="button secondary"
              onClick={() => onChange(value.filter((_, at) => at !== index))}
            >
              {t('booking.visitRemove')} <span className="visually-hidden">{companion?.name}</span>
            </button>
          </fieldset>
        );
      })}
      {value.length < VISIT_MAX_EXTRA && (
        <button type="button" className="button secondary" onClick={() => onChange([...value, fresh(companions[0]!)])}>
          {t('booking.visitAdd')}
        </button>
      )}
      {value.length > 0 && (
        <p className="visit-total" role="status">
          {t('booking.visitTotal', { price: formatKsh(total, locale) })}
          {deposit > 0 && (
            <>
              <br />
              {t('booking.visitDeposit', { amount: formatKsh(deposit, locale) })}
            </>
          )}
        </p>
      )}
    </div>
  );
}
