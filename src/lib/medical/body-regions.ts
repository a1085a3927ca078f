/** The regions of the shared body diagram (src/components/body-diagram), named here for `mocks`. */
export type BodyRegion = 'brain' | 'lungs' | 'heart' | 'metabolism' | 'muscles';

/** Words that place a surgery or a condition on the body diagram; the first region to match wins. */
const REGION_WORDS: [BodyRegion, RegExp][] = [
  [
    'heart',
    /heart|cardi|coronar|arrhythm|atrial|hypertens|blood pressure|cholesterol|stent|bypass|valve|angina/,
  ],
  ['lungs', /lung|asthma|bronch|pneum|copd|respirat|pulmon|tonsil|sinus/],
  [
    'brain',
    /brain|head|migraine|concuss|epilep|seizure|stroke|depress|anxiety|insomnia|sleep apnea|adhd|mental/,
  ],
  [
    'muscles',
    /knee|acl|menisc|hip|shoulder|rotator|back|spine|spinal|disc|fractur|bone|joint|arthr|muscle|ankle|wrist|tendon|ligament|osteo|carpal/,
  ],
  [
    'metabolism',
    /diabet|thyroid|append|gall|cholecyst|liver|stomach|gastr|kidney|renal|hernia|bowel|colon|crohn|colitis|celiac|reflux|vitamin|iron|anemi|anaemi|obes|metabol/,
  ],
];

/** The region a surgery's type or a condition's name marks, or null when none fits. */
export function bodyRegionOf(text: string): BodyRegion | null {
  const words = text.toLowerCase();
  return REGION_WORDS.find(([, pattern]) => pattern.test(words))?.[0] ?? null;
}
