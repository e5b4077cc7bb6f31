import { render, screen } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { expect, it } from "vitest";
import { ErrorBoundary } from "./root";

/** The app failing at `path` (a thrown error, or a response with `status`), before any root data. */
function failAt(path: string, status?: number) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "*",
      loader: () => {
        throw status ? data(null, { status }) : new Error("broken");
      },
      Component: () => null,
      ErrorBoundary: (props: Parameters<typeof ErrorBoundary>[0]) => <ErrorBoundary {...props} />,
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

it.each([
  ["/pricing", undefined, "Something went wrong", "home page", "/"],
  ["/es/precios", undefined, "Algo salió mal", "página de inicio", "/es"],
  ["/es", 404, "404 Página no encontrada", "página de inicio", "/es"],
  ["/nowhere", 404, "404 Page not found", "home page", "/"],
])(
  "at %s (status %s), the root error page speaks the address's language",
  async (path, status, title, home, href) => {
    failAt(path, status);
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(title);
    expect(screen.getByRole("link", { name: home })).toHaveAttribute("href", href);
  },
);
