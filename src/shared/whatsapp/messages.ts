import * as z from 'zod/mini';

/**
 * The free-form messages the product sends in a WhatsApp conversation, with Meta's
 * limits for the Cloud API's `text` and `interactive` messages. One schema for both sides: the
 * product checks each message before it is queued, and the WhatsApp emulator refuses what breaks
 * it with Meta's error, so a message Meta would refuse cannot pass the suite.
 */
export const WA_LIMITS = {
  text: 4096,
  body: 1024,
  header: 60,
  footer: 60,
  /** The list's button, and each reply button's title. */
  button: 20,
  buttons: 3,
  buttonId: 256,
  rows: 10,
  sectionTitle: 24,
  rowTitle: 24,
  rowDescription: 72,
  rowId: 200,
} as const;

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

const body = z.object({ text: text(WA_LIMITS.body) });
const header = z.optional(z.object({ type: z.literal('text'), text: text(WA_LIMITS.header) }));
const footer = z.optional(z.object({ text: text(WA_LIMITS.footer) }));

export const WaButtonsSchema = z.object({
  type: z.literal('button'),
  header,
  body,
  footer,
  action: z.object({
    buttons: z
      .array(
        z.object({
          type: z.literal('reply'),
          reply: z.object({ id: text(WA_LIMITS.buttonId), title: text(WA_LIMITS.button) }),
        }),
      )
      .check(z.minLength(1), z.maxLength(WA_LIMITS.buttons)),
  }),
});

const row = z.object({
  id: text(WA_LIMITS.rowId),
  title: text(WA_LIMITS.rowTitle),
  description: z.optional(z.string().check(z.maxLength(WA_LIMITS.rowDescription))),
});

export const WaListSchema = z
  .object({
    type: z.literal('list'),
    header,
    body,
    footer,
    action: z.object({
      button: text(WA_LIMITS.button),
      sections: z
        .array(z.object({ title: z.optional(text(WA_LIMITS.sectionTitle)), rows: z.array(row).check(z.minLength(1)) }))
        .check(z.minLength(1), z.maxLength(WA_LIMITS.rows)),
    }),
  })
  .check(
    z.refine((list) => list.action.sections.reduce((n, s) => n + s.rows.length, 0) <= WA_LIMITS.rows, {
      message: `at most ${WA_LIMITS.rows} rows`,
    }),
    z.refine(
      (list) => {
        const ids = list.action.sections.flatMap((s) => s.rows.map((r) => r.id));
        return new Set(ids).size === ids.length;
      },
      { message: 'row ids must be unique' },
    ),
  );

/** One message as the Cloud API takes it, less `messaging_product` and `to`. */
export const WaMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('text'),
    text: z.object({ body: text(WA_LIMITS.text), preview_url: z.optional(z.boolean()) }),
  }),
  z.object({ type: z.literal('interactive'), interactive: z.union([WaButtonsSchema, WaListSchema]) }),
]);
export type WaMessage = z.infer<typeof WaMessageSchema>;
