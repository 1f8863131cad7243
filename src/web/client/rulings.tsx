/** The selected object's card data beside its explanation: official rulings, dated, and the French printing where known. */
import type { CardNotesView, Lang } from "../protocol.ts";
import { words } from "./i18n.tsx";

export function CardNotes({ notes, lang }: { notes: readonly CardNotesView[]; lang: Lang }) {
  const w = words(lang);
  if (notes.length === 0) return null;
  return (
    <div class="card-notes" data-testid="rulings">
      {notes.map((c) => {
        const french = c.french.filter((f) => f.typeLine !== null || f.text !== null);
        return (
          <section key={c.name} class="card-note" aria-label={w.rulingsOf(c.name)}>
            <h3 class="sub">{w.rulingsOf(c.name)}</h3>
            {lang === "fr" && french.length > 0 && (
              <div class="french-printing" lang="fr" data-testid="french-printing">
                {french.map((f) => (
                  <p key={`${f.name}-${f.typeLine}`}>
                    {f.name && <strong>{f.name}</strong>} {f.typeLine && <em>{f.typeLine}</em>}
                    {f.text && <span class="card-text">{f.text}</span>}
                  </p>
                ))}
              </div>
            )}
            {c.rulings.length === 0 ? (
              <p class="help">{w.noRulings}</p>
            ) : (
              <ol class="rulings" lang="en">
                {c.rulings.map((r) => (
                  <li key={`${r.date}-${r.text}`}>
                    <time dateTime={r.date}>{r.date}</time> {r.text}
                  </li>
                ))}
              </ol>
            )}
          </section>
        );
      })}
    </div>
  );
}
