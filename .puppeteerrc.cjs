// Where a system Chromium exists (CI and the development machines here, which cannot download browsers), puppeteer uses
// it and skips its own download; elsewhere it keeps its usual behaviour.
const { existsSync } = require('node:fs');

const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));

/** @type {import('puppeteer').Configuration} */
module.exports = systemChromium ? { executablePath: systemChromium, skipDownload: true } : {};
