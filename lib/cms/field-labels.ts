import { pathOfField } from '@/lib/content/field-path';

// The content manager's checks (content-check.ts, settings-check.ts) say where a problem is as
// the form labels its fields: "Registration › Form link", not "registration.formLink", and
// "Fests "xaplotes" › Sports" for the build's `content/fests.json: fest "xaplotes": field
// "sports"`.

/** A field's label in the form, by its path without list positions ("registration.formLink"). */
export type FieldLabels = Record<string, string>;

/** A field of the CMS configuration, as far as its label goes (a typed list's kinds in `types`). */
export type LabelledField = {
  name: string;
  label: string;
  fields?: readonly LabelledField[];
  types?: readonly LabelledField[];
};

/** Each field's own label by its path: "registration.formLink" → "Form link". */
export function fieldLabels(fields: readonly LabelledField[], prefix = ''): FieldLabels {
  const labels: FieldLabels = {};
  for (const field of fields) {
    const key = prefix ? `${prefix}.${field.name}` : field.name;
    labels[key] = field.label;
    if (field.fields) Object.assign(labels, fieldLabels(field.fields, key));
    // A typed list's items (a paragraph or a bulleted list) keep their fields at the item.
    for (const type of field.types ?? [])
      Object.assign(labels, fieldLabels(type.fields ?? [], key));
  }
  return labels;
}

/**
 * The form's labels along a path, a list item's position after its list's: ["Fees (rupees) 2",
 * "Amount (Rs.)"].
 */
function labelsAlong(path: readonly PropertyKey[], labels: FieldLabels): string[] {
  const parts: string[] = [];
  const named: string[] = [];
  for (const segment of path) {
    if (typeof segment === 'number') {
      if (parts.length > 0) parts[parts.length - 1] += ` ${segment + 1}`;
      continue;
    }
    named.push(String(segment));
    parts.push(labels[named.join('.')] ?? String(segment));
  }
  return parts;
}

/**
 * "Registration › Form link", "Fees (rupees) 2 › Amount (Rs.)": where a problem is in the form.
 */
export function whereIn(path: readonly PropertyKey[], labels: FieldLabels): string {
  return path.length === 0 ? 'This entry' : labelsAlong(path, labels).join(' › ');
}

/**
 * How a file's problems name its entries: each kind's list in the file ("tier" → "tiers"), or
 * '' for a file of named entries (pages.json's `page "about"`).
 */
export type Kinds = Readonly<Record<string, string>>;

/**
 * One line of the build's problems in a file, placed by the form's labels:
 * `content/fests.json: fest "xaplotes": field "sports": lists …` → `Fests "xaplotes" › Sports:
 * lists …`. A line of another shape keeps its words, less the file's name.
 */
export function inForm(line: string, file: string, labels: FieldLabels, kinds: Kinds): string {
  const said = line.startsWith(`${file}: `) ? line.slice(file.length + 2) : line;
  const field = /^field "([^"]*)": (.*)$/s.exec(said);
  if (field) return `${whereIn(pathOfField(field[1]!), labels)}: ${field[2]}`;
  for (const [kind, list] of Object.entries(kinds)) {
    if (said.startsWith(`${kind} list: `)) {
      return `${labels[list] ?? list}: ${said.slice(`${kind} list: `.length)}`;
    }
    if (!said.startsWith(`${kind} `)) continue;
    const entry = /^("[^"]*"|#\d+): (?:field "([^"]*)": )?(.*)$/s.exec(said.slice(kind.length + 1));
    if (!entry) continue;
    const [, name = '', at = '', message] = entry;
    if (!list) return `${whereIn([name.slice(1, -1), ...pathOfField(at)], labels)}: ${message}`;
    const item = `${labels[list] ?? list} ${name.replace(/^#/, '')}`;
    const within = labelsAlong([list, ...pathOfField(at)], labels).slice(1);
    return `${[item, ...within].join(' › ')}: ${message}`;
  }
  return said;
}
