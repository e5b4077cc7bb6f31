import { readFileSync } from "node:fs";
import { planQuotas } from "../content/quotas";
import { parseSeedDataset } from "../content/seedDataset";
import { seedFilePath } from "../web/shared/sanity/seedFile.server";
import type { Prices } from "./billing";
import { createStandInBackend, type StandInBackend } from "./stand-in";

// The stand-in as `npm start` and the end-to-end tests run it: at a fixed address that local
// builds are made for, with a demo customer signed up in the Auth emulator.

export const STAND_IN_PORT = 5098;
export const STAND_IN_URL = `http://127.0.0.1:${STAND_IN_PORT}`;

/** The local stand-in of Plausible (backend/plausible/), where `npm start` sends a local build's events. */
export const PLAUSIBLE_STAND_IN_PORT = 5094;
export const PLAUSIBLE_STAND_IN_URL = `http://127.0.0.1:${PLAUSIBLE_STAND_IN_PORT}`;
/** The Stats API key the local stand-in of Plausible accepts: a fixed local value, not a secret. */
export const LOCAL_STATS_KEY = "local-stats-key";

/** The demo customer's sign-in, printed by `npm start` and listed in the README. */
export const DEMO_CUSTOMER = {
  email: "demo@example.com",
  password: "demo-password",
  firstName: "Demo",
  lastName: "Customer",
};

const datasetDocuments = () => {
  const file = seedFilePath();
  return parseSeedDataset(readFileSync(file, "utf8"), file);
};

/** Each plan's quota as the dataset the local build reads has it: the demo agrees with the site. */
const datasetQuotas = () => planQuotas(datasetDocuments());

/** Each plan's price a month in cents, as the English agents of the dataset have it (plan.price, in dollars): what invoices bill. */
function datasetPrices(): Prices {
  const prices: Prices = {};
  for (const value of datasetDocuments()) {
    const doc = (value ?? {}) as {
      _id?: unknown;
      _type?: unknown;
      language?: unknown;
      slug?: { current?: unknown };
    };
    const plans = (value as { plans?: { planId?: unknown; price?: unknown }[] }).plans ?? [];
    const slug = doc.slug?.current;
    const published = typeof doc._id === "string" && !doc._id.includes(".");
    if (doc._type !== "agent" || !published || (doc.language ?? "en") !== "en" || typeof slug !== "string")
      continue;
    prices[slug] = Object.fromEntries(
      plans.flatMap((plan) =>
        typeof plan.planId === "string" && typeof plan.price === "number"
          ? [[plan.planId, Math.round(plan.price * 100)]]
          : [],
      ),
    );
  }
  return prices;
}

export async function startLocalBackend(projectId: string): Promise<StandInBackend> {
  const backend = createStandInBackend({ projectId, quotas: datasetQuotas(), prices: datasetPrices() });
  await backend.listen(STAND_IN_PORT);
  return backend;
}

/**
 * Signs the demo customer up in the Auth emulator (which keeps accounts in memory, so once per
 * start) and gives them a profile, two agents and their workflows in the stand-in.
 */
export async function addDemoCustomer(backend: StandInBackend, authEmulatorUrl: string, apiKey: string) {
  const { email, password, firstName, lastName } = DEMO_CUSTOMER;
  const response = await fetch(
    `${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${apiKey}`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        email,
        password,
        displayName: `${firstName} ${lastName}`,
        returnSecureToken: true,
      }),
    },
  );
  if (!response.ok) throw new Error(`The Auth emulator refused the demo customer: ${await response.text()}`);
  const { localId } = (await response.json()) as { localId: string };
  backend.seedDemoCustomer(localId, { email, first_name: firstName, last_name: lastName });
}
