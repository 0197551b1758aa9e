import { revealErrorsOnSave } from '@/lib/cms/form-errors';

// After Publish, Decap marks the fields at fault (a list of errors above each) without a word at
// the top: the first one is brought on screen and focused.
describe('revealErrorsOnSave', () => {
  const scrolled: Element[] = [];
  beforeAll(() => {
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    revealErrorsOnSave();
  });
  beforeEach(() => {
    scrolled.length = 0;
    document.body.innerHTML = `
      <div class="css-1-ControlContainer"><label>Title</label><input id="title" /></div>
      <div class="css-2-ControlContainer" id="link"><input id="form-link" /></div>
      <div class="css-3-ToolbarDropdown"><span>Publish now</span><span>Help</span></div>`;
  });
  const markAtFault = () => {
    const errors = document.createElement('ul');
    errors.className = 'css-9-ControlErrorsList';
    errors.innerHTML = "<li>Form link didn't match the pattern</li>";
    document.getElementById('link')!.prepend(errors);
  };
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('brings the first field at fault on screen after Publish now, and focuses it', async () => {
    (document.querySelector('span') as HTMLElement).click();
    markAtFault();
    await flush();
    expect(scrolled).toEqual([document.getElementById('link')]);
    expect(document.activeElement).toBe(document.getElementById('form-link'));
  });

  it('leaves the page where it is after any other click', async () => {
    (document.querySelectorAll('span')[1] as HTMLElement).click();
    markAtFault();
    await flush();
    expect(scrolled).toEqual([]);
  });
});
