import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());

// jsdom lays nothing out and has no scrolling; the forms scroll their outcome into view.
Element.prototype.scrollIntoView = () => undefined;
