import { useEffect, useState } from 'react';
import { api, call } from '#browser/api';
import { ANY_MEMBER } from '#shared/team';
import type { BookableOption } from './OptionPicker';
import { useText } from './text';

export interface TeamChoice {
  id: string;
  name: string;
  /** Their own prices, by option name, with the deposit each asks. */
  prices: Array<{ option: string; price: number; deposit: number | null }>;
  /** The options they do not do. */
  skips: string[];
}

/** The members who do an option (all of them before one is chosen). */
export const doing = (members: TeamChoice[], option: { name: string } | null | undefined) =>
  members.filter((member) => !option || !member.skips.includes(option.name));

/** The option at the chosen member's own price, if they have one; anyone available pays the listing's. */
export function pricedFor<T extends BookableOption | null | undefined>(option: T, member: TeamChoice | undefined): T {
  const own = option && member?.prices.find((price) => price.option === option.name);
  return own ? { ...option, price: own.price, deposit: own.deposit } : option;
}

/** A team listing's members, once known; none for a one-person business (or while asked). */
export function useTeam(serviceId: number | null): TeamChoice[] {
  const [members, setMembers] = useState<TeamChoice[]>([]);
  useEffect(() => {
    if (!serviceId) return setMembers([]);
    let current = true;
    call(api.services[':id'].members.$get({ param: { id: String(serviceId) } }))
      .then((found) => current && setMembers(found))
      .catch(() => undefined); // Without the list, anyone available is asked for.
    return () => {
      current = false;
    };
  }, [serviceId]);
  return members;
}

interface MemberPickerProps {
  members: TeamChoice[];
  value: string;
  onChange: (member: string) => void;
  /** The option chosen: only members who do it are offered. */
  option: { name: string } | null;
}

/** Who serves the visit, for a team's listing: anyone available, or one member. */
export function MemberPicker({ members: team, value, onChange, option }: MemberPickerProps) {
  const { t } = useText();
  const members = doing(team, option);
  // A member who does not do the option chosen gives way to anyone available.
  const offered = value === ANY_MEMBER || members.some((member) => member.id === value);
  useEffect(() => {
    if (!offered) onChange(ANY_MEMBER);
  }, [offered, onChange]);
  return (
    <p className="member-picker">
      <label htmlFor="booking-member">{t('booking.member')}</label>
      <select id="booking-member" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value={ANY_MEMBER}>{t('booking.anyone')}</option>
        {members.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </select>
    </p>
  );
}
