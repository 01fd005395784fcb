import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { REQUIREMENTS_MAX_LENGTH } from '../../lib/leads/consultation';
import { useDebouncedValue } from './useDebouncedValue';

interface RequirementsStepProps {
  value: string;
  headingRef: Ref<HTMLHeadingElement>;
  onEdit: (value: string) => void;
}

/** Screen readers hear the remaining count once typing pauses, not at every keystroke. */
const ANNOUNCE_AFTER_MS = 600;

export function RequirementsStep({ value, headingRef, onEdit }: RequirementsStepProps) {
  const { t, i18n } = useTranslation();
  const numbers = new Intl.NumberFormat(i18n.language);
  const format = (count: number) => numbers.format(count);
  const remaining = useDebouncedValue(REQUIREMENTS_MAX_LENGTH - value.length, ANNOUNCE_AFTER_MS);

  return (
    <>
      <h2 className="wizard-step__title" ref={headingRef} tabIndex={-1}>
        {t('consultation.steps.requirements.title')}
      </h2>
      <label className="form-label" htmlFor="consultation-requirements">
        {t('consultation.steps.requirements.label')}
      </label>
      <p className="form-text mt-0 mb-2" id="consultation-requirements-hint">
        {t('consultation.steps.requirements.hint')}
      </p>
      <textarea
        id="consultation-requirements"
        className="form-control wizard-textarea"
        rows={7}
        maxLength={REQUIREMENTS_MAX_LENGTH}
        value={value}
        placeholder={t('consultation.steps.requirements.placeholder')}
        aria-describedby="consultation-requirements-hint consultation-requirements-counter"
        onChange={(event) => {
          onEdit(event.target.value);
        }}
      />
      <p className="wizard-counter" id="consultation-requirements-counter">
        {t('consultation.steps.requirements.counter', {
          used: format(value.length),
          max: format(REQUIREMENTS_MAX_LENGTH),
        })}
      </p>
      <p className="visually-hidden" role="status">
        {remaining === REQUIREMENTS_MAX_LENGTH
          ? ''
          : t('consultation.steps.requirements.remaining', { remaining: format(remaining) })}
      </p>
    </>
  );
}
