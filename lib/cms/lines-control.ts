import type { CreateElement } from './decap-widgets';
import type { CmsField } from './widgets';

// A list of short texts edited as lines of one box: a round's courts, boards or tables
// (draws.ts). Decap's list widget gave each its own field and "Add" button, all mounted: a chess
// round on 60 boards was 60 taps to type and 420 fields for the draw's seven rounds, which
// made the results editor take seconds to open on a slow phone. Saved as the same list of
// strings (DrawFileSchema's `courts`). Registered in both editors (content-check.browser.ts,
// results-check.browser.ts).

/** The widget's name in config.yml. */
export const LINES_WIDGET = 'lines';

/** The list a box's text stands for: one item a line, trimmed, blank lines left out. */
export function textToLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The box's text for a list. */
export const linesToText = (lines: readonly unknown[]) =>
  lines.filter((line) => typeof line === 'string').join('\n');

type Props = {
  value?: { toJS(): unknown } | null;
  field: { toJS(): CmsField };
  forID: string;
  classNameWrapper: string;
  onChange(value: unknown): void;
  setActiveStyle(): void;
  setInactiveStyle(): void;
};

type Instance = {
  props: Props;
  state: { text: string };
  setState(state: { text: string }): void;
};

const listOf = (value: Props['value']) => {
  const list = value?.toJS();
  return Array.isArray(list) ? list : [];
};

/** The control's methods, for Decap's createClass (decap-widgets.ts). */
export function linesControlSpec(h: CreateElement, fromJS: (value: unknown) => unknown) {
  return {
    displayName: 'LinesControl',

    getInitialState(this: Instance) {
      return { text: linesToText(listOf(this.props.value)) };
    },

    // The box keeps what is typed (a new line, not yet filled in: the list it saved is the
    // same); a list Decap replaced (a backup brought back) is shown anew.
    componentDidUpdate(this: Instance) {
      const list = listOf(this.props.value);
      if (JSON.stringify(list) !== JSON.stringify(textToLines(this.state.text))) {
        this.setState({ text: linesToText(list) });
      }
    },

    /** Decap's check on Publish: at least `min` lines (a round needs a court). */
    isValid(this: Instance) {
      const { min, label_singular: singular } = this.props.field.toJS();
      const count = textToLines(this.state.text).length;
      if (typeof min !== 'number' || count >= min) return true;
      const what = typeof singular === 'string' ? singular.toLowerCase() : 'line';
      return {
        error: {
          type: 'RANGE',
          message: `At least ${min} ${what}${min === 1 ? '' : 's'}, one a line.`,
        },
      };
    },

    render(this: Instance) {
      const { forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
      const lines = this.state.text.split('\n').length;
      return h('textarea', {
        id: forID,
        className: classNameWrapper,
        value: this.state.text,
        rows: Math.min(Math.max(lines, 3), 12),
        onChange: (event: { target: { value: string } }) => {
          const text = event.target.value;
          this.setState({ text });
          this.props.onChange(fromJS(textToLines(text)));
        },
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
      });
    },
  };
}
