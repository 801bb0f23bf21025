import { useState } from 'react';
import type { ListingMedia } from '#functions/catalogue/listing';
import { api, call } from '#browser/api';
import { sendListingUpload } from '#browser/upload';
import { showToast } from '../scripts/toast';
import { packageName } from '#shared/listings';
import type { Words } from './listing-text';

interface Props {
  listingId: string;
  media: ListingMedia[];
  sellerPackage: { packageId: string; photoUploads: number; videoUploads: number };
  words: Words;
}

/** Edit mode: the listing's pictures and video, each removable, and new ones uploaded at once. */
export function MediaEditor({ listingId, media: initial, sellerPackage, words }: Props) {
  const { t, count } = words;
  const [media, setMedia] = useState(initial);
  const [progress, setProgress] = useState<number | null>(null);
  const base = `/api/services/${listingId}/media`;

  async function add(files: FileList | null) {
    if (!files?.length) return;
    setProgress(0);
    try {
      const listing = await sendListingUpload('POST', base, new FormData(), [...files], listingId, (loaded, total) =>
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
      <p className="field-hint" id="media-hint">
        {t('media.allows', {
          package: packageName(sellerPackage.packageId),
          photos: count('photos', sellerPackage.photoUploads),
          videos: count('videos', sellerPackage.videoUploads),
        })}
      </p>
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
      <label htmlFor="field-media-add">{t('media.add')}</label>
      <input
        id="field-media-add"
        type="file"
        accept="image/*,video/*"
        multiple
        aria-describedby="media-hint"
        disabled={progress !== null}
        onChange={(event) => {
          void add(event.target.files);
          event.target.value = '';
        }}
      />
      {progress !== null && (
        <div role="status">
          <progress max={100} value={progress} aria-label={t('listing.progress')} /> {progress}%
        </div>
      )}
    </fieldset>
  );
}
