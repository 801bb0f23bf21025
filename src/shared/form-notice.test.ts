import { describe, expect, it } from 'vitest';
import { noticeOf, withNotice } from './form-notice';
import { keyed } from './i18n/issue';

describe('a form notice', () => {
  it('replaces an earlier notice and problem, keeps the rest of the query and the anchor', () => {
    const path = withNotice('/account/team?x=1&notice=team-failed&problem=team.price#hours', { notice: 'team-saved' });
    expect(path).toBe('/account/team?x=1&notice=team-saved#hours');
  });

  it('carries a refusal key with its values, and the page reads it back', () => {
    const problem = keyed('privacy.owedFirst', { amount: 500 });
    const path = withNotice('/account/privacy#delete', { notice: 'delete-failed', problem });
    const told = noticeOf(new URL(path, 'http://x'), (key) => key === 'privacy.owedFirst');
    expect(told).toEqual({ notice: 'delete-failed', problem });
  });

  it("says only the page's own problems: anything else is the fallback, words of a link never", () => {
    const url = new URL('http://x/a?notice=team-failed&problem=You+won+a+prize');
    expect(noticeOf(url, (key) => key.startsWith('team.')).problem).toBe('messages.somethingWentWrong');
    expect(noticeOf(url, () => false, 'admin.failed').problem).toBe('admin.failed');
    expect(noticeOf(new URL('http://x/a?notice=team-saved&problem=team.price'), () => true).problem).toBeNull();
  });
});
