import { bodyOf, titlesOf, type startWhatsAppEmulator } from '../../emulators/whatsapp';
import { runJobs, type createTestApp } from './test-platform';

export { bodyOf, titlesOf };

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
