#!/usr/bin/env python3
"""Draws the game's icon: the Camelot board's outline (R1: 160 squares, a castle at each end)
with the start position's pieces (R2), on a rounded wooden tile. Pillow only; the output is
the same on every run. Writes packaging/camelot/camelot.png (256 px) and, when given, more
sizes: `tools/make_icon.py 256 128 64 48`."""
import sys
from pathlib import Path

from PIL import Image, ImageDraw

# R1: the files each rank has, rank 1 first.
RANKS = ["FG", "CDEFGHIJ", "BCDEFGHIJK"] + ["ABCDEFGHIJKL"] * 10 + ["BCDEFGHIJK", "CDEFGHIJ", "FG"]
# R2: the start position.
WHITE = "C6 D7 I7 J6 D6 E6 E7 F6 F7 G6 G7 H6 H7 I6".split()
BLACK = "C11 D10 I10 J11 D11 E10 E11 F10 F11 G10 G11 H10 H11 I11".split()
KNIGHTS = {"C6", "D7", "I7", "J6", "C11", "D10", "I10", "J11"}


def draw(size: int) -> Image.Image:
    scale = 4  # drawn large, then reduced, for smooth edges
    s = size * scale
    img = Image.new("RGBA", (s, s), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle([0, 0, s - 1, s - 1], radius=s // 6, fill=(122, 78, 40, 255))
    cell = s * 0.92 / 16
    left = (s - 12 * cell) / 2
    top = (s - 16 * cell) / 2
    for r, files in enumerate(RANKS):
        for f in files:
            col = ord(f) - ord("A")
            row = 15 - r  # rank 16 at the top
            x, y = left + col * cell, top + row * cell
            light = (col + r) % 2 == 0
            castle = r in (0, 15)
            colour = (200, 60, 50) if castle else (232, 214, 170) if light else (96, 130, 80)
            d.rectangle([x, y, x + cell, y + cell], fill=colour)
    for square in WHITE + BLACK:
        col = ord(square[0]) - ord("A")
        row = 16 - int(square[1:])
        cx, cy = left + (col + 0.5) * cell, top + (row + 0.5) * cell
        radius = cell * (0.45 if square in KNIGHTS else 0.36)
        fill = (250, 248, 240) if square in WHITE else (30, 28, 30)
        d.ellipse([cx - radius, cy - radius, cx + radius, cy + radius], fill=fill,
                  outline=(60, 40, 20), width=max(1, scale))
    return img.resize((size, size), Image.LANCZOS)


def main() -> None:
    out = Path(__file__).resolve().parent.parent / "packaging" / "camelot"
    for size in [int(a) for a in sys.argv[1:]] or [256]:
        name = "camelot.png" if size == 256 else f"camelot-{size}.png"
        draw(size).save(out / name, optimize=True)


if __name__ == "__main__":
    main()
