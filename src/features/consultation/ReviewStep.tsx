import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ArrowLeft, ListChecks, Send } from 'lucide-react';
import { useAppSelector } from '../../app/hooks';
import { AnswerList, type ReviewTarget } from './AnswerList';
import { selectContactDetails } from './contactDetailsSlice';
import type { ConsultationAnswers } from './consultationSlice';

interface ReviewStepProps {
  answers: ConsultationAnswers;
  headingRef: Ref<HTMLHeadingElement>;
  onChange: (target: ReviewTarget) => void;
  onBack: () => void;
  onSend: () => void;
}

/** Before anything is sent: every answer and who asks, each with a way back to change it, and one Send. */
export function ReviewStep({ answers, headingRef, onChange, onBack, onSend }: ReviewStepProps) {
  const { t } = useTranslation();
  const contact = useAppSelector(selectContactDetails);
  return (
    <div className="wizard-review">
      <span className="icon-badge" aria-hidden="true">
        <ListChecks />
      </span>
      <h2 className="wizard-step__title" ref={headingRef} tabIndex={-1}>
        {t('consultation.review.title')}
      </h2>
      <p className="text-muted-brand">{t('consultation.review.intro')}</p>
      <AnswerList answers={answers} contact={contact} onChange={onChange} />
      <p className="wizard-data small text-muted-brand">
        {t('consultation.dataNote')} <Link to="/legal#privacy">{t('forms.privacyLink')}</Link>
      </p>
      <div className="wizard-nav">
        <button type="button" className="btn btn-outline-secondary" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t('consultation.back')}
        </button>
        <button type="button" className="btn btn-primary ms-auto" onClick={onSend}>
          <Send aria-hidden="true" />
          {t('consultation.send')}
        </button>
      </div>
    </div>
  );
}
