import { AwsV4Signer } from 'aws4fetch';
import type { DirectUpload } from './storage';

export interface R2Credentials {
  accountId: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** How long a browser has to start its upload once the URL is issued. */
export const DIRECT_UPLOAD_SECONDS = 15 * 60;

/**
 * A presigned PUT to R2's S3 endpoint for exactly one object: the key, the content type and the
 * length are signed, so the browser can send that file and no other, and no larger.
 */
export async function presignR2Put(
  credentials: R2Credentials,
  key: string,
  contentType: string,
  size: number,
  now = Date.now(),
): Promise<DirectUpload> {
  const url = new URL(
    `https://${credentials.accountId}.r2.cloudflarestorage.com/${credentials.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`,
  );
  url.searchParams.set('X-Amz-Expires', String(DIRECT_UPLOAD_SECONDS));
  const headers = { 'Content-Type': contentType, 'Content-Length': String(size) };
  const signed = await new AwsV4Signer({
    method: 'PUT',
    url: url.toString(),
    headers,
    accessKeyId: credentials.accessKeyId,
    secretAccessKey: credentials.secretAccessKey,
    service: 's3',
    region: 'auto',
    signQuery: true,
    allHeaders: true,
    datetime: new Date(now).toISOString().replace(/[:-]|\.\d{3}/g, ''),
  }).sign();
  return {
    url: signed.url.toString(),
    method: 'PUT',
    headers,
    expiresAt: new Date(now + DIRECT_UPLOAD_SECONDS * 1000).toISOString(),
  };
}
