/** Rule numbers that show the rule's text on hover and on keyboard focus. */
import { useId, useLayoutEffect, useRef, useState } from "preact/hooks";
import type { Lang } from "../protocol.ts";
import { RULE_TEXT, RULES_NOT_IN_TEXT } from "../rulesText.ts";
import { words } from "./i18n.tsx";

/** The rule's text, or its nearest parent's (613.1d → 613.1 → 613) with a note. */
export function ruleText(rule: string, lang: Lang): { shown: string; text: string; note: string | null } | null {
  const parts = /^(\d{3})(?:\.(\d{1,3})([a-z])?)?$/.exec(rule);
  if (!parts) return null;
  const candidates = [rule, parts[3] ? `${parts[1]}.${parts[2]}` : null, parts[2] ? parts[1] : null].filter(
    (c): c is string => c !== null,
  );
  for (const c of candidates) {
    const text = RULE_TEXT[c];
    if (text !== undefined) {
      const missing = c !== rule && (RULES_NOT_IN_TEXT.includes(rule) || RULE_TEXT[rule] === undefined);
      return { shown: c, text, note: missing ? words(lang).ruleMissing(rule, c) : null };
    }
  }
  return null;
}

/** Places the tooltip under the rule number (above it near the bottom of the window), inside the window. */
function place(button: HTMLElement, tip: HTMLElement): void {
  const r = button.getBoundingClientRect();
  const width = Math.min(416, window.innerWidth - 16);
  tip.style.width = `${width}px`;
  tip.style.left = `${Math.max(8, Math.min(r.left + r.width / 2 - width / 2, window.innerWidth - width - 8))}px`;
  const h = tip.offsetHeight;
  const below = r.bottom + 6 + h <= window.innerHeight - 8 || r.top - 6 - h < 8;
  tip.style.top = `${below ? r.bottom + 6 : r.top - 6 - h}px`;
}

export function RuleRef({ rule, lang }: { rule: string; lang: Lang }) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const tip = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => {
    if (open && button.current && tip.current) place(button.current, tip.current);
  }, [open]);
  const found = ruleText(rule, lang);
  if (!found) return <span class="rule rule-plain">{rule}</span>;
  return (
    <span class="rule-wrap">
      <button
        ref={button}
        type="button"
        class="rule"
        aria-describedby={id}
        data-rule={rule}
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === "Escape" && open) {
            e.preventDefault();
            setOpen(false);
          }
        }}
      >
        {rule}
      </button>
      <span role="tooltip" id={id} ref={tip} class="rule-tip" hidden={!open}>
        <strong>
          {words(lang).rule} {found.shown}
        </strong>{" "}
        {found.text}
        {found.note !== null && <em class="rule-note"> {found.note}</em>}
      </span>
    </span>
  );
}

export function RuleList({ rules, lang }: { rules: readonly string[]; lang: Lang }) {
  if (rules.length === 0) return null;
  return (
    <span class="rules">
      {rules.map((r) => (
        <RuleRef key={r} rule={r} lang={lang} />
      ))}
    </span>
  );
}
