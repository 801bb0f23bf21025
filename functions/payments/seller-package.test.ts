import { describe, expect, it } from 'vitest';
import { findPackage, PACKAGE_PERIOD_MS } from '#shared/packages';
import { packageStateOf } from '#functions/accounts/package-state';
import { afterPayment, changeWithoutPayment, quote, upgradeAmount } from './seller-package';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 23, 9);
const basic = findPackage('basic')!;
const standard = findPackage('standard')!;
const premium = findPackage('premium')!;
const seller = (packageId: string, paidUntil: number | null, nextPackageId: string | null = null) => ({
  packageId,
  packagePaidUntil: paidUntil === null ? null : new Date(paidUntil),
  nextPackageId,
});

describe('a seller package’s rules', () => {
  it('is awaiting payment until paid, active while paid, lapsed after', () => {
    expect(packageStateOf(seller('basic', null), now)?.status).toBe('awaiting-payment');
    expect(packageStateOf(seller('basic', now + 1), now)?.status).toBe('active');
    expect(packageStateOf(seller('basic', now), now)?.status).toBe('lapsed');
    expect(packageStateOf(seller('gold', now + 1), now)).toBeNull();
  });

  it.each([
    [basic, premium, 30, 1700],
    [basic, premium, 15, 850],
    [standard, premium, 10, 334], // 1000 x 10/30 = 333.3…, rounded up
    [basic, standard, 0.01, 1], // never less than one shilling
    [basic, premium, 45, 1700], // never more than a whole period's difference
  ])('charges %s → %s with %d days left %d Ksh', (from, to, days, amount) => {
    expect(upgradeAmount(from, to, new Date(now + days * DAY), now)).toBe(amount);
  });

  it('quotes renewals at the package that comes next, and refuses what is not the payment to make', () => {
    const active = packageStateOf(seller('premium', now + 10 * DAY, 'basic'), now)!;
    expect(quote(active, 'renewal', undefined, now)).toMatchObject({ package: basic, amount: 800 });
    expect(() => quote(active, 'package', 'basic', now)).toThrow('already paid');
    const waiting = packageStateOf(seller('standard', null), now)!;
    expect(quote(waiting, 'package', undefined, now)).toMatchObject({ package: standard, amount: 1500 });
    expect(() => quote(waiting, 'upgrade', 'premium', now)).toThrow('Only a package that is running');
  });

  it('adds a period from the end of the running one, or from now after a lapse; an upgrade keeps the end', () => {
    const running = seller('basic', now + 5 * DAY);
    expect(afterPayment(running, { purpose: 'renewal', packageId: 'basic' }, now).packagePaidUntil!.getTime()).toBe(
      now + 5 * DAY + PACKAGE_PERIOD_MS,
    );
    const lapsed = seller('basic', now - 5 * DAY);
    expect(afterPayment(lapsed, { purpose: 'renewal', packageId: 'basic' }, now).packagePaidUntil!.getTime()).toBe(
      now + PACKAGE_PERIOD_MS,
    );
    expect(afterPayment(running, { purpose: 'upgrade', packageId: 'premium' }, now)).toEqual({
      packageId: 'premium',
      packagePaidUntil: new Date(now + 5 * DAY),
      nextPackageId: null,
    });
  });

  it('changes for free only before paying, to a cheaper package at renewal, or back to the current one', () => {
    expect(changeWithoutPayment(packageStateOf(seller('basic', null), now)!, 'premium')).toEqual({
      packageId: 'premium',
      nextPackageId: null,
    });
    const active = packageStateOf(seller('premium', now + DAY, 'basic'), now)!;
    expect(changeWithoutPayment(active, 'standard')).toEqual({ nextPackageId: 'standard' });
    expect(changeWithoutPayment(active, 'premium')).toEqual({ nextPackageId: null });
    expect(() => changeWithoutPayment(packageStateOf(seller('basic', now + DAY), now)!, 'premium')).toThrow(
      'Upgrading to Premium is paid with M-Pesa',
    );
    expect(() => changeWithoutPayment(packageStateOf(seller('basic', now - DAY), now)!, 'basic')).not.toThrow();
  });
});
