/**
 * Fails when a function of the SPA (web/src) spans more than 80 lines, from its first line to its
 * last: a screen or a hook that long is several things to be named apart. Biome's
 * noExcessiveLinesPerFunction counts only some bodies, so this walks TypeScript's own AST:
 * function declarations and expressions, arrow functions and methods. Run by `npm run check`.
 * Every function is under it: there is no list of exceptions.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const MAX_LINES = 80;
const ROOT = 'web/src';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function nameOf(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) {
    return node.name.getText();
  }
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  return '(anonymous)';
}

/** `file name` and its length, for each function over MAX_LINES. */
export function longFunctions(files: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        const lines = last - first + 1;
        if (lines > MAX_LINES) {
          found.set(
            `${file} ${nameOf(node)}`,
            `${file}:${first + 1} ${nameOf(node)}: ${lines} lines`,
          );
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const over = [...longFunctions(sourceFiles(ROOT)).values()];
if (over.length > 0) {
  console.error(`Functions over ${MAX_LINES} lines in ${ROOT}:\n${over.join('\n')}`);
  process.exitCode = 1;
}
