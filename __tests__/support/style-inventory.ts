// Every style the site writes, read from its source with TypeScript's type checker, so that the
// start-up plugin's leaner browser style system (plugins/gatsby-plugin-startup/browser-system.ts)
// can be proven to write the same CSS for each and to keep exactly the tokens they name
// (browser-tokens.json): __tests__/startup-browser-system.test.tsx, and the emitted CSS's checks
// in __tests__/emitted-css.test.tsx. Test scaffolding only: no build step reads it. Node only: it
// reads files and needs the `typescript` compiler.
import path from "path";
import type { SystemContext, SystemStyleObject } from "@chakra-ui/react";
import ts from "typescript";

/** One style the site writes: a single property, with the conditions it sits under. */
export interface SiteStyle {
  /** Where it is written, as `file:line`, relative to the site's root. */
  where: string;
  /** The style as Chakra's `css()` takes it: `{ _hover: { md: { bg: "accent" } } }`. */
  style: Record<string, unknown>;
}

/** A style value the type checker can't narrow to literals (a `string` from data, say). */
export interface UnreadStyle {
  where: string;
  /** The path to the value (`bg`, `_hover.color`) and the value's source text. */
  path: string;
  text: string;
  type: string;
}

export interface StyleInventory {
  styles: SiteStyle[];
  unread: UnreadStyle[];
}

// Chakra declares its style props, conditions and `css` prop in these type files: a property
// whose declaration is here is a style, wherever it is written (a JSX prop, a `css` object,
// a recipe passed to `chakra()`).
const CHAKRA_STYLE_TYPES = `${path.sep}@chakra-ui${path.sep}react${path.sep}dist${path.sep}types${path.sep}styled-system${path.sep}`;

function isChakraStyleSymbol(symbol: ts.Symbol | undefined): boolean {
  return !!symbol?.declarations?.some((declaration) =>
    path.resolve(declaration.getSourceFile().fileName).includes(CHAKRA_STYLE_TYPES),
  );
}

type Literal = string | number | boolean;

function unwrap(expression: ts.Expression): ts.Expression {
  let current = expression;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isNonNullExpression(current) ||
    ts.isTypeAssertionExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

function literalTypes(type: ts.Type): Literal[] | null {
  const parts = type.isUnion() ? type.types : [type];
  const values: Literal[] = [];
  for (const part of parts) {
    if (part.isStringLiteral() || part.isNumberLiteral()) values.push(part.value);
    else if (part.flags & ts.TypeFlags.BooleanLiteral) {
      values.push((part as unknown as { intrinsicName: string }).intrinsicName === "true");
    } else if (part.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)) continue;
    else return null;
  }
  return values;
}

function nest(keys: string[], value: unknown): Record<string, unknown> {
  let result = value as Record<string, unknown>;
  for (let index = keys.length - 1; index >= 0; index--) result = { [keys[index]!]: result };
  return result;
}

