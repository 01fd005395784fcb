import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { CircleCheck } from 'lucide-react';
import { site } from '../../config/site';
import { usePageCopy } from '../../i18n/pageCopy';
import { NEWSLETTER_TOKEN_DAYS, readToken } from '../../lib/leads/newsletter';
import { postLead } from '../../lib/leads/post';
import { useHydrated } from '../../lib/useHydrated';
import { useOnline } from '../../lib/useOnline';
import newsletterConfirmEn from '../../i18n/locales/newsletterConfirm/en';
import newsletterConfirmFr from '../../i18n/locales/newsletterConfirm/fr';
import { NewsletterSignup } from './NewsletterSignup';

type View =
  | { kind: 'ready'; email: string }
  | { kind: 'confirming'; email: string }
  | { kind: 'failed'; email: string }
  | { kind: 'done'; email: string }
  | { kind: 'expired' }
  | { kind: 'invalid' };
type AskingView = Extract<View, { kind: 'ready' | 'confirming' | 'failed' }>;

/** What the link says before anything is sent: only the server can tell a forged token, on the press. */
function viewOf(search: string, now: number): View {
  const read = readToken(new URLSearchParams(search).get('token') ?? '');
  if (read === undefined) return { kind: 'invalid' };
  if (read.claim.expires * 1000 <= now) return { kind: 'expired' };
  return { kind: 'ready', email: read.claim.email };
}

/**
 * The page a confirmation e-mail links to. Opening it records nothing (mail scanners open links); the
 * button posts the token, and the relay records the subscriber if the token is genuine and unexpired.
 */
export function ConfirmPage() {
  usePageCopy('newsletterConfirm', { fr: newsletterConfirmFr, en: newsletterConfirmEn });
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const online = useOnline();
  const { search } = useLocation();
  const [openedAt] = useState(() => Date.now());
  // What the visitor did on this link; another link (another `search`) starts afresh.
  const [pressed, setPressed] = useState<{ search: string; view: View } | undefined>(undefined);
  const view = pressed?.search === search ? pressed.view : undefined;
  const setView = (next: View) => {
    setPressed({ search, view: next });
  };
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = hydrated ? (view ?? viewOf(search, openedAt)) : undefined;

  // A new outcome replaces the page's heading: focus it so that it is read out.
  const outcome = view?.kind;
  useEffect(() => {
    if (outcome === 'done' || outcome === 'expired' || outcome === 'invalid') headingRef.current?.focus();
  }, [outcome]);

  const confirm = async (email: string) => {
    setView({ kind: 'confirming', email });
    const token = new URLSearchParams(search).get('token') ?? '';
    const result = await postLead(`${site.leadEndpoints.newsletter}/confirm`, { token });
    if (result.kind === 'delivered') setView({ kind: 'done', email });
    else if (result.kind === 'rejected' && result.error === 'invalid_token')
      setView({ kind: result.reason === 'expired' ? 'expired' : 'invalid' });
    // Anything else (the network, the relay for now) leaves the button for another try.
    else setView({ kind: 'failed', email });
  };

  const title =
    shown?.kind === 'done'
      ? t('newsletterConfirm.doneTitle')
      : shown?.kind === 'expired' || shown?.kind === 'invalid'
        ? t(`newsletterConfirm.${shown.kind}Title`)
        : t('newsletterConfirm.title');

  return (
    <article className="page-intro newsletter-confirm">
      <div className="container newsletter-confirm__container">
        <h1 ref={headingRef} tabIndex={-1}>
          {shown?.kind === 'done' ? <CircleCheck aria-hidden="true" className="newsletter-confirm__icon" /> : null}
          {title}
        </h1>
        {shown === undefined ? (
          <p className="lead">{t('newsletterConfirm.intro')}</p>
        ) : shown.kind === 'expired' || shown.kind === 'invalid' ? (
          <>
            <p className="lead">{t(`newsletterConfirm.${shown.kind}Text`, { days: NEWSLETTER_TOKEN_DAYS })}</p>
            {/* The footer offers no sign-up on this page (it completes one): a new link is asked for here. */}
            <NewsletterSignup />
            <p className="newsletter-confirm__actions">
              <Link to="/">{t('newsletterConfirm.home')}</Link>
            </p>
          </>
        ) : shown.kind === 'done' ? (
          <>
            <p className="lead">{t('newsletterConfirm.doneText', { email: shown.email })}</p>
            <p className="newsletter-confirm__actions">
              <Link to="/">{t('newsletterConfirm.home')}</Link>
            </p>
          </>
        ) : (
          <ConfirmForm view={shown} online={online} onConfirm={(email) => void confirm(email)} />
        )}
      </div>
    </article>
  );
}

interface ConfirmFormProps {
  view: AskingView;
  online: boolean;
  onConfirm: (email: string) => void;
}

/** The address the link names and the one button that subscribes it; offline, the button says why it waits. */
function ConfirmForm({ view, online, onConfirm }: ConfirmFormProps) {
  const { t } = useTranslation();
  const { kind, email } = view;
  return (
    <>
      <p className="lead">{t('newsletterConfirm.intro')}</p>
      <p>{t('newsletterConfirm.address', { email })}</p>
      <p className="newsletter-confirm__actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={!online}
          aria-describedby="newsletter-confirm-status"
          aria-disabled={kind === 'confirming' || undefined}
          onClick={() => {
            if (kind !== 'confirming') onConfirm(email);
          }}
        >
          {t(kind === 'confirming' ? 'newsletterConfirm.confirming' : 'newsletterConfirm.button')}
        </button>
      </p>
      <p id="newsletter-confirm-status" role="status" className="newsletter-confirm__status">
        {!online ? t('newsletterConfirm.offline') : kind === 'failed' ? t('newsletterConfirm.failed') : null}
      </p>
    </>
  );
}
