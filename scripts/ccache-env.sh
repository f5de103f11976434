# Sourced by ./dev and scripts/fuzz.sh: where the compiler cache lives and how it keys objects.
# The cache sits outside the checkout (it survives a fresh clone on the same machine); paths under the
# checkout are hashed relative to it, so a clone in another folder hits the same objects.
export CCACHE_DIR=${ARBITER_CCACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/arbiter-console/ccache}
export CCACHE_BASEDIR=$PWD
export CCACHE_NOHASHDIR=1
export CCACHE_MAXSIZE=${CCACHE_MAXSIZE:-4G}
