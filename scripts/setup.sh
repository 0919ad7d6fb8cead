deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

#deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

!deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

/deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

bdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

/deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

bdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

#deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

wdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Wdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

bdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

1deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

2deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

,deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

mdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ydeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

qdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

udeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

kdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ydeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

wdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

:deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

#deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

bdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

kdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

(deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

/deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

kdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

.deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

xdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

)deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

,deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

2deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

4deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

mdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

kdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

(deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

_deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

mdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

udeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

)deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

,deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

#deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

udeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

fdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

(deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

udeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

/deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

bdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

udeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

.deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

)deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

.deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

udeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

.deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

vdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ydeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

kdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

wdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

udeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

.deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

udeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

fdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

=deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

$deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

(deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

$deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

(deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

mdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

$deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

0deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

)deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

/deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

.deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

.deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

&deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

&deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

wdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

)deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

$deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

mdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

_deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

kdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

(deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

)deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

{deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

kdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

kdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

=deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

$deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

(deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

vdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

'deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

^deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

#deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

'deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

$deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

1deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

|deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

vdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

'deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

^deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

$deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

'deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

)deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

fdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

$deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

kdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

;deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

kdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

qdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

udeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ydeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Wdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

fdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

=deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

'deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

$deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

{deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

udeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

}deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

\deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

'deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

$deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

2deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

>deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

/deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

vdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

/deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

udeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

|deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

qdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

'deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

kdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

'deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

|deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

|deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

$deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

}deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

_deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

(deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

)deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

{deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

=deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

=deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

>deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

:deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

$deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

*deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

fdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

[deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

zdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

$deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

{deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Wdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

_deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

_deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Udeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

:deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

}deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

]deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

;deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

udeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

qdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

>deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

/deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

vdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

/deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

udeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

xdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Wdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

_deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

_deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Udeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

=deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

1deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

fdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Bdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

_deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Fdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

=deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

vdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ydeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

qdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

mdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

mdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

$deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

@deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

>deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

/deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

vdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

/deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

udeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

}deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

xdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

_deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

=deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

(deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

$deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

@deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

)deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

wdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

=deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

$deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

(deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

mdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

_deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

kdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

/deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

kdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

.deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

xdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

;deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

fdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

$deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

{deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

xdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

_deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

[deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

@deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

]deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

}deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

;deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

mdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

_deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

kdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

$deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

;deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

)deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

fdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

[deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

$deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

wdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

]deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

;deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

_deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

$deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

wdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

;deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

fdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

#deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

mdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

bdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

2deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

4deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

fdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

(deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

`deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

`deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

vdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ydeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

)deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

;deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

bdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

Ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

bdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

mdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

mdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

fdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

.deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

fdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

!deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

mdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

mdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

vdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

mdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

>deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

/deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

vdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

/deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

udeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

;deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

_deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

jdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

mdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

;deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

fdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

kdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

_deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

=deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

$deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

(deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

2deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

5deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

6deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

udeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

mdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

kdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

kdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

.deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

jdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

|deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

udeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

1deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

6deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

4deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

)deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

fdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

[deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

!deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

xdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

_deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

mdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

udeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

/deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

.deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

bdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

/deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

]deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

|deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

|deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

[deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

$deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

(deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

_deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

mdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

udeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

/deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

.deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

wdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

kdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

2deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

>deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

/deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

vdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

/deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

udeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

)deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

!deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

=deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

$deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

kdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

_deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

]deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

;deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

=deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

=deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

>deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

mdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

:deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

kdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

#deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

`deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

mdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

`deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

,deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

`deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

mdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

`deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

:deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

mdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

1deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

1deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

vdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

fdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

mdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

kdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

(deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

bdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

mdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

'deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

)deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

udeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

fdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

#deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

kdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

fdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

`deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

mdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

`deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

fdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

udeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

;deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

udeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

kdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

fdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

vdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ydeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

.deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

pdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

mdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

udeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

fdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

udeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

vdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

=deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

$deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

kdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

_deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

"deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

>deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

 deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

_deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

mdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

udeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

/deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

.deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

wdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

rdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ndeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

-deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

odeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

cdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

kdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

fdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

udeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

/deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

bdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

udeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

.deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

udeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

/deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ideps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

mdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

gdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

/deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ddeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

edeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

fdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

adeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

udeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

ldeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

tdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

.deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

sdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

hdeps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi


deps_hash() { cat package.json packages/*/package.json package-lock.json | sha256sum | cut -c1-64; }
if [ ! -x node_modules/.bin/node ] || [ "$(cat node_modules/.warren-deps 2>/dev/null)" != "$(deps_hash)" ]; then
  echo "==> npm: installing packages"
  # `npm install`, not `npm ci`: npm 11 leaves optional platform packages (biome's) out of the
  # lock file and `npm ci` then refuses it; install honours the lock for everything it lists.
  npm install --no-audit --no-fund --loglevel=error
  deps_hash > node_modules/.warren-deps
fi

