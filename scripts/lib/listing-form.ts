/** A listing's fields as the post form sends them, for scripts that post listings over HTTP. */
export const listingFields = (name: string) => ({
  name,
  minPrice: '1500',
  maxPrice: '4000',
  location: 'Kasarani, Nairobi',
  phoneNumber: '0711 000 111',
  category: 'hair',
  subcategory: 'braiding',
  description: 'Neat, light knotless braids that last for weeks, done at a home studio in Kasarani.',
});

/** The multipart body of a new listing with one file, as the browser sends it. */
export function listingForm(name: string, file: { bytes: Uint8Array; type: string; name: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(listingFields(name))) form.append(key, value);
  form.append('media', new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
  return form;
}
