import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { HONEYPOT_FIELD } from '../lib/leads/spam';

interface HoneypotProps {
  id: string;
  ref: Ref<HTMLInputElement>;
}

/**
 * The spam trap every lead form carries: off screen, out of the tab order and hidden from assistive
 * technology, so only a robot that fills in every field fills it in.
 */
export function Honeypot({ id, ref }: HoneypotProps) {
  const { t } = useTranslation();
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>{t('forms.trap')}</label>
      <input ref={ref} id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
