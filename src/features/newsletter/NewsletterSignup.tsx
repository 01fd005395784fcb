import { useId, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck, Send } from 'lucide-react';
import { newsletterEmailError, type NewsletterEmailError } from './newsletterEmail';
import { useHydrated } from '../../lib/useHydrated';

/** Subscribing is simulated: the address is checked, acknowledged and never sent anywhere. */
export function NewsletterSignup() {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<NewsletterEmailError | null>(null);
  const [subscribed, setSubscribed] = useState(false);
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const titleId = `${id}-title`;

  const subscribe = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = newsletterEmailError(email);
    setError(problem);
    if (problem !== null) {
      inputRef.current?.focus();
      return;
    }
    setSubscribed(true);
    setEmail('');
  };

  return (
    <section className="newsletter" aria-labelledby={titleId}>
      <div className="newsletter__intro">
        <h2 id={titleId} className="newsletter__title">
          {t('newsletter.title')}
        </h2>
        <p className="newsletter__description">{t('newsletter.description')}</p>
      </div>
      <form className="newsletter__form" noValidate onSubmit={subscribe}>
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
            className={`form-control${error === null ? '' : ' is-invalid'}`}
            placeholder={t('newsletter.placeholder')}
            value={email}
            aria-invalid={error !== null}
            aria-describedby={error === null ? undefined : errorId}
            onChange={(event) => {
              setEmail(event.target.value);
              setSubscribed(false);
            }}
          />
          <div id={errorId} className="invalid-feedback newsletter__error" role="alert">
            {error === null ? null : t(`newsletter.${error}`)}
          </div>
          <button type="submit" className="btn btn-primary newsletter__submit" disabled={!hydrated}>
            <Send aria-hidden="true" />
            {t('newsletter.subscribe')}
          </button>
        </div>
        <div className="newsletter__status" role="status">
          {subscribed ? (
            <p className="newsletter__success">
              <CircleCheck aria-hidden="true" />
              {t('newsletter.success')}
            </p>
          ) : null}
        </div>
      </form>
    </section>
  );
}
