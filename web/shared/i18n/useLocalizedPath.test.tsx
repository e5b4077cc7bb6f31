import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import { paths } from "@content/paths";
import { useLocalizedPath } from "./useLocalizedPath";

function ContactAddress() {
  return <p data-testid="address">{useLocalizedPath()(paths.contact)}</p>;
}

async function contactAddressAt(path: string) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => null,
      HydrateFallback: () => null,
      children: [{ path: "*", Component: ContactAddress }],
    },
  ]);
  const { unmount } = render(<Stub initialEntries={[path]} />);
  const text = (await screen.findByTestId("address")).textContent;
  unmount();
  return text;
}

it("gives an address in the language of the page on screen", async () => {
  expect(await contactAddressAt(`/es${paths.pricing}`)).toBe(`/es${paths.contact}`);
  expect(await contactAddressAt(paths.pricing)).toBe(paths.contact);
});
