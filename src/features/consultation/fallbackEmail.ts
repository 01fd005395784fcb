import type { TFunction } from 'i18next';
import { site } from '../../config/site';
import type { ContactDetails } from '../../lib/leads/consultation';
import { mailtoHref } from '../../lib/mailto';
import { optionLabelKey } from './choiceCards';
import type { ConsultationAnswers } from './consultationSlice';

/**
 * A `mailto:` link to the agency carrying the four answers and who asks, in the visitor's language, for when
 * the relay cannot be reached: the visitor can still send the request from their own mail client.
 */
export function fallbackEmailHref(
  answers: ConsultationAnswers,
  contact: ContactDetails,
  requestId: string | null,
  t: TFunction,
): string {
  const { projectType, budget, timeline, requirements } = answers;
  const line = (label: string, value: string) => `${label}${t('consultation.fallback.separator')}${value}`;
  const details = (['name', 'email', 'company', 'phone'] as const)
    .filter((field) => contact[field].trim() !== '')
    .map((field) => line(t(`consultation.fallback.fields.${field}`), contact[field].trim()));
  const lines = [
    t('consultation.fallback.greeting'),
    '',
    t('consultation.fallback.intro'),
    line(
      t('consultation.summary.projectType'),
      projectType === null ? '' : t(optionLabelKey({ question: 'projectType', value: projectType })),
    ),
    line(
      t('consultation.summary.budget'),
      budget === null ? '' : t(optionLabelKey({ question: 'budget', value: budget })),
    ),
    line(
      t('consultation.summary.timeline'),
      timeline === null ? '' : t(optionLabelKey({ question: 'timeline', value: timeline })),
    ),
    line(
      t('consultation.summary.requirements'),
      requirements === '' ? t('consultation.summary.noRequirements') : requirements,
    ),
    ...(details.length === 0 ? [] : ['', ...details]),
    ...(requestId === null ? [] : ['', line(t('consultation.fallback.reference'), requestId)]),
  ];
  return mailtoHref(site.email, { subject: t('consultation.fallback.subject'), body: lines.join('\r\n') });
}
