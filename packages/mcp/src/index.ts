// `warren mcp`: Warren's tool interface over standard I/O (Model Context Protocol, official
// TypeScript SDK). Configured like every client by SVC_TOKEN / SVC_API_URL (or SVC_AUTH_URL,
// SVC_CLIENT_ID, SVC_CLIENT_SECRET). Standard output carries the protocol only.

import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { Client, type ClientOptions } from '@warren/sdk';
import { registerTools } from './tools.ts';

export { TOOL_NAMES } from './tools.ts';

export const SERVER_INFO = { name: 'warren', version: '0.1.0' };

/** An MCP server offering the tools (the specification's 19 and command_output) over `client`. */
export function createMcpServer(client: Client): McpServer {
  const server = new McpServer(SERVER_INFO, {
    instructions:
      'Tools for Warren sandboxes: isolated microVMs with their own kernel, filesystem and network. ' +
      'Create one (create_sandbox), run commands (exec, shell; exec_background and command_output for ' +
      'long ones), move files (write_file, read_file), ' +
      'and delete it when done (delete_sandbox).',
  });
  registerTools(server, client);
  return server;
}

/** Serves the tools on standard input and output until the client goes away. */
export async function serveStdio(opts: ClientOptions = {}): Promise<void> {
  const client = new Client(opts);
  const server = createMcpServer(client);
  const closed = new Promise<void>((resolve) => {
    server.server.onclose = () => resolve();
  });
  await server.connect(new StdioServerTransport());
  process.stdin.once('end', () => void server.close());
  await closed;
  client.close();
}
