/**
 * For each app's catalogue test: every message parses as ICU in every language, names the same
 * arguments in each, and a plural keeps `other` (Intl's fallback category). Returns the problems found.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '@manzil/contract';
import type { Messages } from './messages';

function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      names.add(`<${element.value}>`);
      argumentsOf(element.children, names);
      continue;
    }
    names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) argumentsOf(option.value, names);
  }
  return names;
}

export function checkCatalogue(messages: Messages): string[] {
  const problems: string[] = [];
  for (const [key, text] of Object.entries(messages)) {
    const names = new Map<string, string>();
    for (const locale of LOCALES) {
      const message = text[locale];
      if (!message.trim()) {
        problems.push(`${key} (${locale}): empty`);
        continue;
      }
      try {
        names.set(locale, [...argumentsOf(parse(message))].sort().join(','));
      } catch (error) {
        problems.push(`${key} (${locale}): ${(error as Error).message}`);
      }
    }
    if (new Set(names.values()).size > 1)
      problems.push(
        `${key}: the languages name different arguments (${[...names].map(([l, n]) => `${l}: ${n}`).join(' / ')})`,
      );
  }
  return problems;
}
