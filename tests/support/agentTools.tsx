import { AgentTools } from '../../src/app/agents/AgentTools';
import { attachLead } from '../../src/app/leads/attachLead';
import type { LeadForm } from '../../src/app/leads/leadForm';
import { makeStore } from '../../src/app/store';
import { agentOn, installFakeModelContext, type FakeModelContext } from './fakeModelContext';
import { renderWithProviders } from './renderWithProviders';

/** A fresh fake `navigator.modelContext` for each test of the file, and the agent that calls its tools. */
export function withFakeModelContext() {
  let modelContext: FakeModelContext & { remove: () => void };
  beforeEach(() => {
    modelContext = installFakeModelContext();
  });
  afterEach(() => {
    modelContext.remove();
    jest.restoreAllMocks();
  });
  const agent = () => agentOn(modelContext);
  return {
    agent,
    toolNames: () => agent().toolNames(),
    listed: (name: string) => agent().listed(name),
    execute: (name: string, input: unknown) => agent().execute(name, input),
  };
}

/** The tools on a page whose lead has joined the store, as the app attaches it once the page is on screen. */
export function onPageWithLead(pathname: string, form: LeadForm, language: 'fr' | 'en' = 'fr') {
  const store = makeStore();
  void attachLead(store, form);
  return renderWithProviders(<AgentTools pathname={pathname} />, { store, language });
}
