#!/usr/bin/env bash
# Checks the game's packages as a player gets them: the tarball unpacked into an empty folder
# and run from another working directory under Xvfb (the title screen, a lesson and a puzzle,
# each picture not blank; `--version` saying it has sound), and the Debian package's contents
# (binary, menu entry, icon, dependencies: ALSA's runtime library, no -dev package). Usage: tools/check-game-package.sh DIST (the folder tools/package.sh wrote).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dist="$(cd "$1" && pwd)"
version="$(sed -n 's/^version = "\(.*\)"/\1/p' "$root/Cargo.toml" | head -1)"
triple="$(rustc -vV | sed -n 's/^host: //p')"
tarball="$dist/camelot-$version-$triple.tar.gz"
deb="$(ls "$dist"/camelot_"$version"*_amd64.deb)"

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
mkdir "$scratch/unpacked" "$scratch/elsewhere" "$scratch/shots"
tar -C "$scratch/unpacked" -xzf "$tarball"
game="$scratch/unpacked/camelot-$version-$triple/camelot"
cd "$scratch/elsewhere"

# A player's package plays sound: built with the `audio` feature (tools/package.sh).
said="$("$game" --version)"
[ "$said" = "camelot $version with sound" ] || { echo "check: --version says '$said'" >&2; exit 1; }

shoot() { # NAME ARGS...: one picture from the unpacked game, with a home of its own
  local name="$1"
  shift
  CAMELOT_HOME="$scratch/home-$name" timeout 300 xvfb-run -a -s "-screen 0 1280x800x24" \
    "$game" --screenshot "$scratch/shots/$name.png" --frames 20 "$@"
}
shoot title --menu
shoot lesson --lesson 3
shoot puzzle --puzzle camelot-1479
python3 "$root/tools/check_png.py" "$scratch"/shots/{title,lesson,puzzle}.png
[ -z "${CHECK_KEEP_SHOTS:-}" ] || cp "$scratch"/shots/*.png "$CHECK_KEEP_SHOTS"/

contents="$(dpkg-deb -c "$deb")"
for path in ./usr/bin/camelot ./usr/share/applications/camelot.desktop \
  ./usr/share/icons/hicolor/256x256/apps/camelot.png ./usr/share/doc/camelot/copyright; do
  grep -q " $path\$" <<<"$contents" || { echo "check: $deb lacks $path" >&2; exit 1; }
done
depends="$(dpkg-deb -f "$deb" Depends)"
grep -q libvulkan1 <<<"$depends" || { echo "check: $deb does not depend on libvulkan1" >&2; exit 1; }
# Sound needs ALSA's runtime library only, never its -dev package.
grep -q "libasound2t64 | libasound2" <<<"$depends" \
  || { echo "check: $deb does not depend on ALSA's library: $depends" >&2; exit 1; }
! grep -q -- "-dev" <<<"$depends" || { echo "check: $deb depends on a -dev package: $depends" >&2; exit 1; }
echo "check: the game's tarball runs from an empty folder; $(basename "$deb") has its menu entry and icon"
