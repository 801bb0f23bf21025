import type { WaMessage } from '#shared/whatsapp/messages';
import type { startWhatsAppEmulator } from '../../emulators/whatsapp';
import { runJobs, type createTestApp } from './test-platform';

/** What a message says: a text's body, or an interactive message's. */
export const bodyOf = (message: WaMessage | undefined) =>
  message?.type === 'text' ? message.text.body : message?.type === 'interactive' ? message.interactive.body.text : '';

/** The titles a person can tap on a message: its buttons, or its list's rows. */
export const titlesOf = (message: WaMessage | undefined) =>
  message?.type !== 'interactive'
    ? []
    : message.interactive.type === 'button'
      ? message.interactive.action.buttons.map((button) => button.reply.title)
      : message.interactive.action.sections.flatMap((section) => section.rows.map((row) => row.title));

/**
 * People chatting with the product's WhatsApp number through the emulator (issue 44): each move
 * posts the signed webhook to the app, then waits until the product's answer has reached them.
 */
export function whatsappChat(
  testApp: Pick<ReturnType<typeof createTestApp>, 'app' | 'platform'>,
  whatsapp: ReturnType<typeof startWhatsAppEmulator>,
) {
  const post = async (body: string, signature: string) =>
    (
      await testApp.app.request('/api/notify/whatsapp', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signature },
        body,
      })
    ).status;

  function person(waId: string) {
    const chat = whatsapp.user(waId, post);
    let moves = 0;
    const answered = async (before: number) => {
      for (let tries = 0; tries < 250 && chat.inbox().length === before; tries++) {
        await runJobs(testApp.platform);
        // The jobs may be running already, started by the webhook itself.
        if (chat.inbox().length === before) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return chat.last()!;
    };
    const move = async (send: () => Promise<unknown>) => {
      moves += 1;
      const before = chat.inbox().length;
      await send();
      return answered(before);
    };
    return {
      ...chat,
      moves: () => moves,
      say: (text: string, options?: { twice?: boolean }) => move(() => chat.say(text, options)),
      tap: (title: string, options?: Parameters<typeof chat.tap>[1]) => move(() => chat.tap(title, options)),
      tapTemplateButton: (index: number) => move(() => chat.tapTemplateButton(index)),
    };
  }
  return { post, person };
}
