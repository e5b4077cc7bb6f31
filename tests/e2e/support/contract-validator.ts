import type { Page } from "@playwright/test";
import { E2E_BACKEND_URL } from "./backend";

// With CONTRACT_VALIDATOR_URL set (`npm run test:contract` sets it), every call a page makes to
// the backend goes through an outside OpenAPI validator (Stoplight Prism's proxy over openapi.yaml,
// in front of the stand-in), and a test fails on any violation Prism reports in its
// `sl-violations` header: the client area's requests and the stand-in's replies, both checked
// against the contract by code that is not ours.

export const CONTRACT_VALIDATOR_URL = process.env.CONTRACT_VALIDATOR_URL;

export type ContractViolation = { call: string; violations: unknown };

/** Routes the page's backend calls through the validator; returns what it reports. */
export async function throughContractValidator(page: Page, validator: string) {
  const reported: ContractViolation[] = [];
  await page.route(`${E2E_BACKEND_URL}/api/**`, async (route) => {
    const request = route.request();
    const url = validator + request.url().slice(E2E_BACKEND_URL.length);
    const response = await route.fetch({ url });
    const header = response.headers()["sl-violations"];
    if (header) {
      const call = `${request.method()} ${new URL(request.url()).pathname} → ${response.status()}`;
      reported.push({ call, violations: JSON.parse(header) });
    }
    await route.fulfill({ response });
  });
  return reported;
}
