// What Decap's bundle lends a widget of the site's own (results-control.ts, lines-control.ts):
// its React, as window.h (React.createElement) and window.createClass (create-react-class), so
// a widget runs in the React that renders the form, and window.CMS to register it with.

/** React.createElement, as Decap's bundle lends it (window.h). */
export type CreateElement = (
  type: string,
  props?: Record<string, unknown> | null,
  ...children: unknown[]
) => unknown;

/** Decap's window.createClass (create-react-class): a component from its methods. */
export type CreateClass = (spec: object) => unknown;

/** The part of Decap's window the widgets use. */
export type DecapWindow = {
  CMS: { registerWidget(name: string, control: unknown): void };
  h: CreateElement;
  createClass: CreateClass;
};

/** Registers a widget built from `spec` (its control's methods) under `name`. */
export function registerWidget(decap: DecapWindow, name: string, spec: object): void {
  decap.CMS.registerWidget(name, decap.createClass(spec));
}
