import { copyText } from '@/lib/clipboard';

const url = 'https://team-sportivo.web.app/gallery/';

/** execCommand as a browser runs it: copies what is selected in the focused field, if any. */
function installExecCommand(result = true) {
  const copied: string[] = [];
  const execCommand = jest.fn(() => {
    const field = document.activeElement;
    if (!(field instanceof HTMLTextAreaElement)) return false;
    copied.push(field.value.slice(field.selectionStart, field.selectionEnd));
    return result;
  });
  Object.assign(document, { execCommand });
  return { execCommand, copied };
}

function refuseClipboard() {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: jest.fn().mockRejectedValue(new DOMException('denied')) },
  });
}

describe('copyText', () => {
  afterEach(() => {
    delete (document as { execCommand?: unknown }).execCommand;
    document.body.innerHTML = '';
  });

  it('uses the Clipboard API where it answers', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const { execCommand } = installExecCommand();
    await expect(copyText(url)).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith(url);
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('where it refuses, copies the text selected in a hidden field, and leaves nothing behind', async () => {
    refuseClipboard();
    const { copied } = installExecCommand();
    document.body.innerHTML = '<ul><li><button type="button">Copy link</button></li></ul>';
    const button = document.querySelector('button')!;
    button.focus();
    await expect(copyText(url)).resolves.toBe(true);
    expect(copied).toEqual([url]);
    expect(document.querySelector('textarea')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('inside a menu that keeps the focus to itself, copies from within it', async () => {
    refuseClipboard();
    const { copied } = installExecCommand();
    document.body.innerHTML =
      '<div role="menu"><div role="menuitem" tabindex="-1">Copy</div></div>';
    const menu = document.querySelector<HTMLElement>('[role="menu"]')!;
    const item = document.querySelector<HTMLElement>('[role="menuitem"]')!;
    item.focus();
    // As a modal menu's focus trap does: focus leaving it is brought back.
    const trap = (event: FocusEvent) => {
      if (!menu.contains(event.target as Node)) item.focus();
    };
    document.addEventListener('focusin', trap);
    try {
      await expect(copyText(url)).resolves.toBe(true);
    } finally {
      document.removeEventListener('focusin', trap);
    }
    expect(copied).toEqual([url]);
    expect(item).toHaveFocus();
  });

  it('reports a failure when the older way fails, is missing, or the field never gets the focus', async () => {
    refuseClipboard();
    installExecCommand(false);
    await expect(copyText(url)).resolves.toBe(false);

    delete (document as { execCommand?: unknown }).execCommand;
    await expect(copyText(url)).resolves.toBe(false);

    const { execCommand } = installExecCommand();
    document.body.innerHTML = '<button type="button">Elsewhere</button>';
    const elsewhere = document.querySelector('button')!;
    const steal = (event: FocusEvent) => {
      if (event.target instanceof HTMLTextAreaElement) elsewhere.focus();
    };
    document.addEventListener('focusin', steal);
    try {
      await expect(copyText(url)).resolves.toBe(false);
    } finally {
      document.removeEventListener('focusin', steal);
    }
    expect(execCommand).not.toHaveBeenCalled();
    expect(document.querySelector('textarea')).toBeNull();
  });
});
