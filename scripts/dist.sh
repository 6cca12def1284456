#!/bin/sh
# make dist: lifeline-<version>-linux-<arch>.tar.gz — the binary with the Swift runtime and Foundation linked
# statically, its resources, the README, the changelog and the licenses of what is linked into it. It needs
# only Graphviz's runtime (libgvc6), libxxhash0 and libcrypto (libssl3) from apt, and fonts-noto-cjk for
# charts in Chinese and Korean. Built in .build-dist so the static link does not disturb .build.
set -eu
SWIFT=${SWIFT:-swift}
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/LifelineCommands/ExitStatus.swift)
arch=$(uname -m)
name="lifeline-$version-linux-$arch"
$SWIFT build -c release --product lifeline --static-swift-stdlib --scratch-path .build-dist
bin=.build-dist/release
stage=.build-dist/stage/$name
rm -rf .build-dist/stage && mkdir -p "$stage/licenses"
cp "$bin/lifeline" "$stage/"
cp -R "$bin/Lifeline_LifelineResources.resources" "$stage/"
cp README.md CHANGELOG.md "$stage/"
swift_license=$(dirname "$(dirname "$(command -v "$SWIFT")")")/share/swift/LICENSE.txt
cp "$swift_license" "$stage/licenses/swift-runtime-and-foundation.txt"
cp .build-dist/checkouts/swift-argument-parser/LICENSE.txt "$stage/licenses/swift-argument-parser.txt"
cp .build-dist/checkouts/Yams/LICENSE "$stage/licenses/Yams.txt"
cat > "$stage/licenses/README.txt" <<NOTE
lifeline $version links these into its binary: the Swift runtime, its standard library, Foundation and
Dispatch (swift-runtime-and-foundation.txt), swift-argument-parser and Yams. Graphviz (libgvc), libxxhash
and OpenSSL's libcrypto are Debian's shared libraries, installed by apt, not shipped here.
NOTE
# The archive's bytes depend on the files only: sorted names, no owner, a fixed date.
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime='2026-01-01 00:00Z' -C .build-dist/stage -cf - "$name" | gzip -n > "$name.tar.gz"
echo "wrote $name.tar.gz ($(du -h "$name.tar.gz" | cut -f1))"
