#!/usr/bin/env bash
# Builds the Linux release packages of this machine's architecture into one folder, with
# their SHA-256 sums (README "Install", docs/server.md "Deploying"):
#
#   tools/package.sh [--profile release|dev] [--out DIR] [--no-build] [game] [server] [cli]
#
#   server  camelot-server_VERSION-1_ARCH.deb (the club's package: binary, config, systemd
#           unit, system user) and camelot-server-VERSION-TRIPLE.tar.gz
#   cli     camelot-cli_VERSION-1_ARCH.deb and camelot-cli-VERSION-TRIPLE.tar.gz
#   game    the game's packages (camelot), with sound: built with the `audio` feature, for
#           which this script installs the ALSA headers (libasound2-dev) with apt-get if they
#           are missing; the .deb depends on ALSA's runtime library only
#
# With no name, all three. --profile picks the Cargo profile (default release; CI packages
# its dev build), --no-build packages what the profile's target folder already holds,
# --out the folder (default dist/), which gets SHA256SUMS for what this run made (with
# --no-build the game must have been built with `--features audio`: its check says so). The
# .debs are cargo-deb's (the [package.metadata.deb] of each crate's Cargo.toml); without a
# cargo-deb on PATH (or in $CARGO_DEB), the pinned version is installed into the target
# folder from crates.io. The release workflow (.github/workflows/release.yaml) runs this
# same script on each Linux runner.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"

profile=release
out="$repo/dist"
build=yes
what=()
while [ $# -gt 0 ]; do
  case "$1" in
    --profile) profile="$2"; shift 2 ;;
    --out) out="$2"; shift 2 ;;
    --no-build) build=no; shift ;;
    game | server | cli) what+=("$1"); shift ;;
    -h | --help) sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "package.sh: unknown argument $1 (--help)" >&2; exit 2 ;;
  esac
done
[ ${#what[@]} -gt 0 ] || what=(game server cli)
# --out as the caller named it, then everything from the top of the tree.
mkdir -p "$out"
out="$(cd "$out" && pwd)"
cd "$repo"
case "$profile" in
  release) profile_dir=release ;;
  dev) profile_dir=debug ;;
  *) echo "package.sh: --profile release or dev" >&2; exit 2 ;;
esac
target="${CARGO_TARGET_DIR:-target}"
bin="$target/$profile_dir"
triple="$(rustc -vV | sed -n 's/^host: //p')"
made=() # every file this run wrote into $out, for SHA256SUMS
licences=(LICENSE-MIT LICENSE-APACHE) # in every tarball

# The crate each name packages.
crate_of() {
  case "$1" in
    game) echo camelot ;;
    server) echo camelot-server ;;
    cli) echo camelot-cli ;;
  esac
}

# The version in a crate's Cargo.toml (`[package] version`).
version_of() { # MANIFEST
  sed -n 's/^version = "\(.*\)"$/\1/p' "$1" | head -n 1
}

# cargo-deb: $CARGO_DEB, or on PATH, or installed once into the target folder. Pinned:
# packaging a dev build (CI) is warned of by 3.x and may be refused by a later version.
CARGO_DEB_VERSION=3.8.0
cargo_deb() {
  local tool="${CARGO_DEB:-}"
  if [ -z "$tool" ]; then
    tool="$(command -v cargo-deb || true)"
  fi
  if [ -z "$tool" ]; then
    tool="$target/tools/bin/cargo-deb"
    if [ ! -x "$tool" ]; then
      echo "package.sh: installing cargo-deb $CARGO_DEB_VERSION into $target/tools" >&2
      # Built in a folder of its own that cargo removes, not among the project's builds.
      env -u CARGO_TARGET_DIR cargo install --quiet --locked cargo-deb \
        --version "$CARGO_DEB_VERSION" --root "$target/tools"
    fi
  fi
  CARGO_TARGET_DIR="$target" "$tool" "$@"
}

# A crate's .deb from the built binary, into $out.
deb() { # CRATE
  local file
  local fast=()
  # A dev build is packaged only to be checked (CI): quick compression is enough.
  [ "$profile" = release ] || fast=(--fast)
  file="$(cargo_deb --quiet -p "$1" --no-build --profile "$profile" "${fast[@]}" -o "$out/" \
    | tail -n 1)"
  made+=("$(basename "$file")")
}

