import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "data/**",
      "**/generated/**",
      "packages/db/migrations/**",
      ".stryker-tmp/**",
      "reports/**",
    ],
  },
  js.configs.recommended,
  // Type-aware: the rules that need the type checker (floating promises, unsafe any, misused
  // promises, unnecessary conditions) run on every TypeScript file through its tsconfig.
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        // Root-level config files belong to no workspace's tsconfig.
        projectService: { allowDefaultProject: ["*.ts", "*.js", "*.cjs"], defaultProject: "tsconfig.base.json" },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["warn", "error"] }],
      // Numbers and booleans read naturally in messages; objects and nullish values do not.
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true, allowBoolean: true }],
      // `onClick={() => doThing()}` is the React idiom; returning a void call elsewhere is still flagged.
      "@typescript-eslint/no-confusing-void-expression": ["error", { ignoreArrowShorthand: true }],
      // A file a reader can hold in their head: past 300 lines (blank lines and comments count),
      // split it by job into files named for what they hold. Tests too: split by what they test,
      // with the set-up they share in a helper beside them or under apps/server/src/test/.
      "max-lines": ["error", { max: 300, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    files: ["**/*.{js,cjs,mjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["**/scripts/**", "bench/**", "e2e/**"],
    rules: { "no-console": "off" },
  },
);
