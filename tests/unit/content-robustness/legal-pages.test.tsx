// Content cannot break the site (./cases.ts): the legal pages and the gallery the terms page shows.
import { casesOf } from "./cases";
import { testCases } from "./render";

testCases(casesOf("legal-pages"));
