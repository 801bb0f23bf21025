import { useState, type SubmitEvent } from 'react';
import { ApiError, api, call } from '#browser/api';
import { SOMETHING_WENT_WRONG } from '#shared/messages';
import { formatPriceRange } from '#shared/format';
import { useText } from './text';

type Found = { _id: string; name: string; location: string; minPrice: number | null; maxPrice: number | null };

interface ServicePickerProps {
  /** A listing chosen: the dialog goes on to its options and times. */
  onService: (serviceId: number, serviceName: string) => void;
  /** No listing: the request goes to Mabinti as a general enquiry, as before. */
  onEnquiry: () => void;
}

/**
 * The first step when the dialog is opened without a listing (the header's Book button, the
 * landing hero): find the service to book, then its times, the same flow as from a card.
 */
export function ServicePicker({ onService, onEnquiry }: ServicePickerProps) {
  const { t, message, locale } = useText();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Found[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function search(event: SubmitEvent) {
    event.preventDefault();
    if (!query.trim()) return;
    setBusy(true);
    setProblem(null);
    try {
      setFound(await call(api.services.search.$get({ query: { query: query.trim(), limit: '8' } })));
    } catch (error) {
      setProblem(message(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="service-picker">
      <form role="search" onSubmit={search} className="service-search">
        <label htmlFor="book-search">{t('booking.whichService')}</label>
        <div className="service-search-row">
          <input
            id="book-search"
            type="search"
            value={query}
            placeholder={t('booking.searchPlaceholder')}
            onChange={(event) => setQuery(event.target.value)}
            autoFocus
          />
          <button className="button" type="submit" disabled={busy}>
            {t('booking.search')}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {problem && <p role="alert">{problem}</p>}
        {found && found.length === 0 && <p>{t('booking.noneFound')}</p>}
        {found && found.length > 0 && (
          <ul className="found-services">
            {found.map((listing) => (
              <li key={listing._id}>
                <button type="button" className="found" onClick={() => onService(Number(listing._id), listing.name)}>
                  <strong>{listing.name}</strong>
                  <span>
                    {formatPriceRange(listing.minPrice, listing.maxPrice, locale)} · {listing.location}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="slots-note">
        {t('booking.notSure')}{' '}
        <button type="button" className="link-button" onClick={onEnquiry}>
          {t('booking.generalEnquiry')}
        </button>{' '}
        {t('booking.weFind')}
      </p>
    </div>
  );
}
