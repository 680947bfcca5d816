/*
 * The import rules `npm run lint` enforces (docs/architecture.md): no cycles, and the layers
 * scripts/ → server/ → app/ with no import running back up.
 */
export default {
  forbidden: [
    {
      name: "no-cycles",
      severity: "error",
      comment: "A cycle ties modules so that neither can be understood, tested or moved alone.",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-command-line-below",
      severity: "error",
      comment: "scripts/ only parses arguments, calls a domain and prints: nothing else may import it.",
      from: { path: "^(server|app|deploy)/" },
      to: { path: "^scripts/" },
    },
    {
      name: "app-stays-out-of-the-server",
      severity: "error",
      comment: "The browser's code cannot reach the server's modules (storage, mail, secrets).",
      from: { path: "^app/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^server/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|node_modules|\\.react-router)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
    },
  },
};
