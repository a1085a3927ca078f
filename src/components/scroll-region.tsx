import styled from 'styled-components';

/**
 * A table or chart wider than a narrow screen scrolls sideways in here, never the page (WCAG
 * 1.4.10): a named region (give it `aria-label` or `aria-labelledby`) that a keyboard can focus to scroll.
 */
export const ScrollRegion = styled.div.attrs({ role: 'region', tabIndex: 0 })`
  overflow-x: auto;
`;
