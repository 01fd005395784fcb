import { useEffect, useId, useRef, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import newsletterEn from '../../i18n/locales/newsletter/en';
import newsletterFr from '../../i18n/locales/newsletter/fr';
import { useCopySections } from '../../i18n/pageCopy';
import { Link } from 'react-router-dom';
import { CircleCheck, Send } from 'lucide-react';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { Honeypot } from '../../components/Honeypot';
import { leadFormId } from '../../lib/leads/kinds';
import { deliveryOutcome, type DeliveryOutcome } from '../../lib/leads/delivery';
import { NEWSLETTER_EMAIL_MAX_LENGTH } from '../../lib/leads/newsletter';
import { useHydrated } from '../../lib/useHydrated';
import { emailEdited, selectNewsletter, signupSubmitted } from './newsletterSlice';

/** What the footer says of each outcome: the e-mail left (mailed or kept by the relay), it waits, not sent, closed. */
const outcomeTexts: Readonly<Record<DeliveryOutcome, 'sent' | 'queued' | 'failed' | 'off'>> = {
  sent: 'sent',
  stored: 'sent',
  queued: 'queued',
  failed: 'failed',
  rejected: 'failed',
  off: 'off',
};

/** The footer's sign-up: it asks the relay for a confirmation e-mail (double opt-in), nothing more. */
export function NewsletterSignup() {
  useCopySections({ fr: newsletterFr, en: newsletterEn });
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { email, error, signup, delivery } = useAppSelector(selectNewsletter);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const trapRef = useRef<HTMLInputElement>(null);
  const shownAt = useRef(0);
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const titleId = `${id}-title`;
  const outcome = deliveryOutcome(delivery.status);
  const text = outcome === undefined ? undefined : outcomeTexts[outcome];

  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  const subscribe = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const website = trapRef.current?.value ?? '';
    dispatch(signupSubmitted({ website, draftMs: Math.round(performance.now() - shownAt.current) }));
    if (selectNewsletter(store.getState()).error !== null) inputRef.current?.focus();
  };

  return (
    <section className="newsletter" id="newsletter" aria-labelledby={titleId}>
      <div className="newsletter__intro">
        <h2 id={titleId} className="newsletter__title">
          {t('newsletter.title')}
        </h2>
        <p className="newsletter__description">{t('newsletter.description')}</p>
      </div>
      <form className="newsletter__form" id={leadFormId('newsletter')} noValidate onSubmit={subscribe}>
        <label htmlFor={inputId} className="form-label newsletter__label">
          {t('newsletter.label')}
        </label>
        <div className="newsletter__row">
          <input
            ref={inputRef}
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            maxLength={NEWSLETTER_EMAIL_MAX_LENGTH}
            className={`form-control${error === null ? '' : ' is-invalid'}`}
            placeholder={t('newsletter.placeholder')}
            value={email}
            aria-invalid={error !== null}
            aria-describedby={error === null ? noteId : `${errorId} ${noteId}`}
            onChange={(event) => dispatch(emailEdited(event.target.value))}
          />
          <div id={errorId} className="invalid-feedback newsletter__error" role="alert">
            {error === null ? null : t(`newsletter.${error}`)}
          </div>
          <button
            type="submit"
            className="btn btn-primary newsletter__submit"
            disabled={!hydrated}
            aria-disabled={delivery.status === 'sending' || undefined}
          >
            <Send aria-hidden="true" />
            {t(delivery.status === 'sending' ? 'newsletter.sending' : 'newsletter.subscribe')}
          </button>
        </div>
        {/* Only a hydrated form can be sent, so the trap costs no page bytes before. */}
        {hydrated ? <Honeypot id={`${id}-website`} ref={trapRef} /> : null}
        <p id={noteId} className="newsletter__note">
          {`${t('newsletter.note')} `}
          <Link to="/legal#privacy">{t('forms.privacyLink')}</Link>
        </p>
        <div className="newsletter__status" role="status">
          {text === undefined ? null : (
            <p className={text === 'sent' || text === 'queued' ? 'newsletter__success' : 'newsletter__failed'}>
              {text === 'sent' || text === 'queued' ? <CircleCheck aria-hidden="true" /> : null}
              {t(`newsletter.${text}`, { email: signup?.email ?? '' })}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
