/**
 * The light forms' schemas, checked in the browser as a field is left: the same zod
 * schemas the server runs on submit, so the same words, without a round trip per field. Loaded
 * only when someone first leaves a changed field; the server is asked once, on submit.
 */
// Named imports only: a namespace import would keep all of zod in the chunk the pages share.
import { config, type ZodMiniType } from 'zod/mini';
import { LoginSchema, ResetCompleteSchema, ResetRequestSchema, SignUpFormSchema } from '#shared/accounts';
import { ContactSchema } from '#shared/contact';
import { own } from '#shared/own';
import { say, type Words } from './toast';

// Strict page policies refuse eval: zod's compiled fast path would probe for it.
config({ jitless: true });

const SCHEMAS = {
  signIn: LoginSchema,
  signUp: SignUpFormSchema,
  resetRequest: ResetRequestSchema,
  resetComplete: ResetCompleteSchema,
  contact: ContactSchema,
} satisfies Record<string, ZodMiniType>;
export type FormCheck = keyof typeof SCHEMAS;

let words: Promise<Words> | undefined;
const wordsOfPage = () =>
  (words ??= fetch(`/words/${document.documentElement.lang === 'sw' ? 'sw' : 'en'}.json`)
    .then((response): Promise<Words> | Words => (response.ok ? response.json() : {}))
    .catch((): Words => ({})));

/** The first problem of one field, in the page's language; undefined when it is right (or unknown). */
export async function fieldProblem(check: string, form: HTMLFormElement, field: string) {
  const schema: ZodMiniType | undefined = own(SCHEMAS, check);
  if (!schema) return undefined;
  // A checkbox reads as the server's form reader turns it (src/pages/signin.astro).
  const values: Record<string, unknown> = Object.fromEntries(new FormData(form));
  if ('rememberMe' in values) values.rememberMe = values.rememberMe === 'on';
  const parsed = await schema.safeParseAsync(values);
  const issue = parsed.success ? undefined : parsed.error.issues.find((found) => found.path[0] === field);
  if (!issue) return undefined;
  const said = say(issue.message, undefined, await wordsOfPage());
  return said === issue.message && !said.includes(' ') ? undefined : said;
}
