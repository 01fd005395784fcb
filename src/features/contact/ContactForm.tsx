import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import { CircleAlert, CircleCheck, LoaderCircle, Send } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  anotherMessageRequested,
  formSubmitted,
  retryRequested,
  selectContactErrors,
  selectContactStatus,
  type ContactStatus,
} from './contactSlice';
import { ContactFormField, fieldId } from './ContactFormField';
import { simulateSend, type MessageSender } from './sendMessage';
import { useContactDraft } from './useContactDraft';
import { firstInvalidField, type ContactField } from '../../lib/leads/contact';
import { useHydrated } from '../../lib/useHydrated';

function focusField(field: ContactField) {
  document.getElementById(fieldId(field))?.focus();
}

export interface ContactFormProps {
  /** How the message is delivered; the site simulates it, tests inject failures. */
  send?: MessageSender;
}

export function ContactForm({ send = simulateSend }: ContactFormProps) {
  const hydrated = useHydrated();
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectContactStatus);
  const hasErrors = firstInvalidField(useAppSelector(selectContactErrors)) !== undefined;
  const [refused, setRefused] = useState(false);
  useContactDraft();

  const sendButton = useRef<HTMLButtonElement>(null);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const previousStatus = useRef<ContactStatus>(status);

  // Focus follows the form's state: to the panel that replaces the form, then back to where the visitor resumes.
  useEffect(() => {
    const previous = previousStatus.current;
    previousStatus.current = status;
    if (previous === status) return;
    if (status === 'success' || status === 'error') panelHeading.current?.focus();
    else if (status === 'idle' && previous === 'success') focusField('name');
    else if (status === 'idle' && previous === 'error') sendButton.current?.focus();
  }, [status]);

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = dispatch(formSubmitted(send));
    setRefused(invalid !== undefined);
    if (invalid !== undefined) focusField(invalid);
  };

  const announcement = {
    idle: refused && hasErrors ? t('contact.form.invalid') : '',
    submitting: t('contact.form.sending'),
    success: `${t('contact.form.success.title')} ${t('contact.form.success.text')}`,
    error: `${t('contact.form.failure.title')} ${t('contact.form.failure.text')}`,
  }[status];

  return (
    <div className="contact-form card-soft">
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

      {(status === 'idle' || status === 'submitting') && (
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
        </form>
      )}
    </div>
  );
}
