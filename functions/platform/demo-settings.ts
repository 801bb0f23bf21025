/**
 * The demo's published settings (`npm start` sets them): the USSD key for /dev/phone and the USSD
 * emulator, and a WhatsApp app for /dev/chat. Anyone can read them here, so production refuses them.
 */
export const DEMO_USSD_KEY = 'demo-ussd-key-0123456789';
export const DEMO_WHATSAPP = { appSecret: 'demo-whatsapp-app-secret', phoneNumberId: '100000001' } as const;

/** One line for each demo value a production configuration still carries. */
export function demoValuesIn(config: { AT_USSD_KEY?: string | undefined; WHATSAPP_APP_SECRET?: string | undefined }) {
  const published = [
    ['AT_USSD_KEY', config.AT_USSD_KEY === DEMO_USSD_KEY],
    ['WHATSAPP_APP_SECRET', config.WHATSAPP_APP_SECRET === DEMO_WHATSAPP.appSecret],
  ] as const;
  return published.filter(([, demo]) => demo).map(([key]) => `${key}: the demo's value is published; choose your own`);
}
