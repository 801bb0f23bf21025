import type { PushAccepted, PushRequest, QueryAnswer } from './daraja';

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
