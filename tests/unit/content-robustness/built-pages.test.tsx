// Content cannot break the site (./cases.ts): the pages built from blocks: home, agents, about us, contact, pricing.
import { casesOf } from "./cases";
import { testCases } from "./render";

testCases(casesOf("built-pages"));
