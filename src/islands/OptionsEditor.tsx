import { DURATION_MAX_MINUTES, DURATION_STEP_MINUTES } from '#shared/booking-settings';
import { formatDuration } from '#shared/format';
import { MAX_OPTIONS } from '#shared/listing-options';
import { Field } from './forms/Field';

export type OptionDraft = { name: string; price: string; durationMinutes: string };

const DURATIONS = Array.from(
  { length: DURATION_MAX_MINUTES / DURATION_STEP_MINUTES },
  (_, i) => (i + 1) * DURATION_STEP_MINUTES,
);

interface OptionsEditorProps {
  options: OptionDraft[];
  error?: string | undefined;
  onChange: (options: OptionDraft[]) => void;
}

/**
 * A listing's price options (decision 014), each a name, a price and how long it takes. With none,
 * the listing has one price range and 30-minute bookings, as before; with some, its minimum and
 * maximum price are theirs.
 */
export function OptionsEditor({ options, error, onChange }: OptionsEditorProps) {
  const change = (index: number, key: keyof OptionDraft, value: string) =>
    onChange(options.map((option, i) => (i === index ? { ...option, [key]: value } : option)));
  return (
    <fieldset className="options-field" aria-describedby={error ? 'options-error' : 'options-hint'}>
      <legend>Price options (optional)</legend>
      <p className="field-hint" id="options-hint">
        For services whose price and time vary, such as braids by size and length. Clients choose one when they book,
        and only times that fit it are offered.
      </p>
      {options.map((option, index) => (
        <div className="option-row" key={index}>
          <div className="field">
            <label htmlFor={`option-name-${index}`}>Option {index + 1} name</label>
            <input
              id={`option-name-${index}`}
              value={option.name}
              maxLength={80}
              onChange={(event) => change(index, 'name', event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`option-price-${index}`}>Option {index + 1} price (Ksh)</label>
            <input
              id={`option-price-${index}`}
              type="number"
              inputMode="numeric"
              min={100}
              value={option.price}
              onChange={(event) => change(index, 'price', event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`option-duration-${index}`}>Option {index + 1} takes</label>
            <select
              id={`option-duration-${index}`}
              value={option.durationMinutes}
              onChange={(event) => change(index, 'durationMinutes', event.target.value)}
            >
              {DURATIONS.map((minutes) => (
                <option key={minutes} value={String(minutes)}>
                  {formatDuration(minutes)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="button secondary"
            onClick={() => onChange(options.filter((_, i) => i !== index))}
          >
            Remove <span className="visually-hidden">option {index + 1}</span>
          </button>
        </div>
      ))}
      {error && (
        <p className="field-error" id="options-error" role="alert">
          {error}
        </p>
      )}
      {options.length < MAX_OPTIONS && (
        <button
          type="button"
          className="button secondary"
          onClick={() => onChange([...options, { name: '', price: '', durationMinutes: '60' }])}
        >
          Add a price option
        </button>
      )}
    </fieldset>
  );
}

interface DepositFieldsProps {
  type: string;
  onType: (type: string) => void;
  value: { name: string; value: string; error?: string | undefined; onChange: (value: string) => void };
}

/** The deposit a listing asks when booking (decision 015): none, a fixed amount, or a share of the price. */
export function DepositFields({ type, onType, value }: DepositFieldsProps) {
  return (
    <fieldset className="options-field">
      <legend>Deposit against no-shows (optional)</legend>
      <p className="field-hint">
        Clients pay it with M-Pesa when they book; it counts towards the price. They get it back if they cancel at least
        24 hours ahead or you decline or cancel; otherwise you keep it.
      </p>
      <div className="form-pair">
        <div className="field">
          <label htmlFor="field-depositType">Deposit</label>
          <select id="field-depositType" value={type} onChange={(event) => onType(event.target.value)}>
            <option value="none">No deposit</option>
            <option value="fixed">A fixed amount (Ksh)</option>
            <option value="percent">A share of the price (%)</option>
          </select>
        </div>
        {type !== 'none' && (
          <Field
            label={type === 'fixed' ? 'Deposit (Ksh)' : 'Deposit (% of the price)'}
            type="number"
            inputMode="numeric"
            {...value}
          />
        )}
      </div>
    </fieldset>
  );
}
