import { act, fireEvent, render, screen } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { Link, createRoutesStub, useLocation } from "react-router";
import { expect, it } from "vitest";
import { BelowTheFold } from "./BelowTheFold";
import { countHydration } from "./pageHydration";

// One route for both pages: the same component stays mounted, as between two pages built in
// the Studio (one route module).
const firstScreens: { page: string; lowerPartShown: boolean }[] = [];
function Page() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    firstScreens.push({ page: pathname, lowerPartShown: !document.querySelector(".below-the-fold") });
  }, [pathname]);
  return (
    <>
      <h1>{pathname}</h1>
      <Link to={pathname === "/a" ? "/b" : "/a"}>Next</Link>
      <BelowTheFold>
        <p>Lower part of {pathname}</p>
      </BelowTheFold>
    </>
  );
}

it("draws a new page's heading first and its lower part after, also where the page before was the same component", async () => {
  // The first page has hydrated: what renders now is a navigation.
  countHydration(1);
  countHydration(-1);
  const Stub = createRoutesStub([{ path: "/:page", Component: Page }]);
  render(<Stub initialEntries={["/a"]} />);
  await screen.findByText("Lower part of /a");

  await act(async () => fireEvent.click(screen.getByRole("link", { name: "Next" })));
  await screen.findByText("Lower part of /b");
  expect(firstScreens.at(-1)).toEqual({ page: "/b", lowerPartShown: false });
});
