import type { Schema } from '../api/contract';

export type InteractionSeverity = Schema<'InteractionSeverity'>;
export type Interaction = Schema<'Interaction'>;

/**
 * A DEMO table, not a drug-interaction database: a few real, well-documented pairs of medicines
 * and supplements, each with its severity and the one source it is taken from (the drug's US
 * label, or a fact sheet of the NIH Office of Dietary Supplements (ODS) or the National Center for
 * Complementary and Integrative Health (NCCIH)). A medicine is recognised by the words of its name
 * (generic or common brand), so "Calcium Carbonate 500 mg" is calcium.
 */
const INGREDIENTS = {
  warfarin: ['warfarin', 'coumadin', 'jantoven'],
  levothyroxine: ['levothyroxine', 'synthroid', 'levoxyl', 'euthyrox', 'unithroid', 'tirosint'],
  metformin: ['metformin', 'glucophage'],
  aceInhibitor: ['lisinopril', 'enalapril', 'ramipril', 'benazepril', 'captopril', 'quinapril'],
  thiazide: ['hydrochlorothiazide', 'hctz', 'chlorthalidone', 'indapamide'],
  tetracycline: ['doxycycline', 'tetracycline', 'minocycline'],
  quinolone: ['ciprofloxacin', 'levofloxacin', 'moxifloxacin', 'cipro'],
  protonPumpInhibitor: [
    'omeprazole',
    'esomeprazole',
    'pantoprazole',
    'lansoprazole',
    'rabeprazole',
    'prilosec',
    'nexium',
  ],
  ssri: [
    'sertraline',
    'fluoxetine',
    'citalopram',
    'escitalopram',
    'paroxetine',
    'zoloft',
    'prozac',
    'lexapro',
  ],
  calcium: ['calcium'],
  iron: ['iron', 'ferrous', 'ferric'],
  magnesium: ['magnesium'],
  zinc: ['zinc'],
  potassium: ['potassium'],
  vitaminK: ['vitamin k', 'vitamin k1', 'vitamin k2', 'phytonadione', 'menaquinone'],
  vitaminE: ['vitamin e', 'tocopherol'],
  vitaminD: ['vitamin d', 'vitamin d3', 'd3', 'cholecalciferol', 'ergocalciferol'],
  vitaminB12: ['vitamin b12', 'b12', 'cobalamin', 'cyanocobalamin', 'methylcobalamin'],
  omega3: ['omega-3', 'omega 3', 'fish oil', 'krill oil', 'algal oil'],
  stJohnsWort: ["st. john's wort", "st john's wort", 'hypericum'],
  ginkgo: ['ginkgo'],
} as const;

export type Ingredient = keyof typeof INGREDIENTS;

interface TableRow {
  pair: [Ingredient, Ingredient];
  severity: InteractionSeverity;
  description: string;
  source: string;
}

const MINERAL_NAMES = { calcium: 'Calcium', iron: 'Iron', magnesium: 'Magnesium', zinc: 'Zinc' };
type Mineral = keyof typeof MINERAL_NAMES;

/** Antibiotics that minerals bind in the gut: one row per mineral, worded alike. */
const chelation = (
  drug: 'tetracycline' | 'quinolone',
  spacing: string,
  source: string,
): TableRow[] =>
  (Object.keys(MINERAL_NAMES) as Mineral[]).map((mineral) => ({
    pair: [drug, mineral],
    severity: 'moderate',
    description: `${MINERAL_NAMES[mineral]} binds the antibiotic in the gut and can make it much less effective; ${spacing}.`,
    source,
  }));

