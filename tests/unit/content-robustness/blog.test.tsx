// Content cannot break the site (./cases.ts): a post, its author and category, and the blog's labels, on the blog's pages.
import { casesOf } from "./cases";
import { testCases } from "./render";

testCases(casesOf("blog"));
