import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activeLanguage } from '../../i18n/i18n';
import { useAppStore, useInjectedSlice } from '../hooks';
import agentsEn from '../../i18n/locales/agents/en';
import agentsFr from '../../i18n/locales/agents/fr';
import newsletterEn from '../../i18n/locales/newsletter/en';
import newsletterFr from '../../i18n/locales/newsletter/fr';
import { useCopySections, usePageCopy } from '../../i18n/pageCopy';
import { portfolio } from '../../content/portfolio';
import { projectsSlice } from '../../features/projects/projectsSlice';
import { journalIndex } from '../../content/journalIndex.data';
import { expandRoutes, pageAt, pagesIn } from '../routes';
import { ConfirmationDialog } from '../../components/ConfirmationDialog';
import { createConfirmations } from '../../lib/webmcp/confirmations';
import { modelContextOf, registerTools } from '../../lib/webmcp/modelContext';
import { siteTools, type ToolsOfPage } from './siteTools';

// The route table with the projects' slugs, as the app has it (src/app/sitePages.ts), made here: importing the
// app's own would cost its main bundle bytes (webpack then keeps that module apart, for this chunk to reach).
const pages = expandRoutes(
  portfolio.map((project) => project.slug),
  journalIndex,
);

export interface AgentToolsProps {
  /** The address the visitor is at. */
  pathname: string;
  /** The site's catalog; a test may give its own. */
  toolsOf?: ToolsOfPage;
}

/** Registers each page's tools, in its language, while the visitor is on it; holds the approval dialog. */
export function AgentTools({ pathname, toolsOf = siteTools }: AgentToolsProps) {
  usePageCopy('agents', { fr: agentsFr, en: agentsEn });
  // The sign-up's tool answers in the sign-up's words, whether or not the footer has loaded.
  useCopySections({ fr: newsletterFr, en: newsletterEn });
  // The projects' search filters the projects page's list, wherever the visitor asks for it.
  useInjectedSlice(projectsSlice);
  const { t, i18n } = useTranslation();
  const language = activeLanguage(i18n);
  const { route } = pageAt(pagesIn(pages, language), pathname);
  const store = useAppStore();
  const [confirmations] = useState(createConfirmations);
  const tools = useMemo(
    () => toolsOf(route, { t, language, origin: window.location.origin, confirmations, store }),
    [toolsOf, route, t, language, confirmations, store],
  );
  const names = tools.map((tool) => tool.name).join(' ');

  useEffect(() => {
    const context = modelContextOf();
    if (context === undefined || names === '') return undefined;
    const registration = new AbortController();
    registerTools(context, tools, registration.signal);
    return () => {
      registration.abort();
      confirmations.cancel();
    };
    // Keyed by names and language: between two pages with the same tools they stay registered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [names, language, confirmations]);

  return <ConfirmationDialog confirmations={confirmations} />;
}
