/**
 * How a page form posted without JavaScript hears what happened (decision 037): the API answers
 * with a redirect back to the form's page, `?notice={done}` when the change was made, or
 * `?notice={failed}&problem={key}` with the refusal's catalogue key (its values written in, as
 * `t.say` reads them). The page says only its own notices and only the problems it expects, so a
 * link cannot make it say anything else.
 */
import { SOMETHING_WENT_WRONG } from './messages';
import { unkeyed } from './i18n/issue';

/** What a form's page may be told: a notice's name, and for a failure the refusal's key. */
export interface FormNotice {
  notice: string;
  problem?: string;
}

/** The path with the notice (and problem) set; an earlier notice and problem in it are replaced. */
export function withNotice(path: string, { notice, problem }: FormNotice): string {
  const [beforeHash, hash = ''] = path.split('#');
  const [pathname, query = ''] = beforeHash!.split('?');
  const kept = query.split('&').filter((pair) => pair && !/^(notice|problem)=/.test(pair));
  const told = [`notice=${encodeURIComponent(notice)}`, ...(problem ? [`problem=${encodeURIComponent(problem)}`] : [])];
  return `${pathname}?${[...kept, ...told].join('&')}${hash ? `#${hash}` : ''}`;
}

/**
 * What a page came back with. `problem` is set when the notice names a failure (`failed`, or a name
 * ending `-failed`): the key sent when `expected` accepts its message key, else `fallback`
 * ("Something went wrong"), never words of the link's own.
 */
export function noticeOf(
  url: URL,
  expected: (key: string) => boolean,
  fallback: string = SOMETHING_WENT_WRONG,
): { notice: string | null; problem: string | null } {
  const notice = url.searchParams.get('notice');
  if (notice === null || !/(^|-)failed$/.test(notice)) return { notice, problem: null };
  const asked = (url.searchParams.get('problem') ?? '').slice(0, 400);
  return { notice, problem: asked && expected(unkeyed(asked).key) ? asked : fallback };
}
