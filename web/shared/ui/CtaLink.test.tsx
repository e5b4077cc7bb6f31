import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { CtaLink } from "./CtaLink";
import { paths } from "#content/paths.ts";
import { localizedPath } from "#content/documentPaths.ts";

function renderLink(href: string, at = "/") {
  const router = createMemoryRouter([{ path: "*", element: <CtaLink href={href}>Go</CtaLink> }], {
    initialEntries: [at],
  });
  return render(<RouterProvider router={router} />);
}

describe("CtaLink", () => {
  it("renders a site path as a client-side link", () => {
    renderLink(paths.contact);
    expect(screen.getByRole("link", { name: "Go" })).toHaveAttribute("href", paths.contact);
  });

  it("says the language of a page in another language than the page's (hreflang)", () => {
    renderLink(paths.contact, localizedPath(paths.about, "es"));
    expect(screen.getByRole("link", { name: "Go" })).toHaveAttribute("hreflang", "en");
  });

  it("says nothing of the language of a page in the page's own", () => {
    renderLink(localizedPath(paths.contact, "es"), localizedPath(paths.about, "es"));
    expect(screen.getByRole("link", { name: "Go" })).not.toHaveAttribute("hreflang");
  });

  it("opens an external URL in a new tab", () => {
    renderLink("https://example.com/");
    expect(screen.getByRole("link", { name: "Go" })).toHaveAttribute("target", "_blank");
  });

  it.each(["javascript:alert(1)", "//evil.example", "/\\evil.example", "data:text/html,x"])(
    "renders nothing for %j",
    (href) => {
      renderLink(href);
      expect(screen.queryByRole("link")).toBeNull();
      expect(screen.queryByText("Go")).toBeNull();
    },
  );
});
