// Content cannot break the site (./cases.ts): an agent and the agents page's labels, on the pages that show them.
import { casesOf } from "./cases";
import { testCases } from "./render";

testCases(casesOf("agents"));
