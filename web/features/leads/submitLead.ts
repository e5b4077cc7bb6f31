export type LeadSource = "home-banner" | "home-contact" | "contact-page";

function apiHost(): string | undefined {
  const host = import.meta.env.VITE_API_URL as string | undefined;
  return host?.replace(/\/+$/, "") || undefined;
}

/** Whether lead forms have a backend to send to (VITE_API_URL is set at build time). */
export function hasLeadBackend(): boolean {
  return Boolean(apiHost());
}

/**
 * The one submission path of the lead forms: `POST {VITE_API_URL}/api/contact` with the
 * form's fields plus `source`, returning the JSON response. With no backend configured it
 * sends nothing and resolves to null; the caller then shows its success message anyway.
 */
export async function submitLead(fields: Record<string, string>, source: LeadSource): Promise<unknown> {
  const host = apiHost();
  if (!host) return null;
  const response = await fetch(`${host}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ ...fields, source }),
  });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  return response.json();
}
