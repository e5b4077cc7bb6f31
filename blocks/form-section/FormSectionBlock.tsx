import type { BlockProps } from "#blocks/types.ts";
import { canShowForm, ContentForm } from "#web/features/content-forms/ContentForm.tsx";

/** A form made in the content (a `form` document), under the section's heading and intro. */
export default function FormSectionBlock({ block, id }: BlockProps<"formSection">) {
  const { heading, intro, form } = block;
  const titleId = `${id}-title`;
  if (!canShowForm(form)) return null;
  return (
    <section id={id} className="section form-section" aria-labelledby={heading ? titleId : undefined}>
      <div className="container form-section__inner">
        {heading ? <h2 id={titleId}>{heading}</h2> : null}
        {intro ? <p className="form-section__intro">{intro}</p> : null}
        <div className="lead-card">
          <ContentForm content={form} labelledBy={heading ? titleId : undefined} />
        </div>
      </div>
    </section>
  );
}