/** Reads every style in the given source files. */
export function readStyles(
  program: ts.Program,
  files: string[],
  root: string,
  isStyleProp: (name: string) => boolean,
): StyleInventory {
  const checker = program.getTypeChecker();
  const styles: SiteStyle[] = [];
  const unread: UnreadStyle[] = [];
  const seen = new Set<string>();

  const whereOf = (node: ts.Node) => {
    const source = node.getSourceFile();
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    return `${path.relative(root, source.fileName)}:${line + 1}`;
  };

  function keyOf(name: ts.PropertyName): string | null {
    if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) {
      return name.text;
    }
    if (ts.isComputedPropertyName(name)) return stringOf(name.expression);
    return null;
  }

  // A selector built from constants: `&:has(${MENU_OPEN}) …`.
  function stringOf(expression: ts.Expression): string | null {
    const node = unwrap(expression);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node)) {
      let text = node.head.text;
      for (const span of node.templateSpans) {
        const part = stringOf(span.expression);
        if (part === null) return null;
        text += part + span.literal.text;
      }
      return text;
    }
    const declared = constantInitializer(node);
    return declared ? stringOf(declared) : null;
  }

  function emit(node: ts.Node, keys: string[], value: unknown) {
    const style = nest(keys, value);
    const id = JSON.stringify(style);
    if (seen.has(id)) return;
    seen.add(id);
    styles.push({ where: whereOf(node), style });
  }

  // Follows a value to the literals it can be: both sides of a condition, a constant's initializer
  // (in any file), or the literal types TypeScript gives it.
  function read(expression: ts.Expression, keys: string[], depth = 0): void {
    const node = unwrap(expression);
    if (depth > 20) throw new Error(`Style too deep to read at ${whereOf(node)}`);
    if (ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties) {
        if (ts.isPropertyAssignment(property)) {
          const key = keyOf(property.name);
          if (key === null) unreadAt(property, keys, property.name.getText());
          else read(property.initializer, [...keys, key], depth + 1);
        } else if (ts.isShorthandPropertyAssignment(property)) {
          read(property.name, [...keys, property.name.text], depth + 1);
        } else if (ts.isSpreadAssignment(property)) {
          read(property.expression, keys, depth + 1);
        } else {
          unreadAt(property, keys, property.getText());
        }
      }
      return;
    }
    if (ts.isArrayLiteralExpression(node)) {
      // A responsive array: each item on its own (Chakra skips the empty places).
      node.elements.forEach((element, index) => {
        for (const value of valuesOf(element, keys)) {
          const items: unknown[] = Array.from({ length: index + 1 }, () => undefined);
          items[index] = value;
          emit(element, keys, items);
        }
      });
      return;
    }
    if (ts.isConditionalExpression(node)) {
      read(node.whenTrue, keys, depth + 1);
      read(node.whenFalse, keys, depth + 1);
      return;
    }
    if (
      ts.isBinaryExpression(node) &&
      [
        ts.SyntaxKind.QuestionQuestionToken,
        ts.SyntaxKind.BarBarToken,
        ts.SyntaxKind.AmpersandAmpersandToken,
      ].includes(node.operatorToken.kind)
    ) {
      if (node.operatorToken.kind !== ts.SyntaxKind.AmpersandAmpersandToken) {
        read(node.left, keys, depth + 1);
      }
      read(node.right, keys, depth + 1);
      return;
    }
    const declared = constantInitializer(node);
    if (declared) {
      read(declared, keys, depth + 1);
      return;
    }
    if (forwardedStyleProp(node)) return;
    for (const value of valuesOf(node, keys)) emit(node, keys, value);
  }

  function valuesOf(node: ts.Expression, keys: string[]): Literal[] {
    const inner = unwrap(node);
    if (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) return [inner.text];
    if (ts.isNumericLiteral(inner)) return [Number(inner.text)];
    const declared = constantInitializer(inner);
    if (declared && declared !== inner) return valuesOf(declared, keys);
    const values = literalTypes(checker.getTypeAtLocation(inner));
    if (values) return values;
    unreadAt(inner, keys, inner.getText());
    return [];
  }

  function unreadAt(node: ts.Node, keys: string[], text: string) {
    const type = ts.isExpression(node)
      ? checker.typeToString(checker.getTypeAtLocation(node))
      : "(not an expression)";
    unread.push({ where: whereOf(node), path: keys.join("."), text, type });
  }

  // `const X = …` (also imported): the expression it was given.
  function constantInitializer(node: ts.Expression): ts.Expression | undefined {
    if (!ts.isIdentifier(node) && !ts.isPropertyAccessExpression(node)) return undefined;
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declaration = symbol?.valueDeclaration;
    if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) {
      const list = declaration.parent;
      if (ts.isVariableDeclarationList(list) && list.flags & ts.NodeFlags.Const) {
        return declaration.initializer;
      }
    }
    if (declaration && ts.isPropertyAssignment(declaration)) return declaration.initializer;
    return undefined;
  }

  // A component's prop typed as a Chakra style prop (`ratio: BoxProps["aspectRatio"]`) and passed
  // on: its values are read where the component is used (styleKeyOf).
  function forwardedStyleProp(node: ts.Expression): boolean {
    if (!ts.isIdentifier(node)) return false;
    const declaration = checker.getSymbolAtLocation(node)?.valueDeclaration;
    if (!declaration || !ts.isBindingElement(declaration)) return false;
    const propsType = checker.getTypeAtLocation(declaration.parent);
    const name = (declaration.propertyName ?? declaration.name).getText();
    return styleKeyOf(propsType.getProperty(name)) !== null;
  }

  // The style a prop sets: a Chakra style prop, or a site prop declared as one (`BoxProps["x"]`).
  function styleKeyOf(symbol: ts.Symbol | undefined): string | null {
    if (!symbol) return null;
    if (isChakraStyleSymbol(symbol)) return isStyleProp(symbol.name) ? symbol.name : null;
    for (const declaration of symbol.declarations ?? []) {
      if (!ts.isPropertySignature(declaration) || !declaration.type) continue;
      let type: ts.TypeNode = declaration.type;
      if (ts.isUnionTypeNode(type)) type = type.types[0]!;
      if (!ts.isIndexedAccessTypeNode(type) || !ts.isLiteralTypeNode(type.indexType)) continue;
      const literal = type.indexType.literal;
      if (!ts.isStringLiteral(literal)) continue;
      const owner = checker.getTypeFromTypeNode(type.objectType).getProperty(literal.text);
      if (isChakraStyleSymbol(owner) && isStyleProp(literal.text)) return literal.text;
    }
    return null;
  }

  // A style object: an object literal TypeScript reads as Chakra's SystemStyleObject.
  function isStyleObject(node: ts.ObjectLiteralExpression): boolean {
    const type = checker.getContextualType(node)?.getNonNullableType();
    if (!type) return false;
    return (
      isChakraStyleSymbol(type.getProperty("_hover")) &&
      isChakraStyleSymbol(type.getProperty("color"))
    );
  }

  function visit(node: ts.Node): void {
    if (ts.isJsxAttribute(node) && node.initializer) {
      // The property of the component's props that the attribute sets.
      const props = checker.getContextualType(node.parent);
      const key = styleKeyOf(props?.getNonNullableType().getProperty(node.name.getText()));
      if (key !== null) {
        const value = ts.isJsxExpression(node.initializer)
          ? node.initializer.expression
          : node.initializer;
        if (value && ts.isExpression(value)) read(value, key === "css" ? [] : [key]);
        return;
      }
    }
    if (ts.isObjectLiteralExpression(node) && isStyleObject(node)) {
      read(node, []);
      return;
    }
    ts.forEachChild(node, visit);
  }

  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`Not in the program: ${file}`);
    visit(source);
  }
  return { styles, unread };
}

