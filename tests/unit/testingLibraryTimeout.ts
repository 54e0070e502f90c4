// Testing Library's waitFor and findBy* give up after one second of their own, a deadline no load
// factor stretched: on a busy two-core machine a hook's first answer or a page's first draw took
// longer (the spinner still showing), and six tests failed so. A wait still ends as soon as what it
// waits for is there: this is only its hang guard, stretched as every other (tests/timeoutFactor.ts)
import { configure } from "@testing-library/dom";
import { scaled } from "../timeoutFactor.ts";

configure({ asyncUtilTimeout: scaled(5_000) });
