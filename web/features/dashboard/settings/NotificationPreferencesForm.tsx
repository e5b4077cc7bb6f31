import { useId, useMemo, useState } from "react";
import { useFetcher } from "react-router";
import type { NotificationKind, NotificationPreferences } from "#web/shared/api/backend.ts";
import type { FormMessage } from "#web/shared/forms/useFormState.ts";
import { useHydratedForm } from "#web/shared/forms/useHydratedForm.ts";
import type { DashboardPageContent } from "#content/contentTypes.ts";
import type { PreferencesSaveRequest, PreferencesSaveResult } from "../data/settingsAction";
import { refusalText, type RefusalTexts } from "../refusalText";
import type { LoadTexts } from "../SectionBody";
import { SettingsStatus } from "./SettingsStatus";

type NotificationTexts = DashboardPageContent["notifications"] | undefined;
type Channel = keyof NotificationPreferences[NotificationKind];

/** Each kind, in the order the form lists them, with its row's label in `dashboardPage.notifications`. */
const KINDS = [
  ["run_failed", "runFailedLabel"],
  ["workflow_failing", "workflowFailingLabel"],
  ["quota_80", "quota80Label"],
  ["quota_100", "quota100Label"],
  ["trial_ending", "trialEndingLabel"],
  ["invoice", "invoiceLabel"],
] as const satisfies readonly (readonly [NotificationKind, keyof NonNullable<NotificationTexts>])[];

const CHANNELS = [
  ["email", "emailLabel"],
  ["in_app", "inAppLabel"],
] as const satisfies readonly (readonly [Channel, keyof NonNullable<NotificationTexts>])[];

/**
 * Which kinds of notification the customer gets, by e-mail and in the client area: a table of
 * checkboxes, each named by its row's kind and its column's channel. Save sends every choice to
 * the Settings route's action by a fetcher (data/settingsAction.ts); saved or not, what was ticked
 * stays, and the message says which (it takes the focus, as the button was disabled).
 */
export function NotificationPreferencesForm({
  preferences,
  texts,
  refusals,
  loadTexts,
}: {
  preferences: NotificationPreferences;
  texts: NotificationTexts;
  refusals: RefusalTexts;
  loadTexts: LoadTexts;
}) {
  const id = useId();
  const [ticked, setTicked] = useState(preferences);
  const fetcher = useFetcher<PreferencesSaveResult>();
  const saving = fetcher.state !== "idle";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  // The same message object until the next result: SettingsStatus focuses each new one.
  const message = useMemo<FormMessage | null>(() => {
    if (!result) return null;
    if (result.status === "done") return { text: texts?.savedText ?? "", kind: "success" };
    const reason = refusalText(result.error, refusals, loadTexts);
    return { text: `${texts?.saveFailedText ?? ""} ${reason}`.trim(), kind: "error" };
  }, [result, texts, refusals, loadTexts]);

  const toggle = (kind: NotificationKind, channel: Channel, on: boolean) =>
    setTicked((current) => ({ ...current, [kind]: { ...current[kind], [channel]: on } }));
  const save = () => {
    const request: PreferencesSaveRequest = { intent: "notificationPreferences", preferences: ticked };
    void fetcher.submit(request, { method: "post", encType: "application/json" });
  };

  const formProps = useHydratedForm({
    onSubmit: (event) => {
      event.preventDefault();
      if (!saving) save();
    },
  });

  return (
    <form
      className="form notification-preferences"
      noValidate
      aria-label={texts?.preferencesTitle ?? undefined}
      {...formProps}
    >
      <p className="dashboard-section__note">{texts?.preferencesDescription}</p>
      <table className="dashboard-table notification-preferences__table">
        <thead>
          <tr>
            <th scope="col">{texts?.kindHeader}</th>
            {CHANNELS.map(([channel, label]) => (
              <th key={channel} scope="col" id={`${id}-${channel}`}>
                {texts?.[label]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {KINDS.map(([kind, label]) => (
            <tr key={kind}>
              <th scope="row" id={`${id}-${kind}`}>
                {texts?.[label]}
              </th>
              {CHANNELS.map(([channel]) => (
                <td key={channel}>
                  <input
                    type="checkbox"
                    name={`${kind}.${channel}`}
                    aria-labelledby={`${id}-${kind} ${id}-${channel}`}
                    checked={ticked[kind][channel]}
                    onChange={(event) => toggle(kind, channel, event.currentTarget.checked)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <button type="submit" className="button button--primary" disabled={saving}>
        {saving ? texts?.savingLabel : texts?.saveLabel}
      </button>
      <SettingsStatus message={message} />
    </form>
  );
}
