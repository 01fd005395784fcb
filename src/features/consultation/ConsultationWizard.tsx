import { useEffect, useRef, useState } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ArrowLeft, ArrowRight, ClipboardCheck } from 'lucide-react';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { Honeypot } from '../../components/Honeypot';
import { leadFormId } from '../../lib/leads/kinds';
import {
  answerChosen,
  backClicked,
  nextClicked,
  requirementsEdited,
  changeRequested,
  retryClicked,
  selectAnswers,
  selectCanGoBack,
  selectCanGoNext,
  selectCurrentQuestion,
  selectDelivery,
  selectStep,
  REVIEW_STEP,
  SUMMARY_STEP,
  wizardOpened,
  wizardReset,
} from './consultationSlice';
import { ChoiceStep } from './ChoiceStep';
import { contactDetailId, ContactDetailsFields } from './ContactDetailsFields';
import { ConsultationSummary } from './ConsultationSummary';
import { landAtTop } from './landAtTop';
import { RequirementsStep } from './RequirementsStep';
import { ReviewStep } from './ReviewStep';
import { reviewPressed, sendPressed } from './submitConsultation';
import { WizardProgress } from './WizardProgress';

export function ConsultationWizard() {
  const { t } = useTranslation();
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const step = useAppSelector(selectStep);
  const question = useAppSelector(selectCurrentQuestion);
  const answers = useAppSelector(selectAnswers);
  const delivery = useAppSelector(selectDelivery);
  const canGoBack = useAppSelector(selectCanGoBack);
  const canGoNext = useAppSelector(selectCanGoNext);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const focusHeading = useRef(false);
  // A field of who asks, changed from the review: it takes focus rather than its question's heading.
  const focusField = useRef<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState(false);

  // A draft found submitted but unsent is sent again (consultationLead), once per visit to the wizard.
  useEffect(() => {
    dispatch(wizardOpened());
  }, [dispatch]);

  // Only the visitor's own moves take focus: restoring a saved draft must not pull focus into the page.
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    const field = focusField.current === null ? null : document.getElementById(focusField.current);
    focusField.current = null;
    const status = step === SUMMARY_STEP ? statusRef.current : null;
    if (status === null) {
      (field ?? headingRef.current)?.focus();
      return;
    }
    status.focus({ preventScroll: true });
    // At once, not smoothly: the summary has just replaced the step, there is nothing to travel past.
    return landAtTop(status);
  }, [step]);

  const move = (action: UnknownAction) => {
    const before = selectStep(store.getState());
    dispatch(action);
    if (selectStep(store.getState()) !== before) focusHeading.current = true;
  };

  if (step === REVIEW_STEP) {
    return (
      <div className="wizard card-soft" id={leadFormId('consultation')}>
        <ReviewStep
          answers={answers}
          headingRef={headingRef}
          onChange={({ question: changed, field }) => {
            focusField.current = field === undefined ? null : contactDetailId(field);
            move(changeRequested(changed));
          }}
          onBack={() => move(backClicked())}
          onSend={() => {
            const invalid = dispatch(sendPressed());
            if (invalid !== undefined) focusField.current = contactDetailId(invalid);
            focusHeading.current = true;
          }}
        />
      </div>
    );
  }

  if (question === null) {
    return (
      <div className="wizard card-soft" id={leadFormId('consultation')}>
        <ConsultationSummary
          answers={answers}
          delivery={delivery.status}
          requestId={delivery.id}
          headingRef={headingRef}
          statusRef={statusRef}
          onRetry={() => dispatch(retryClicked())}
          onStartOver={() => {
            move(wizardReset());
          }}
        />
      </div>
    );
  }

  return (
    <div className="wizard card-soft" id={leadFormId('consultation')}>
      <WizardProgress step={step} />
      <div className="wizard-step" key={question}>
        {question === 'projectType' && (
          <ChoiceStep
            question="projectType"
            answer={answers.projectType}
            headingRef={headingRef}
            onChoose={(value) => {
              move(answerChosen({ question: 'projectType', value }));
            }}
          />
        )}
        {question === 'budget' && (
          <ChoiceStep
            question="budget"
            answer={answers.budget}
            headingRef={headingRef}
            onChoose={(value) => {
              move(answerChosen({ question: 'budget', value }));
            }}
          />
        )}
        {question === 'timeline' && (
          <ChoiceStep
            question="timeline"
            answer={answers.timeline}
            headingRef={headingRef}
            onChoose={(value) => {
              move(answerChosen({ question: 'timeline', value }));
            }}
          />
        )}
        {question === 'requirements' && (
          <>
            <RequirementsStep
              value={answers.requirements}
              headingRef={headingRef}
              onEdit={(value) => dispatch(requirementsEdited(value))}
            />
            <ContactDetailsFields />
            <Honeypot id="consultation-website" ref={honeypot} />
            <p className="wizard-data small text-muted-brand">
              {t('consultation.dataNote')} <Link to="/legal#privacy">{t('forms.privacyLink')}</Link>
            </p>
            <p className="visually-hidden" role="status">
              {refused ? t('consultation.contactDetails.invalid') : ''}
            </p>
          </>
        )}
      </div>
      <div className="wizard-nav">
        {canGoBack && (
          <button type="button" className="btn btn-outline-secondary" onClick={() => move(backClicked())}>
            <ArrowLeft aria-hidden="true" />
            {t('consultation.back')}
          </button>
        )}
        {canGoNext && (
          <button type="button" className="btn btn-primary ms-auto" onClick={() => move(nextClicked())}>
            {t('consultation.next')}
            <ArrowRight aria-hidden="true" />
          </button>
        )}
        {question === 'requirements' && (
          <button
            type="button"
            className="btn btn-primary ms-auto"
            onClick={() => {
              const invalid = dispatch(reviewPressed(honeypot.current?.value ?? ''));
              setRefused(invalid !== undefined);
              if (invalid === undefined) focusHeading.current = true;
              else document.getElementById(contactDetailId(invalid))?.focus();
            }}
          >
            <ClipboardCheck aria-hidden="true" />
            {t('consultation.review.open')}
          </button>
        )}
      </div>
    </div>
  );
}
