// Plain CommonJS with no modern syntax, so that an old Node can still run it and explain itself.
var major = Number(process.versions.node.split(".")[0]);
if (major < 22) {
  console.error(
    "\n  This project needs Node.js 22 or newer; this is Node " +
      process.versions.node +
      ".\n" +
      "  supabase-js 2.x crashes on older versions. Install Node 22 (see .nvmrc), for example:\n" +
      "    nvm install 22 && nvm use 22\n" +
      "  or, with only npm at hand:\n" +
      "    npm install --prefix ~/.cache/node22 node@22 && export PATH=~/.cache/node22/node_modules/.bin:$PATH\n",
  );
  process.exit(1);
}
