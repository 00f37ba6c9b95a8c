/**
 * Words a business owner asks with and the words the course teaches with, one group per thing: a
 * question that names one of them is answered by passages that name any. Reviewed by hand, small
 * on purpose: each group is a thing the course teaches, and no word stands in two groups. A term
 * may be a phrase ("return on investment"); the full-text search stems every term, so one form of
 * a word is enough (cost, costs, costing).
 */
export const COURSE_SYNONYMS: readonly (readonly string[])[] = [
  // Money coming in: "make more money", "grow turnover".
  ['revenue', 'sales', 'income', 'turnover', 'takings', 'earnings', 'money'],
  ['profit', 'margin', 'bottom line'],
  // Money going out, and spending less of it: "cut costs", "reduce overheads".
  ['cost', 'expense', 'spend', 'spending', 'overhead', 'outgoings'],
  ['cut', 'reduce', 'lower', 'trim', 'slash', 'save', 'saving', 'savings', 'cheaper'],
  ['roi', 'return on investment', 'payback'],
  // Module 9 speaks of the assistant on a website.
  ['chatbot', 'bot', 'chat assistant', 'website assistant', 'virtual assistant', 'live chat'],
  ['customer', 'client', 'buyer', 'shopper'],
  ['lead', 'prospect', 'enquiry', 'inquiry'],
  ['churn', 'cancellation', 'attrition'],
  ['ad', 'advert', 'advertising', 'ppc'],
];

/** The longest term of the list, in words: how far a phrase is looked for. */
const LONGEST_TERM = Math.max(...COURSE_SYNONYMS.flat().map((term) => term.split(' ').length));

/** One form per word for looking terms up: lower case, no surrounding punctuation, no plural ending. */
export function lookupForm(word: string): string {
  const bare = word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  if (bare.length > 4 && bare.endsWith('ies')) return `${bare.slice(0, -3)}y`;
  if (bare.length > 3 && /(?:ch|sh|x|ss)es$/.test(bare)) return bare.slice(0, -2);
  if (bare.length > 2 && bare.endsWith('s') && !bare.endsWith('ss')) return bare.slice(0, -1);
  return bare;
}

const keyOf = (words: readonly string[]) => words.map(lookupForm).join(' ');

const groupByTerm = new Map(COURSE_SYNONYMS.flatMap((group) => group.map((term) => [keyOf(term.split(' ')), group] as const)));

/** The longest listed term that starts at the index, else the word alone. */
function termAt(words: readonly string[], index: number): { length: number; group: readonly string[] } {
  for (let length = Math.min(LONGEST_TERM, words.length - index); length > 0; length -= 1) {
    const group = groupByTerm.get(keyOf(words.slice(index, index + length)));
    if (group) return { length, group };
  }
  return { length: 1, group: [] };
}

/**
 * The question as the search asks it: one list of alternatives per word (or listed phrase) of the
 * question, in order — the words as the learner wrote them, and with a listed one the rest of its
 * group. A listed phrase is taken before the words in it. Stop words stay: the search drops them.
 */
export function expandQuestion(question: string): string[][] {
  const words = question.split(/\s+/).filter((word) => lookupForm(word) !== '');
  const concepts: string[][] = [];
  for (let index = 0; index < words.length;) {
    const { length, group } = termAt(words, index);
    const asked = words.slice(index, index + length);
    concepts.push([asked.join(' '), ...group.filter((term) => keyOf(term.split(' ')) !== keyOf(asked))]);
    index += length;
  }
  return concepts;
}
