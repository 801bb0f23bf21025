import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

interface TabsProps {
  label: string;
  tabs: Array<{ id: string; title: string; panel: ReactNode }>;
}

/**
 * ARIA tabs (roving focus, arrows, Home/End) in a few lines.
 * NOTE: used instead of Headless UI's Tab on /account, whose focus and hover helpers cost
 * about 10 KB gzipped and pushed the page past its 90 KB budget (docs/decisions/006-accounts.md).
 */
export function Tabs({ label, tabs }: TabsProps) {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + tabs.length) % tabs.length;
    setSelected(index);
    buttons.current[index]?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label={label} className="tablist" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-controls={`panel-${tab.id}`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`panel-${tab.id}`}
          aria-labelledby={`tab-${tab.id}`}
          hidden={index !== selected}
          tabIndex={0}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
