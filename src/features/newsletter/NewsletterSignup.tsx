import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CircleCheck, Send } from 'lucide-react';
import { Honeypot } from '../../components/Honeypot';
import { resolveLanguage } from '../../i18n/languages';
import { useHydrated } from '../../lib/useHydrated';
import { newsletterEmailError, type NewsletterEmailError } from './newsletterEmail';
import type { SignupOutcome } from './subscribe';

type Status = 'idle' | 'sending' | SignupOutcome;

/** The footer's sign-up: it asks the relay for a confirmation e-mail (double opt-in), nothing more. */
export function NewsletterSignup() {
  const hydrated = useHydrated();
  const { t, i18n } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const trapRef = useRef<HTMLInputElement>(null);
  // One id per address, kept across Try Again, so a retry or the worker's replay is one sign-up.
  const signupId = useRef<string | undefined>(undefined);
  const shownAt = useRef(0);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [error, setError] = useState<NewsletterEmailError | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const titleId = `${id}-title`;

  useEffect(() => {
    shownAt.current = performance.now();
  }, []);

  const subscribe = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const problem = newsletterEmailError(email);
    setError(problem);
    if (problem !== null) {
      inputRef.current?.focus();
      return;
    }
    setStatus('sending');
    let outcome: SignupOutcome;
    try {
      const relay = await import(/* webpackChunkName: "newsletter" */ './subscribe');
      signupId.current ??= relay.newRequestId();
      outcome = await relay.subscribe({
        id: signupId.current,
        email: email.trim(),
        lng: resolveLanguage(i18n.resolvedLanguage),
        website: trapRef.current?.value ?? '',
        draftMs: Math.round(performance.now() - shownAt.current),
      });
    } catch {
      // The sign-up's code could not load (offline before the worker kept it).
      outcome = 'failed';
    }
    setStatus(outcome);
    // The address stays in the field unless it reached the relay or the worker's queue.
    if (outcome === 'sent' || outcome === 'queued') {
      setSentTo(email.trim());
      setEmail('');
      signupId.current = undefined;
    }
  };

  const message = status === 'idle' || status === 'sending' ? null : t(`newsletter.${status}`, { email: sentTo });
  const delivered = status === 'sent' || status === 'queued';

  return (
    <section className="newsletter" id="newsletter" aria-labelledby={titleId}>
      <div className="newsletter__intro">
        <h2 id={titleId} className="newsletter__title">
          {t('newsletter.title')}
        </h2>
        <p className="newsletter__description">{t('newsletter.description')}</p>
      </div>
      <form className="newsletter__form" noValidate onSubmit={(event) => void subscribe(event)}>
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
            maxLength={254}
            className={`form-control${error === null ? '' : ' is-invalid'}`}
            placeholder={t('newsletter.placeholder')}
            value={email}
            aria-invalid={error !== null}
            aria-describedby={error === null ? noteId : `${errorId} ${noteId}`}
            onChange={(event) => {
              setEmail(event.target.value);
              signupId.current = undefined;
              if (status !== 'sending') setStatus('idle');
            }}
          />
          <div id={errorId} className="invalid-feedback newsletter__error" role="alert">
            {error === null ? null : t(`newsletter.${error}`)}
          </div>
          <button
            type="submit"
            className="btn btn-primary newsletter__submit"
            disabled={!hydrated}
            aria-disabled={status === 'sending' || undefined}
          >
            <Send aria-hidden="true" />
            {t(status === 'sending' ? 'newsletter.sending' : 'newsletter.subscribe')}
          </button>
        </div>
        {/* Only a hydrated form can be sent, so the trap costs no page bytes before. */}
        {hydrated ? <Honeypot id={`${id}-website`} ref={trapRef} /> : null}
        <p id={noteId} className="newsletter__note">
          {`${t('newsletter.note')} `}
          <Link to="/legal#privacy">{t('forms.privacyLink')}</Link>
        </p>
        <div className="newsletter__status" role="status">
          {message === null ? null : (
            <p className={delivered ? 'newsletter__success' : 'newsletter__failed'}>
              {delivered ? <CircleCheck aria-hidden="true" /> : null}
              {message}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
