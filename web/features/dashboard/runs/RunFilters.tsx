import { stegaClean } from "@sanity/client/stega";
import { useId, type ChangeEvent } from "react";
import { Link } from "react-router";
import type { Workflow } from "#web/shared/api/backend.ts";
import { RUN_STATUSES, type ChosenFilters, type FilterName } from "./runFilters";
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

/**
 * The runs list's filters (status, workflow, agent) as native selects: each change applies at
 * once, in the address. `clearTo` is the list without filters, when some are chosen.
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
  onChoose: (name: FilterName, value: string) => void;
}) {
  return (
    <div className="run-filters" role="search" aria-label={texts?.filtersLabel ?? undefined}>
      <FilterSelect
        label={texts?.statusFilterLabel}
        value={chosen.status}
        any={texts?.anyStatusLabel}
        options={RUN_STATUSES.map((status) => ({ value: status, label: texts?.runStatusLabels?.[status] }))}
        onChange={(value) => onChoose("status", value)}
      />
      <FilterSelect
        label={texts?.workflowFilterLabel}
        value={chosen.workflow}
        any={texts?.anyWorkflowLabel}
        options={workflows.map((workflow) => ({ value: workflow.id, label: workflow.name }))}
        onChange={(value) => onChoose("workflow", value)}
      />
      <FilterSelect
        label={texts?.agentFilterLabel}
        value={chosen.agent}
        any={texts?.anyAgentLabel}
        options={agents.flatMap((agent) => {
          const slug = stegaClean(agent.slug);
          return slug ? [{ value: slug, label: agent.name }] : [];
        })}
        onChange={(value) => onChoose("agent", value)}
      />
      {clearTo ? (
        <Link className="run-filters__clear" to={clearTo} preventScrollReset>
          {texts?.clearFiltersLabel}
        </Link>
      ) : null}
    </div>
  );
}
