import type { DataFile } from './export';

/** A person's file as the browser saves it (never shown, never kept by a cache). */
export const downloadResponse = (file: DataFile | { body: ReadableStream<Uint8Array>; name: string }) =>
  new Response('bytes' in file ? (file.bytes as Uint8Array<ArrayBuffer>) : file.body, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${file.name}"`,
      'Cache-Control': 'no-store',
    },
  });
