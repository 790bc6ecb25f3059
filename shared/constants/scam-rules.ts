/**
 * The chat scam shield's rules, as data (docs/decisions/018-scam-shield.md). Each rule is a set of weighted
 * signals (regular expressions over the lower-cased, NFKC-normalised message); a rule fires when the
 * weights of the signals found add up to its threshold. Negative weights are the innocent readings
 * ("never share your seed phrase"). Tested against a table of real-world phrasings in
 * server/modules/messages/scam-shield/scam-rules.test.ts: change a rule, run that table.
 */

export const SCAM_WARNING_KINDS = ['asks-for-keys', 'guaranteed-returns', 'investment-pitch', 'off-platform', 'impersonates-staff'] as const;
export type ScamWarningKind = (typeof SCAM_WARNING_KINDS)[number];

export interface ScamSignal {
  /** What the signal stands for, for tests and reviewers. */
  name: string;
  /** Source of a case-insensitive regular expression, matched against the normalised message. */
  pattern: string;
  weight: number;
}

export interface ScamRule {
  kind: ScamWarningKind;
  /** Shown to the recipient above the explanation. */
  title: string;
  /** What the pattern is and why it matters, shown to the recipient. */
  explanation: string;
  threshold: number;
  signals: ScamSignal[];
}

/** The lesson every seed-phrase explanation links to: content/modules/03-wallets-and-keys.json (stable id). */
export const SEED_PHRASE_LESSON_MODULE_ID = 3;
/** How many consecutive BIP-39 words make a seed phrase (the shortest standard phrase has 12). */
export const SEED_PHRASE_MIN_WORDS = 12;
/** A phrase may be cut into pieces: the sender's last 20 messages of the last 30 minutes are read together. */
export const SEED_WINDOW_MESSAGES = 20;
export const SEED_WINDOW_MS = 30 * 60_000;
export const SEED_PHRASE_IN_PROFILE_MESSAGE = 'This looks like a wallet seed phrase, so it was not saved: your partners would see it. Anyone who has those words can take everything in the wallet.';
/** Words no username or display name may look like (compared on confusable skeletons, spaces and marks ignored). */
export const RESERVED_NAME_WORDS = ['coinmates', 'support', 'admin', 'moderator', 'official'] as const;
export const NAME_RESERVED_MESSAGE =
  'Names may not look like Coinmates staff: "Coinmates", "support", "admin", "moderator", "official" or a moderator\'s name, in any spelling. Please choose another name.';
/** What both users see in place of an earlier piece of a phrase that a later message completed. */
export const SEED_PIECE_HIDDEN_TEXT = 'Message hidden: it was part of a seed phrase';
export const SEED_PHRASE_BLOCKED_MESSAGE =
  'This message looks like a wallet seed phrase, so it was not sent. Anyone who has those words can take everything in the wallet, and no real friend, exchange or support agent will ever ask for them.';

const SECRET = String.raw`(?:seed|recovery|secret|mnemonic|backup|wallet)\s*(?:phrase|words?|key)s?|private\s*keys?|pass\s*phrase|(?:12|24|twelve|twenty[- ]four)[- ]words?|wallet\s*password|2fa\s*code`;
const MESSENGER = String.raw`whats\s?app|watsapp|wa\.me|telegram|t\.me|signal|wechat|wickr|viber|kik|line\s+app|snapchat|instagram|insta`;
const STAFF = String.raw`(?:support|admin|administrator|moderator|mod|staff|official|security|help\s*desk|customer\s+(?:service|care)|trust\s+(?:and|&)\s+safety)`;
const NEGATION = String.raw`(?:never|don'?t|do\s+not|shouldn'?t|should\s+not|nobody|no\s+one|not)`;

