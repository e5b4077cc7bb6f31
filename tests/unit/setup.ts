import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import "@testing-library/jest-dom/vitest";
import { freshPage } from "./fresh-page";
import "./setup-node";

if (typeof document !== "undefined") freshPage();

afterEach(cleanup);
