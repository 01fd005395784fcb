import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Reveal } from '../../components/Reveal';
import { SectionHeading } from './SectionHeading';

export const expertises = ['web', 'blockchain', 'banking', 'marketing'] as const;

/** The home page's index of the expertises, each row leading to its part of /expertise. */
export function ExpertiseSection() {
  const { t } = useTranslation();
  return (
    <section id="expertise" className="section section--alt" aria-labelledby="expertise-title">
      <div className="container split">
        <SectionHeading
          id="expertise-title"
          className="split__aside"
          eyebrow={t('expertise.eyebrow')}
          title={t('expertise.title')}
          subtitle={t('expertise.subtitle')}
        />
        <ul className="index-list">
          {expertises.map((key, index) => (
            <li key={key}>
              <Reveal step={index} className="index-list__row">
                <h3>
                  <Link to={`/expertise#${key}`}>{t(`expertise.${key}.title`)}</Link>
                </h3>
                <p>{t(`expertise.${key}.text`)}</p>
                <ArrowRight aria-hidden="true" focusable="false" />
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
