import { useState } from 'react';
import type { ListingMedia } from '#functions/catalogue/listing';
import { api, call } from '#browser/api';
import { sendListingUpload } from '#browser/upload';
import { showToast } from '../scripts/toast';
import type { Words } from './listing-text';
import type * as Chooser from './MediaChooser';

interface Props {
  listingId: string;
  media: ListingMedia[];
  sellerPackage: { packageId: string; photoUploads: number; videoUploads: number };
  words: Words;
  /**
   * The new listing's picker, handed over by the form rather than imported: a module both this lazy
   * island and the form imported would be a chunk of its own, 0.6 KB more on the new listing's page.
   */
  chooser: Pick<typeof Chooser, 'checkFiles' | 'MediaHint' | 'MediaPick'>;
}

/** Edit mode: the listing's pictures and video, each removable, and new ones uploaded at once. */
export function MediaEditor({ listingId, media: initial, sellerPackage, words, chooser }: Props) {
  const { checkFiles, MediaHint, MediaPick } = chooser;
  const { t, count } = words;
  const [media, setMedia] = useState(initial);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const base = `/api/services/${listingId}/media`;
  const photos = media.filter((item) => item.type === 'image').length;

  /** Checked here as a new listing's are (sizes, kinds, the package's limits; a large photo made smaller), then sent. */
  async function add(picked: File[]) {
    const have = media.map((item) => ({ kind: item.type }));
    const result = await checkFiles(have, picked, sellerPackage, words);
    setError(result.error);
    const files = result.added.map((item) => item.file);
    if (!files.length) return;
    setProgress(0);
    try {
      const listing = await sendListingUpload('POST', base, new FormData(), files, listingId, (loaded, total) =>
        setProgress(Math.round((loaded / Math.max(1, total)) * 100)),
      );
      setMedia(listing.media);
      showToast(t('media.added'));
    } catch (error) {
      showToast((error as Error).message, 'error');
    } finally {
      setProgress(null);
    }
  }

  async function remove(item: ListingMedia) {
    try {
      const listing = await call(
        api.services[':id'].media[':mediaId'].$delete({ param: { id: listingId, mediaId: String(item.id) } }),
      );
      setMedia(listing.media);
    } catch (error) {
      showToast((error as Error).message, 'error');
    }
  }

  return (
    <fieldset className="media-field">
      <legend>{t('media.legend')}</legend>
      <MediaHint sellerPackage={sellerPackage} words={words} />
      <MediaPick
        ready={progress === null}
        summary={t('media.has', { photos: count('photos', photos), videos: count('videos', media.length - photos) })}
        error={Boolean(error)}
        words={words}
        onPicked={add}
      />
      {error && (
        <p className="field-error" id="media-error" role="alert">
          {error}
        </p>
      )}
      <ul className="media-list">
        {media.map((item, index) => (
          <li key={item.id}>
            {item.type === 'image' ? (
              <img src={item.thumbnailUrl ?? item.url} alt="" width={96} height={72} />
            ) : (
              <video src={item.url} muted width={96} height={72} />
            )}
            <span className="media-name">
              {item.type === 'image' ? t('media.photo', { number: index + 1 }) : t('media.video')}
            </span>
            <button
              type="button"
              className="button secondary"
              onClick={() => remove(item)}
              disabled={progress !== null}
            >
              {t('listing.remove')}{' '}
              <span className="visually-hidden">
                {item.type === 'image' ? t('media.photo', { number: index + 1 }) : t('media.video')}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {progress !== null && (
        <div role="status">
          <progress max={100} value={progress} aria-label={t('listing.progress')} /> {progress}%
        </div>
      )}
    </fieldset>
  );
}
