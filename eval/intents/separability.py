"""How far the relevance features can separate right procedures from wrong ones (dev split only).

Fits a logistic model over every judged candidate's features (the INTENTS_FEATURES dump of
tests/intents.rs) on one half of the dev tasks and scores the other half, both ways, then on the
whole dev split (an optimistic bound). Each line: threshold, top-1 over instances, false
injection over near misses and unrelated tasks. If no weighting reaches a goal, the features
lack the information: a new rule must bring new evidence, not re-weight the old.

    INTENTS_QUIET=1 INTENTS_FEATURES=/tmp/feat.tsv cargo test --release --test intents -- --nocapture
    python3 eval/intents/separability.py /tmp/feat.tsv      # needs numpy
"""
import json
import random
import sys
from pathlib import Path

import numpy as np

FEATURES = ["action", "recall", "precision", "coverage", "typed", "named", "off_site", "same", "main", "head"]


def load(path):
    rows = [line.rstrip("\n").split("\t") for line in open(path)]
    x = np.array([[float(v) for v in r[3:]] for r in rows])
    x[:, FEATURES.index("typed")] = np.minimum(x[:, FEATURES.index("typed")], 2) / 2
    # A few products of parts, so that "the same action and its things named" can weigh more
    # than either alone.
    recall, coverage, typed, same = (x[:, FEATURES.index(n)] for n in ("recall", "coverage", "typed", "same"))
    f = np.column_stack([x, recall * same, coverage * typed, recall * coverage, np.ones(len(x))])
    return [r[0] for r in rows], f, np.array([int(r[2]) for r in rows])


def fit(f, y, l2=1e-2, steps=3000):
    w = np.zeros(f.shape[1])
    for _ in range(steps):
        p = 1 / (1 + np.exp(-f @ w))
        w -= f.T @ (p - y) / len(y) + l2 * w
    return w


def figures(w, f, y, task_ids, keep, positives, negatives, thresholds):
    s = f @ w
    best = {}
    for i, t in enumerate(task_ids):
        if t in keep and (t not in best or s[i] > s[best[t]]):
            best[t] = i
    n_pos = sum(1 for t in keep if t in positives)
    n_neg = sum(1 for t in keep if t in negatives)
    for th in thresholds:
        hit = sum(1 for t, i in best.items() if y[i] == 1 and s[i] >= th)
        injected = sum(1 for t, i in best.items() if t in negatives and s[i] >= th)
        print(f"  {th:6.2f}  top-1 {hit / n_pos:.3f}  false injection {injected / n_neg:.3f}")


def main():
    task_ids, f, y = load(sys.argv[1] if len(sys.argv) > 1 else "/tmp/feat.tsv")
    tasks = [json.loads(l) for l in open(Path(__file__).with_name("tasks.jsonl")) if l.strip()]
    dev = [t for t in tasks if t["split"] == "dev"]
    positives = {t["id"] for t in dev if t.get("expected")}
    negatives = {t["id"] for t in dev if not t.get("expected")}
    judged_right = {t for t, label in zip(task_ids, y) if label == 1}
    print(f"instances whose right procedure is judged at all: {len(judged_right) / len(positives):.3f}")
    ids = sorted(positives | negatives)
    random.Random(1).shuffle(ids)
    halves = [set(ids[: len(ids) // 2]), set(ids[len(ids) // 2 :])]
    thresholds = np.linspace(-1.5, 1.5, 13)
    for a, b in [(0, 1), (1, 0)]:
        mask = np.array([t in halves[a] for t in task_ids])
        print(f"fit on half {a}, scored on half {b}:")
        figures(fit(f[mask], y[mask]), f, y, task_ids, halves[b], positives, negatives, thresholds)
    print("fit and scored on the whole dev split (optimistic):")
    figures(fit(f, y), f, y, task_ids, set(ids), positives, negatives, thresholds)


if __name__ == "__main__":
    main()
