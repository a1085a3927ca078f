import { fireEvent, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { expect } from 'vitest';
import { readRequestLog } from '@/lib/request-log';
import { openapiDocument, type JsonSchema } from '@mocks/testing/contract';

/** One rule of a request body in docs/openapi.yaml, and a value of the field that breaks it. */
export interface DocumentRule {
  field: string;
  rule:
    | 'required'
    | 'minLength'
    | 'maxLength'
    | 'pattern'
    | 'past'
    | 'enum'
    | 'minimum'
    | 'maximum'
    | 'minItems'
    | 'maxItems';
  value: string;
  /** The values an `enum` allows, for a form that offers them as choices. */
  allowed?: unknown[];
}

/** The document's patterns, each with a value it refuses that a form's field can hold. */
const BREAKS_PATTERN: Record<string, string> = {
  // A date field's earliest day: 1900-01-01.
  '^(19|[2-9]\\d)\\d\\d-': '1899-12-31',
  '^([01]\\d|2[0-3]):[0-5]\\d$': '7:30',
  // A meal's photo: a data URL of JPEG, PNG or WebP.
  '^(data:image/(jpeg|png|webp);base64,[A-Za-z0-9+/]+=*)?$': 'data:image/gif;base64,R0lGOD',
};

/**
 * Every rule of the named request schema (`components/schemas`), one value breaking each, for a
 * test that a form refuses them all before any request is sent. A rule it cannot break yet
 * (a new pattern) fails here, so a rule added to the document is not left untested.
 */
export function documentRules(schemaName: string): DocumentRule[] {
  const schemas = (
    openapiDocument as unknown as {
      components: {
        schemas: Record<string, { required?: string[]; properties: Record<string, JsonSchema> }>;
      };
    }
  ).components.schemas;
  const { required = [], properties } = schemas[schemaName];
  return Object.entries(properties).flatMap(([field, property]): DocumentRule[] => {
    const rules: DocumentRule[] = [];
    if (required.includes(field)) rules.push({ field, rule: 'required', value: '' });
    if (property.minLength !== undefined) {
      // Blanks count for nothing: a trimmed field is as short as its letters.
      rules.push({ field, rule: 'minLength', value: ' '.repeat(Math.max(property.minLength, 1)) });
    }
    if (property.maxLength !== undefined) {
      rules.push({ field, rule: 'maxLength', value: 'x'.repeat(property.maxLength + 1) });
    }
    if (property.pattern !== undefined) {
      const value = BREAKS_PATTERN[property.pattern];
      if (value === undefined)
        throw new Error(`No value breaking ${field}'s pattern ${property.pattern}`);
      rules.push({ field, rule: 'pattern', value });
    }
    if (/future/i.test(property.description ?? '')) {
      rules.push({ field, rule: 'past', value: dayjs().add(1, 'day').format('YYYY-MM-DD') });
    }
    if (property.enum)
      rules.push({ field, rule: 'enum', value: 'unknown', allowed: property.enum });
    if (property.minimum !== undefined) {
      rules.push({ field, rule: 'minimum', value: String(property.minimum - 1) });
    }
    if (property.maximum !== undefined) {
      rules.push({ field, rule: 'maximum', value: String(property.maximum + 1) });
    }
    // A list is a form's set of fields: the test says how it holds too few or too many.
    if (property.minItems !== undefined) rules.push({ field, rule: 'minItems', value: '' });
    if (property.maxItems !== undefined) {
      rules.push({ field, rule: 'maxItems', value: String(property.maxItems) });
    }
    return rules;
  });
}

/** The rule's name in a test's table: "type maxLength". */
export const ruleName = ({ field, rule }: DocumentRule) => `${field} ${rule}`;

/**
 * Fills a form's fields (found by their labels) with `values`, touches them, sends the form when
 * its button lets it, and expects `message` to describe the field `field`.
 */
async function expectFieldRefused(
  form: HTMLElement,
  labels: Record<string, string>,
  values: Record<string, string>,
  field: string,
  message: string,
  submit: string,
): Promise<void> {
  const scope = within(form);
  for (const [name, label] of Object.entries(labels)) {
    const input = scope.getByLabelText(label);
    fireEvent.change(input, { target: { value: values[name] ?? '' } });
    fireEvent.blur(input);
  }
  const button = scope.getByRole<HTMLButtonElement>('button', { name: submit });
  if (!button.disabled) fireEvent.click(button);
  await waitFor(() =>
    expect(scope.getByLabelText(labels[field])).toHaveAccessibleDescription(message),
  );
}

/** A form's words for the document's rules, and how to fill and send the form. */
export interface RefusalTable {
  /** Each rule's message, by its name ("type maxLength"). */
  messages: Record<string, string>;
  /** The label of each field the test fills. */
  labels: Record<string, string>;
  /** A value of each field that the form accepts, which the rule's field then breaks. */
  valid: Record<string, string>;
  /** The submit button's name. */
  submit: string;
  /** Rules the form's controls hold (a list of choices, the mode), which the test checks apart. */
  held?: string[];
}

/**
 * Expects `rules` to be exactly the table's messages and its held rules, then the form to refuse
 * each breaking value with its message.
 */
export async function expectRulesRefused(
  form: HTMLElement,
  rules: DocumentRule[],
  { messages, labels, valid, submit, held = [] }: RefusalTable,
): Promise<void> {
  expect(rules.map(ruleName).sort()).toEqual([...held, ...Object.keys(messages)].sort());
  for (const rule of rules.filter((each) => !held.includes(ruleName(each)))) {
    const values = { ...valid, [rule.field]: rule.value };
    await expectFieldRefused(form, labels, values, rule.field, messages[ruleName(rule)], submit);
  }
}

/** From now on, the writes (not reads) whose path starts with `path`: a refused form sends none. */
export function watchWrites(path: string): () => string[] {
  const since = readRequestLog()[0]?.id ?? 0;
  return () =>
    readRequestLog()
      .filter((entry) => entry.id > since && entry.method !== 'GET' && entry.path.startsWith(path))
      .map((entry) => `${entry.method} ${entry.path}`);
}
