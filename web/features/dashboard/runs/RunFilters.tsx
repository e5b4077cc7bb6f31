import { stegaClean } from "@sanity/client/stega";
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Link } from "react-router";
import type { Workflow } from "#web/shared/api/backend.ts";
import { useHydratedForm } from "#web/shared/forms/useHydratedForm.ts";
import { RUN_STATUSES, SEARCH_MAX_LENGTH, type ChosenFilters } from "./runFilters";
import type { AgentName, RunsTexts } from "./runsTexts";

type Option = { value: string; label: string | null | undefined };

function FilterSelect({
  label,
  value,
  any,
  options,
  onChange,
}: {
  label: string | null | undefined;
  value: string;
  any: string | null | undefined;
  options: Option[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  // A value the options do not have yet (workflows still loading) is kept, under its own name.
  const shown =
    value && !options.some((option) => option.value === value)
      ? [...options, { value, label: value }]
      : options;
  return (
    <div className="field run-filters__field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
      >
        <option value="">{any}</option>
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The filters typed rather than chosen: they apply together, with the form's Apply. */
export type TypedFilters = Pick<ChosenFilters, "from" | "to" | "q">;

/**
 * The dates and the search as typed, until Apply: what the address has, taken anew whenever the
 * address's values change (Clear filters, the back button), kept while another filter changes.
 */
function useDraft(applied: TypedFilters) {
  const key = `${applied.from}|${applied.to}|${applied.q}`;
  const [draft, setDraft] = useState({ key, values: applied, rangeError: false });
  const current = draft.key === key ? draft : { key, values: applied, rangeError: false };
  if (current !== draft) setDraft(current);
  return {
    values: current.values,
    rangeError: current.rangeError,
    /** A field typed in: its error, if any, goes. */
    edit: (name: keyof TypedFilters, value: string) =>
      setDraft({ key, values: { ...current.values, [name]: value }, rangeError: false }),
    refuseRange: () => setDraft({ ...current, rangeError: true }),
  };
}

/**
 * The runs list's filters: status, workflow and agent as native selects, each applied at once;
 * From and To (whole UTC days, both included) and a search of the errors, applied together by
 * the form's Apply (or Enter), all in the address. A To before the From is refused in words,
 * and nothing is applied. `clearTo` is the list without filters, when some are chosen.
 */
export function RunFilters({
  texts,
  chosen,
  workflows,
  agents,
  clearTo,
  onChoose,
}: {
  texts: RunsTexts;
  chosen: ChosenFilters;
  workflows: readonly Workflow[];
  agents: readonly AgentName[];
  clearTo: string | null;
  onChoose: (changes: Partial<ChosenFilters>) => void;
}) {
  const ids = { from: useId(), to: useId(), q: useId(), hint: useId(), error: useId() };
  const toInput = useRef<HTMLInputElement>(null);
  const { values, rangeError, edit, refuseRange } = useDraft({
    from: chosen.from,
    to: chosen.to,
    q: chosen.q,
  });
  const type = (name: keyof TypedFilters) => (event: ChangeEvent<HTMLInputElement>) =>
    edit(name, event.target.value);
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // An incomplete date is "" in a date input: it applies as no date.
    if (values.from && values.to && values.to < values.from) {
      refuseRange();
      toInput.current?.focus();
      return;
    }
    onChoose({ ...values, q: values.q.trim() });
  };
  const form = useHydratedForm({ onSubmit: apply });
  // Typed and not applied: the area does not refresh under the customer's edits (useAreaRefresh).
  const unsaved = values.from !== chosen.from || values.to !== chosen.to || values.q !== chosen.q;
  return (
    <form
      {...form}
      data-unsaved={unsaved || undefined}
      className="run-filters"
      role="search"
      aria-label={texts?.filtersLabel ?? undefined}
      noValidate
    >
      <FilterSelect
        label={texts?.statusFilterLabel}
        value={chosen.status}
        any={texts?.anyStatusLabel}
        options={RUN_STATUSES.map((status) => ({ value: status, label: texts?.runStatusLabels?.[status] }))}
        onChange={(value) => onChoose({ status: value })}
      />
      <FilterSelect
        label={texts?.workflowFilterLabel}
        value={chosen.workflow}
        any={texts?.anyWorkflowLabel}
        options={workflows.map((workflow) => ({ value: workflow.id, label: workflow.name }))}
        onChange={(value) => onChoose({ workflow: value })}
      />
      <FilterSelect
        label={texts?.agentFilterLabel}
        value={chosen.agent}
        any={texts?.anyAgentLabel}
        options={agents.flatMap((agent) => {
          const slug = stegaClean(agent.slug);
          return slug ? [{ value: slug, label: agent.name }] : [];
        })}
        onChange={(value) => onChoose({ agent: value })}
      />
      <div className="run-filters__typed">
        <div className="field run-filters__field run-filters__date">
          <label htmlFor={ids.from}>{texts?.fromFilterLabel}</label>
          <input
            id={ids.from}
            type="date"
            name="from"
            value={values.from}
            max={values.to || undefined}
            aria-describedby={ids.hint}
            onChange={type("from")}
          />
        </div>
        <div className="field run-filters__field run-filters__date">
          <label htmlFor={ids.to}>{texts?.toFilterLabel}</label>
          <input
            ref={toInput}
            id={ids.to}
            type="date"
            name="to"
            value={values.to}
            min={values.from || undefined}
            aria-describedby={rangeError ? `${ids.error} ${ids.hint}` : ids.hint}
            aria-invalid={rangeError || undefined}
            onChange={type("to")}
          />
        </div>
        <div className="field run-filters__field run-filters__search">
          <label htmlFor={ids.q}>{texts?.searchFilterLabel}</label>
          <input
            id={ids.q}
            type="search"
            name="q"
            value={values.q}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={type("q")}
          />
        </div>
        <button type="submit" className="button button--outline run-filters__apply">
          {texts?.applyFiltersLabel}
        </button>
        {clearTo ? (
          <Link className="run-filters__clear" to={clearTo} preventScrollReset>
            {texts?.clearFiltersLabel}
          </Link>
        ) : null}
      </div>
      <p className="run-filters__hint" id={ids.hint}>
        {texts?.datesHintText}
      </p>
      {rangeError ? (
        <p className="field-error run-filters__error" id={ids.error} role="alert">
          {texts?.rangeErrorText}
        </p>
      ) : null}
    </form>
  );
}