function sourceFilesUnder(program: ts.Program, dir: string): string[] {
  return program
    .getSourceFiles()
    .map((file) => path.resolve(file.fileName))
    .filter((file) => file.startsWith(dir + path.sep) && !file.endsWith(".d.ts"));
}

/**
 * Every style written in `src/`'s components and pages (and in `shared/`), with the site's
 * tsconfig. The theme (`shared/theme/`) is not read here: its recipes and text styles are run
 * through the system itself.
 * `isStyleProp` is the style system's own test (`system.isValidProperty`).
 */
export function siteStyleInventory(
  root: string,
  isStyleProp: (name: string) => boolean,
): StyleInventory {
  const configFile = path.join(root, "tsconfig.json");
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
      },
    },
  );
  if (!parsed) throw new Error(`Could not read ${configFile}`);
  // The site's code and the floor it shares with the build (shared/), but the theme.
  const dirs = [path.join(root, "src"), path.join(root, "shared")];
  const theme = path.join(root, "shared", "theme");
  const rootNames = parsed.fileNames.filter((file) =>
    dirs.some((dir) => path.resolve(file).startsWith(dir + path.sep)),
  );
  const program = ts.createProgram({ rootNames, options: { ...parsed.options, noEmit: true } });
  const files = dirs
    .flatMap((dir) => sourceFilesUnder(program, dir))
    .filter((file) => !file.startsWith(theme + path.sep));
  return readStyles(program, files, root, (name) => name === "css" || isStyleProp(name));
}

/**
 * The names, sorted, of the tokens whose CSS variables appear in the given `css()` outputs. A
 * `colorPalette.*` variable (`var(--chakra-colors-color-palette-fg)`) is a virtual token Chakra
 * derives from every colour token with that last key (`brand.fg`, …): those are kept.
 */
