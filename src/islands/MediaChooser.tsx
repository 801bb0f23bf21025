import { useEffect, useRef } from 'react';
import { isHeic, MEDIA_LIMITS, packageName } from '#shared/listings';
import type { Words } from './listing-text';

export interface Chosen {
  file: File;
  kind: 'image' | 'video';
  preview: string;
}

type Allowance = { packageId: string; photoUploads: number; videoUploads: number };

/**
 * Adds the files picked to those chosen: each is checked on its own, and past the package's limit
 * the first ones are kept and the rest named as left out, rather than refusing the whole choice.
 * A photo over the size limit is made smaller first (shrinkPhoto), and refused only if it cannot be.
 */
export async function acceptFiles(current: Chosen[], picked: File[], pkg: Allowance, { t, count }: Words) {
  const next = [...current];
  const problems: string[] = [];
  const leftOut: string[] = [];
  for (const original of picked) {
    // Fetched only for a photo over the limit, so the form's page does not carry it (its 90 KB budget).
    const oversized = original.type.startsWith('image/') && original.size > MEDIA_LIMITS.imageBytes;
    const shrink = oversized && !isHeic(original) ? (await import('#browser/shrink-photo')).shrinkPhoto : null;
    const file = shrink ? ((await shrink(original)) ?? original) : original;
    const kind = file.type.startsWith('image/') ? 'image' : file.type.startsWith('video/') ? 'video' : null;
    if (!kind) problems.push(t('media.unsupported', { name: file.name }));
    else if (isHeic(file)) problems.push(t('media.heic', { name: file.name }));
    else if (file.size > (kind === 'image' ? MEDIA_LIMITS.imageBytes : MEDIA_LIMITS.videoBytes))
      problems.push(t(kind === 'image' ? 'media.tooLarge.image' : 'media.tooLarge.video', { name: file.name }));
    else if (
      next.filter((item) => item.kind === kind).length >= (kind === 'image' ? pkg.photoUploads : pkg.videoUploads)
    )
      leftOut.push(file.name);
    else next.push({ file, kind, preview: URL.createObjectURL(file) });
  }
  if (leftOut.length) {
    problems.push(
      t('media.leftOut', {
        package: packageName(pkg.packageId),
        photos: count('photos', pkg.photoUploads),
        videos: count('videos', pkg.videoUploads),
        names: leftOut.join(', '),
      }),
    );
  }
  return { next, error: problems.length ? problems.join('. ') : null };
}

interface MediaChooserProps {
  sellerPackage: Allowance;
  chosen: Chosen[];
  onChosen: (chosen: Chosen[]) => void;
  error: string | null;
  onError: (error: string | null) => void;
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
      <p className="field-hint" id="media-hint">
        {t('media.allows', {
          package: packageName(sellerPackage.packageId),
          photos: count('photos', sellerPackage.photoUploads),
          videos: count('videos', sellerPackage.videoUploads),
        })}{' '}
        {/* Only a package that allows a video is told how large one may be. */}
        {t(sellerPackage.videoUploads > 0 ? 'media.sizes' : 'media.photoSizes')}
      </p>
      <div className="media-pick">
        <input
          id="field-media"
          className="visually-hidden"
          type="file"
          accept="image/*,video/*"
          multiple
          // Files chosen before the island hydrates would be lost: choosable once it is ready.
          disabled={!ready}
          aria-describedby={error ? 'media-hint media-count media-error' : 'media-hint media-count'}
          onChange={async (event) => {
            const input = event.target;
            const result = await acceptFiles(chosen, [...(input.files ?? [])], sellerPackage, words);
            onError(result.error);
            onChosen(result.next);
            input.value = '';
          }}
        />
        {/* The input is what is disabled until the island is ready; a label may not say so itself. */}
        <label htmlFor="field-media" className={ready ? 'button secondary' : 'button secondary waiting'}>
          {t('media.add')}
        </label>
        <span id="media-count" className="media-count" aria-live="polite">
          {summary}
        </span>
      </div>
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
