import { ANY_MEMBER } from '#shared/team';
import { useText } from './text';

export interface TeamChoice {
  id: string;
  name: string;
}

interface MemberPickerProps {
  members: TeamChoice[];
  value: string;
  onChange: (member: string) => void;
}

/** Who serves the visit, for a team's listing (issue 39): anyone available, or one member. */
export function MemberPicker({ members, value, onChange }: MemberPickerProps) {
  const { t } = useText();
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
