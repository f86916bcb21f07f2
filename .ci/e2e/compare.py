"""Compares each picture of the journey with the same screen reached fresh.

Usage: compare.py OUTDIR NAME...  (OUTDIR/journey/NAME.png against OUTDIR/NAME/fresh.png)
Fails when more than 0.2% of the pixels differ clearly (a channel by more than 48), which a
stale panel, menu or label drawn over a screen does; prints where the differences are.
"""

import sys

from PIL import Image, ImageChops

LIMIT = 0.002


def main() -> int:
    out, names = sys.argv[1], sys.argv[2:]
    failed = False
    for name in names:
        a = Image.open(f"{out}/journey/{name}.png").convert("RGB")
        b = Image.open(f"{out}/{name}/fresh.png").convert("RGB")
        if a.size != b.size:
            print(f"{name}: sizes differ {a.size} {b.size}")
            failed = True
            continue
        diff = ImageChops.difference(a, b).convert("L").point(lambda v: 255 if v > 48 else 0)
        changed = diff.histogram()[255]
        share = changed / (a.size[0] * a.size[1])
        box = diff.getbbox()
        verdict = "ok" if share <= LIMIT else "DIFFERS"
        print(f"{name}: {changed} pixels differ ({share:.3%}) {verdict}" + (f", within {box}" if box else ""))
        if share > LIMIT:
            failed = True
            diff.save(f"{out}/{name}-diff.png")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
