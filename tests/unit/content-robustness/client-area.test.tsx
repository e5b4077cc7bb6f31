// Content cannot break the site (./cases.ts): the account pages and the client area's texts.
import { casesOf } from "./cases";
import { testCases } from "./render";

testCases(casesOf("client-area"));
