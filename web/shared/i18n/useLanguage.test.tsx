import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import { useLanguage } from "./useLanguage";

function Shown() {
  return <p>{useLanguage()}</p>;
}

/** `Shown` at `path`, under a root route whose data is `root`. */
async function languageAt(path: string, root: object | null) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => root,
      HydrateFallback: () => null,
      children: [{ path: "*", Component: Shown }],
    },
  ]);
  const { unmount } = render(<Stub initialEntries={[path]} />);
  const text = (await screen.findByText(/^(en|es)$/)).textContent;
  unmount();
  return text;
}

it("is the chrome's language, which the root's data names, at an address in another too (the host's 404 pages)", async () => {
  expect(await languageAt("/no-such-page", { language: "es" })).toBe("es");
  expect(await languageAt("/es/no-such-page", { language: "en" })).toBe("en");
  expect(await languageAt("/es/a-page", { language: "es" })).toBe("es");
});

it("is the address's where the root has no data", async () => {
  expect(await languageAt("/es/a-page", null)).toBe("es");
  expect(await languageAt("/a-page", {})).toBe("en");
});
