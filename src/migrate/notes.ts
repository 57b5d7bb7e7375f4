import { lineOfPath } from '../config/validate.js';

/** What the migration did with one field of the Docusaurus site: said field by field to the user. */
export interface MigrationNote {
  /** The field as Docusaurus names it: `themeConfig.navbar.items[2]`. */
  field: string;
  /** mapped: carried over as it is; differs: carried over, docgen does it differently; dropped: not carried over. */
  kind: 'mapped' | 'differs' | 'dropped';
  text: string;
  file?: string;
  line?: number;
}

/** Collects the notes of one file (the config or the sidebars), each at its line in that file. */
export class Notes {
  readonly list: MigrationNote[] = [];
  constructor(
    readonly file: string,
    private readonly source: string,
  ) {}

  add(kind: MigrationNote['kind'], segments: (string | number)[], text: string): void {
    const field = segments.reduce<string>((out, seg) => (typeof seg === 'number' ? `${out}[${seg}]` : out ? `${out}.${seg}` : seg), '');
    this.list.push({ field, kind, text, file: this.file, line: this.lineOf(segments) });
  }
  /** The line of a field in the file, if it is written there. */
  lineOf(segments: (string | number)[]): number | undefined {
    return lineOfPath(this.source, segments);
  }
  mapped(segments: (string | number)[], text = ''): void {
    this.add('mapped', segments, text);
  }
  differs(segments: (string | number)[], text: string): void {
    this.add('differs', segments, text);
  }
  dropped(segments: (string | number)[], text: string): void {
    this.add('dropped', segments, text);
  }
}
