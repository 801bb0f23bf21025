export type Encoding = 'br' | 'gzip';
/** Compresses a kept page once per encoding (Node's zlib); absent where the edge compresses. */
export type Compressor = (body: Uint8Array, encoding: Encoding) => Uint8Array;
