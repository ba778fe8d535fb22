// Renders the app in Node, as a project's server would, and prints the HTML (run after the SSR build).
import { render } from './dist-server/entry-server.js';

process.stdout.write(render());
