import { useTranslation } from 'react-i18next';
import contactEn from '../../i18n/locales/contact/en';
import contactFr from '../../i18n/locales/contact/fr';
import { usePageCopy } from '../../i18n/pageCopy';
import { BusinessHours } from './BusinessHours';
import { ContactFaq } from './ContactFaq';
import { ContactForm } from './ContactForm';
import { ContactInfoCards } from './ContactInfoCards';
import { WhyContactUs } from './WhyContactUs';

export { contactLead } from './contactLead';

const contactCopy = { fr: contactFr, en: contactEn };

export function ContactPage() {
  usePageCopy('contact', contactCopy);
  const { t } = useTranslation();
  return (
    <>
      <section className="page-intro contact-hero">
        <div className="container">
          <div className="section-heading">
            <span className="eyebrow">{t('contact.hero.eyebrow')}</span>
            <h1>{t('contact.hero.title')}</h1>
            <p>{t('contact.hero.subtitle')}</p>
          </div>
          <ContactInfoCards />
        </div>
      </section>
      <section className="section contact-main">
        <div className="container">
          <div className="row g-4 g-lg-5">
            <div className="col-lg-7">
              <ContactForm />
            </div>
            <div className="col-lg-5 contact-main__aside">
              <WhyContactUs />
              <BusinessHours />
            </div>
          </div>
        </div>
      </section>
      <ContactFaq />
    </>
  );
}
