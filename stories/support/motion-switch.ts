import type { Loader } from '@storybook/react-vite';
import type { GlobalTypes } from 'storybook/internal/csf';
import { REDUCED_MOTION_RULES } from '@/theme/global-style';

/**
 * The toolbar's Motion switch: the story as the system's "reduce motion" setting shows it. A page
 * cannot set the browser's media features, so the switch applies what the app does for that
 * setting: its CSS rules (the app's global style), and `matchMedia('(prefers-reduced-motion:
 * reduce)')` matching, which the scripts that move (the carousels, the body diagram's scroll) ask.
 */
export const MOTION = { system: 'system', reduce: 'reduce' } as const;

export const motionGlobalTypes: GlobalTypes = {
  motion: {
    description: 'Reduced motion, as the system’s setting asks for it: nothing animates or turns',
    toolbar: {
      title: 'Motion',
      icon: 'play',
      items: [
        { value: MOTION.system, title: 'Motion', right: 'as the system sets' },
        { value: MOTION.reduce, title: 'Reduced motion' },
      ],
      dynamicTitle: true,
    },
  },
};

/** Undoes the switch's last application, when the next story or setting is loaded. */
let undo = () => {};

/** A loader: applies the switch before the story renders, so the app reads it from its start. */
export const applyMotionSwitch: Loader = ({ globals }) => {
  undo();
  undo = () => {};
  if (globals.motion !== MOTION.reduce) return;
  const style = document.createElement('style');
  style.textContent = REDUCED_MOTION_RULES;
  document.head.append(style);
  const matchMedia = window.matchMedia;
  // A query about reduced motion is answered as `all`, which always matches.
  window.matchMedia = (query: string) =>
    matchMedia.call(window, query.includes('prefers-reduced-motion') ? 'all' : query);
  undo = () => {
    style.remove();
    window.matchMedia = matchMedia;
  };
};
