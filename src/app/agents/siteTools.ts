import { searchProjectsTool } from '../../features/projects/searchProjectsTool';
import type { RoutePath } from '../routes';
import type { ToolContext } from './agentTool';
import { requestConsultationTool, sendContactMessageTool, subscribeNewsletterTool } from './leadTools';
import type { WebMcpTool } from './modelContext';
import { toolsOfRoute, type ToolName } from './toolCatalog';

/** The tools a page offers, built in its language. */
export type ToolsOfPage = (route: RoutePath, context: ToolContext) => readonly WebMcpTool[];

const toolOf: Readonly<Record<ToolName, (context: ToolContext) => WebMcpTool>> = {
  search_projects: searchProjectsTool,
  request_consultation: requestConsultationTool,
  send_contact_message: sendContactMessageTool,
  subscribe_newsletter: subscribeNewsletterTool,
};

export const siteTools: ToolsOfPage = (route, context) => toolsOfRoute(route).map((name) => toolOf[name](context));