export const INTERACTION_TABLE: readonly TableRow[] = [
  {
    pair: ['warfarin', 'vitaminK'],
    severity: 'high',
    description:
      "Vitamin K works against warfarin: starting, stopping or changing a vitamin K supplement can lower the INR and the drug's protection against clots.",
    source: 'NIH ODS Vitamin K fact sheet; warfarin (Coumadin) label',
  },
  {
    pair: ['warfarin', 'omega3'],
    severity: 'moderate',
    description:
      "Fish oil may add to warfarin's effect on clotting and raise the risk of bleeding.",
    source: 'NIH ODS Omega-3 Fatty Acids fact sheet',
  },
  {
    pair: ['warfarin', 'vitaminE'],
    severity: 'moderate',
    description:
      'Vitamin E supplements can increase the risk of bleeding in people taking warfarin.',
    source: 'NIH ODS Vitamin E fact sheet',
  },
  {
    pair: ['warfarin', 'ginkgo'],
    severity: 'moderate',
    description: 'Ginkgo may increase the risk of bleeding when taken with an anticoagulant.',
    source: 'NCCIH Ginkgo fact sheet',
  },
  {
    pair: ['levothyroxine', 'calcium'],
    severity: 'moderate',
    description:
      'Calcium binds levothyroxine in the gut and lowers how much is absorbed; take them at least 4 hours apart.',
    source: 'Levothyroxine (Synthroid) label, Drug Interactions; NIH ODS Calcium fact sheet',
  },
  {
    pair: ['levothyroxine', 'iron'],
    severity: 'moderate',
    description:
      'Iron binds levothyroxine in the gut and lowers how much is absorbed; take them at least 4 hours apart.',
    source: 'Levothyroxine (Synthroid) label, Drug Interactions',
  },
  {
    pair: ['metformin', 'vitaminB12'],
    severity: 'low',
    description:
      'Long-term metformin lowers vitamin B12 absorption; B12 levels are worth checking, and a supplement may be needed rather than avoided.',
    source: 'NIH ODS Vitamin B12 fact sheet; metformin (Glucophage) label',
  },
  {
    pair: ['protonPumpInhibitor', 'vitaminB12'],
    severity: 'low',
    description:
      'Stomach-acid reducers taken for a long time lower the absorption of vitamin B12 from food.',
    source: 'NIH ODS Vitamin B12 fact sheet',
  },
  {
    pair: ['protonPumpInhibitor', 'magnesium'],
    severity: 'low',
    description: 'Proton pump inhibitors taken for more than a year can cause low blood magnesium.',
    source: 'NIH ODS Magnesium fact sheet (FDA safety communication, 2011)',
  },
  ...chelation(
    'tetracycline',
    'take the antibiotic at least 2 hours before or 4 to 6 hours after',
    'Doxycycline label, Drug Interactions; NIH ODS mineral fact sheets',
  ),
  ...chelation(
    'quinolone',
    'take the antibiotic at least 2 hours before or 6 hours after',
    'Ciprofloxacin (Cipro) label, Drug Interactions; NIH ODS mineral fact sheets',
  ),
  {
    pair: ['aceInhibitor', 'potassium'],
    severity: 'high',
    description:
      'ACE inhibitors keep potassium in the body; a potassium supplement on top can cause dangerously high blood potassium (hyperkalemia).',
    source: 'Lisinopril label, Drug Interactions; NIH ODS Potassium fact sheet',
  },
  {
    pair: ['thiazide', 'vitaminD'],
    severity: 'moderate',
    description:
      'Thiazide diuretics lower the calcium lost in urine; with vitamin D supplements, blood calcium can rise too high (hypercalcemia).',
    source: 'NIH ODS Vitamin D fact sheet',
  },
  {
    pair: ['thiazide', 'calcium'],
    severity: 'moderate',
    description:
      'Thiazide diuretics with calcium supplements can raise blood calcium too high (hypercalcemia).',
    source: 'NIH ODS Calcium fact sheet',
  },
  {
    pair: ['ssri', 'stJohnsWort'],
    severity: 'high',
    description:
      "St. John's wort with an SSRI antidepressant can cause serotonin syndrome, and it weakens many other medicines.",
    source: "NCCIH St. John's Wort fact sheet",
  },
  {
    pair: ['iron', 'calcium'],
    severity: 'low',
    description:
      'Calcium taken at the same time lowers iron absorption; take them at different meals.',
    source: 'NIH ODS Iron fact sheet',
  },
];

const SEVERITY_ORDER: Record<InteractionSeverity, number> = { high: 0, moderate: 1, low: 2 };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each alias as a whole word or phrase, so "epa" in a longer word or "iron" in "Ironwood" do not count. */
const MATCHERS = Object.entries(INGREDIENTS).map(([ingredient, aliases]) => ({
  ingredient: ingredient as Ingredient,
  pattern: new RegExp(`(^|[^a-z0-9])(${aliases.map(escapeRegExp).join('|')})(?![a-z0-9])`, 'i'),
}));

/** The ingredients of the table a medicine's name names ("Calcium + Vitamin D3" is both). */
export function ingredientsOf(name: string): Ingredient[] {
  return MATCHERS.filter(({ pattern }) => pattern.test(name)).map(({ ingredient }) => ingredient);
}

interface Named {
  id: string;
  name: string;
}

/** The table's rows that hold between two named medicines, either way round. */
export function rowsBetween(first: string, second: string): TableRow[] {
  const a = ingredientsOf(first);
  const b = ingredientsOf(second);
  return INTERACTION_TABLE.filter(
    ({ pair: [x, y] }) => (a.includes(x) && b.includes(y)) || (a.includes(y) && b.includes(x)),
  );
}

/** Every interaction among a list of medicines, each pair once, the most severe first. */
export function findInteractions(medications: Named[]): Interaction[] {
  const found: Interaction[] = [];
  medications.forEach((first, i) => {
    for (const second of medications.slice(i + 1)) {
      for (const row of rowsBetween(first.name, second.name)) {
        found.push({
          id: `${first.id}+${second.id}:${row.pair.join('-')}`,
          medication1: first.name,
          medication2: second.name,
          severity: row.severity,
          description: row.description,
          source: row.source,
        });
      }
    }
  });
  return found.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
}

/** What a medicine not yet taken (a supplement in the shop) would interact with among a list. */
export function interactionsWith(
  name: string,
  medications: Named[],
): Schema<'SupplementInteraction'>[] {
  return medications
    .flatMap((medication) =>
      rowsBetween(name, medication.name).map((row) => ({
        medication: medication.name,
        severity: row.severity,
        description: row.description,
        source: row.source,
      })),
    )
    .sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
}