export function tokensNamedIn(
  system: { tokens: { allTokens: TokenLike[] } },
  outputs: unknown[],
): string[] {
  const byVariable = new Map<string, TokenLike[]>();
  const add = (variable: string, token: TokenLike) =>
    byVariable.set(variable, [...(byVariable.get(variable) ?? []), token]);
  const { allTokens } = system.tokens;
  const virtualVariable = new Map<string, string>();
  for (const token of allTokens) {
    const variable = token.extensions.cssVar?.var;
    if (!variable || token.extensions.negative) continue;
    if (token.extensions.virtual) virtualVariable.set(token.name, variable);
    else add(variable, token);
  }
  for (const token of allTokens) {
    if (token.extensions.virtual || token.extensions.negative) continue;
    for (const key of token.extensions.colorPalette?.keys ?? []) {
      const variable = virtualVariable.get(["colors", "colorPalette", ...key].join("."));
      if (variable) add(variable, token);
    }
  }
  const names = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === "string") {
      for (const [, variable] of value.matchAll(/var\((--chakra-[^,)\s]+)/g)) {
        for (const token of byVariable.get(variable!) ?? []) names.add(token.name);
      }
    } else if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        visit(key);
        visit(inner);
      }
    }
  };
  outputs.forEach(visit);
  return [...names].sort();
}

interface TokenLike {
  name: string;
  extensions: {
    cssVar?: { var: string };
    negative?: boolean;
    virtual?: boolean;
    colorPalette?: { keys: string[][] };
  };
}

/** One thing the site asks its style system for, and how to ask it. */
export interface StyleCase {
  label: string;
  run: (system: SystemLike) => unknown;
}

type SystemLike = Pick<SystemContext, "css" | "getRecipeFn" | "getSlotRecipeFn">;

type VariantRecord = Record<string, Record<string, unknown>>;
interface ThemeLike {
  recipes?: Record<string, { variants?: VariantRecord }>;
  slotRecipes?: Record<string, { variants?: VariantRecord }>;
  textStyles?: Record<string, unknown>;
  layerStyles?: Record<string, unknown>;
}

// Every combination of a recipe's variants, each variant also left to its default.
function variantCombinations(variants: VariantRecord = {}): Record<string, unknown>[] {
  let combinations: Record<string, unknown>[] = [{}];
  for (const [name, options] of Object.entries(variants)) {
    combinations = combinations.flatMap((combination) => [
      combination,
      ...Object.keys(options).map((option) => ({
        ...combination,
        [name]: option === "true" ? true : option === "false" ? false : option,
      })),
    ]);
  }
  return combinations;
}

/**
 * Everything the site asks of its style system: `css()` of every style in `src/` (the
 * inventory), every recipe and slot recipe of the theme with every combination of its variants,
 * and every text and layer style.
 */
export function styleCases(inventory: StyleInventory, theme: ThemeLike): StyleCase[] {
  const cases: StyleCase[] = inventory.styles.map(({ where, style }) => ({
    label: `${where} ${JSON.stringify(style)}`,
    run: (system) => system.css(style as SystemStyleObject),
  }));
  for (const [key, recipe] of Object.entries(theme.recipes ?? {})) {
    for (const props of variantCombinations(recipe.variants)) {
      cases.push({
        label: `recipe ${key} ${JSON.stringify(props)}`,
        run: (system) => system.getRecipeFn(key)(props),
      });
    }
  }
  for (const [key, recipe] of Object.entries(theme.slotRecipes ?? {})) {
    for (const props of variantCombinations(recipe.variants)) {
      cases.push({
        label: `slot recipe ${key} ${JSON.stringify(props)}`,
        run: (system) => system.getSlotRecipeFn(key)(props),
      });
    }
  }
  for (const [prop, styles] of [
    ["textStyle", theme.textStyles],
    ["layerStyle", theme.layerStyles],
  ] as const) {
    for (const name of Object.keys(styles ?? {})) {
      cases.push({
        label: `${prop} ${name}`,
        run: (system) => system.css({ [prop]: name } as unknown as SystemStyleObject),
      });
    }
  }
  return cases;
}
