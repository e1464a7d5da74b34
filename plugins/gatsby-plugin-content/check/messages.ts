/**
 * Turns the schema's findings (zod issues) into sentences for the owner: which field, which rule,
 * what is wrong and how to write it. Checks with their own wording (patterns, ranges, sequences)
 * carry their rule id and message in the issue; the rest are worded here.
 */
import type { z } from "zod";
import { formatFieldPath, quote, valueAt, type ContentError, type PathSegment } from "./errors";

interface RuleAndMessage {
  rule: string;
  message: string;
}

type Issue = z.core.$ZodIssue;

function fieldLabel(segments: readonly PathSegment[]): string {
  const last = segments[segments.length - 1];
  if (last === undefined) return "this file";
  return typeof last === "number" ? `entry [${last}]` : `"${last}"`;
}

const EXPECTED_WORDS: Readonly<Record<string, string>> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: 'a list (lines starting with "- ")',
  object: "a group of indented fields",
};

function describeExpected(expected: string): string {
  return EXPECTED_WORDS[expected] ?? expected;
}

function explainMissing(
  segments: readonly PathSegment[],
  expected: string,
  value: unknown,
): RuleAndMessage {
  const what = describeExpected(expected);
  if (segments.length === 0) {
    return { rule: "required", message: `The file is empty; it must hold ${what}.` };
  }
  const label = fieldLabel(segments);
  return {
    rule: "required",
    message:
      value === null
        ? `${label} has no value. Write ${what} after the ":".`
        : `${label} is missing. Add it with ${what} as its value.`,
  };
}

function explainType(
  segments: readonly PathSegment[],
  expected: string,
  value: unknown,
): RuleAndMessage {
  const label = fieldLabel(segments);
  if (expected === "int" && typeof value === "number") {
    return { rule: "type", message: `${label} is ${quote(value)}; it must be a whole number.` };
  }
  const hint = expected === "string" ? ' Put the value in quotes ("...").' : "";
  return {
    rule: "type",
    message: `${label} should be ${describeExpected(expected)}, but it is ${quote(value)}.${hint}`,
  };
}

function explainTooSmall(
  issue: Extract<Issue, { code: "too_small" }>,
  label: string,
  value: unknown,
): RuleAndMessage {
  if (issue.origin === "string") {
    return { rule: "required", message: `${label} is empty. Write some text for it.` };
  }
  if (issue.origin === "array") {
    return {
      rule: "required",
      message: `${label} is an empty list. List at least ${Number(issue.minimum)} item(s).`,
    };
  }
  return {
    rule: "range",
    message: `${label} is ${quote(value)}; it must be at least ${Number(issue.minimum)}.`,
  };
}

function explainIssue(issue: Issue, segments: readonly PathSegment[], value: unknown) {
  const label = fieldLabel(segments);
  switch (issue.code) {
    case "invalid_type":
      return value === undefined || value === null
        ? explainMissing(segments, issue.expected, value)
        : explainType(segments, issue.expected, value);
    case "too_small":
      return explainTooSmall(issue, label, value);
    case "too_big":
      return {
        rule: "range",
        message: `${label} is ${quote(value)}; it must be at most ${Number(issue.maximum)}.`,
      };
    case "invalid_value":
      return {
        rule: "invalid-value",
        message: `${quote(value)} is not allowed for ${label}. Use one of: ${issue.values.join(", ")}.`,
      };
    case "custom": {
      const rule: unknown = issue.params?.rule;
      return { rule: typeof rule === "string" ? rule : "invalid", message: issue.message };
    }
    default:
      return {
        rule: "invalid",
        message: `${label} has the value ${quote(value)}, which is not allowed: ${issue.message}.`,
      };
  }
}

function issueToErrors(issue: Issue, file: string, data: unknown): ContentError[] {
  const segments = issue.path.filter(
    (segment): segment is PathSegment => typeof segment !== "symbol",
  );
  if (issue.code === "unrecognized_keys") {
    return issue.keys.map((key) => ({
      file,
      field: formatFieldPath([...segments, key]),
      rule: "unknown-field",
      message: `"${key}" is not a field this file uses. Check its spelling, or remove it.`,
    }));
  }
  const { rule, message } = explainIssue(issue, segments, valueAt(data, segments));
  return [{ file, field: formatFieldPath(segments), rule, message }];
}

/** Checks `data` from `file` against `schema`; one error per problem, in field order. */
export function checkSchema(schema: z.ZodType, file: string, data: unknown): ContentError[] {
  const result = schema.safeParse(data);
  return result.success
    ? []
    : result.error.issues.flatMap((issue) => issueToErrors(issue, file, data));
}
