import { useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { afterNextPaint } from '../../lib/mainThread';
import { choiceCards } from './choiceCards';
import type { ChoiceQuestion, ChoiceValue } from '../../lib/leads/consultation';

interface ChoiceStepProps<Q extends ChoiceQuestion> {
  question: Q;
  answer: ChoiceValue<Q> | null;
  headingRef: Ref<HTMLHeadingElement>;
  onChoose: (value: ChoiceValue<Q>) => void;
}

/**
 * One choice question as a radio group of cards: arrows move, a click, Enter or Space chooses and moves on. Browsers
 * report an arrow-key move as a click and send no click for Space on the chosen card, hence the key handling.
 */
export function ChoiceStep<Q extends ChoiceQuestion>({ question, answer, headingRef, onChoose }: ChoiceStepProps<Q>) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<ChoiceValue<Q> | null>(null);
  const lastKey = useRef<string | null>(null);
  const shown = selected ?? answer;
  // The card shows as chosen in the frame after the tap; the next step, a larger render, comes in the task after it.
  const choose = (value: ChoiceValue<Q>) => {
    setSelected(value);
    void afterNextPaint().then(() => {
      onChoose(value);
    });
  };
  const headingId = `consultation-${question}-title`;
  const hintId = `consultation-${question}-hint`;

  return (
    <>
      <h2 id={headingId} className="wizard-step__title" ref={headingRef} tabIndex={-1}>
        {t(`consultation.steps.${question}.title`)}
      </h2>
      <p id={hintId} className="wizard-step__hint">
        {t('consultation.steps.choiceHint')}
      </p>
      <div className="choice-grid" role="radiogroup" aria-labelledby={headingId} aria-describedby={hintId}>
        {choiceCards[question].map(({ value, icon: Icon, labelKey }) => (
          <label
            key={value}
            className="choice-card"
            onPointerDown={() => {
              lastKey.current = null;
            }}
          >
            <input
              type="radio"
              className="choice-card__input visually-hidden"
              name={question}
              value={value}
              checked={shown === value}
              onChange={() => {
                setSelected(value);
              }}
              onKeyDown={(event) => {
                lastKey.current = event.key;
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  choose(value);
                }
              }}
              onClick={() => {
                const byArrowKey = lastKey.current?.startsWith('Arrow') === true;
                lastKey.current = null;
                if (!byArrowKey) choose(value);
              }}
            />
            <span className="choice-card__body">
              <span className="icon-badge choice-card__icon" aria-hidden="true">
                <Icon />
              </span>
              <span className="choice-card__label">{t(labelKey)}</span>
              <Check className="choice-card__check" aria-hidden="true" />
            </span>
          </label>
        ))}
      </div>
    </>
  );
}
