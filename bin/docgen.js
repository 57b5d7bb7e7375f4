#!/usr/bin/env node
// React renders the pages: its production build, unless the user asks otherwise.
process.env.NODE_ENV ??= 'production';
await import('../dist/cli.js');