# NAME.tar.gz in $out holding the FILES in a folder NAME/.
tarball() { # NAME FILE...
  local name="$1" stage
  shift
  stage="$(mktemp -d)"
  mkdir "$stage/$name"
  cp "$@" "$stage/$name/"
  # Executables without their debug info, as cargo-deb does for the .debs.
  find "$stage/$name" -type f -perm -u+x -exec strip {} +
  tar --sort=name --owner=0 --group=0 --numeric-owner -C "$stage" -czf "$out/$name.tar.gz" "$name"
  rm -rf "$stage"
  made+=("$name.tar.gz")
}

package_server() {
  deb camelot-server
  local version
  version="$(version_of crates/camelot-server/Cargo.toml)"
  tarball "camelot-server-$version-$triple" "$bin/camelot-server" \
    packaging/camelot-server/config.toml packaging/camelot-server/camelot-server.service \
    docs/server.md "${licences[@]}"
}

package_cli() {
  deb camelot-cli
  local version
  version="$(version_of crates/camelot-cli/Cargo.toml)"
  tarball "camelot-cli-$version-$triple" "$bin/camelot-cli" "${licences[@]}"
}

# The README's part for players (its title and first paragraph, then "Install" and "Play" up
# to the developers' "Test"), without the pictures, which stay in the repository, and without
# "Play"'s opening on building from the source (its first build, the ALSA headers): a package
# has sound and needs no build.
game_readme() { # OUT
  python3 - README.md "$1" <<'PY'
import sys
text = open(sys.argv[1], encoding="utf-8").read()
intro = text.split("\n\n")[:2]
player = text[text.index("\n## Install\n"):text.index("\n## Test\n")]
source = player.index("\nFrom the source:\n")
player = player[:source] + player[player.index("\nThe game plays a step"):]
player = "\n".join(l for l in player.splitlines() if not l.startswith("!["))
open(sys.argv[2], "w", encoding="utf-8").write("\n\n".join(intro) + "\n" + player + "\n")
PY
}

# The game: every asset is inside the binary, so the tarball runs from any folder; beside it
# the players' README, the licences (the bundled font's too; the sounds are the project's),
# and the menu entry and icon that the .deb installs.
package_game() {
  game_readme packaging/camelot/README.generated.md
  deb camelot
  local version stage
  version="$(version_of Cargo.toml)"
  stage="$(mktemp -d)"
  cp packaging/camelot/README.generated.md "$stage/README.md"
  tarball "camelot-$version-$triple" "$bin/camelot" "$stage/README.md" "${licences[@]}" \
    assets/fonts/LICENSE-DejaVu.txt packaging/camelot/camelot.desktop packaging/camelot/camelot.png
  rm -rf "$stage"
}

# The ALSA headers the game's sound is built against (the players' machines need only the
# library, which the .deb depends on); as .ci/run's packages stage installs them.
alsa_headers() {
  pkg-config --exists alsa 2>/dev/null && return
  command -v apt-get >/dev/null || {
    echo "package.sh: the game's sound needs the ALSA headers (libasound2-dev, alsa-lib-devel)" >&2
    exit 1
  }
  echo "package.sh: installing libasound2-dev for the game's sound" >&2
  local sudo=()
  [ "$(id -u)" = 0 ] || sudo=(sudo)
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq libasound2-dev pkg-config >/dev/null
}

if [ "$build" = yes ]; then
  packages=()
  features=()
  for w in "${what[@]}"; do packages+=(-p "$(crate_of "$w")"); done
  if [[ " ${what[*]} " == *" game "* ]]; then
    alsa_headers
    features=(--features camelot/audio)
  fi
  # One build for all, so shared crates are built once with one set of features.
  cargo build --locked --profile "$profile" "${packages[@]}" "${features[@]}"
fi
for w in "${what[@]}"; do
  "package_$w"
done
[ ${#made[@]} -gt 0 ] || { echo "package.sh: nothing was made" >&2; exit 1; }
(cd "$out" && sha256sum "${made[@]}" > SHA256SUMS)
echo "package.sh: in $out:"
(cd "$out" && ls -l "${made[@]}" SHA256SUMS)
