#!/usr/bin/env python3
"""Imports `.apkg` files exported by Kotonoha into a new, empty collection with Anki's own Python package (Debian's
anki 2.1.15, no GUI) and prints what Anki made of them: the import log, the decks, the note types, every note's
fields and guid, every card's deck and its question and answer as Anki renders them, and Anki's "Check Database".
Then it compares that with the package's own SQLite file and exits 1 on a difference. Each package is imported a
second time: its notes must be recognised by their guids (nothing added, no second note type).

A manual check, not part of CI (see README.md):  python3 scripts/anki-check/check_apkg.py set.apkg mistakes.apkg
ANKI_PATH names the folder holding the `anki` package (default /usr/share/anki, where Debian's package puts it).
"""

import json
import os
import sqlite3
import sys
import tempfile
import zipfile

sys.path.insert(0, os.environ.get("ANKI_PATH", "/usr/share/anki"))

import anki  # noqa: E402
from anki.importing.apkg import AnkiPackageImporter  # noqa: E402
from anki.storage import Collection  # noqa: E402

SEPARATOR = "\x1f"


def exported(path):
    """The notes and deck names as written in the package, read with the standard library alone."""
    with zipfile.ZipFile(path) as package, tempfile.TemporaryDirectory() as folder:
        name = "collection.anki21" if "collection.anki21" in package.namelist() else "collection.anki2"
        package.extract(name, folder)
        db = sqlite3.connect(os.path.join(folder, name))
        try:
            notes = {guid: flds.split(SEPARATOR) for guid, flds in db.execute("select guid, flds from notes")}
            decks = json.loads(db.execute("select decks from col").fetchone()[0])
            used = {did for (did,) in db.execute("select distinct did from cards")}
            return notes, sorted(decks[str(did)]["name"] for did in used)
        finally:
            db.close()


def imported(col):
    """What the collection holds: notes by guid, with their note type, fields and cards."""
    notes = {}
    for nid, guid in col.db.execute("select id, guid from notes order by id"):
        note = col.getNote(nid)
        cards = [
            {
                "deck": col.decks.name(card.did),
                "ord": card.ord,
                "type": card.type,
                "queue": card.queue,
                "due": card.due,
                "question": card.q(),
                "answer": card.a(),
            }
            for card in note.cards()
        ]
        notes[guid] = {
            "noteType": note.model()["name"],
            "fields": dict(note.items()),
            "sortField": col.db.scalar("select sfld from notes where id = ?", nid),
            "cards": cards,
        }
    return notes


def import_package(col, path):
    importer = AnkiPackageImporter(col, path)
    importer.run()
    return importer.log


def check(paths):
    # Anki's media folder code changes the working directory when it opens a collection.
    paths = [os.path.abspath(path) for path in paths]
    problems = []
    report = {"anki": anki.version, "packages": []}
    with tempfile.TemporaryDirectory() as folder:
        col = Collection(os.path.join(folder, "collection.anki2"))
        for path in paths:
            before = col.noteCount()
            known = set(col.db.list("select guid from notes"))
            log = import_package(col, path)
            notes, decks = exported(path)
            fresh = len(set(notes) - known)
            got = imported(col)
            models = sorted(model["name"] for model in col.models.all())
            entry = {"file": os.path.basename(path), "log": [line for line in log if line], "exportedDecks": decks}
            entry["notesAdded"] = col.noteCount() - before
            for guid, fields in notes.items():
                note = got.get(guid)
                if note is None:
                    problems.append(f"{path}: note {guid} ({fields[0]}) is not in the collection")
                    continue
                if list(note["fields"].values()) != fields:
                    problems.append(f"{path}: note {guid} has {list(note['fields'].values())}, exported {fields}")
                if not note["cards"] or not {card["deck"] for card in note["cards"]} <= set(decks):
                    problems.append(f"{path}: note {guid} has cards in {[card['deck'] for card in note['cards']]}")
            # A note Anki already has (same guid) is updated in place, not added again.
            if entry["notesAdded"] != fresh:
                problems.append(f"{path}: {entry['notesAdded']} notes added, {fresh} new ones exported")
            entry["notes"] = [got[guid] | {"guid": guid} for guid in notes if guid in got]

            # The same file again: Anki must recognise every note by its guid and add nothing.
            models_before = len(col.models.all())
            again = import_package(col, path)
            entry["secondImportLog"] = [line for line in again if line and not line.startswith("[")]
            if col.noteCount() != before + fresh:
                problems.append(f"{path}: the second import changed the note count to {col.noteCount()}")
            if len(col.models.all()) != models_before:
                problems.append(f"{path}: the second import added a note type ({len(col.models.all())} now)")
            entry["noteTypes"] = models
            if sum(1 for name in models if name.startswith("Kotonoha")) != 1:
                problems.append(f"{path}: Anki has the note types {models}, not one Kotonoha")
            report["packages"].append(entry)

        message, ok = col.fixIntegrity()
        report["checkDatabase"] = {"ok": ok, "problems": message}
        # 2.1.15 always says it rebuilt the database; anything else is a problem it found and fixed.
        message = message.replace("Database rebuilt and optimized.", "").strip()
        if not ok or message:
            problems.append(f"Check Database: {message}")
        report["decks"] = sorted(col.decks.allNames())
        report["noteCount"] = col.noteCount()
        report["cardCount"] = col.cardCount()
        col.close()
    report["problems"] = problems
    print(json.dumps(report, ensure_ascii=False, indent=2))
    return 1 if problems else 0


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    sys.exit(check(sys.argv[1:]))
