import { lazy, Suspense, useMemo, useState } from 'react';
import { formatPriceRange } from '#shared/format';
import { wordsOf, type ListingWords } from './listing-text';
import { LISTING_MESSAGES, ListingFieldsSchema } from '#shared/listings';
import { api, call } from '#browser/api';
import { say, toastOnNextPage } from '../scripts/toast';
import { Field, FormProblem, TextAreaField } from './forms/Field';
import type { ListingMedia } from '#functions/catalogue/listing';
import { useForm } from './forms/use-form';
import { checkFiles, MediaChooser, MediaHint, MediaPick } from './MediaChooser';
import type { Chosen } from './media-accept';
import type { OptionDraft } from './OptionsEditor';

// Loaded when needed, so a new listing's page stays within its budget: editing media, price options.
const MediaEditor = lazy(() => import('./MediaEditor').then((m) => ({ default: m.MediaEditor })));
const OptionsEditor = lazy(() => import('./OptionsEditor').then((m) => ({ default: m.OptionsEditor })));
const DepositFields = lazy(() => import('./OptionsEditor').then((m) => ({ default: m.DepositFields })));

interface Props {
  sellerPackage: { packageId: string; photoUploads: number; videoUploads: number };
  /** Editing an existing listing: its id, current fields, options and media (edited on the spot). */
  editing?: { id: string; fields: Record<string, string>; media: ListingMedia[]; options: OptionDraft[] } | null;
  /** A new listing's phone and location, from the seller's profile and last listing. */
  prefill?: { phoneNumber: string; location: string };
  /** The form's words in the page's language. */
  words: ListingWords;
  /** Where the page's language puts its pages: '' in English, '/sw' in Kiswahili (t.path('')). */
  pagesAt: string;
}

const EMPTY = {
  name: '',
  minPrice: '',
  maxPrice: '',
  location: '',
  phoneNumber: '',
  category: '',
  subcategory: '',
  description: '',
  depositType: 'none',
  depositValue: '',
};

