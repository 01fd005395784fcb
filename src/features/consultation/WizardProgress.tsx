import { useTranslation } from 'react-i18next';
import { wizardQuestions } from './consultationSlice';

const total = wizardQuestions.length;

function dotState(dot: number, current: number): string {
  if (dot < current) return 'wizard-dots__dot is-done';
  return dot === current ? 'wizard-dots__dot is-current' : 'wizard-dots__dot';
}

/** Progress through the questions: a bar (step + 1) / 4 wide, its text, and one dot per question. */
export function WizardProgress({ step }: { step: number }) {
  const { t } = useTranslation();
  const label = t('consultation.progress', { current: step + 1, total });
  return (
    <div className="wizard-progress">
      <div className="wizard-progress__header">
        <p className="wizard-progress__label" id="consultation-progress-label">
          {label}
        </p>
        <ol className="wizard-dots" aria-hidden="true">
          {wizardQuestions.map((question, dot) => (
            <li key={question} className={dotState(dot, step)} />
          ))}
        </ol>
      </div>
      <div
        className="wizard-progress__track"
        role="progressbar"
        aria-labelledby="consultation-progress-label"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step + 1}
        aria-valuetext={label}
      >
        <div className={`wizard-progress__bar wizard-progress__bar--${step + 1}`} />
      </div>
    </div>
  );
}
