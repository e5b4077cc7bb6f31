// Content cannot break the site (./cases.ts): the not-found page's texts, also for an agent that is gone.
import { casesOf } from "./cases";
import { testCases } from "./render";

testCases(casesOf("not-found-page"));
