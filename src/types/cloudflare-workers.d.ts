// The bindings module exists only inside workerd; this is all our code reads from it.
declare module 'cloudflare:workers' {
  export const env: Record<string, unknown>;
}
