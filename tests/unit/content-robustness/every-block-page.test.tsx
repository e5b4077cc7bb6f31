// Content cannot break the site (./cases.ts): each section of the page that holds every block.
import { casesOf } from "./cases";
import { testCases } from "./render";

testCases(casesOf("every-block-page"));
