import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

/** Tabs that do not fit on one line wrap onto the next (at 320 px), so none scrolls out of view. */
const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

/**
 * On a phone up to five tabs fit side by side: a smaller label and padding, no hidden tab; a long
 * label wraps onto two lines rather than scrolling out of view.
 */
const Tab = styled.button`
  flex: 1 1 auto;
  min-height: ${({ theme }) => theme.touchTarget};
  min-width: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  border: 0;
  border-bottom: 3px solid transparent;
  border-radius: ${({ theme }) => `${theme.radius.sm} ${theme.radius.sm} 0 0`};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  white-space: normal;
  text-align: center;

  &:hover {
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.text};
    border-bottom-color: ${({ theme }) => theme.color.primary};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.tablet}) {
    flex-grow: 0;
    white-space: nowrap;
    margin-right: ${({ theme }) => theme.space.xs};
    padding: 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

export const tabId = (prefix: string, tab: string) => `${prefix}-tab-${tab}`;
export const panelId = (prefix: string) => `${prefix}-panel`;

interface TabsProps<T extends string> {
  idPrefix: string;
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly { value: T; label: string }[];
  selected: T;
  onSelect: (tab: T) => void;
}

/**
 * The WAI-ARIA tabs pattern: one tab stop, arrow keys move between tabs and select them (the
 * panel renders at once from data already read), Home and End go to the ends.
 */
export function Tabs<T extends string>({
  idPrefix,
  label,
  tabs,
  selected,
  onSelect,
}: TabsProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.value === selected);
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[target].value;
    onSelect(next);
    refs.current.get(next)?.focus();
  };

  return (
    <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const isSelected = tab.value === selected;
        return (
          <Tab
            key={tab.value}
            ref={(element) => {
              if (element) refs.current.set(tab.value, element);
              else refs.current.delete(tab.value);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.value)}
            aria-selected={isSelected}
            aria-controls={panelId(idPrefix)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.value)}
          >
            {tab.label}
          </Tab>
        );
      })}
    </List>
  );
}

/** The selected tab's panel; focusable, so a keyboard user reaches its content from the tabs. */
const Panel = styled.div`
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  &:focus-visible {
    outline-offset: 4px;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

/**
 * The tabbed page: the tab list and the selected tab's panel, wired together. Keep the selected
 * tab in the address with `useUrlState`.
 */
export function TabbedView<T extends string>({
  children,
  ...tabs
}: TabsProps<T> & { children: ReactNode }) {
  return (
    <>
      <Tabs {...tabs} />
      <Panel
        role="tabpanel"
        id={panelId(tabs.idPrefix)}
        aria-labelledby={tabId(tabs.idPrefix, tabs.selected)}
        tabIndex={0}
      >
        {children}
      </Panel>
    </>
  );
}
