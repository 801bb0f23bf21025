/**
 * A listing's own USSD code: the service code with the listing's id dialled through,
 * `*384*21*1234#`, for its page, a wall or Instagram; null while USSD is not set up.
 */
export const listingDialCode = (
  config: { AT_USSD_KEY?: string | undefined; USSD_CODE: string },
  id: string | number | undefined,
) => (config.AT_USSD_KEY && id !== undefined ? config.USSD_CODE.replace(/#$/, `*${id}#`) : null);
