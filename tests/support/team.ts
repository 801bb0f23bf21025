import type { createTestApp } from './test-platform';

/** The team page's requests in tests (issue 39): plain forms with repeated fields, and the team as the API reads it. */
export function teamHelpers(t: ReturnType<typeof createTestApp>) {
  /** Posts a plain form with repeated fields, as the team page does without JavaScript. */
  const postFields = (path: string, fields: Array<[string, string]>, auth: Record<string, string>) =>
    t.app.request(
      path,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost', ...auth },
        body: new URLSearchParams(fields).toString(),
      },
      t.env,
    );

  const teamOf = async (auth: Record<string, string>) =>
    (await (await t.request('GET', '/api/me/team', undefined, auth)).json()) as Array<{
      id: string;
      name: string;
      active: boolean;
      serviceIds: string[];
      week: unknown;
      daysOff: string[];
      prices: Record<string, Record<string, number>>;
      skips: Record<string, string[]>;
      calendarUrl: string | null;
      photo: string | null;
    }>;

  return { postFields, teamOf };
}
