import { createElement, useState, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromJS, type List } from 'immutable';

import { drawFields } from '@/lib/cms/draws';
import { LINES_WIDGET, linesControlSpec, textToLines } from '@/lib/cms/lines-control';
import type { CmsField } from '@/lib/cms/widgets';

// A round's courts as lines of one box (lib/cms/lines-control.ts), built as Decap builds it: with
// React's createElement and create-react-class, its value an Immutable List of strings.

type Props = Record<string, unknown>;
const createClass =
  jest.requireActual<(spec: object) => ComponentType<Props>>('create-react-class');
const LinesControl = createClass(
  linesControlSpec(createElement as never, (value) => fromJS(value)),
);

const rounds = drawFields().find((field) => field.name === 'rounds')!;
const courts = (rounds.fields as CmsField[]).find((field) => field.name === 'courts')!;

/** The control in a form that keeps what it saves; `replace` swaps the list as Decap may. */
function renderControl(initial: string[]) {
  const onSave = jest.fn<void, [string[]]>();
  let control: { isValid(): unknown } | null = null;
  let replace: (list: string[]) => void = () => {};
  function Form() {
    const [value, setValue] = useState<List<string>>(fromJS(initial) as List<string>);
    replace = (list) => setValue(fromJS(list) as List<string>);
    return createElement(LinesControl, {
      value,
      field: fromJS(courts),
      forID: 'courts-field',
      classNameWrapper: 'decap-box',
      onChange: (next: List<string>) => {
        onSave(next.toJS());
        setValue(next);
      },
      setActiveStyle: () => {},
      setInactiveStyle: () => {},
      ref: (instance: unknown) => {
        control = instance as typeof control;
      },
    });
  }
  render(
    createElement(
      'div',
      null,
      createElement('label', { htmlFor: 'courts-field' }, courts.label),
      createElement(Form),
    ),
  );
  return {
    onSave,
    box: screen.getByRole('textbox', { name: courts.label }),
    isValid: () => control!.isValid(),
    replace: (list: string[]) => act(() => replace(list)),
  };
}

describe('a list as lines of one box', () => {
  it('is how a round takes its courts, saved as the list the draw file holds', () => {
    expect(courts).toMatchObject({ widget: LINES_WIDGET, min: 1 });
    expect(textToLines(' Board 1 \n\n\r\nBoard 2\n')).toEqual(['Board 1', 'Board 2']);
  });

  it('shows a line a court, and saves each line typed or pasted, blank ones left out', async () => {
    const user = userEvent.setup();
    const { box, onSave } = renderControl(['Court A']);
    expect(box).toHaveValue('Court A');
    await user.type(box, '{Enter}');
    // The new line stays in the box, ready to type into; the list has nothing new yet.
    expect(box).toHaveValue('Court A\n');
    expect(onSave).toHaveBeenLastCalledWith(['Court A']);
    await user.type(box, 'Court B');
    expect(onSave).toHaveBeenLastCalledWith(['Court A', 'Court B']);
    await user.clear(box);
    await user.click(box);
    await user.paste(['Board 1', 'Board 2', '', 'Board 3'].join('\n'));
    expect(onSave).toHaveBeenLastCalledWith(['Board 1', 'Board 2', 'Board 3']);
  });

  it('refuses a round with no court on Publish', async () => {
    const user = userEvent.setup();
    const { box, isValid } = renderControl(['Court A']);
    expect(isValid()).toBe(true);
    await user.clear(box);
    expect(isValid()).toEqual({
      error: { type: 'RANGE', message: 'At least 1 court, board or table, one a line.' },
    });
  });

  it('shows a list Decap puts back (a backup brought back) in place of the box’s text', () => {
    const { box, replace } = renderControl(['Court A']);
    replace(['Court C', 'Court D']);
    expect(box).toHaveValue('Court C\nCourt D');
  });
});
