import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Reveal } from '../../components/Reveal';
import { servicePath, services } from '../../content/services';
import { SectionHeading } from './SectionHeading';

/** The home page's index of the services, each row leading to its part of /expertise. */
export function ServicesSection() {
  const { t } = useTranslation();
  return (
    <section id="expertise" className="section" aria-labelledby="expertise-title">
      <div className="container split">
        <SectionHeading
          id="expertise-title"
          className="split__aside"
          eyebrow={t('expertise.eyebrow')}
          title={t('expertise.title')}
          subtitle={t('expertise.subtitle')}
        />
        <ul className="index-list">
          {services.map((key, index) => (
            <li key={key}>
              <Reveal step={index} className="index-list__row">
                <h3>
                  <Link to={servicePath(key)}>{t(`expertise.items.${key}.title`)}</Link>
                </h3>
                <p>{t(`expertise.items.${key}.text`)}</p>
                <ArrowRight aria-hidden="true" focusable="false" />
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