export const SCAM_RULES: ScamRule[] = [
  {
    kind: 'asks-for-keys',
    title: 'Asks for your keys or seed phrase',
    explanation:
      'This message asks for a seed phrase, private key or wallet code. Whoever has them controls the wallet: no friend, exchange, support agent or "wallet verification" ever needs them. Never send them.',
    threshold: 2,
    signals: [
      { name: 'mentions a wallet secret', pattern: SECRET, weight: 1 },
      {
        name: 'asks to hand over a secret',
        pattern: String.raw`\b(?:send|share|give|tell|show|text|dm|paste|type|enter|import|provide|forward|screenshot|read|need|want|require)\b(?:\s+\w+){0,4}?\s+(?:your|ur|ya|the)\s+(?:\w+\s+)?(?:${SECRET})`,
        weight: 2,
      },
      { name: 'asks what the secret is', pattern: String.raw`\bwhat(?:'?s|\s+is|\s+are)\s+(?:your|ur)\s+(?:${SECRET})`, weight: 2 },
      { name: 'wallet "verification" pretext', pattern: String.raw`\b(?:verify|validate|sync|synchroni[sz]e|unlock|restore|rectify|activate)\s+(?:your\s+|the\s+)?wallet`, weight: 1 },
      { name: 'warns against sharing', pattern: String.raw`\b${NEGATION}\b[^.?!]{0,30}\b(?:share|send|give|tell|type|enter|show)`, weight: -2 },
    ],
  },
  {
    kind: 'guaranteed-returns',
    title: 'Promises guaranteed returns',
    explanation:
      'This message promises guaranteed, fixed or risk-free profits. Real investments can always lose money; a fixed daily or weekly return is the classic sign of a Ponzi or "pig-butchering" scam.',
    threshold: 2,
    signals: [
      { name: 'guaranteed profit', pattern: String.raw`\bguarantee[ds]?\b.{0,30}\b(?:profits?|returns?|income|gains?|roi|earnings?|payouts?|interest|money)`, weight: 2 },
      { name: 'profit guaranteed', pattern: String.raw`\b(?:profits?|returns?|income|gains?|roi|earnings?|payouts?)\b.{0,20}\bguarantee`, weight: 2 },
      { name: 'fixed return', pattern: String.raw`\bfixed\s+(?:daily\s+|weekly\s+|monthly\s+)?(?:returns?|profits?|income|interest|roi|payouts?)`, weight: 2 },
      {
        name: 'percentage per short period',
        pattern: String.raw`\d+(?:\.\d+)?\s?%\s*(?:(?:profit|return|roi|interest)\s+)?(?:daily|per\s+day|a\s+day(?!\s+ago)|every\s+day|each\s+day|weekly|per\s+week|a\s+week(?!\s+ago)|every\s+week)`,
        weight: 2,
      },
      { name: 'multiply your money', pattern: String.raw`\b(?:double|triple|10x|5x|100x)\s+(?:your|ur)\s+(?:money|investment|crypto|btc|funds|deposit|savings)`, weight: 2 },
      { name: 'risk-free profit', pattern: String.raw`\b(?:risk[- ]free|no[- ]risk|zero[- ]risk)\s+(?:profits?|returns?|income|gains?|investment|trading)`, weight: 2 },
      { name: 'no risk', pattern: String.raw`\b(?:risk[- ]free|no\s+risk|zero\s+risk|can'?t\s+lose|cannot\s+lose|never\s+lose)\b`, weight: 1 },
      { name: 'talks about profit', pattern: String.raw`\b(?:profits?|returns?|passive\s+income|earnings?|gains?|roi)\b`, weight: 0.5 },
      { name: 'denies the guarantee', pattern: String.raw`\b(?:never|not|no|nothing\s+is|isn'?t|aren'?t)\s+(?:be\s+|always\s+)?guarantee`, weight: -2 },
    ],
  },
  {
    kind: 'investment-pitch',
    title: 'Pushes an investment platform or mentor',
    explanation:
      'This message pushes an investment platform, a mentor or a signal group. Scammers build trust for weeks, then steer people to a fake platform that shows invented gains and never lets the money out.',
    threshold: 2,
    signals: [
      { name: 'names a platform', pattern: String.raw`\b(?:investment|investing|trading|mining|forex|arbitrage|copy[- ]trading)\s+(?:platform|app|site|website|company|program|pool)s?\b`, weight: 1 },
      {
        name: 'a relative or mentor who knows',
        pattern: String.raw`\b(?:my|our)\s+(?:uncle|aunt|mentor|teacher|analyst|advisor|adviser|financial\s+advisor|account\s+manager|coach|professor|cousin)\b`,
        weight: 1,
      },
      { name: 'a signal or VIP group', pattern: String.raw`\b(?:signals?|vip|pump|trading|investment|insider)\s+(?:group|channel|club|community|room)s?\b`, weight: 1.5 },
      { name: 'insider knowledge', pattern: String.raw`\b(?:insider|inside)\s+(?:info|information|tips?|knowledge)\b`, weight: 1.5 },
      {
        name: 'offers to teach how to earn',
        pattern: String.raw`\b(?:let\s+me|i\s+can|i\s+will|i'?ll)\s+(?:show|teach|guide|help)\s+you\s+(?:how\s+)?(?:to\s+)?(?:invest|trade|make\s+money|earn|profit)`,
        weight: 1.5,
      },
      { name: 'pushes to join or deposit', pattern: String.raw`\b(?:join|sign\s+up|register|deposit|top\s+up|invest\s+with)\b`, weight: 1 },
      { name: 'brags about a gain', pattern: String.raw`\b(?:i|we)\s+(?:made|earned|got)\s+(?:\$|usd\s?)?\d`, weight: 1 },
      { name: 'withdrawal fee trap', pattern: String.raw`\b(?:withdrawal\s+(?:fee|tax)|tax\s+to\s+withdraw|unlock\s+(?:your\s+)?withdrawal|minimum\s+deposit)\b`, weight: 2 },
    ],
  },
  {
    kind: 'off-platform',
    title: 'Moves the chat off Coinmates',
    explanation: 'This message asks to continue on another app or by phone. Scammers move chats where reports and blocks no longer protect you. Keep talking here until you really know the person.',
    threshold: 2,
    signals: [
      { name: 'names a messenger', pattern: String.raw`\b(?:${MESSENGER})\b`, weight: 1 },
      { name: 'contact me there', pattern: String.raw`\b(?:dm|message|msg|text|add|contact|reach|find|call|ping|hit)\s+me\s+(?:up\s+)?(?:on|at|via|over)\b(?!\s+here)`, weight: 2 },
      {
        name: 'move the chat elsewhere',
        pattern: String.raw`\b(?:move|switch|continue|talk|chat|go)\s+(?:this\s+|it\s+)?(?:to|on|over\s+to|over\s+on|via)\s+(?:${MESSENGER})`,
        weight: 2,
      },
      { name: 'asks for a contact', pattern: String.raw`\b(?:what'?s|what\s+is|give\s+me|send\s+me|share)\s+(?:your|ur)\s+(?:${MESSENGER}|number|phone\s+number|cell|handle)\b`, weight: 2 },
      { name: 'offers a contact', pattern: String.raw`\b(?:my|our)\s+(?:${MESSENGER}|tg)\s+(?:is|id|handle|number|username)\b`, weight: 2 },
      { name: 'a phone number', pattern: String.raw`\+\d[\d\s().-]{7,}\d|\b\d{3}[\s.-]\d{3}[\s.-]\d{4}\b`, weight: 2 },
      { name: 'a handle', pattern: String.raw`(?:^|\s)@[a-z0-9_]{4,}`, weight: 0.5 },
    ],
  },
  {
    kind: 'impersonates-staff',
    title: 'Claims to be Coinmates staff',
    explanation:
      'This message claims to come from Coinmates support, an admin or a moderator. Our staff never message you in a chat, never send links to "verify" your account and never ask for a seed phrase, key, password or code. Report it.',
    threshold: 2,
    signals: [
      {
        name: 'claims to be staff',
        pattern: String.raw`\b(?:i\s+am|i'?m|we\s+are|we'?re|this\s+is|here\s+is|it'?s)\s+(?:from\s+|with\s+)?(?:the\s+|your\s+)?(?:coinmates\s+)?${STAFF}\b|\bcoinmates\s+(?:support|team|staff|admin|security|official|moderat\w*)\b|\b${STAFF}\s+(?:team|here|agent|desk|department|center|centre)\b`,
        weight: 1,
      },
      { name: 'carries a link', pattern: String.raw`https?://|\bwww\.|\b[a-z0-9-]+\.(?:com|io|app|net|org|xyz|co|me|link|site|online|support|help)\b`, weight: 1 },
      { name: 'asks for a secret', pattern: String.raw`${SECRET}|\bpass(?:word|code)\b|\bverification\s+code\b|\blog\s*in\s+details\b`, weight: 1 },
      {
        name: 'account pretext',
        pattern: String.raw`\b(?:verify|validate|confirm|unlock|restore|reactivate|suspend(?:ed)?|lock(?:ed)?)\s+(?:your\s+)?(?:account|wallet|identity|profile)\b`,
        weight: 0.5,
      },
      { name: 'warns against sharing', pattern: String.raw`\b${NEGATION}\b[^.?!]{0,30}\b(?:ask|share|send|give|tell|type|enter|show|message|dm)`, weight: -2 },
    ],
  },
];

export function scamRuleFor(kind: ScamWarningKind): ScamRule {
  const rule = SCAM_RULES.find((candidate) => candidate.kind === kind);
  if (!rule) throw new Error(`Unknown scam warning kind: ${kind}`);
  return rule;
}
