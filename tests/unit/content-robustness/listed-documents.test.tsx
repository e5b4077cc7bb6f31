// Content cannot break the site (./cases.ts): one document of each list the home and pricing pages show (services, process steps, case studies, packages, add-ons).
import { casesOf } from "./cases";
import { testCases } from "./render";

testCases(casesOf("listed-documents"));
