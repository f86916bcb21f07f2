#!/usr/bin/env python3
"""Fails unless each PNG given is a real picture: at least 640x400 and more than 50 distinct
colours among its sampled pixels (a blank or black window has a handful). Standard library
only, so CI needs nothing installed to run it."""
import struct
import sys
import zlib


def check(path: str) -> None:
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path}: not a PNG"
    pos, idat, width, height = 8, b"", 0, 0
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            width, height = struct.unpack(">II", body[:8])
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    raw = zlib.decompress(idat)
    distinct = len(set(raw[i:i + 3] for i in range(0, len(raw), 997)))
    print(f"{path}: {width}x{height}, {len(raw)} bytes of pixels, {distinct} distinct sampled colours")
    assert width >= 640 and height >= 400, f"{path}: too small"
    assert distinct > 50, f"{path}: blank"


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("usage: check_png.py PNG...")
    for p in sys.argv[1:]:
        check(p)
