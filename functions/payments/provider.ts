/** What a payment prompt asks for and what the provider answers (Daraja's shapes, provider-neutral names). */
export interface PushRequest {
  /** Whole shillings. */
  amount: number;
  /** E.164 (+2547…/+2541…) or any form the phone rules accept. */
  phone: string;
  callbackUrl: string;
  /** At most 12 characters (Daraja's limit). */
  accountReference: string;
  /** At most 13 characters. */
  description: string;
}

export interface PushAccepted {
  merchantRequestId: string;
  checkoutRequestId: string;
  customerMessage: string;
}

export type QueryAnswer = { state: 'pending' } | { state: 'settled'; resultCode: number; resultDesc: string };

/**
 * What the payment service needs from a mobile-money provider: send the prompt to the payer's
 * phone, and say where a prompt stands. Daraja (M-Pesa) is the one we have; another provider is
 * another implementation of this, not a change to the service.
 */
export interface PaymentProvider {
  readonly name: string;
  push(request: PushRequest): Promise<PushAccepted>;
  query(checkoutRequestId: string): Promise<QueryAnswer>;
}
