#!/usr/bin/env python3
"""How hassil reads a Hark phrase set without any entity context: the reference matcher on
the same templates, lists and fixed values that Hark reads, to tell what the templates decide
from what Home Assistant's context decides (see README.md, "hassil without context").

    python3 -m venv /tmp/hassil && /tmp/hassil/bin/pip install hassil==3.12.1
    /tmp/hassil/bin/python hassil-without-context.py ../../../shared/bench/ha/fr.json \
        ../../../shared/bench/ha/fr.sentences.jsonl > hassil-fr.json

The conversion: `${x}` becomes `{x}`; a list slot's values keep their `in` (one template or
several) and `out`; a number slot is a range from its `min` to its `max` (0 and 100 when not
given); text, date and duration slots are wildcards; fixed values are the intent data's
`slots`; skip words stay skip words. Sentences are read with `recognize_best` preferring a
`name` slot, as Home Assistant calls it, without `intent_context`. Prints the intent and
intent + slots accuracy and every wrong answer as JSON.
"""
import json
import re
import sys

from hassil import Intents, recognize_best


def template(text):
    return re.sub(r"\$\{([^}]*)\}", r"{\1}", text)


def intents_of(phrase_set):
    intents = {}
    for name, items in phrase_set["intents"].items():
        data = []
        for item in items:
            if isinstance(item, str):
                data.append({"sentences": [template(item)]})
                continue
            entry = {"sentences": [template(t) for t in item["templates"]]}
            if item.get("fixed"):
                entry["slots"] = item["fixed"]
            data.append(entry)
        intents[name] = {"data": data}
    lists = {}
    for key, slot in phrase_set["slots"].items():
        kind = slot.get("type")
        if kind == "number":
            lists[key] = {"range": {"from": slot.get("min", 0), "to": slot.get("max", 100)}}
        elif kind in ("text", "date", "duration"):
            lists[key] = {"wildcard": True}
        else:
            values = []
            for value in slot["values"]:
                spoken = value["in"] if isinstance(value["in"], list) else [value["in"]]
                values.extend({"in": template(s), "out": value.get("out", s)} for s in spoken)
            lists[key] = {"values": values}
    return Intents.from_dict(
        {"language": phrase_set["language"], "intents": intents, "lists": lists,
         "skip_words": phrase_set.get("skipWords", [])})


def text(value):
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, (list, dict, bool)):
        return json.dumps(value)
    return str(value).strip()


def main(phrases, sentences):
    phrase_set = json.load(open(phrases, encoding="utf-8"))
    intents = intents_of(phrase_set)
    language = phrase_set["language"]
    count = intent_right = all_right = 0
    failures = []
    for line in open(sentences, encoding="utf-8"):
        case = json.loads(line)
        count += 1
        result = recognize_best(case["sentence"], intents, best_slot_name="name", language=language)
        intent = result.intent.name if result else None
        if intent != case.get("intent"):
            failures.append(f"{case['sentence']} → {intent}, expected {case.get('intent')}")
            continue
        intent_right += 1
        expected = {k: text(v) for k, v in case.get("slots", {}).items()}
        actual = {k: text(e.value) for k, e in result.entities.items()}
        if expected == actual:
            all_right += 1
            continue
        keys = sorted(k for k in set(expected) | set(actual) if expected.get(k) != actual.get(k))
        read = " ".join(f"{k}={actual.get(k, '∅')}" for k in keys)
        wanted = " ".join(f"{k}={expected.get(k, '∅')}" for k in keys)
        failures.append(f"{case['sentence']} → {read}, expected {wanted}")
    print(json.dumps({
        "sentences": count,
        "intentPercent": round(100 * intent_right / max(count, 1), 2),
        "intentAndSlotsPercent": round(100 * all_right / max(count, 1), 2),
        "failures": failures}, ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
