#!/usr/bin/env python3
"""Draws the toolbar icons (a white "P" on an indigo tile) as PNGs with only the standard
library, so the icons are reproducible: python3 scripts/make-icons.py"""
import os
import struct
import zlib

INDIGO = (67, 56, 202, 255)
WHITE = (255, 255, 255, 255)
CLEAR = (0, 0, 0, 0)


def pixel(u, v):
    if not (0.08 < u < 0.92 and 0.08 < v < 0.92):
        return CLEAR
    stem = 0.3 < u < 0.42 and 0.22 < v < 0.8
    bowl = 0.3 < u < 0.7 and 0.22 < v < 0.55 and not (0.42 < u < 0.58 and 0.32 < v < 0.45)
    return WHITE if stem or bowl else INDIGO


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def png(size):
    rows = b"".join(b"\0" + b"".join(bytes(pixel(x / size, y / size)) for x in range(size)) for y in range(size))
    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")


if __name__ == "__main__":
    out = os.path.join(os.path.dirname(__file__), "..", "extension", "icons")
    os.makedirs(out, exist_ok=True)
    for size in (16, 48, 128):
        with open(os.path.join(out, f"icon{size}.png"), "wb") as f:
            f.write(png(size))
