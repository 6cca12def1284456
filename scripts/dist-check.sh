#!/bin/sh
# make dist-check: proves the release archive runs on a clean Debian with only what the README names from
# apt. It makes a minimal bookworm root with debootstrap (in .build-dist/root, reused when present), installs
# libgvc6, libxxhash0, libssl3 and fonts-noto-cjk there, unpacks the archive in /opt, and, inside the root,
# runs --version, init, build (which checks every link) and trace check, timing each. Needs root (chroot).
set -eu
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/LifelineCommands/ExitStatus.swift)
name="lifeline-$version-linux-$(uname -m)"
archive="$PWD/$name.tar.gz"
[ -f "$archive" ] || { echo "dist-check: $archive is missing; run make dist first" >&2; exit 1; }
root="$PWD/.build-dist/root"
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
start=$(date +%s)
if [ ! -x "$root/usr/bin/apt-get" ]; then
    rm -rf "$root"
    debootstrap --variant=minbase bookworm "$root" "$mirror"
fi
echo "clean root ready in $(( $(date +%s) - start )) s"
mounted=""
cleanup() { for m in $mounted; do umount "$m" 2>/dev/null || true; done; }
trap cleanup EXIT
mount -t proc proc "$root/proc" && mounted="$root/proc"
cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
t=$(date +%s)
chroot "$root" sh -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends libgvc6 libxxhash0 libssl3 fonts-noto-cjk >/dev/null'
echo "apt packages installed in $(( $(date +%s) - t )) s"
rm -rf "$root/opt/$name" "$root/tmp/guide" "$root/tmp/empty"
tar -xzf "$archive" -C "$root/opt"
chroot "$root" /bin/sh -eu -c "
  export PATH=/opt/$name:\$PATH LANG=C.UTF-8
  test \"\$(lifeline --version)\" = '$version'
  mkdir -p /tmp/empty && cd /tmp/empty
  s=\$(date +%s%N)
  lifeline init /tmp/guide >/dev/null && cd /tmp/guide
  lifeline build --quiet
  e=\$(date +%s%N)
  echo \"from an empty folder to a built, link-checked site: \$(( (e - s) / 1000000 )) ms\"
  lifeline check >/dev/null
  lifeline run open-details --format jsonl > device.jsonl
  lifeline trace check device.jsonl --against open-details
  lifeline build --lang en,ko --output all-langs --quiet --scenarios /opt/$name/Lifeline_LifelineResources.resources/Scenarios
  ls all-langs/ko/index.html >/dev/null
"
echo "dist-check passed: $name runs in a clean Debian root (total $(( $(date +%s) - start )) s)"
