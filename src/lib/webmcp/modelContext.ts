/**
 * WebMCP as Chromium 156 has it (`--enable-features=WebMCP`), typed here as the DOM types lack it; drafts and
 * polyfills put it on `navigator` and unregister by name, Chromium by the registration's signal.
 */
export interface WebMcpTool {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly inputSchema: object;
  readonly annotations: { readonly readOnlyHint: boolean };
  execute: (input: unknown, client?: { signal?: AbortSignal }) => Promise<unknown>;
}

export interface ModelContext {
  registerTool: (tool: WebMcpTool, options?: { signal?: AbortSignal }) => Promise<void> | undefined;
  unregisterTool?: (name: string) => void;
}

/** The page's model context, where the browser offers one. */
export function modelContextOf(): ModelContext | undefined {
  const fromDocument = (document as Document & { modelContext?: ModelContext }).modelContext;
  return fromDocument ?? (navigator as Navigator & { modelContext?: ModelContext }).modelContext;
}

/**
 * Registers `tools` until `signal` aborts. A registration the browser refuses (a name another script of the
 * page took) leaves the other tools registered: the error is reported, not thrown at the page.
 */
export function registerTools(context: ModelContext, tools: readonly WebMcpTool[], signal: AbortSignal): void {
  for (const tool of tools) {
    try {
      Promise.resolve(context.registerTool(tool, { signal })).catch((error: unknown) => {
        if (!signal.aborted) console.error(`WebMCP refused the tool ${tool.name}:`, error);
      });
    } catch (error) {
      console.error(`WebMCP refused the tool ${tool.name}:`, error);
      continue;
    }
    // An implementation that ignores the signal unregisters by name.
    signal.addEventListener('abort', () => context.unregisterTool?.(tool.name), { once: true });
  }
}
