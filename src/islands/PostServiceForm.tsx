import { useEffect, useMemo, useState } from 'react';
import { CATEGORIES, findCategory } from '#shared/categories';
import {
  LISTING_MESSAGES,
  ListingFieldsSchema,
  tooManyPhotos,
  tooManyVideos,
  unsupportedFile,
  heicPhoto,
  isHeic,
  fileTooLarge,
  MEDIA_LIMITS,
} from '#shared/listings';
import { api, call } from '#browser/api';
import { sendListingUpload } from '#browser/upload';
import { toastOnNextPage } from '../scripts/toast';
import { Field, TextAreaField } from './forms/Field';
import { MediaEditor } from './MediaEditor';
import type { ListingMedia } from '#functions/catalogue/listing';
import { useForm } from './forms/use-form';

interface Props {
  sellerPackage: { packageId: string; photoUploads: number; videoUploads: number };
  /** Editing an existing listing: its id, current fields and media (edited on the spot). */
  editing?: { id: string; fields: Record<string, string>; media: ListingMedia[] } | null;
}

interface Chosen {
  file: File;
  kind: 'image' | 'video';
  preview: string;
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
};

export default function PostServiceForm({ sellerPackage, editing = null }: Props) {
  const form = useForm(ListingFieldsSchema, editing?.fields ?? EMPTY);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [mediaError, setMediaError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const category = findCategory(String(form.values.category));

  useEffect(() => () => chosen.forEach((item) => URL.revokeObjectURL(item.preview)), [chosen]);

  function addFiles(list: FileList | null) {
    const next = [...chosen];
    for (const file of list ?? []) {
      const kind = file.type.startsWith('image/') ? 'image' : file.type.startsWith('video/') ? 'video' : null;
      if (!kind) return setMediaError(unsupportedFile(file.name));
      if (isHeic(file)) return setMediaError(heicPhoto(file.name));
      if (file.size > (kind === 'image' ? MEDIA_LIMITS.imageBytes : MEDIA_LIMITS.videoBytes)) {
        return setMediaError(fileTooLarge(file.name, kind));
      }
      next.push({ file, kind, preview: URL.createObjectURL(file) });
    }
    const photos = next.filter((item) => item.kind === 'image').length;
    const videos = next.length - photos;
    if (photos > sellerPackage.photoUploads)
      return setMediaError(tooManyPhotos(sellerPackage.packageId, sellerPackage.photoUploads));
    if (videos > sellerPackage.videoUploads)
      return setMediaError(tooManyVideos(sellerPackage.packageId, sellerPackage.videoUploads));
    setMediaError(null);
    setChosen(next);
  }

  const remove = (index: number) => setChosen((list) => list.filter((_, i) => i !== index));

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

  const submit = form.handleSubmit(async (fields) => {
    setFailed(false);
    if (editing) {
      await call(api.services[':id'].$patch({ param: { id: editing.id }, json: fields }), LISTING_MESSAGES.failed);
      toastOnNextPage('Service updated');
      window.location.assign('/account#listings');
      return;
    }
    if (chosen.length === 0) return setMediaError(LISTING_MESSAGES.noMedia);
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, String(value));
    const files = chosen.map((item) => item.file);
    try {
      setProgress({ loaded: 0, total: 1 });
      await sendListingUpload('POST', '/api/services', body, files, undefined, (loaded, total) =>
        setProgress({ loaded, total }),
      );
    } catch (error) {
      setFailed(true);
      setProgress(null);
      throw error;
    }
    toastOnNextPage(LISTING_MESSAGES.posted);
    window.location.assign('/all-services');
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
          <option value="">Choose…</option>
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
      <Field label="Service name" {...form.text('name')} />
      <div className="form-pair">
        <Field label="Minimum price (Ksh)" type="number" inputMode="numeric" min={100} {...form.text('minPrice')} />
        <Field label="Maximum price (Ksh)" type="number" inputMode="numeric" min={100} {...form.text('maxPrice')} />
      </div>
      <div className="form-pair">
        <Field label="Location" autoComplete="address-level2" {...form.text('location')} />
        <Field label="Phone number" type="tel" autoComplete="tel" {...form.text('phoneNumber')} />
      </div>
      <div className="form-pair">
        {select(
          'category',
          'Category',
          CATEGORIES.map((c) => ({ value: c.id, label: c.title })),
        )}
        {select(
          'subcategory',
          'Subcategory',
          (category?.subcategories ?? []).map((s) => ({ value: s.slug, label: s.title })),
          !category,
        )}
      </div>
      <TextAreaField label="Description" {...form.text('description')} />

      {!editing && (
        <fieldset className="media-field">
          <legend>Photos and video</legend>
          <p className="field-hint" id="media-hint">
            Your {sellerPackage.packageId} package allows {sellerPackage.photoUploads} photo(s) and{' '}
            {sellerPackage.videoUploads} video(s). Photos up to 5 MB, a video up to 50 MB.
          </p>
          <label htmlFor="field-media">Add photos or a video</label>
          <input
            id="field-media"
            type="file"
            accept="image/*,video/*"
            multiple
            // Files chosen before the island hydrates would be lost: choosable once it is ready.
            disabled={!form.ready}
            aria-describedby={mediaError ? 'media-hint media-error' : 'media-hint'}
            onChange={(event) => {
              addFiles(event.target.files);
              event.target.value = '';
            }}
          />
          {mediaError && (
            <p className="field-error" id="media-error" role="alert">
              {mediaError}
            </p>
          )}
          <ul className="media-list">
            {chosen.map((item, index) => (
              <li key={item.preview}>
                {item.kind === 'image' ? (
                  <img src={item.preview} alt="" width={96} height={72} />
                ) : (
                  <video src={item.preview} muted width={96} height={72} />
                )}
                <span className="media-name">{item.file.name}</span>
                {progress && (
                  <progress max={1} value={fileProgress[index] ?? 0} aria-label={`Upload of ${item.file.name}`} />
                )}
                <button
                  type="button"
                  className="button secondary"
                  onClick={() => remove(index)}
                  disabled={Boolean(progress)}
                >
                  Remove <span className="visually-hidden">{item.file.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      )}

      {editing && <MediaEditor listingId={editing.id} media={editing.media} sellerPackage={sellerPackage} />}

      {progress && (
        <div className="overall" role="status">
          <progress max={100} value={overall} aria-label="Upload progress" /> {overall}%
        </div>
      )}
      <button className="button" type="submit" disabled={form.busy || !form.ready}>
        {form.busy
          ? editing
            ? 'Saving...'
            : 'Posting...'
          : failed
            ? 'Retry'
            : editing
              ? 'Save changes'
              : 'Post Service'}
      </button>
    </form>
  );
}
