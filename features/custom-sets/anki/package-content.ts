/** What an Anki package holds once read (client-safe: the route answers it as JSON to the preview). */

/** A note type: its name and the names of its fields, in order. */
export interface AnkiNoteType {
  id: string;
  name: string;
  fields: string[];
}

/** A note's fields as plain text (markup stripped as the text import does), in its type's field order. */
export interface AnkiNote {
  type: string;
  fields: string[];
}

export interface AnkiDeck {
  name: string;
  notes: AnkiNote[];
}

export interface AnkiPackageContent {
  noteTypes: AnkiNoteType[];
  decks: AnkiDeck[];
  /** Files in the package's media list, and the sounds and images referenced by fields (all left out). */
  media: { files: number; sounds: number; images: number };
}

/** Anki separates a note's fields with the unit separator. */
export const FIELD_SEPARATOR = '\u001f';
