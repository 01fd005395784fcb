import { act } from '@testing-library/react';
import type { ModelContext, WebMcpTool } from '../../src/lib/webmcp/modelContext';

/** A registered tool as `getTools()` lists it: its description, without its code. */
export type ListedTool = Omit<WebMcpTool, 'execute'>;

export interface FakeModelContext extends ModelContext {
  getTools: () => ListedTool[];
  /**
   * As Chromium's: takes one of `getTools()`'s entries and the input object, and answers the tool's result
   * serialised as JSON. `signal` stands for the agent withdrawing the call (Chromium aborts the tool's own).
   */
  executeTool: (tool: ListedTool, input: unknown, options?: { signal?: AbortSignal }) => Promise<string>;
}

/**
 * jsdom has no WebMCP: this stands in for `document.modelContext` as Chromium 156 behaves (checked there, see the
 * docs/agents.md): `registerTool` refuses a name already registered, a registration ends when its signal
 * aborts, and `executeTool` takes a listed tool and the input, hands the tool its input and `{ signal }` and
 * answers the result as JSON. (Chromium refuses an input that is not an object before the tool sees it; this
 * passes it on, as a polyfill may, so the tools' own refusal of it is tested.)
 * `installFakeModelContext` puts it on `document` until `remove()`.
 */
export function installFakeModelContext(): FakeModelContext & { remove: () => void } {
  const tools = new Map<string, WebMcpTool>();
  const context: FakeModelContext = {
    registerTool(tool, options = {}) {
      if (tools.has(tool.name)) return Promise.reject(new DOMException('Duplicate tool name', 'InvalidStateError'));
      const { signal } = options;
      if (signal?.aborted === true) return Promise.reject(signal.reason as Error);
      tools.set(tool.name, tool);
      return new Promise<void>((resolve, reject) => {
        signal?.addEventListener('abort', () => {
          if (tools.get(tool.name) === tool) tools.delete(tool.name);
          reject(signal.reason as Error);
        });
        resolve();
      });
    },
    getTools: () =>
      [...tools.values()].map(({ name, title, description, inputSchema, annotations }) => ({
        name,
        title,
        description,
        inputSchema,
        annotations,
      })),
    async executeTool(listed, input, options = {}) {
      const tool = tools.get(listed.name);
      if (tool === undefined) throw new DOMException(`No tool ${listed.name}`, 'NotFoundError');
      return JSON.stringify(await tool.execute(input, { signal: options.signal ?? new AbortController().signal }));
    },
  };
  Object.defineProperty(document, 'modelContext', { value: context, configurable: true });
  return {
    ...context,
    remove: () => {
      Reflect.deleteProperty(document, 'modelContext');
    },
  };
}

/** An agent on the page: the tools it sees, and its calls as Chromium answers them (parsed back from JSON). */
export function agentOn(context: FakeModelContext) {
  const listed = (name: string) => context.getTools().find((tool) => tool.name === name);
  return {
    toolNames: () => context.getTools().map((tool) => tool.name),
    listed,
    /** The call may open the dialog at once: it is made in `act`. */
    execute(name: string, input: unknown, signal?: AbortSignal): Promise<Record<string, unknown>> {
      const tool = listed(name);
      if (tool === undefined) throw new Error(`${name} is not registered`);
      let answer: Promise<string> = Promise.resolve('{}');
      act(() => {
        answer = context.executeTool(tool, input, { signal });
      });
      return answer.then((json) => JSON.parse(json) as Record<string, unknown>);
    },
  };
}
