import { isHeic, MEDIA_LIMITS, packageName } from '#shared/listings';
import type { Words } from './listing-text';

export interface Chosen {
  file: File;
  kind: 'image' | 'video';
  preview: string;
}

export type Allowance = { packageId: string; photoUploads: number; videoUploads: number };

/**
 * Adds the files picked to those chosen (`next`; `added` alone are the new ones): each is checked on its own, and past the package's limit
 * the first ones are kept and the rest named as left out, rather than refusing the whole choice.
 * A photo over the size limit is made smaller first (shrinkPhoto), and refused only if it cannot be.
 */
export async function acceptFiles<T extends { kind: Chosen['kind'] }>(
  current: T[],
  picked: File[],
  pkg: Allowance,
  { t, count }: Words,
) {
  const added: Chosen[] = [];
  const next: Array<T | Chosen> = [...current];
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
    else {
      const chosen = { file, kind, preview: URL.createObjectURL(file) } as const;
      next.push(chosen);
      added.push(chosen);
    }
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
  return { next, added, error: problems.length ? problems.join('. ') : null };
}
