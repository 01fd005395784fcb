import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TriangleAlert } from 'lucide-react';
import { describeError } from './describeError';

export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { status, message } = describeError(error);
  return (
    <section className="error-page page-intro" role="alert">
      <div className="container">
        <div className="error-page__card">
          <span className="icon-badge error-page__icon" aria-hidden="true">
            <TriangleAlert />
          </span>
          <h1>{t('errors.unexpected.title')}</h1>
          <p className="error-page__status">{t('errors.unexpected.status', { status })}</p>
          <p className="error-page__message">{t('errors.unexpected.message', { message })}</p>
          <Link className="btn btn-primary" to="/">
            {t('errors.unexpected.home')}
          </Link>
        </div>
      </div>
    </section>
  );
}
