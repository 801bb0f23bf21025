import type { createTestApp } from './test-platform';

let sessions = 0;

/**
 * Handsets on an in-process gateway for the USSD callback at `key` (issue 43): each answer is
 * added to `text`, as Africa's Talking sends it. `dialled` are the answers a dial-through code
 * carries (*384*21*1234#).
 */
export function ussdHandset(app: ReturnType<typeof createTestApp>['app'], key: string) {
  return function handset(phone: string, dialled: string[] = []) {
    const sessionId = `ATUid_test_${++sessions}_${Date.now()}`;
    const answers = [...dialled];
    const screens: string[] = [];
    const post = (text: string, withKey = key) =>
      app.request(`/api/ussd?key=${encodeURIComponent(withKey)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          sessionId,
          serviceCode: '*384*21#',
          phoneNumber: phone,
          networkCode: '63902',
          text,
        }).toString(),
      });
    const show = async () => {
      const screen = await (await post(answers.join('*'))).text();
      screens.push(screen);
      return screen;
    };
    return {
      sessionId,
      screens,
      post,
      dial: show,
      say(answer: string) {
        answers.push(answer);
        return show();
      },
      again: async () => (await post(answers.join('*'))).text(),
    };
  };
}
