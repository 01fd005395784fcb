import { useTranslation } from 'react-i18next';
import { Pencil } from 'lucide-react';
import { contactDetailsFields, type ContactDetails, type ContactDetailsField } from '../../lib/leads/consultation';
import { optionLabelKey } from './choiceCards';
import type { ChoiceAnswer, ConsultationAnswers, WizardQuestion } from './consultationSlice';

/** What a "Change" opens: a question, or the last question's field of who asks. */
export interface ReviewTarget {
  question: WizardQuestion;
  field?: ContactDetailsField;
}

interface AnswerListProps {
  answers: ConsultationAnswers;
  contact: ContactDetails;
  /** On the review each row offers a way back to change it; the summary after sending lists them only. */
  onChange?: (target: ReviewTarget) => void;
}

interface Row {
  key: string;
  label: string;
  value: string;
  missing?: boolean;
  text?: boolean;
  target: ReviewTarget;
}

/** Every answer and who asks, as the agency will receive them. */
export function AnswerList({ answers, contact, onChange }: AnswerListProps) {
  const { t } = useTranslation();
  const choice = (answer: ChoiceAnswer) => t(optionLabelKey(answer));
  const { projectType, budget, timeline, requirements } = answers;
  const rows: Row[] = [
    {
      key: 'projectType',
      label: t('consultation.summary.projectType'),
      value: projectType === null ? '' : choice({ question: 'projectType', value: projectType }),
      target: { question: 'projectType' },
    },
    {
      key: 'budget',
      label: t('consultation.summary.budget'),
      value: budget === null ? '' : choice({ question: 'budget', value: budget }),
      target: { question: 'budget' },
    },
    {
      key: 'timeline',
      label: t('consultation.summary.timeline'),
      value: timeline === null ? '' : choice({ question: 'timeline', value: timeline }),
      target: { question: 'timeline' },
    },
    {
      key: 'requirements',
      label: t('consultation.summary.requirements'),
      value: requirements === '' ? t('consultation.summary.noRequirements') : requirements,
      missing: requirements === '',
      text: requirements !== '',
      target: { question: 'requirements' },
    },
    // The summary lists only what was given: who asks is forgotten once the request is delivered.
    ...contactDetailsFields
      .filter((field) => (onChange === undefined ? contact[field] !== '' : true))
      .map((field) => ({
        key: field,
        label: t(`consultation.summary.${field}`),
        value: contact[field] === '' ? t('consultation.summary.notGiven') : contact[field],
        missing: contact[field] === '',
        target: { question: 'requirements' as const, field },
      })),
  ];

  return (
    <dl className={onChange === undefined ? 'summary-list' : 'summary-list summary-list--review'}>
      {rows.map((row) => (
        <div className="summary-list__row" key={row.key}>
          <dt>{row.label}</dt>
          <dd className={row.missing ? 'summary-list__missing' : row.text ? 'summary-list__text' : undefined}>
            {onChange === undefined ? (
              row.value
            ) : (
              <>
                <span className="summary-list__value">{row.value}</span>
                <button
                  type="button"
                  className="btn btn-link summary-list__change"
                  onClick={() => onChange(row.target)}
                >
                  <Pencil aria-hidden="true" />
                  {t('consultation.review.change')}
                  <span className="visually-hidden">{t('consultation.review.changeWhat', { what: row.label })}</span>
                </button>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
