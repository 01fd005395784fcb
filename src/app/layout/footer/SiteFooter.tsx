import { useTranslation } from 'react-i18next';
import footerEn from '../../../i18n/locales/footer/en';
import footerFr from '../../../i18n/locales/footer/fr';
import { useCopySections } from '../../../i18n/pageCopy';
import { Link, useLocation } from 'react-router-dom';
import { site } from '../../../config/site';
import { useCurrentYear } from '../../../lib/useCurrentYear';
import { NewsletterSignup } from '../../../features/newsletter/NewsletterSignup';
import { InstallOffer } from '../../pwa/InstallOffer';
import { BrandMark } from '../BrandMark';
import { loadsOwnDocument, offersFooterSignup } from '../../routes';
import { pageOf } from '../../sitePages';
import { resolveLanguage } from '../../../i18n/languages';
import { footerColumns } from './footerColumns';
import { SocialIcon } from './SocialIcon';

export function SiteFooter() {
  useCopySections({ fr: footerFr, en: footerEn });
  const { t, i18n } = useTranslation();
  const year = useCurrentYear();
  const { pathname } = useLocation();
  return (
    <footer className="site-footer" id="contact">
      <div className="container">
        {offersFooterSignup(pageOf(pathname, resolveLanguage(i18n.resolvedLanguage)).route) && <NewsletterSignup />}
        <div className="site-footer__grid">
          <div className="site-footer__brand">
            <Link
              className="site-brand site-brand--footer"
              to="/"
              aria-label={t('nav.homeLink', { name: site.agencyName })}
            >
              <BrandMark />
              {site.agencyName}
            </Link>
            <p className="site-footer__tagline">{t('footer.tagline')}</p>
            <ul className="site-footer__social">
              {site.social.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('footer.social', { name: site.agencyName, network: link.label })}
                  >
                    <SocialIcon network={link.network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <nav className="site-footer__columns" aria-label={t('footer.navLabel')}>
            {footerColumns.map((column) => (
              <div key={column.titleKey} className="site-footer__column">
                <h2 className="site-footer__heading">{t(column.titleKey)}</h2>
                <ul>
                  {column.links.map((link) => (
                    <li key={link.labelKey}>
                      {link.to === undefined ? (
                        <a href={link.href}>{t(link.labelKey)}</a>
                      ) : (
                        <Link to={link.to} reloadDocument={loadsOwnDocument(link.to)}>
                          {t(link.labelKey)}
                        </Link>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <div className="site-footer__bottom">
          <p>{t('footer.rights', { year, name: site.agencyName })}</p>
          <InstallOffer />
          <p>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
        </div>
      </div>
    </footer>
  );
}
