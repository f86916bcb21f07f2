# The game's artefacts, sourced by tools/package.sh (which sets VERSION, PROFILE_DIR, DIST,
# CARGO_DEB and ROOT): a tarball that runs from any folder, and a Debian package.

# The README's part for players: its title and first paragraph, then "Play" up to the
# developers' part ("Test").
game_readme() { # OUT
  python3 - "$ROOT/README.md" "$1" <<'PY'
import sys
text = open(sys.argv[1], encoding="utf-8").read()
intro = text.split("\n\n")[:2]
start = text.index("\n## Play\n")
end = text.index("\n## Test\n")
player = text[start:end]
# Pictures live in the repository, not in the package.
player = "\n".join(l for l in player.splitlines() if not l.startswith("!["))
open(sys.argv[2], "w", encoding="utf-8").write("\n\n".join(intro) + "\n" + player + "\n")
PY
}

package_game() {
  local bin="$PROFILE_DIR/camelot"
  [ -x "$bin" ] || { echo "package: $bin is not built" >&2; return 1; }
  game_readme "$ROOT/packaging/camelot/README.generated.md"

  # The tarball: one folder, the binary (every asset is inside it), the players' README, the
  # licences, and the menu entry and icon for those who want them.
  local name="camelot-$VERSION-linux-x86_64"
  local stage="$DIST/$name"
  rm -rf "$stage"
  mkdir -p "$stage"
  cp "$bin" "$stage/camelot"
  strip "$stage/camelot" 2>/dev/null || true
  cp "$ROOT/packaging/camelot/README.generated.md" "$stage/README.md"
  cp "$ROOT/LICENSE-MIT" "$ROOT/LICENSE-APACHE" "$ROOT/assets/fonts/LICENSE-DejaVu.txt" \
    "$ROOT/packaging/camelot/camelot.desktop" "$ROOT/packaging/camelot/camelot.png" "$stage/"
  tar -C "$DIST" -czf "$DIST/$name.tar.gz" "$name"
  rm -rf "$stage"
  echo "package: $DIST/$name.tar.gz"

  # The Debian package, from the same binary.
  "$CARGO_DEB" -p camelot --no-build --profile "$PROFILE" --output "$DIST" --quiet
}
