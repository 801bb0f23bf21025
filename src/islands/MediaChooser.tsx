import { useEffect, useRef } from 'react';
import { packageName } from '#shared/listings';
import type { Words } from './listing-text';
import type { acceptFiles, Allowance, Chosen } from './media-accept';

/**
 * The checks of files picked, fetched when files are first picked: not part of the form's first
 * download (its 90 KB budget), for a new listing and an edited one alike.
 */
export const checkFiles = (async (...args: Parameters<typeof acceptFiles>) =>
  (await import('./media-accept')).acceptFiles(...args)) as typeof acceptFiles;

/** What the seller's package allows: photos and a video, and how large each may be. */
export function MediaHint({ sellerPackage, words: { t, count } }: { sellerPackage: Allowance; words: Words }) {
  return (
    <p className="field-hint" id="media-hint">
      {t('media.allows', {
        package: packageName(sellerPackage.packageId),
        photos: count('photos', sellerPackage.photoUploads),
        videos: count('videos', sellerPackage.videoUploads),
      })}{' '}
      {/* Only a package that allows a video is told how large one may be. */}
      {t(sellerPackage.videoUploads > 0 ? 'media.sizes' : 'media.photoSizes')}
    </p>
  );
}

/** The one way to pick photos and a video, for a new listing and an edited one: a button, and what is chosen. */
export function MediaPick(props: {
  ready: boolean;
  summary: string;
  /** A problem with the files is shown (#media-error), and the field says so. */
  error: boolean;
  words: Words;
  onPicked: (files: File[]) => Promise<void>;
}) {
  return (
    <div className="media-pick">
      <input
        id="field-media"
        className="visually-hidden"
        type="file"
        accept="image/*,video/*"
        multiple
        // Files chosen before the island hydrates would be lost: choosable once it is ready.
        disabled={!props.ready}
        aria-describedby={`media-hint media-count${props.error ? ' media-error' : ''}`}
        onChange={async (event) => {
          const input = event.target;
          const files = [...(input.files ?? [])];
          input.value = '';
          await props.onPicked(files);
        }}
      />
      {/* The input is what is disabled until the island is ready; the page's styles dim its label. */}
      <label htmlFor="field-media" className="button secondary">
        {props.words.t('media.add')}
      </label>
      <span id="media-count" className="media-count" aria-live="polite">
        {props.summary}
      </span>
    </div>
  );
}

interface MediaChooserProps {
  sellerPackage: Allowance;
  chosen: Chosen[];
  onChosen: (chosen: Chosen[]) => void;
  error: string | null;
  onError: (error: string | null) => void;
  /** True while files just picked are being checked. */
  onBusy: (checking: boolean) => void;
  /** Each file's share of the upload sent so far, while sending. */
  progress: number[] | null;
  ready: boolean;
  words: Words;
}

/** Photos and a video for a new listing: what was chosen is listed, with what the package allows. */
export function MediaChooser({
  sellerPackage,
  chosen,
  onChosen,
  error,
  onError,
  onBusy,
  progress,
  ready,
  words,
}: MediaChooserProps) {
  // The previews are freed when the form goes away (removing one keeps the others' on screen).
  const latest = useRef(chosen);
  latest.current = chosen;
  useEffect(() => () => latest.current.forEach((item) => URL.revokeObjectURL(item.preview)), []);
  const { t, count } = words;
  const photos = chosen.filter((item) => item.kind === 'image').length;
  const summary = chosen.length
    ? t('media.chosen', { photos: count('photos', photos), videos: count('videos', chosen.length - photos) })
    : t('media.none');
  return (
    <fieldset className="media-field">
      <legend>{t('media.legend')}</legend>
      <MediaHint sellerPackage={sellerPackage} words={words} />
      <MediaPick
        ready={ready}
        summary={summary}
        error={Boolean(error)}
        words={words}
        onPicked={async (files) => {
          // Until the files are checked (the checks may still be on their way, a photo being made
          // smaller), the form waits: a listing is never posted without what was just picked.
          onBusy(true);
          const result = await checkFiles(chosen, files, sellerPackage, words).finally(() => onBusy(false));
          onError(result.error);
          onChosen(result.next);
        }}
      />
      {error && (
        <p className="field-error" id="media-error" role="alert">
          {error}
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
            <span className="media-name" title={item.file.name}>
              {item.file.name}
            </span>
            {progress && (
              <progress
                max={1}
                value={progress[index] ?? 0}
                aria-label={t('media.uploadOf', { name: item.file.name })}
              />
            )}
            <button
              type="button"
              className="button secondary"
              onClick={() => onChosen(chosen.filter((_, i) => i !== index))}
              disabled={Boolean(progress)}
            >
              {t('listing.remove')} <span className="visually-hidden">{item.file.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
