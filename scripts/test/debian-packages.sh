# Sourced by the ensure-*.sh scripts: installing Debian packages as root, without prompts.

# Runs a command as root: directly when we are root, else through sudo.
as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo "$@"
  else
    echo "$(basename "$0"): need root or sudo to run: $*" >&2
    return 1
  fi
}

apt_updated=0
# Installs Debian packages without prompts or recommended extras; runs `apt-get update` once per script.
apt_install() {
  if [ "$apt_updated" -eq 0 ]; then
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    apt_updated=1
  fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@"
}
