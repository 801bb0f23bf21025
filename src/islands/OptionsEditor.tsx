import { DURATION_MAX_MINUTES, DURATION_STEP_MINUTES } from '#shared/booking-settings';
import { formatDuration } from '#shared/format';
import { MAX_OPTIONS } from '#shared/listing-options';
import { Field } from './forms/Field';
import type { Words } from './listing-text';

export type OptionDraft = { name: string; price: string; durationMinutes: string };

const DURATIONS = Array.from(
  { length: DURATION_MAX_MINUTES / DURATION_STEP_MINUTES },
  (_, i) => (i + 1) * DURATION_STEP_MINUTES,
);

interface OptionsEditorProps {
  options: OptionDraft[];
  error?: string | undefined;
  onChange: (options: OptionDraft[]) => void;
  words: Words;
}

/**
 * A listing's price options (decision 014), each a name, a price and how long it takes. With none,
 * the listing has one price range and 30-minute bookings, as before; with some, its minimum and
 * maximum price are theirs.
 */
export function OptionsEditor({ options, error, onChange, words }: OptionsEditorProps) {
  const { t, locale } = words;
  const change = (index: number, key: keyof OptionDraft, value: string) =>
    onChange(options.map((option, i) => (i === index ? { ...option, [key]: value } : option)));
  return (
    <fieldset className="options-field" aria-describedby={error ? 'options-error' : 'options-hint'}>
      <legend>{t('options.legend')}</legend>
      <p className="field-hint" id="options-hint">
        {t('options.hint')}
      </p>
      {options.map((option, index) => (
        <div className="option-row" key={index}>
          <div className="field">
            <label htmlFor={`option-name-${index}`}>{t('options.name', { number: index + 1 })}</label>
            <input
              id={`option-name-${index}`}
              value={option.name}
              maxLength={80}
              onChange={(event) => change(index, 'name', event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`option-price-${index}`}>{t('options.price', { number: index + 1 })}</label>
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
            <label htmlFor={`option-duration-${index}`}>{t('options.takes', { number: index + 1 })}</label>
            <select
              id={`option-duration-${index}`}
              value={option.durationMinutes}
              onChange={(event) => change(index, 'durationMinutes', event.target.value)}
            >
              {DURATIONS.map((minutes) => (
                <option key={minutes} value={String(minutes)}>
                  {formatDuration(minutes, locale)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="button secondary"
            onClick={() => onChange(options.filter((_, i) => i !== index))}
          >
            {t('listing.remove')} <span className="visually-hidden">{t('options.which', { number: index + 1 })}</span>
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
          {t('options.add')}
        </button>
      )}
    </fieldset>
  );
}

interface DepositFieldsProps {
  type: string;
  onType: (type: string) => void;
  value: { name: string; value: string; error?: string | undefined; onChange: (value: string) => void };
  words: Words;
}

/** The deposit a listing asks when booking (decision 015): none, a fixed amount, or a share of the price. */
export function DepositFields({ type, onType, value, words }: DepositFieldsProps) {
  const { t } = words;
  return (
    <fieldset className="options-field">
      <legend>{t('deposit.legend')}</legend>
      <p className="field-hint">{t('deposit.hint')}</p>
      <div className="form-pair">
        <div className="field">
          <label htmlFor="field-depositType">{t('deposit.label')}</label>
          <select id="field-depositType" value={type} onChange={(event) => onType(event.target.value)}>
            <option value="none">{t('deposit.none')}</option>
            <option value="fixed">{t('deposit.fixed')}</option>
            <option value="percent">{t('deposit.percent')}</option>
          </select>
        </div>
        {type !== 'none' && (
          <Field
            label={t(type === 'fixed' ? 'deposit.ksh' : 'deposit.share')}
            type="number"
            inputMode="numeric"
            {...value}
          />
        )}
      </div>
    </fieldset>
  );
}
