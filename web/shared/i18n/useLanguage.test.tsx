import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import { paths } from "#content/paths.ts";
import { useLanguage } from "./useLanguage";
import { useLocalizedPath } from "./useLocalizedPath";

/** What `value` gives at `path`, under a root route whose data is `root`. */
async function shownAt(value: () => string, path: string, root: object | null) {
  const Shown = () => <p data-testid="shown">{value()}</p>;
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
  const text = (await screen.findByTestId("shown")).textContent;
  unmount();
  return text;
}

const languageAt = (path: string, root: object | null) => shownAt(useLanguage, path, root);

it("is the root data's language, which it names, at an address in another too (the host's 404 pages)", async () => {
  expect(await languageAt("/no-such-page", { language: "es" })).toBe("es");
  expect(await languageAt("/es/no-such-page", { language: "en" })).toBe("en");
  expect(await languageAt("/es/a-page", { language: "es" })).toBe("es");
});

it("is the address's where the root has no data", async () => {
  expect(await languageAt("/es/a-page", null)).toBe("es");
  expect(await languageAt("/a-page", {})).toBe("en");
});

it("gives the site's addresses in the language of the page on screen (useLocalizedPath)", async () => {
  const contactAt = (path: string) => shownAt(() => useLocalizedPath()(paths.contact), path, null);
  expect(await contactAt(`/es${paths.pricing}`)).toBe(`/es${paths.contact}`);
  expect(await contactAt(paths.pricing)).toBe(paths.contact);
});