export default function PostServiceForm({ sellerPackage, editing = null, prefill, words, pagesAt }: Props) {
  const text = wordsOf(words);
  const { t, categories } = text;
  const form = useForm(ListingFieldsSchema, editing?.fields ?? { ...EMPTY, ...prefill });
  const [drafts, setDrafts] = useState<OptionDraft[]>(
    editing?.options.length && editing.options.length > 1 ? editing.options : [],
  );
  const [optionsError, setOptionsError] = useState<string | undefined>();
  const [askDeposit, setAskDeposit] = useState(false);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [mediaError, setMediaError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const category = categories.find((item) => item.id === form.values.category);

  // Each file's share of the upload, from its place in the request body.
  const fileProgress = useMemo(() => {
    if (!progress) return [];
    let offset = 0;
    const totalFiles = chosen.reduce((sum, item) => sum + item.file.size, 0) || 1;
    const scale = progress.total / totalFiles;
    return chosen.map((item) => {
      const start = offset * scale;
      offset += item.file.size;
      const end = offset * scale;
      return Math.max(0, Math.min(1, (progress.loaded - start) / Math.max(1, end - start)));
    });
  }, [progress, chosen]);

  // With options, the minimum and maximum price are theirs (the server derives them the same way).
  const prices = drafts.map((o) => Number(o.price)).filter((price) => price >= 100);
  const derived = prices.length ? { minPrice: Math.min(...prices), maxPrice: Math.max(...prices) } : null;
  const depositType = String(form.values.depositType ?? 'none');

  const submit = form.handleSubmit(async (checked) => {
    setFailed(false);
    const { checkPricing } = await import('./pricing');
    const pricing = checkPricing(drafts, depositType, String(form.values.depositValue ?? ''));
    if (pricing.problem) {
      const { field, message } = pricing.problem;
      if (field === 'options') setOptionsError(say(message));
      else form.setErrors({ depositValue: say(message) });
      return document.getElementById(field === 'options' ? 'option-name-0' : 'field-depositValue')?.focus();
    }
    const { options, range, deposit } = pricing;
    const fields = { ...checked, ...range };
    if (editing) {
      const json = { ...fields, ...deposit, ...(options ? { options } : {}) };
      await call(api.services[':id'].$patch({ param: { id: editing.id }, json }), LISTING_MESSAGES.failed);
      toastOnNextPage(t('listing.updated'));
      window.location.assign(`${pagesAt}/account/listings`);
      return;
    }
    if (chosen.length === 0) return setMediaError(say(LISTING_MESSAGES.noMedia));
    const body = new FormData();
    for (const [key, value] of Object.entries({ ...fields, ...deposit })) body.set(key, String(value));
    if (options) body.set('options', JSON.stringify(options));
    const files = chosen.map((item) => item.file);
    const { sendListingUpload } = await import('#browser/upload');
    let listing;
    try {
      setProgress({ loaded: 0, total: 1 });
      listing = await sendListingUpload('POST', '/api/services', body, files, undefined, (loaded, total) =>
        setProgress({ loaded, total }),
      );
    } catch (error) {
      setFailed(true);
      setProgress(null);
      throw error;
    }
    toastOnNextPage(say(LISTING_MESSAGES.posted));
    // The new listing itself: it says there when only its seller can see it (package not yet paid).
    window.location.assign(`${pagesAt}/service/${listing._id}`);
  }, LISTING_MESSAGES.failed);

  const select = (
    name: 'category' | 'subcategory',
    label: string,
    options: Array<{ value: string; label: string }>,
    disabled = false,
  ) => {
    const field = form.text(name);
    return (
      <div className="field">
        <label htmlFor={`field-${name}`}>{label}</label>
        <select
          id={`field-${name}`}
          name={name}
          value={field.value}
          disabled={disabled}
          onChange={(event) => {
            field.onChange(event.target.value);
            if (name === 'category') form.set('subcategory', '');
          }}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.error ? `field-${name}-error` : undefined}
        >
          <option value="">{t('listing.choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {field.error && (
          <p className="field-error" id={`field-${name}-error`}>
            {field.error}
          </p>
        )}
      </div>
    );
  };

  const overall = progress ? Math.round((progress.loaded / Math.max(1, progress.total)) * 100) : 0;

  return (
    <form className="auth-form" method="post" onSubmit={submit} noValidate>
      <Field label={t('listing.name')} {...form.text('name')} />
      {derived ? (
        <p className="field-hint">
          {t('listing.derived', { range: formatPriceRange(derived.minPrice, derived.maxPrice) })}
        </p>
      ) : (
        <div className="form-pair">
          <Field label={t('listing.minPrice')} type="number" inputMode="numeric" min={100} {...form.text('minPrice')} />
          <Field label={t('listing.maxPrice')} type="number" inputMode="numeric" min={100} {...form.text('maxPrice')} />
        </div>
      )}
      <div className="form-pair">
        <Field label={t('listing.location')} autoComplete="address-level2" {...form.text('location')} />
        <Field label={t('listing.phone')} type="tel" autoComplete="tel" {...form.text('phoneNumber')} />
      </div>
      <div className="form-pair">
        {select(
          'category',
          t('listing.category'),
          categories.map((c) => ({ value: c.id, label: c.title })),
        )}
        {select(
          'subcategory',
          t('listing.subcategory'),
          (category?.subcategories ?? []).map((s) => ({ value: s.slug, label: s.title })),
          !category,
        )}
      </div>
      <TextAreaField label={t('listing.description')} {...form.text('description')} />
      {/* The lazy parts render after hydration only: rendered on the server, React would keep a
          hidden copy of them beside the live one. */}
      {!form.ready ? null : drafts.length === 0 ? (
        <p>
          <button
            type="button"
            className="button secondary"
            onClick={() => setDrafts([{ name: '', price: '', durationMinutes: '60' }])}
          >
            {t('listing.addOptions')}
          </button>{' '}
          <span className="field-hint">{t('listing.addOptionsHint')}</span>
        </p>
      ) : (
        <Suspense fallback={<p className="field-hint">{t('listing.loadingOptions')}</p>}>
          <OptionsEditor
            words={text}
            options={drafts}
            error={optionsError}
            onChange={(next) => {
              setDrafts(next);
              setOptionsError(undefined);
              // The price range follows the options; the schema checks the fields as they are.
              const prices = next.map((o) => Number(o.price)).filter((p) => p >= 100);
              if (prices.length) {
                form.set('minPrice', String(Math.min(...prices)));
                form.set('maxPrice', String(Math.max(...prices)));
              }
            }}
          />
        </Suspense>
      )}
      {!form.ready ? null : depositType === 'none' && !askDeposit ? (
        <p>
          <button type="button" className="button secondary" onClick={() => setAskDeposit(true)}>
            {t('listing.askDeposit')}
          </button>{' '}
          <span className="field-hint">{t('listing.askDepositHint')}</span>
        </p>
      ) : (
        <Suspense fallback={<p className="field-hint">{t('listing.loadingDeposit')}</p>}>
          <DepositFields
            words={text}
            type={depositType}
            onType={(type) => form.set('depositType', type)}
            value={form.text('depositValue')}
          />
        </Suspense>
      )}

      {!editing && (
        <MediaChooser
          words={text}
          sellerPackage={sellerPackage}
          chosen={chosen}
          onChosen={setChosen}
          error={mediaError}
          onError={setMediaError}
          onBusy={setChecking}
          progress={progress ? fileProgress : null}
          ready={form.ready}
        />
      )}

      {editing && form.ready && (
        <Suspense fallback={<p className="field-hint">{t('listing.loadingMedia')}</p>}>
          <MediaEditor
            listingId={editing.id}
            media={editing.media}
            sellerPackage={sellerPackage}
            words={text}
            chooser={{ checkFiles, MediaHint, MediaPick }}
          />
        </Suspense>
      )}

      {progress && (
        <div className="overall" role="status">
          <progress max={100} value={overall} aria-label={t('listing.progress')} /> {overall}%
        </div>
      )}
      <FormProblem message={form.errors.form} />
      <button className="button" type="submit" disabled={form.busy || !form.ready || checking}>
        {form.busy
          ? t(editing ? 'listing.saving' : 'listing.posting')
          : t(failed ? 'listing.retry' : editing ? 'listing.save' : 'listing.post')}
      </button>
    </form>
  );
}
