import { stegaClean } from "@sanity/client/stega";
import { useId, useState } from "react";
import { Link } from "react-router";
import { CircleCheck } from "lucide-react";
import type { DemoFormContent } from "#content/contentTypes.ts";
import { useHydratedForm } from "#web/shared/forms/useHydratedForm.ts";
import { paths } from "#content/paths.ts";
import { useLocalizedPath } from "#web/shared/i18n/useLocalizedPath.ts";

type DemoFieldContent = NonNullable<DemoFormContent["fields"]>[number];

type DemoFormProps = { form: DemoFormContent | null; note: string | null; linkLabel?: string | null };

/** It sends nothing: submitting invites the visitor to book a live demo. No validation, as the spec says. */
export function DemoForm({ form, note, linkLabel }: DemoFormProps) {
  const [submitted, setSubmitted] = useState(false);
  const idPrefix = useId();
  const localized = useLocalizedPath();
  const formProps = useHydratedForm({
    onSubmit: (event) => {
      event.preventDefault();
      setSubmitted(true);
    },
  });
  const message = form?.successMessage || note;

  return (
    <form className="form demo-form" noValidate {...formProps}>
      {(form?.fields ?? []).map((field) => (
        <DemoField key={field._key} field={field} id={`${idPrefix}-${field._key}`} />
      ))}
      <div>
        <button type="submit" className="button button--primary">
          {form?.submitLabel}
        </button>
      </div>
      <div role="status">
        {submitted ? (
          <p className="alert alert--success demo-form__note">
            <CircleCheck size={20} aria-hidden="true" />
            <span>
              {message} {linkLabel ? <Link to={localized(paths.contact)}>{linkLabel}</Link> : null}
            </span>
          </p>
        ) : null}
      </div>
    </form>
  );
}

function DemoField({ field, id }: { field: DemoFieldContent; id: string }) {
  // Names, kinds and option values are data: never with edit markers (stega).
  const name = stegaClean(field.name) || field._key;
  const kind = stegaClean(field.kind);
  const placeholder = field.placeholder ?? undefined;
  const options = field.options ?? [];

  if (kind === "checkboxes") {
    return (
      <fieldset className="field demo-form__choices">
        <legend>{field.label}</legend>
        <div className="demo-form__options">
          {options.map((option) => (
            <label key={option} className="checkbox">
              <input type="checkbox" name={name} value={stegaClean(option)} />
              {option}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  let control;
  if (kind === "textarea") {
    control = <textarea id={id} name={name} placeholder={placeholder} rows={4} />;
  } else if (kind === "select") {
    control = (
      <select id={id} name={name} defaultValue="">
        <option value="">{field.placeholder ?? ""}</option>
        {options.map((option) => (
          <option key={option} value={stegaClean(option)}>
            {option}
          </option>
        ))}
      </select>
    );
  } else {
    const type = kind === "url" || kind === "email" ? kind : "text";
    control = <input id={id} name={name} type={type} placeholder={placeholder} />;
  }
  return (
    <div className="field">
      <label htmlFor={id}>{field.label}</label>
      {control}
    </div>
  );
}
