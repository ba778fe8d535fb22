// Renders every story with react-dom/server in Node and prints { html, messages } as JSON: what React
// said on the console while rendering is part of the result.
const messages = [];
for (const level of ['error', 'warn']) {
  console[level] = (...args) => messages.push(`${level}: ${args.map(String).join(' ')}`);
}
const { renderAll } = await import(process.argv[2]);
process.stdout.write(JSON.stringify({ html: renderAll(), messages }));
