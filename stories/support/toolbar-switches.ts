import type { GlobalTypes } from 'storybook/internal/csf';
import { PERSONAS } from '@/lib/demo-accounts';
import { LATENCY_PRESETS } from '@/lib/demo-controls';
import { GLUCOSE_UNITS, type GlucoseUnit } from '@/lib/settings/units';
import type { Persona } from '@mocks/testing/fixtures';

/**
 * The toolbar's switches of the story's data: persona, plan, glucose unit, latency and a failing
 * first read. Each is applied by the story's data preparation (story-annotations.tsx) through the
 * mocked database and server, as the story's own `session`, `setup` and `failures` are. A switch
 * left on its default changes nothing: every story stays as it is written, and the Storybook test
 * run (which uses the defaults) sees the stories exactly as before.
 */

/** The default of the persona, plan and unit switches: what the story itself chose. */
export const AS_THE_STORY_SETS = 'story';

/** The personas the switch offers, named as the app's own persona switch names them. */
const SWITCHED_PERSONAS: Persona[] = ['demo', 'free', 'new', 'unverified'];

/** The latency a story runs with unless switched: the mocked server's realistic default. */
export const DEFAULT_LATENCY_PRESET = 'realistic';

export const FAIL_FIRST_READ = { off: 'off', on: 'on' } as const;

/** The globals these switches set, as the story's loader and decorator read them. */
export interface DataSwitches {
  persona: Persona | null;
  plan: 'premium' | 'free' | null;
  glucoseUnit: GlucoseUnit | null;
  /** A setting as the Demo controls store it (`'0'`, `'min-max'`), or null for the default. */
  latency: string | null;
  failFirstRead: boolean;
}

/**
 * A glucose unit as the switch names it: Storybook keeps a global in the page's address only if
 * its value is letters, digits, spaces, `_` and `-`, so `mmol/L` is `mmol-L` there.
 */
const unitSwitchValue = (unit: GlucoseUnit) => unit.replace('/', '-');

const chosen = (value: unknown): string | null =>
  typeof value === 'string' && value !== AS_THE_STORY_SETS ? value : null;

/** Reads the switches from a story's globals; anything unknown counts as the default. */
export function dataSwitches(globals: Record<string, unknown> = {}): DataSwitches {
  const persona = chosen(globals.persona);
  const plan = chosen(globals.plan);
  const unit = chosen(globals.glucoseUnit);
  const latency = LATENCY_PRESETS.find((preset) => preset.id === globals.latency);
  return {
    persona: SWITCHED_PERSONAS.find((id) => id === persona) ?? null,
    plan: plan === 'premium' || plan === 'free' ? plan : null,
    glucoseUnit: GLUCOSE_UNITS.find((known) => unitSwitchValue(known) === unit) ?? null,
    latency: latency && latency.id !== DEFAULT_LATENCY_PRESET ? latency.setting : null,
    failFirstRead: globals.failFirstRead === FAIL_FIRST_READ.on,
  };
}

/** A key that changes whenever a switch of the data does, so the app starts again with it. */
export const dataSwitchesKey = (globals: Record<string, unknown>): string =>
  JSON.stringify(dataSwitches(globals));

/**
 * Each switch's default item is titled with the switch's own name (the toolbar shows the chosen
 * item's title, so a switch left alone reads "Persona", not a long phrase); what it means is shown
 * beside it in the menu.
 */
const STORY_SETS = 'as the story sets';

const personaLabel = (id: Persona) => PERSONAS.find((persona) => persona.id === id)?.label ?? id;

export const dataGlobalTypes: GlobalTypes = {
  persona: {
    description: 'Who is signed in; overrides the story’s own persona',
    toolbar: {
      title: 'Persona',
      icon: 'user',
      items: [
        { value: AS_THE_STORY_SETS, title: 'Persona', right: STORY_SETS },
        ...SWITCHED_PERSONAS.map((id) => ({ value: id, title: personaLabel(id) })),
      ],
      dynamicTitle: true,
    },
  },
  plan: {
    description: 'The signed-in persona’s plan',
    toolbar: {
      title: 'Plan',
      icon: 'credit',
      items: [
        { value: AS_THE_STORY_SETS, title: 'Plan', right: STORY_SETS },
        { value: 'premium', title: 'Premium plan' },
        { value: 'free', title: 'Free plan' },
      ],
      dynamicTitle: true,
    },
  },
  glucoseUnit: {
    description: 'The signed-in persona’s glucose unit',
    toolbar: {
      title: 'Glucose unit',
      icon: 'ruler',
      items: [
        { value: AS_THE_STORY_SETS, title: 'Glucose unit', right: STORY_SETS },
        ...GLUCOSE_UNITS.map((unit) => ({ value: unitSwitchValue(unit), title: unit })),
      ],
      dynamicTitle: true,
    },
  },
  latency: {
    description: 'How long the mocked server takes to answer (test runs never wait)',
    toolbar: {
      title: 'Latency',
      icon: 'timer',
      items: LATENCY_PRESETS.map(({ id, label }) =>
        id === DEFAULT_LATENCY_PRESET
          ? { value: id, title: 'Latency', right: label }
          : { value: id, title: `Latency: ${label}` },
      ),
      dynamicTitle: true,
    },
  },
  failFirstRead: {
    description:
      'The first read the screen sends fails once with a 500, to show its error state and Retry',
    toolbar: {
      title: 'Fail first read',
      icon: 'alert',
      items: [
        { value: FAIL_FIRST_READ.off, title: 'Fail first read', right: 'off' },
        { value: FAIL_FIRST_READ.on, title: 'First read fails', right: 'once, with a 500' },
      ],
      dynamicTitle: true,
    },
  },
};

export const dataInitialGlobals = {
  persona: AS_THE_STORY_SETS,
  plan: AS_THE_STORY_SETS,
  glucoseUnit: AS_THE_STORY_SETS,
  latency: DEFAULT_LATENCY_PRESET,
  failFirstRead: FAIL_FIRST_READ.off,
};
