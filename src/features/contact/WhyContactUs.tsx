import { useTranslation } from 'react-i18next';
import { Lightbulb, ShieldCheck, Zap } from 'lucide-react';

export function WhyContactUs() {
  const { t } = useTranslation();
  const reasons = [
    { id: 'fast', Icon: Zap, title: t('contact.why.fast.title'), text: t('contact.why.fast.text') },
    { id: 'expert', Icon: Lightbulb, title: t('contact.why.expert.title'), text: t('contact.why.expert.text') },
    { id: 'privacy', Icon: ShieldCheck, title: t('contact.why.privacy.title'), text: t('contact.why.privacy.text') },
  ];
  return (
    <section className="contact-aside card-soft" aria-labelledby="contact-why-title">
      <h2 id="contact-why-title">{t('contact.why.title')}</h2>
      <ul className="contact-why list-unstyled">
        {reasons.map(({ id, Icon, title, text }) => (
          <li key={id} className="contact-why__item">
            <span className="contact-why__icon">
              <Icon aria-hidden="true" />
            </span>
            <div>
              <h3>{title}</h3>
              <p>{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
