import { useState, type Ref, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CalendarCheck, ClipboardList, RotateCcw } from 'lucide-react';
import { site } from '../../config/site';
import { AnswerList } from './AnswerList';
import type { DeliveryStatus as Status } from '../../lib/leads/delivery';
import type { ConsultationAnswers } from './consultationSlice';
import { DeliveryStatus } from './DeliveryStatus';
import { fallbackEmailHref } from './fallbackEmail';
import { useCalendlyPopup } from './useCalendlyPopup';
import { useAppSelector } from '../../app/hooks';
import { selectContactDetails } from './contactDetailsSlice';

interface ConsultationSummaryProps {
  answers: ConsultationAnswers;
  delivery: Status;
  requestId: string | null;
  headingRef: Ref<HTMLHeadingElement>;
  /** Where the request stands: focused and shown at the top of the screen once Submit is pressed. */
  statusRef: RefObject<HTMLDivElement | null>;
  onRetry: () => void;
  onStartOver: () => void;
}

export function ConsultationSummary(props: ConsultationSummaryProps) {
  const { answers, delivery, requestId, headingRef, statusRef, onRetry, onStartOver } = props;
  const { t } = useTranslation();
  const contact = useAppSelector(selectContactDetails);
  // Who asks as the summary first showed it: delivered, the request's details are forgotten by the page.
  const [asked] = useState(contact);
  const booking = useCalendlyPopup(site.schedulingUrl);

  return (
    <div className="wizard-summary">
      <span className="icon-badge" aria-hidden="true">
        <ClipboardList />
      </span>
      <h2 className="wizard-step__title" ref={headingRef} tabIndex={-1}>
        {t('consultation.summary.title')}
      </h2>
      <DeliveryStatus
        delivery={delivery}
        fallbackEmailHref={fallbackEmailHref(answers, contact, requestId, t)}
        messageRef={statusRef}
        onRetry={onRetry}
      />
      <p className="text-muted-brand">{t('consultation.summary.intro')}</p>
      <AnswerList answers={answers} contact={asked} />
      <div className="wizard-summary__actions">
        <a
          className="btn btn-primary btn-lg"
          href={site.schedulingUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby="booking-note"
          aria-busy={booking.opening}
          onClick={booking.onClick}
        >
          <CalendarCheck aria-hidden="true" />
          {t('consultation.summary.bookCall')}
          <span className="visually-hidden"> {t('consultation.summary.newTab')}</span>
        </a>
        <button type="button" className="btn btn-outline-secondary btn-lg" onClick={onStartOver}>
          <RotateCcw aria-hidden="true" />
          {t('consultation.summary.startOver')}
        </button>
      </div>
      <p id="booking-note" className="wizard-data small text-muted-brand">
        {t('consultation.summary.bookingNote')} <Link to="/legal#privacy">{t('forms.privacyLink')}</Link>
      </p>
    </div>
  );
}
