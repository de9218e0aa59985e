/** Where the client build's module graph is written: beside `client/`, never inside it (it is not served). */
export const MODULE_GRAPH_FILE = 'module-graph.json'
