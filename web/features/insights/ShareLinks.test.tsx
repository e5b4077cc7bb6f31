import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import type { InsightsLabels } from "#content/contentTypes.ts";
import { ShareLinks } from "./ShareLinks";

const URL_OF_POST = "https://example.com/insights/a-post";
const labels = {
  shareLabel: "Share",
  copyLinkLabel: "Copy link",
  copiedLabel: "Link copied",
  copyFailedLabel: "Copy this address:",
  emailShareLabel: "Email",
} as InsightsLabels;

afterEach(() => vi.unstubAllGlobals());

const clipboard = (writeText: () => Promise<void>) =>
  vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });

test("the copy button says the address is copied", async () => {
  clipboard(() => Promise.resolve());
  render(<ShareLinks url={URL_OF_POST} title="A post" labels={labels} />);
  fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
  expect(await screen.findByRole("status")).toHaveTextContent("Link copied");
});

test("when the browser refuses to copy, the status gives the address to copy by hand", async () => {
  clipboard(() => Promise.reject(new DOMException("denied", "NotAllowedError")));
  render(<ShareLinks url={URL_OF_POST} title="A post" labels={labels} />);
  fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
  await vi.waitFor(() =>
    expect(screen.getByRole("status")).toHaveTextContent(`Copy this address: ${URL_OF_POST}`),
  );
});
