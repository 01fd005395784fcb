import type { TFunction } from 'i18next';
import type { Language } from '../../i18n/languages';
import type { ConfirmationRequest, Confirmations } from './confirmations';
import type { WebMcpTool } from './modelContext';
import { checkInput, type InputFault, type ObjectSchema } from './toolInput';

/**
 * What a tool answers, as JSON: `status` first (`ok`, a send's outcome, `invalid_input`, `declined`, `cancelled`,
 * `busy`, `error`), then its data or a `message` in the visitor's language.
 */
export type ToolAnswer = { readonly status: string } & Readonly<Record<string, unknown>>;

/**
 * What every tool of a page is built with: the page's language and its words, the visitor's approval, and the
 * app's store (`Store`), whose forms a tool fills and submits with their own actions.
 */
export interface ToolContext<Store = unknown> {
  readonly t: TFunction;
  readonly language: Language;
  /** The page's own origin, for the addresses a tool answers with. */
  readonly origin: string;
  readonly confirmations: Confirmations;
  readonly store: Store;
}

/** A rule of the tool's own beyond its schema (a lead's contract): the first wrong field and why. */
export interface ContractFault {
  readonly field: string;
  readonly message: string;
}

interface ToolSpec<Input> {
  readonly name: string;
  /** Shown by the browser's interface: in the visitor's language. */
  readonly title: string;
  readonly description: string;
  readonly inputSchema: ObjectSchema;
  /** Runs after the schema's checks passed: the input's type is the schema's. */
  readonly check?: (input: Input) => ContractFault | undefined;
}

function faultMessage(fault: InputFault, t: TFunction): string {
  switch (fault.problem) {
    case 'notAnObject':
      return t('agents.errors.notAnObject');
    case 'unknown':
      return t('agents.errors.unknown', { field: fault.field, allowed: fault.allowed.join(', ') });
    case 'required':
      return t('agents.errors.required', { field: fault.field });
    case 'type':
      return t('agents.errors.type', { field: fault.field, type: t(`agents.errors.types.${fault.type}`) });
    case 'enum':
      return t('agents.errors.enum', { field: fault.field, allowed: fault.allowed.join(', ') });
    case 'pattern':
      return t('agents.errors.pattern', { field: fault.field });
    default:
      return t(`agents.errors.${fault.problem}`, { field: fault.field, limit: fault.limit });
  }
}

/** Checks an input against the schema, then the tool's own rules: the input, or the answer naming the field. */
function validated<Input>(
  spec: ToolSpec<Input>,
  input: unknown,
  t: TFunction,
): { input: Input } | { refusal: ToolAnswer } {
  const checked = checkInput(spec.inputSchema, input);
  if (!checked.ok) {
    const field = 'field' in checked.fault ? { field: checked.fault.field } : {};
    return { refusal: { status: 'invalid_input', ...field, message: faultMessage(checked.fault, t) } };
  }
  // The schema's checks passed: the value has the shape the schema, and so `Input`, describes.
  const typed = checked.value as Input;
  const fault = spec.check?.(typed);
  return fault === undefined ? { input: typed } : { refusal: { status: 'invalid_input', ...fault } };
}

function webMcpTool<Input>(
  spec: ToolSpec<Input>,
  readOnly: boolean,
  t: TFunction,
  run: (input: Input, signal: AbortSignal) => Promise<ToolAnswer>,
): WebMcpTool {
  return {
    name: spec.name,
    title: spec.title,
    description: spec.description,
    inputSchema: spec.inputSchema,
    annotations: { readOnlyHint: readOnly },
    execute: async (input, client) => {
      const result = validated(spec, input, t);
      if ('refusal' in result) return result.refusal;
      try {
        return await run(result.input, client?.signal ?? new AbortController().signal);
      } catch (error) {
        // The agent gets a reason it can relay rather than the browser's generic "invocation failed".
        console.error(`The tool ${spec.name} failed:`, error);
        return { status: 'error', message: t('agents.answers.error') };
      }
    },
  };
}

/** A tool that only reads (`readOnlyHint`): it answers at once, asking the visitor nothing. */
export function readOnlyTool<Input>(
  spec: ToolSpec<Input> & { readonly answer: (input: Input) => ToolAnswer },
  t: TFunction,
) {
  return webMcpTool(spec, true, t, (input) => Promise.resolve(spec.answer(input)));
}

export interface ConfirmedToolSpec<Input> extends ToolSpec<Input> {
  /**
   * Runs once the input is valid, before the visitor is asked: fills the form so the visitor sees what would be
   * sent, or answers at once (the form is busy with an earlier send) and asks nothing.
   */
  readonly prepare?: (input: Input) => ToolAnswer | undefined;
  /** What the visitor is shown and asked to approve: every value that `send` would send, labelled. */
  readonly preview: (input: Input) => ConfirmationRequest;
  /**
   * The action, run only once the visitor has approved it in the page, at most once per call; its answer goes
   * to the agent as it is. `signal` aborts when the agent withdraws the call.
   */
  readonly send: (input: Input, signal: AbortSignal) => Promise<ToolAnswer>;
}

/**
 * A tool that sends for the visitor: an invalid input is refused by field; only the visitor's approval in the
 * page runs `send`, and a refusal, a withdrawn call or a page left runs nothing.
 */
export function confirmedTool<Input>(
  spec: ConfirmedToolSpec<Input>,
  context: Pick<ToolContext, 't' | 'confirmations'>,
) {
  const { t, confirmations } = context;
  return webMcpTool(spec, false, t, async (input, signal) => {
    const early = spec.prepare?.(input);
    if (early !== undefined) return early;
    const outcome = await confirmations.ask(spec.preview(input), signal);
    if (outcome === 'confirmed') return spec.send(input, signal);
    return { status: outcome, message: t(`agents.answers.${outcome}`) };
  });
}
