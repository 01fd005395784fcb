import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { CircleAlert, CircleCheck, Clock, LoaderCircle, Send } from 'lucide-react';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { Honeypot } from '../../components/Honeypot';
import { leadFormId } from '../../lib/leads/kinds';
import { deliveryOutcome, type DeliveryOutcome, type DeliveryStatus } from '../../lib/leads/delivery';
import {
  anotherMessageRequested,
  contactSubmitted,
  retryRequested,
  selectContactDelivery,
  selectContactErrors,
} from './contactSlice';
import { ContactFormField, fieldId } from './ContactFormField';
import { firstInvalidField, type ContactField } from '../../lib/leads/contact';
import { useHydrated } from '../../lib/useHydrated';

function focusField(field: ContactField) {
  document.getElementById(fieldId(field))?.focus();
}

/** What the form shows of the message's delivery: the spec's five states. */
type View = 'form' | 'submitting' | 'success' | 'queued' | 'error';
const outcomeViews: Readonly<Record<DeliveryOutcome, View>> = {
  sent: 'success',
  stored: 'success',
  queued: 'queued',
  failed: 'error',
  rejected: 'error',
  off: 'error',
};

function viewOf(status: DeliveryStatus): View {
  const outcome = deliveryOutcome(status);
  if (outcome === undefined) return status === 'sending' ? 'submitting' : 'form';
  return outcomeViews[outcome];
}

export function ContactForm() {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const delivery = useAppSelector(selectContactDelivery).status;
  const status = viewOf(delivery);
  const queuedText = t(delivery === 'queuedInPage' ? 'contact.form.queued.inPage' : 'contact.form.queued.text');
  const honeypot = useRef<HTMLInputElement>(null);
  const hasErrors = firstInvalidField(useAppSelector(selectContactErrors)) !== undefined;
  const [refused, setRefused] = useState(false);

  const sendButton = useRef<HTMLButtonElement>(null);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const previousStatus = useRef<View>(status);

  // Focus follows the form's state: to the panel that replaces the form, then back to where the visitor resumes.
  useEffect(() => {
    const previous = previousStatus.current;
    previousStatus.current = status;
    if (previous === status) return;
    if (status === 'success' || status === 'error' || status === 'queued') panelHeading.current?.focus();
    else if (status === 'form' && previous === 'success') focusField('name');
    else if (status === 'form' && previous === 'error') sendButton.current?.focus();
  }, [status]);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    dispatch(contactSubmitted(honeypot.current?.value ?? ''));
    const invalid = firstInvalidField(selectContactErrors(store.getState()));
    setRefused(invalid !== undefined);
    if (invalid !== undefined) focusField(invalid);
  };

  const announcement = {
    form: refused && hasErrors ? t('contact.form.invalid') : '',
    submitting: t('contact.form.sending'),
    success: `${t('contact.form.success.title')} ${t('contact.form.success.text')}`,
    queued: `${t('contact.form.queued.title')} ${queuedText}`,
    error: `${t('contact.form.failure.title')} ${t('contact.form.failure.text')}`,
  }[status];

  return (
    <div className="contact-form card-soft" id={leadFormId('contact')}>
      <h2 className="contact-form__title">{t('contact.form.title')}</h2>
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>

      {status === 'success' && (
        <div className="contact-panel contact-panel--success">
          <CircleCheck className="contact-panel__icon" aria-hidden="true" />
          <h3 ref={panelHeading} tabIndex={-1}>
            {t('contact.form.success.title')}
          </h3>
          <p>{t('contact.form.success.text')}</p>
          <Button variant="primary" onClick={() => dispatch(anotherMessageRequested())}>
            {t('contact.form.success.again')}
          </Button>
        </div>
      )}

      {status === 'queued' && (
        <div className="contact-panel contact-panel--queued">
          <Clock className="contact-panel__icon" aria-hidden="true" />
          <h3 ref={panelHeading} tabIndex={-1}>
            {t('contact.form.queued.title')}
          </h3>
          <p>{queuedText}</p>
        </div>
      )}

      {status === 'error' && (
        <div className="contact-panel contact-panel--error">
          <CircleAlert className="contact-panel__icon" aria-hidden="true" />
          <h3 ref={panelHeading} tabIndex={-1}>
            {t('contact.form.failure.title')}
          </h3>
          <p>{t('contact.form.failure.text')}</p>
          <Button variant="primary" onClick={() => dispatch(retryRequested())}>
            {t('contact.form.failure.retry')}
          </Button>
        </div>
      )}

      {(status === 'form' || status === 'submitting') && (
        <form noValidate onSubmit={onSubmit} aria-busy={status === 'submitting'}>
          <p className="text-muted-brand">{t('contact.form.intro')}</p>
          <div className="contact-form__grid">
            <ContactFormField field="name" label={t('contact.form.name')} autoComplete="name" />
            <ContactFormField field="email" label={t('contact.form.email')} type="email" autoComplete="email" />
            <ContactFormField field="subject" label={t('contact.form.subject')} />
            <ContactFormField
              field="message"
              label={t('contact.form.message')}
              hint={t('contact.form.messageHint')}
              multiline
            />
          </div>
          <Honeypot id="contact-website" ref={honeypot} />
          <Button
            ref={sendButton}
            type="submit"
            variant="primary"
            size="lg"
            className="contact-form__send"
            disabled={!hydrated || status === 'submitting'}
            // Keeps focus in the field being left: its error would otherwise appear on mousedown, push the
            // button down before mouseup and lose the click. Submitting checks every field anyway.
            onMouseDown={(event) => {
              event.preventDefault();
            }}
          >
            {status === 'submitting' ? (
              <LoaderCircle className="contact-form__spinner" aria-hidden="true" />
            ) : (
              <Send aria-hidden="true" />
            )}
            {status === 'submitting' ? t('contact.form.sending') : t('contact.form.send')}
          </Button>
          <p className="contact-form__data small text-muted-brand">
            {t('contact.form.dataNote')} <Link to="/legal#privacy">{t('forms.privacyLink')}</Link>
          </p>
        </form>
      )}
    </div>
  );
}
