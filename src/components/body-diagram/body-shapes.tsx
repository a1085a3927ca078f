import type { ReactNode } from 'react';

/** The body systems the silhouette draws, in the top-to-bottom order they are reached by Tab. */
export const BODY_REGIONS = ['brain', 'lungs', 'heart', 'metabolism', 'muscles'] as const;
export type BodyRegionId = (typeof BODY_REGIONS)[number];

/** The drawing's own units; it is shown at one unit per CSS pixel, so sizes below are pixels. */
export const VIEW_BOX = { width: 200, height: 420 };

/** A front-facing figure: head, neck, shoulders, arms and legs, as one outline. */
export const SILHOUETTE_HEAD = { cx: 100, cy: 42, r: 32 };
export const SILHOUETTE_BODY = [
  'M88 70 L88 84 C72 86 58 88 50 94 C42 100 40 110 39 122',
  'L31 236 C30 248 34 256 42 256 C48 256 50 250 50 242',
  'L56 146 L60 214 C60 226 61 236 62 248',
  'L66 396 C66 406 72 410 80 410 L90 410 C96 410 98 404 98 396',
  'L99 262 C99 256 101 256 101 262',
  'L102 396 C102 404 104 410 110 410 L120 410 C128 410 134 406 134 396',
  'L138 248 C139 236 140 226 140 214 L144 146',
  'L150 242 C150 250 152 256 158 256 C166 256 170 248 169 236',
  'L161 122 C160 110 158 100 150 94 C142 88 128 86 112 84 L112 70 Z',
].join(' ');

interface RegionShape {
  /** The organ as drawn, in the status colour. */
  organ: ReactNode;
  /**
   * The pointer and focus area: at least 44 × 44 px (the touch target), drawn as the focus and
   * selection ring. Regions later in BODY_REGIONS paint over earlier ones where they meet.
   */
  hit: { x: number; y: number; width: number; height: number; rx: number };
}

export const REGION_SHAPES: Record<BodyRegionId, RegionShape> = {
  brain: {
    organ: (
      <path d="M100 18 C84 18 74 28 74 40 C74 52 82 60 92 61 C95 64 105 64 108 61 C118 60 126 52 126 40 C126 28 116 18 100 18 Z M100 20 L100 60" />
    ),
    hit: { x: 66, y: 8, width: 68, height: 66, rx: 30 },
  },
  lungs: {
    organ: (
      <>
        <path d="M94 100 C80 98 68 108 66 124 C64 136 66 146 72 148 C80 150 92 146 94 140 Z" />
        <path d="M106 100 C120 98 132 108 134 124 C136 136 134 146 128 148 C120 150 108 146 106 140 Z" />
      </>
    ),
    hit: { x: 60, y: 92, width: 80, height: 48, rx: 12 },
  },
  heart: {
    organ: (
      <path d="M106 176 C94 168 88 160 88 152 C88 145 93 141 98 141 C102 141 105 143 106 147 C107 143 110 141 114 141 C119 141 124 145 124 152 C124 160 118 168 106 176 Z" />
    ),
    hit: { x: 82, y: 138, width: 48, height: 48, rx: 24 },
  },
  metabolism: {
    organ: <ellipse cx="100" cy="210" rx="28" ry="18" />,
    hit: { x: 64, y: 186, width: 72, height: 48, rx: 16 },
  },
  muscles: {
    organ: (
      <>
        <path d="M70 268 C66 290 68 320 74 338 C78 344 86 344 88 338 C94 318 96 290 94 268 C88 262 76 262 70 268 Z" />
        <path d="M130 268 C134 290 132 320 126 338 C122 344 114 344 112 338 C106 318 104 290 106 268 C112 262 124 262 130 268 Z" />
      </>
    ),
    hit: { x: 60, y: 256, width: 80, height: 96, rx: 16 },
  },
};
