import { requestConsultationTool } from '../../features/consultation/requestConsultationTool';
import { sendContactMessageTool } from '../../features/contact/sendContactMessageTool';
import { subscribeNewsletterTool } from '../../features/newsletter/subscribeNewsletterTool';
import { searchProjectsTool } from '../../features/projects/searchProjectsTool';
import type { WebMcpTool } from '../../lib/webmcp/modelContext';
import type { ToolContext } from '../../lib/webmcp/tools';
import type { RoutePath } from '../routes';
import type { AppStore } from '../store';
import { toolsOfRoute, type ToolName } from './toolCatalog';

/** The tools a page offers, built in its language. */
export type ToolsOfPage = (route: RoutePath, context: ToolContext<AppStore>) => readonly WebMcpTool[];

/** Each tool as its feature makes it, with that feature's own actions and selectors. */
const toolOf: Readonly<Record<ToolName, (context: ToolContext<AppStore>) => WebMcpTool>> = {
  search_projects: searchProjectsTool,
  request_consultation: requestConsultationTool,
  send_contact_message: sendContactMessageTool,
  subscribe_newsletter: subscribeNewsletterTool,
};

export const siteTools: ToolsOfPage = (route, context) => toolsOfRoute(route).map((name) => toolOf[name](context));
