import {
  flattenMenus,
  mendDecapMarkup,
  nameListControls,
  nameNewEntryButtons,
  type PhraseRegistry,
} from '@/lib/cms/decap-a11y';

// Decap's list items, as its bundle draws them: a bar of three icon controls (open or close,
// drag, remove), the one-line summary shown when closed, then the fields; class names carry
// Decap's component names.
const item = (summary: string, open: boolean, inside = '') => `
  <div class="css-1-ListItem-listControlItem-SortableListItem">
    <div class="css-2-TopBar-StyledListItemTopBar-StyledListItemTopBar">
      <button class="css-3-TopBarButton"><svg></svg></button>
      <div role="button" aria-roledescription="sortable" tabindex="0"><span></span></div>
      <button class="css-3-TopBarButton"><svg></svg></button>
    </div>
    <div class="css-4-NestedObjectLabel" style="display: ${open ? 'none' : 'block'}">${summary}</div>
    <div class="css-5-ObjectControl">${inside}</div>
  </div>`;
const list = (noun: string, items: string) => `
  <div class="css-6-ListControl">
    <div><button>Expand</button><p>rounds</p><button>Add ${noun}</button></div>
    <div class="sortable">${items}</div>
  </div>`;

const names = (selector: string) =>
  [...document.querySelectorAll(selector)].map((element) => element.getAttribute('aria-label'));

describe('nameListControls', () => {
  it('names each item’s controls after the list’s Add button and its place, and says if it is open', () => {
    const courts = list('court', item('Court A', false));
    document.body.innerHTML = list(
      'Round',
      item('2025-04-09T14:00', false) + item('2025-04-09T14:30', true, courts),
    );
    nameListControls();
    expect(names('[class*="TopBar"] > button:first-child')).toEqual([
      'Expand round 1',
      'Collapse round 2',
      // A list inside a round goes by its own Add button.
      'Expand court 1',
    ]);
    expect(names('[aria-roledescription="sortable"]')).toEqual([
      'Move round 1',
      'Move round 2',
      'Move court 1',
    ]);
    expect(names('[class*="TopBar"] > button:last-child')).toEqual([
      'Remove round 1',
      'Remove round 2',
      'Remove court 1',
    ]);
    expect(
      [...document.querySelectorAll('[class*="TopBar"] > button:first-child')].map((button) =>
        button.getAttribute('aria-expanded'),
      ),
    ).toEqual(['false', 'true', 'false']);
  });

  it('follows Decap as it opens an item, adds one or moves them', async () => {
    document.body.innerHTML = list('team', item('Team A', false));
    const observer = mendDecapMarkup();
    const toggle = () => document.querySelectorAll('[class*="TopBar"] > button:first-child');
    expect(toggle()[0]!.getAttribute('aria-label')).toBe('Expand team 1');
    // Opened: Decap hides the summary (its class changes).
    const summary = document.querySelector<HTMLElement>('[class*="NestedObjectLabel"]')!;
    summary.style.display = 'none';
    summary.className = 'css-7-NestedObjectLabel';
    await Promise.resolve();
    expect(toggle()[0]!.getAttribute('aria-label')).toBe('Collapse team 1');
    // Another item added above it: the first is now the second.
    document.querySelector('.sortable')!.insertAdjacentHTML('afterbegin', item('Team B', false));
    await Promise.resolve();
    expect([...toggle()].map((button) => button.getAttribute('aria-label'))).toEqual([
      'Expand team 1',
      'Collapse team 2',
    ]);
    observer.disconnect();
  });
});

describe('mendDecapMarkup', () => {
  it('marks the media library’s pictures as decoration, their names being under them', async () => {
    document.body.innerHTML = '<div class="css-1-Modal"></div>';
    const observer = mendDecapMarkup();
    document.querySelector('.css-1-Modal')!.innerHTML = `
      <div class="css-2-Card">
        <div class="css-3-CardImageWrapper-checkerboard"><img src="/images/Events/a.png"></div>
        <p class="css-4-CardText">a.png</p>
      </div>
      <img class="css-5-Logo" src="/logo.svg">`;
    await Promise.resolve();
    expect(document.querySelector('[class*="CardImageWrapper"] img')!.getAttribute('alt')).toBe('');
    // Any other picture is left to its own alt text.
    expect(document.querySelector('.css-5-Logo')!.hasAttribute('alt')).toBe(false);
    observer.disconnect();
  });
});

describe('nameNewEntryButtons', () => {
  /** Decap's registry of phrases, holding `english` for 'en'. */
  const registry = (english?: Parameters<PhraseRegistry['registerLocale']>[1]) => {
    const locales = new Map(english ? [['en', english]] : []);
    return {
      getLocale: (locale: string) => locales.get(locale),
      registerLocale: jest.fn((locale: string, phrases: NonNullable<typeof english>) => {
        locales.set(locale, phrases);
      }),
    };
  };

  it('names the buttons for a new entry by their text, leaving every other phrase as it was', () => {
    // Decap 3's own English, in part.
    const cms = registry({
      app: { header: { content: 'Contents' } },
      workflow: { workflow: { workflowHeading: 'Editorial Workflow', newPost: 'New Post' } },
      collection: {
        sidebar: { searchAll: 'Search all' },
        collectionTop: {
          sortBy: 'Sort by',
          newButton: '＋ %{collectionLabel}',
          newButtonAriaLabel: 'Create entry of type %{collectionLabel}',
        },
      },
    });
    nameNewEntryButtons(cms);
    expect(cms.getLocale('en')).toEqual({
      app: { header: { content: 'Contents' } },
      workflow: { workflow: { workflowHeading: 'Editorial Workflow', newPost: 'New entry' } },
      collection: {
        sidebar: { searchAll: 'Search all' },
        collectionTop: {
          sortBy: 'Sort by',
          newButton: 'New %{collectionLabel}',
          newButtonAriaLabel: 'New %{collectionLabel}',
        },
      },
    });
  });

  it('leaves Decap’s phrases alone when they are not where it looks', () => {
    const moved = registry({ collection: { newButton: '＋ %{collectionLabel}' } });
    nameNewEntryButtons(moved);
    expect(moved.registerLocale).not.toHaveBeenCalled();
    const none = registry();
    nameNewEntryButtons(none);
    expect(none.registerLocale).not.toHaveBeenCalled();
  });
});

describe('flattenMenus', () => {
  it('makes an open dropdown menu own its items, the list between them only presentation', async () => {
    document.body.innerHTML = '<div class="css-1-StyledWrapper"></div>';
    const observer = mendDecapMarkup();
    // Opened: Decap draws the menu, its items inside a list.
    document.querySelector('.css-1-StyledWrapper')!.innerHTML = `
      <div role="menu" tabindex="-1">
        <ul class="css-2-DropdownList">
          <div role="menuitem" tabindex="-1"><span>Event</span></div>
        </ul>
      </div>
      <ul class="css-3-Other"><li>Left alone</li></ul>`;
    await Promise.resolve();
    expect(document.querySelector('[role="menu"] > ul')!.getAttribute('role')).toBe('none');
    expect(document.querySelector('.css-3-Other')!.hasAttribute('role')).toBe(false);
    observer.disconnect();
    // A list given a role of its own keeps it.
    document.body.innerHTML = '<div role="menu"><ul role="group"></ul></div>';
    flattenMenus();
    expect(document.querySelector('ul')!.getAttribute('role')).toBe('group');
  });
});
