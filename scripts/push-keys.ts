/**
 * `npm run push:keys`: a new VAPID key pair for Web Push (decision 032), printed as the settings
 * that take it. Make it once per site and keep it: browsers subscribe with the public key, so a
 * new pair leaves every existing subscription unable to receive (push services refuse its pushes,
 * which fall back to e-mail, until its owner turns notifications on again).
 */
import { makeVapidKeys } from '../functions/push/keys';

const keys = await makeVapidKeys();
console.log(`VAPID_PUBLIC_KEY=${keys.publicKey}`);
console.log(`VAPID_PRIVATE_KEY=${keys.privateKey}`);
console.log('VAPID_SUBJECT=mailto:you@example.com');
