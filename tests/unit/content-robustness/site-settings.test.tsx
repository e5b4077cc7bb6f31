// Content cannot break the site (./cases.ts): the site settings: the layout's menus, footer and contact details.
import { casesOf } from "./cases";
import { testCases } from "./render";

testCases(casesOf("site-settings"));
