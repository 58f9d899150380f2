if (Number(process.versions.node.split('.')[0]) < 24) {
  const message = 'This action needs Node 24 or newer, but it was started with Node ' + process.version + ': run it as a workflow step (its action.yml says using: node24) or with Node 24.';
  if (process.env.GITHUB_OUTPUT) {
    try { (await import('node:fs')).appendFileSync(process.env.GITHUB_OUTPUT, 'status=failed\n'); } catch {}
  }
  process.stdout.write('::error::' + message + '\n');
  process.exit(1);
}
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 298:
/***/ ((module) => {

// A simple implementation of make-array
function makeArray (subject) {
  return Array.isArray(subject)
    ? subject
    : [subject]
}

const UNDEFINED = undefined
const EMPTY = ''
const SPACE = ' '
const ESCAPE = '\\'

// The characters that carry a meaning of their own inside a regular
//   expression, so a literal one has to be escaped before it is emitted.
const REGEX_LITERAL_SPECIAL = /[.*+?()[\]{}^$|\\/]/
const BOM = '\uFEFF'
// A run of two or more asterisks is a globstar (#175)
const REGEX_ANCHORED_GLOBSTAR = /^\/\*{2,}$/
const REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION = /^\\!/
const REGEX_REPLACE_LEADING_EXCAPED_HASH = /^\\#/
const REGEX_SPLITALL_CRLF = /\r?\n/g

// Invalid:
// - /foo,
// - ./foo,
// - ../foo,
// - .
// - ..
// Valid:
// - .foo
const DOUBLE_SLASH = '//'
const SLASH_CODE = 47
const DOT_CODE = 46


const SLASH = '/'

// Do not use ternary expression here, since "istanbul ignore next" is buggy
let TMP_KEY_IGNORE = 'node-ignore'
/* istanbul ignore else */
if (typeof Symbol !== 'undefined') {
  TMP_KEY_IGNORE = Symbol.for('node-ignore')
}
const KEY_IGNORE = TMP_KEY_IGNORE

const define = (object, key, value) => {
  Object.defineProperty(object, key, {value})
  return value
}

const RETURN_FALSE = () => false

// > The range notation, e.g. [a-zA-Z],
// > can be used to match one of the characters in a range.
//
// gitignore(5) defers to fnmatch(3) for this, and git implements it in
//   `wildmatch.c`.  A bracket expression has a sub-grammar of its own, which
//   is neither the surrounding pattern grammar nor the JavaScript one:
//
//   - a `]` right after `[` or `[!` is a literal member, not the terminator
//   - `[:alpha:]` names one of twelve POSIX classes
//   - `\` escapes the next member, `]` included
//   - `*`, `?` and `.` are plain literal members
//   - an unterminated expression makes the whole pattern match nothing
//
// which means the expression can not be located -- let alone translated -- by
//   a regular expression.  It is scanned out of the pattern before the
//   replacers below run, and put back once they are done, so that neither the
//   metacharacter escaper nor the `?` / `*` replacers ever see its body.

// git classifies with its own ASCII-only ctype macros (`wildmatch.c`), never
//   with the C library ones, so these must not be mapped onto `\d` / `\w` /
//   `\s`, which are wider.  `/` is left out of every expansion, because a
//   bracket expression never matches a path separator.
const POSIX_CLASSES = {
  alnum: '0-9A-Za-z',
  alpha: 'A-Za-z',
  blank: ' \\t',
  cntrl: '\\x00-\\x1f\\x7f',
  digit: '0-9',
  graph: '!-.0-~',
  lower: 'a-z',
  print: ' -.0-~',
  punct: '!-.:-@\\[-`{-~',
  // git's `sane-ctype.h` classifies \v and \f as control, not space,
  //   unlike C's `isspace`
  space: ' \\t\\n\\r',
  upper: 'A-Z',
  xdigit: '0-9A-Fa-f'
}

const CLASS_MEMBERS_TO_ESCAPE = '\\]^-['

const escapeMember = char => CLASS_MEMBERS_TO_ESCAPE.indexOf(char) < 0
  ? char
  : ESCAPE + char

// > if (matched == negated || ((flags & WM_PATHNAME) && text_ch == '/'))
// >   return WM_ABORT_TO_STARSTAR;                     (git, `wildmatch.c`)
// A bracket expression never matches a path separator, whatever its members
//   say, so a negated class gets `/` as one more excluded character, while a
//   plain one -- where a literal member or a range could still let `/` in --
//   is guarded with a lookahead, `/` being impossible to subtract from a
//   JavaScript character class.
const NON_SLASH = '(?!\\/)'

const classSource = (negated, body) => {
  if (negated) {
    return `[^\\/${body}]`
  }

  const source = `[${body}]`

  return new RegExp(source).test('/')
    ? NON_SLASH + source
    : source
}

// Scan the bracket expression that starts at `pattern[start] === '['`,
//   mirroring the member loop of git's `wildmatch.c`.
// @returns {{end: number, source: string} | null} `null` if the expression is
//   never terminated, which makes the whole pattern match nothing.
const scanBracket = (pattern, start) => {
  const {length} = pattern
  let index = start + 1
  let negated = EMPTY

  const lead = pattern[index]
  if (lead === '!' || lead === '^') {
    negated = '^'
    index ++
  }

  let body = EMPTY

  // The member a `-` could start a range from, or EMPTY when the previous
  //   member can not open one (start of the body, or a range / POSIX class
  //   that has just closed)
  let prev = EMPTY

  // git scans the members with a do-while, so the first one is consumed
  //   unconditionally.  That is the whole reason a leading `]` is a member
  //   and not the terminator.
  for (;;) {
    const char = pattern[index]

    if (char === UNDEFINED) {
      return null
    }

    if (char === ESCAPE) {
      // A pattern can not end on a lone backslash -- `createRule` has
      //   already thrown it away -- so there is a character to read.
      const escaped = pattern[++ index]
      body += escapeMember(escaped)
      prev = escaped
    } else if (
      char === '-'
      && prev
      && index + 1 < length
      && pattern[index + 1] !== ']'
    ) {
      index ++
      let to = pattern[index]
      if (to === ESCAPE) {
        to = pattern[index += 1]
      }
      // An out-of-order range matches nothing in git but is a syntax error in
      //   JavaScript, so it is dropped.  Its lower bound stays: git tests it
      //   as a plain member before it ever looks at the `-`, so `[c-a]` does
      //   match `c`.
      if (prev <= to) {
        body += `-${escapeMember(to)}`
      }
      prev = EMPTY
    } else if (char === '[' && pattern[index + 1] === ':') {
      const nameStart = index + 2
      let end = nameStart
      while (end < length && pattern[end] !== ']') {
        end ++
      }

      if (end === length) {
        return null
      }

      if (end > nameStart && pattern[end - 1] === ':') {
        const name = pattern.slice(nameStart, end - 1)

        // An unknown class name makes the whole pattern match nothing
        if (!Object.prototype.hasOwnProperty.call(POSIX_CLASSES, name)) {
          return null
        }

        body += POSIX_CLASSES[name]
        prev = EMPTY
        index = end
      } else {
        // No `:]` to close it, so the `[` is a plain member and scanning
        //   resumes right after it.
        body += escapeMember('[')
        prev = '['
        index = nameStart - 2
      }
    } else {
      body += escapeMember(char)
      prev = char
    }

    index ++

    if (pattern[index] === ']') {
      return {
        end: index,
        source: classSource(negated, body)
      }
    }
  }
}

// An empty JavaScript class can never match, which is how a pattern that git
//   gives up on (`WM_ABORT_ALL`) is expressed here.
const NEVER_MATCH = '[]'

// A NUL can appear in neither a `.gitignore` line nor a path, which makes it
//   the one safe placeholder character.  A literal one in the pattern is
//   held aside all the same, so a collision is impossible by construction.
const PLACEHOLDER = '\u0000'
const REGEX_RESTORE_PLACEHOLDER = new RegExp(
  `${PLACEHOLDER}(\\d+)${PLACEHOLDER}`, 'g'
)

// The one wildcard the chain does not expand for itself is a trailing `*`. How
//   it expands depends on the mode (`regex` vs `checkRegex`), so `_make` is
//   left to do it, and until then the pending wildcard travels as this marker.
//   That is what keeps it apart from a user-escaped literal `\*`: the unescape
//   steps collapse the escaped one to the exact `\*` a wildcard would leave
//   behind, so by the time `_make` runs the two are otherwise the same string
//   and a literal star gets wrongly rewritten into a wildcard. The marker is a
//   private-use character, and `extractBrackets` keeps one that came out of the
//   pattern apart from it, so the only marker `_make` ever turns back into a
//   real wildcard is the one this chain put there itself.
const TRAILING_WILDCARD = '\uE000'

// A trailing "/**" is deferred the same way, because `checkRegex` has to tell
//   it apart from a trailing "/*" (see `checkSourceOf`). For `.ignores()` it
//   still never matches the folder itself (#21).
const TRAILING_DOUBLESTAR = '\uE001'

// The three characters above mean something to the chain that builds the
//   source rather than to the path, so one that came out of the pattern is
//   held aside like a bracket expression instead of going straight out. Being
//   held is what makes it safe: the restore runs after the step that anchors
//   the source, so the character comes back in the middle of the source and
//   not at its end, which is the one place `_make` and `checkSourceOf` look
//   for a marker. Without it a pattern's own character lands where a pending
//   marker sits, and `_make` turns it into a real trailing wildcard.
//
// It is held as a one-member class rather than bare, in both of the branches
//   a reserved character can reach, so that the property can be
//   read off this function alone -- a reserved character never goes out on
//   its own -- rather than depending on where in the chain the restore
//   happens to run. In the expression built here `[x]` matches exactly what
//   `x` matches, none of the three being special to a regular expression or
//   inside a class, so no test can tell the two apart: the class is insurance,
//   and the paragraph above is the reason it is not needed.
const isReserved = char =>
  char === PLACEHOLDER
  || char === TRAILING_WILDCARD
  || char === TRAILING_DOUBLESTAR

// Replace every bracket expression with a placeholder the replacers below
//   leave alone, and translate it separately.
const extractBrackets = pattern => {
  const sources = []
  const hold = source =>
    `${PLACEHOLDER}${sources.push(source) - 1}${PLACEHOLDER}`

  const {length} = pattern
  let out = EMPTY
  let index = 0

  while (index < length) {
    const char = pattern[index]

    if (char === ESCAPE) {
      // > Put a backslash ("\") in front of ... a character to make it literal.
      //                                            (gitignore(5) -> fnmatch(3))
      // A backslash quotes the next character, whatever it is, so `\d` is a
      //   literal `d`, not the regex digit class, and `\?` is a literal `?`,
      //   not a wildcard. Held aside as its literal here, the escape never
      //   reaches the replacers below, which would otherwise let `\d`, `\b`,
      //   `\1`, `\/` keep their regular-expression meaning, and would turn a
      //   `\?` into `[^\/]`.
      //
      // Three escapes are still left for the chain: `\*` (a literal star,
      //   told apart from a wildcard by `TRAILING_WILDCARD` and the wildcard
      //   replacers), `\[` (a literal bracket, the one `[` the bracket
      //   replacer still expects), and `\ ` (a quoted space, which one pass
      //   below rewrites in bulk -- holding each one aside instead costs more
      //   on a pattern built out of them).
      //
      // A quoted backslash is not among them. The chain doubles every
      //   backslash, then takes the doubling back out again, and a quoted one
      //   standing next to a character the chain also escapes left the two
      //   counts sharing a run, so one of the escapes was lost. Held here as
      //   the literal it means, it never joins that run.
      const escaped = pattern[index + 1]

      if (escaped === SLASH && index + 2 === length) {
        // Git removes a final directory slash before matching. An escape
        //   without a character after that removal makes the pattern invalid.
        out += hold(NEVER_MATCH)
      } else if (
        escaped === '*'
        || escaped === '['
        || escaped === SPACE
      ) {
        out += pattern.slice(index, index + 2)
      } else {
        out += hold(
          REGEX_LITERAL_SPECIAL.test(escaped)
            ? ESCAPE + escaped
            : isReserved(escaped)
              ? `[${escaped}]`
              : escaped
        )
      }

      index += 2
    } else if (isReserved(char)) {
      out += hold(`[${char}]`)
      index ++
    } else if (char === '[') {
      const scanned = scanBracket(pattern, index)

      if (scanned === null) {
        // git gives up on the whole pattern (`WM_ABORT_ALL`), so whatever
        //   follows can not make it match either.
        out += hold(NEVER_MATCH)
        index = length
      } else {
        out += hold(scanned.source)
        index = scanned.end + 1
      }
    } else {
      out += char
      index ++
    }
  }

  return {
    source: out,
    sources
  }
}

// A step of the chain below is normally a `[matcher, replacer]` pair handed
//   to `String.replace`. `DIRECT` marks the ones that are plain string work
//   instead, and take `(source, pattern)`.
//
// Anchoring the two ends is exactly that -- a test of one character and a
//   concatenation -- and putting it through the regular expression engine
//   cost a third of this chain for nothing: 167ns where 10ns does the same
//   job. The two are still steps in the same list, in the same places,
//   because their position in the order is part of what they mean.
const DIRECT = null

// A separator at the beginning or in the middle of a pattern, as opposed to
//   one at the very end.
const REGEX_INNER_SLASH = /\/(?!$)/
const WILDCARD = '[^\\/]*'

// > If the pattern ends with a slash,
// > it is removed for the purpose of the following description,
// > but it would only find a match with a directory.
// > In other words, foo/ will match a directory foo and paths underneath it,
// > but will not match a regular file or a symbolic link foo
// >  (this is consistent with the way how pathspec works in general in Git).
// '`foo/`' will not match regular file '`foo`' or symbolic link '`foo`'
// -> ignore-rules will not deal with it, because it costs extra `fs.stat` call
//      you could use option `mark: true` with `glob`

// '`foo/`' should not continue with the '`..`'
// The chain that turns one gitignore pattern into a regular expression
//   source, in order. A step is either
//
//   [matcher, replacer]            handed to `String.replace`
//   [matcher, replacer, required]  the same, but skipped outright unless
//                                    `required` appears in the string, which
//                                    the matcher cannot match without
//   [DIRECT, transform]            plain string work, taking (source, pattern)
//
// The `required` character is only ever a shortcut: finding it does not mean
//   the matcher will match, and not finding it means it cannot. It is there
//   because scanning for one character costs a fraction of running a matcher
//   that then finds nothing -- for the wildcard step, whose `[^\\]+`
//   backtracks its way through the whole string before giving up, 11ns
//   against 400ns.
const REPLACERS = [

  // Replace (\ ) with ' '
  // Only a space: an escaped tab or other whitespace is already a literal by
  //   the time it reaches here, and a bare tab must be left as one, not turned
  //   into a space.
  // (\ ) -> ' '
  // (\\ ) -> '\\ '
  // (\\\ ) -> '\\ '
  [
    // A run of backslashes is taken whole, from its first one, so no match
    //   ever starts again inside it -- `(\\+?) ` did, which made a long run
    //   quadratic.
    /(\\+)( ?)/g,
    (_, run, space) => space
      ? run.slice(0, run.length - run.length % 2) + SPACE
      : run,
    ESCAPE + SPACE
  ],

  // git's wildmatch() reads a run of two or more asterisks as one globstar
  //   whenever the run fills a path segment: it starts the pattern or follows
  //   a `/`, and it ends the pattern or comes before a `/`. A run of two is
  //   already `**`; a longer one is folded into `**` here, so the steps
  //   below only ever have to know `**`.
  // `***/foo` -> `**/foo`, `a/***/b` -> `a/**/b`, `a/***` -> `a/**`
  // git also takes a run beside a literal prefix (`a***/b`) or beside an
  //   escaped slash (`***\/b`) as a globstar, and this does not; the README
  //   lists both, under "A run of asterisks".
  [
    /(^|\/)\*{3,}(?=\/|$)/g,
    (_, start) => `${start}**`,
    '*'
  ],

  // Escape metacharacters
  // which is written down by users but means special for regular expressions.

  // > There are 12 characters with special meanings:
  // > - the backslash \,
  // > - the caret ^,
  // > - the dollar sign $,
  // > - the period or dot .,
  // > - the vertical bar or pipe symbol |,
  // > - the question mark ?,
  // > - the asterisk or star *,
  // > - the plus sign +,
  // > - the opening parenthesis (,
  // > - the closing parenthesis ),
  // > - and the opening square bracket [,
  // > - the opening curly brace {,
  // > These special characters are often called "metacharacters".
  [
    /[\\$.|*+(){^]/g,
    match => `\\${match}`
  ],

  [
    // > a question mark (?) matches a single character
    /(?!\\)\?/g,
    () => '[^/]',
    '?'
  ],

  // leading slash
  [

    // > A leading slash matches the beginning of the pathname.
    // > For example, "/*.c" matches "cat-file.c" but not "mozilla-sha1/sha1.c".
    // A leading slash matches the beginning of the pathname
    /^\//,
    () => '^',
    SLASH
  ],

  // replace special metacharacter slash after the leading slash
  [
    /\//g,
    () => '\\/',
    SLASH
  ],

  [
    // > A leading "**" followed by a slash means match in all directories.
    // > For example, "**/foo" matches file or directory "foo" anywhere,
    // > the same as pattern "foo".
    // > "**/foo/bar" matches file or directory "bar" anywhere that is directly
    // >   under directory "foo".
    // Notice that the '*'s have been replaced as '\\*'
    /^\^*(?:\\\*\\\*\\\/)+/,

    // '**/foo' <-> 'foo'
    () => '(?:^|\\/)',
    '*'
  ],

  // starting
  [
    // there will be no leading '/'
    //   (which has been replaced by section "leading slash")
    // If starts with '**', adding a '^' to the regular expression also works
    DIRECT,
    (source, pattern) => {
      // Nothing to anchor to, or already anchored (`^` or `(?:^|\/)`)
      if (!source || source[0] === '^' || source[0] === '(') {
        return source
      }

      // If has a slash `/` at the beginning or middle
      const anchor = !REGEX_INNER_SLASH.test(pattern)
        // > Prior to 2.22.1
        // > If the pattern does not contain a slash /,
        // >   Git treats it as a shell glob pattern
        // Actually, if there is only a trailing slash,
        //   git also treats it as a shell glob pattern

        // After 2.22.1 (compatible but clearer)
        // > If there is a separator at the beginning or middle (or both)
        // > of the pattern, then the pattern is relative to the directory
        // > level of the particular .gitignore file itself.
        // > Otherwise the pattern may also match at any level below
        // > the .gitignore level.
        ? '(?:^|\\/)'

        // > Otherwise, Git treats the pattern as a shell glob suitable for
        // >   consumption by fnmatch(3)
        : '^'

      return anchor + source
    }
  ],

  // two globstars
  [
    // Use lookahead assertions so that we could match more than one `'/**'`
    /\\\/\\\*\\\*(?=\\\/|$)/g,

    // Zero, one or several directories
    // should not use '*', or it will be replaced by the next replacer

    // Check if it is not the last `'/**'`
    (_, index, str) => index + 6 < str.length

      // case: /**/ at the end of the pattern, i.e. a trailing `'/**/'`
      // > A trailing `"/**/"` (a trailing `"/**"` restricted to directories)
      // >   matches everything inside, but it should not match the current
      // >   folder itself, so it requires at least one directory segment.
      // 'a/**/' matches 'a/b/', 'a/x/y/' but not 'a/'
      ? str.slice(index + 6) === '\\/'
        ? '(?:\\/[^\\/]+)+'

        // case: /**/
        // > A slash followed by two consecutive asterisks then a slash matches
        // >   zero or more directories.
        // > For example, "a/**/b" matches "a/b", "a/x/b", "a/x/y/b" and so on.
        // '/**/'
        : '(?:\\/[^\\/]+)*'

      // case: /**
      // > A trailing `"/**"` matches everything inside.

      // #21: everything inside but it should not include the current folder,
      //   resolved by `_make`
      : `\\/${TRAILING_DOUBLESTAR}`,
    '*'
  ],

  // normal intermediate wildcards
  [
    // Never replace escaped '*'
    // ignore rule '\*' will match the path '*'

    // 'abc.*/' -> go
    // 'abc.*'  -> skip this rule,
    //    coz trailing single wildcard will be handed by [trailing wildcard]
    /(^|[^\\])(?:\\\*)+(?!$)/g,

    // '*.js' matches '.js'
    // '*.js' doesn't match 'abc'
    // 1. An asterisk "*" matches anything except a slash.
    // 2. Other consecutive asterisks are considered regular asterisks
    //    and collapse into one non-slash wildcard run.
    (_, p1) => p1 + WILDCARD,
    '*'
  ],

  // trailing wildcard, held apart from a literal star
  [
    // The step above leaves a trailing `*` alone, so a single `\*` is all that
    //   can be left at the end here, and what stands in front of it says which
    //   kind it is. A wildcard arrives as the escaper wrote it, `\*` with
    //   nothing before it; a literal arrives as the user's own escape, which
    //   the escaper doubled, and then the star's own -- `\\` and then `\*`.
    //   There is no third case: every backslash still reaching the chain is
    //   one `\*`, `\[` or `\ ` carries itself, and each is followed by its
    //   own character, so a longer run can never form. This runs while the
    //   two are still distinct, before the unescape steps below collapse the
    //   literal onto the very `\*` a wildcard leaves behind.
    /(^|[^\\])((?:\\\\)*)\\\*$/,

    (match, p1, p2) =>
      p2 === EMPTY
        // A real wildcard: carry it to `_make` as the marker, so the unescape
        //   steps and the trailing-wildcard rewrite can never mistake it for a
        //   literal `\*` (nor the reverse).
        ? p1 + TRAILING_WILDCARD
        // A literal star: leave it exactly as it stands for the unescape steps.
        : match,
    '*'
  ],

  [
    // unescape, revert step 3 except for back slash
    // For example, if a user escape a '\\*',
    // after step 3, the result will be '\\\\\\*'
    /\\\\\\(?=[$.|*+(){^])/g,
    () => ESCAPE,
    ESCAPE + ESCAPE
  ],

  [
    // '\\\\' -> '\\'
    /\\\\/g,
    () => ESCAPE,
    ESCAPE + ESCAPE
  ],

  [
    // Every real bracket expression -- POSIX classes included -- has already
    //   been held aside by `extractBrackets`, so the only `[` left in the
    //   pattern is an escaped, literal one.

    // A backslash could only stand at the end of the range if it quoted the
    //   `]`, and `\]` is held aside long before this.
    /\\\[([^\]/]*?)($|\])/g,

    // '\\[bar]' -> '\\\\[bar]'
    (match, range, close) => `\\[${range}${close}`,
    '['
  ],

  // ending
  [
    // 'js' will not match 'js.'
    // 'ab' will not match 'abc'
    DIRECT,

    // WTF!
    // https://git-scm.com/docs/gitignore
    // changes in [2.22.1](https://git-scm.com/docs/gitignore/2.22.1)
    // which re-fixes #24, #38

    // > If there is a separator at the end of the pattern then the pattern
    // > will only match directories, otherwise the pattern can match both
    // > files and directories.

    // 'js*' will not match 'a.js'
    // 'js/' will not match 'a.js'
    // 'js' will match 'a.js' and 'a.js/'
    source => {
      const last = source[source.length - 1]

      // The pattern is empty, or ends in a pending marker `_make` owns --
      //   the trailing wildcard, or a trailing "/**". A trailing `*` that is
      //   not the marker is a literal star, which anchors like any other
      //   final character.
      if (!last || last === TRAILING_WILDCARD || last === TRAILING_DOUBLESTAR) {
        return source
      }

      return last === SLASH
        // foo/ will not match 'foo'
        ? `${source}$`
        // foo matches 'foo' and 'foo/'
        : `${source}(?=$|\\/$)`
    }
  ]
]

const REGEX_REPLACE_TRAILING_WILDCARD = /(^|\\\/)?\uE000$/
const MODE_IGNORE = 'regex'
const MODE_CHECK_IGNORE = 'checkRegex'
const UNDERSCORE = '_'

const replaceTrailingWildcard = (_, p1) => {
  const prefix = p1
    // '\^':
    // '/*' does not match EMPTY
    // '/*' does not match everything

    // '\\\/':
    // 'abc/*' does not match 'abc/'
    ? `${p1}[^/]+`

    // 'a*' matches 'a'
    // 'a*' matches 'aa'
    : '[^/]*'

  return `${prefix}(?=$|\\/$)`
}

const REGEX_REPLACE_TRAILING_DOUBLESTAR = /\uE001$/

// 'abc/**' matches everything under 'abc', but not 'abc/' itself (#21):
//   requiring one arbitrary character (line terminators included, #176)
//   after 'abc/' is necessary and sufficient for `.test(path)`.
const replaceTrailingDoublestar = () => '[\\s\\S]'

// The fixed piece between the wildcard at `at` and the next wildcard of the
//   run: the tokens that separate them, joined as they appear in the source.
//   A run never holds two wildcards in a row, so there is always at least one
//   token.
const separatorAfter = (run, at) => {
  let separator = EMPTY

  for (let index = at + 1; index < run.length && !run[index].wildcard; index ++) {
    separator += run[index].single
  }

  return separator
}

// Where a run of non-slash wildcards is split by fixed pieces --
//   `[^/]*ab[^/]*cd...` -- the engine has many equivalent ways to lay the
//   input across the wildcards, and on input that does not match it works
//   through all of them, so the time grows with the number of wildcards
//   rather than the length of the path. Every wildcard but the last in such a
//   run can be pinned to stop where the piece after it begins, which leaves
//   one way to lay out the input and no rewinding, without changing which
//   paths match: the fixed pieces still bound the count, and the last
//   wildcard still absorbs the rest.
//
// A wildcard is pinned to the whole piece, never to the piece's first
//   character. The pin leaves no way back, so a wildcard that stopped at that
//   first character would hand over wherever the character happens to turn
//   up, including the places the rest of the piece cannot follow -- which is
//   how `f*o/*/*` came to miss `foo/b/c`, the first `o` of `foo` not being
//   the one the `o/` after it needs. Every token of a piece matches exactly
//   one character, so the first place the whole piece fits is the leftmost
//   place it can sit, and whatever is left over goes to the wildcards that
//   follow.
//
// The source is read one token at a time -- a wildcard, a single-character
//   piece (a literal, an escape, a class), or a parenthesised group or anchor
//   that ends the run -- so only a genuine wildcard is touched.
const pinWildcards = source => {
  if (source.indexOf(WILDCARD) < 0) {
    return source
  }

  const tokens = []
  const {length} = source
  let index = 0

  while (index < length) {
    const char = source[index]

    if (source.startsWith(WILDCARD, index)) {
      tokens.push({wildcard: true})
      index += WILDCARD.length
    } else if (char === '[') {
      let end = index + 1

      if (source[end] === '^') {
        end ++
      }

      if (source[end] === ']') {
        end ++
      }

      while (end < length && source[end] !== ']') {
        end += source[end] === ESCAPE
          ? 2
          : 1
      }

      end ++
      tokens.push({single: source.slice(index, end)})
      index = end
    } else if (char === ESCAPE) {
      tokens.push({single: source.slice(index, index + 2)})
      index += 2
    } else if (char === '(') {
      let depth = 0
      let end = index

      do {
        if (source[end] === ESCAPE) {
          end ++
        } else if (source[end] === '(') {
          depth ++
        } else if (source[end] === ')') {
          depth --
        }

        end ++
      } while (end < length && depth > 0)

      if ('*+?'.indexOf(source[end]) >= 0) {
        end ++
      }

      tokens.push({boundary: source.slice(index, end)})
      index = end
    } else if (char === '^' || char === '$') {
      tokens.push({boundary: char})
      index ++
    } else {
      tokens.push({single: char})
      index ++
    }
  }

  let out = EMPTY
  let run = []

  const flush = () => {
    let lastWildcard

    run.forEach((token, at) => {
      if (token.wildcard) {
        lastWildcard = at
      }
    })

    run.forEach((token, at) => {
      if (!token.wildcard) {
        out += token.single
        return
      }

      // Every wildcard but the last is pinned to the whole piece that
      //   follows it, for the reason set out above this function. The last
      //   one stays as it is and takes up the rest.
      out += at === lastWildcard
        ? WILDCARD
        : `(?:(?!${separatorAfter(run, at)})[^\\/])*`
    })

    run = []
  }

  tokens.forEach(token => {
    if (token.boundary === undefined) {
      run.push(token)
      return
    }

    flush()
    out += token.boundary
  })

  flush()

  return out
}

// @param {pattern}
const makeRegexPrefix = pattern => {
  // `/**` matches every path, as `**` does. The translation below only finds
  //   a globstar beside a slash it keeps, and the leading one is turned into
  //   an anchor, so `/**` would come out as `/*` and match one level only.
  //   Here rather than in `createRule`, so that `checkSourceOf`, which
  //   compiles `/**/` again without its trailing slash, gets it too.
  if (REGEX_ANCHORED_GLOBSTAR.test(pattern)) {
    pattern = '**'
  }

  const {source, sources} = extractBrackets(pattern)

  const replaced = REPLACERS.reduce(
    // A pass whose matcher finds nothing hands back the very string it was
    //   given, so asking first costs a search and saves a rewrite. Ten of the
    //   fifteen passes never fire for a typical .gitignore line, and between
    //   them they were 45% of this chain.
    (prev, [matcher, replacer, required]) => {
      if (matcher === DIRECT) {
        return replacer(prev, pattern)
      }

      if (required !== UNDEFINED && prev.indexOf(required) < 0) {
        return prev
      }

      // A pass whose matcher finds nothing hands back the very string it was
      //   given, so asking first costs a search and saves a rewrite.
      return matcher.test(prev)
        ? prev.replace(matcher, replacer.bind(pattern))
        : prev
    },
    source
  )

  // Most patterns hold no bracket expression at all, and then there is
  //   nothing to put back.
  return sources.length
    ? replaced.replace(
      REGEX_RESTORE_PLACEHOLDER,
      (match, index) => sources[index]
    )
    : replaced
}

// `checkRegex` tests a path with a trailing slash, 'abc/', the way
//   `git check-ignore` matches that literal string once the directory itself
//   is known not to be excluded (see `checkIgnore`): a trailing '/' of the
//   pattern is dropped, a basename pattern sees an empty basename, and only a
//   pattern whose last segment is a pending wildcard can match what is left
//   after the final slash -- 'abc/*' and 'abc/**' match 'abc/', and 'abc/**'
//   also matches 'abc/d/' (#77, #169).
const checkSourceOf = (body, prefix) => {
  if (body[body.length - 1] === SLASH) {
    prefix = makeRegexPrefix(body.slice(0, - 1))
  }

  const head = prefix.slice(0, - 1)
  const last = prefix[prefix.length - 1]

  return last === TRAILING_WILDCARD
    ? `${head}$`
    : last === TRAILING_DOUBLESTAR
      ? head
      : NEVER_MATCH
}

// A trailing slash does not stop a pattern being basename-only: it restricts
//   the match to a directory, it does not let the pattern reach across one.
//   Everything else a pattern can hold -- a wildcard, a character class, an
//   escape -- stays inside a single path segment too, so a pattern with no
//   separator in it can only ever describe the last one.
const matchesBasename = body => {
  const index = body.indexOf(SLASH)

  return index < 0 || index === body.length - 1
}

// The last segment of a path, keeping a trailing slash, because a pattern that
//   ends in one matches only a directory.
// 'a/b/c.js' -> 'c.js';  'a/b/' -> 'b/';  'c.js' -> 'c.js' (no copy made)
const basenameOf = path => {
  const end = path.length - 1

  const index = path.lastIndexOf(
    SLASH,
    path[end] === SLASH
      ? end - 1
      : end
  )

  return index < 0
    ? path
    : path.slice(index + 1)
}

// The parent directory of a path, with its trailing separator, or EMPTY when
//   the path has none.
// 'a/b/c' -> 'a/b/';  'a/b/' -> 'a/';  'a' -> EMPTY;  'a/' -> EMPTY
//
// A path holding an empty segment has to be taken apart, because its
//   ancestors are not prefixes of it: the parent of 'a//b' is 'a/', not
//   'a//', and the parent of '/a/' is nothing at all. Both shapes reach here
//   -- 'a//b' is accepted outright, and `checkIgnore` does not put the path
//   it is given through the relative-path check.
//
// Every other path is a prefix of itself, and cutting one costs a fraction of
//   splitting it into an array and joining that back at every level: 73ns
//   against 207ns.
const parentOf = path => {
  if (
    path.charCodeAt(0) === SLASH_CODE
    || path.indexOf(DOUBLE_SLASH) >= 0
  ) {
    const slices = path.split(SLASH).filter(Boolean)

    slices.pop()

    return slices.length
      ? slices.join(SLASH) + SLASH
      : EMPTY
  }

  const end = path.length - 1

  // Look back from before a trailing separator, since that one belongs to the
  //   path itself.
  //
  // A negative place to start would be a trap here: `lastIndexOf` clamps one
  //   to 0 and searches there rather than reporting no match, so '/' would
  //   come back as its own parent and the walk would never end. It cannot
  //   happen -- that is the only path short enough to produce one, and the
  //   test above has already sent it the other way.
  const cut = path.lastIndexOf(
    SLASH,
    path.charCodeAt(end) === SLASH_CODE
      ? end - 1
      : end
  )

  return cut < 0
    ? EMPTY
    : path.slice(0, cut + 1)
}

const isString = subject => typeof subject === 'string'

// Blank lines, comments and trailing lone backslashes are told by
//   `createRule`, once the pattern is normalized.
const checkPattern = pattern => pattern
  && isString(pattern)

// Git drops one CR before each LF, and one at the end of a final line that
//   has no LF after it.
const splitPattern = pattern => (
  pattern[pattern.length - 1] === '\r'
    ? pattern.slice(0, - 1)
    : pattern
)
.split(REGEX_SPLITALL_CRLF)
.filter(Boolean)

class IgnoreRule {
  constructor (
    pattern,
    mark,
    body,
    ignoreCase,
    negative,
    prefix
  ) {
    this.pattern = pattern
    this.mark = mark
    this.negative = negative

    define(this, 'body', body)
    define(this, 'ignoreCase', ignoreCase)
    define(this, 'regexPrefix', prefix)
  }

  // Worked out on first use and kept behind an own property, the way `regex`
  //   caches itself in `_regex`. Deciding it in the constructor instead would
  //   add a fourth `defineProperty` to every rule ever built, which cost 4% of
  //   every compile -- including the compiles of rules that are never matched
  //   against anything.
  get _basenameOnly () {
    return define(this, '_basenameOnly', matchesBasename(this.body))
  }

  get regex () {
    const key = UNDERSCORE + MODE_IGNORE

    if (this[key]) {
      return this[key]
    }

    return this._make(MODE_IGNORE, key)
  }

  get checkRegex () {
    const key = UNDERSCORE + MODE_CHECK_IGNORE

    if (this[key]) {
      return this[key]
    }

    return this._make(MODE_CHECK_IGNORE, key)
  }

  _make (mode, key) {
    const str = pinWildcards(
      mode === MODE_IGNORE
        ? this.regexPrefix
        .replace(REGEX_REPLACE_TRAILING_WILDCARD, replaceTrailingWildcard)
        .replace(REGEX_REPLACE_TRAILING_DOUBLESTAR, replaceTrailingDoublestar)
        : checkSourceOf(this.body, this.regexPrefix)
    )

    const regex = this.ignoreCase
      ? new RegExp(str, 'i')
      : new RegExp(str)

    return define(this, key, regex)
  }
}

const hasTrailingBackslash = str => {
  let count = 0

  while (str[str.length - count - 1] === ESCAPE) {
    count ++
  }

  return count % 2 === 1
}

// Read a line the way git does: when `stripLineEnd` is set (an unsplit array
//   or object pattern), drop any trailing blank lines along with the LF
//   before each and at most one CR at the end of the line; then trim trailing
//   spaces in the same backward pass. Git trims spaces only, and a space
//   escaped by an odd run of backslashes stays, unescaped, as the last one.
// Scanned from the end: a regular expression can only try each start in
//   turn, which is quadratic over a long run of spaces or backslashes.
// 'a  ' -> 'a';  'a\ ' -> 'a ';  'a\\ ' -> 'a\\';  'a\t' -> 'a\t'
// 'a\r\n' -> 'a';  'a\r\r' -> 'a\r';  'a\n\r' -> 'a'
const trimEnd = (body, stripLineEnd) => {
  let lineEnd = body.length
  let end

  for (;;) {
    if (stripLineEnd && body[lineEnd - 1] === '\r') {
      lineEnd --
    }

    end = lineEnd

    while (body[end - 1] === SPACE) {
      end --
    }

    if (!stripLineEnd || body[end - 1] !== '\n') {
      break
    }

    lineEnd = end - 1
  }

  if (end === lineEnd) {
    return body.slice(0, lineEnd)
  }

  let backslashes = 0

  while (body[end - backslashes - 1] === ESCAPE) {
    backslashes ++
  }

  return backslashes % 2
    ? body.slice(0, end - 1) + SPACE
    : body.slice(0, end)
}

const createRule = (
  pattern,
  mark,
  ignoreCase,
  stripLineEnd,
  stripBOM
) => {
  // Git drops a BOM before it reads the first line, so before anything else.
  let body = stripBOM && pattern[0] === BOM
    ? pattern.slice(1)
    : pattern

  // > A line starting with # serves as a comment.
  if (body[0] === '#') {
    return
  }

  let negative = false

  // > An optional prefix "!" which negates the pattern;
  if (body[0] === '!') {
    negative = true
    body = body.slice(1)
  }

  // Normalize the body before checking which slashes anchor the pattern.
  //   Otherwise `bar/ ` is mistaken for a pattern containing an inner slash.
  //   A line from `splitPattern` has already lost its line ending, so only a
  //   trailing space remains to trim there.
  const last = body[body.length - 1]

  if (
    last === SPACE
    || stripLineEnd && (last === '\r' || last === '\n')
  ) {
    body = trimEnd(body, stripLineEnd)
  }

  // > A blank line matches no files, so it can serve as a separator for
  // >   readability.
  // Nor does a lone "!", a pattern ending on an unpaired backslash, or
  //   anything else left empty here: an empty pattern would compile to a
  //   regex matching every path.
  if (!body || hasTrailingBackslash(body)) {
    return
  }

  body = body
  // > Put a backslash ("\") in front of the first "!" for patterns that
  // >   begin with a literal "!", for example, `"\!important!.txt"`.
  .replace(REGEX_REPLACE_LEADING_EXCAPED_EXCLAMATION, '!')
  // > Put a backslash ("\") in front of the first hash for patterns that
  // >   begin with a hash.
  .replace(REGEX_REPLACE_LEADING_EXCAPED_HASH, '#')

  const regexPrefix = makeRegexPrefix(body)

  return new IgnoreRule(
    pattern,
    mark,
    body,
    ignoreCase,
    negative,
    regexPrefix
  )
}

class RuleManager {
  constructor (ignoreCase) {
    this._ignoreCase = ignoreCase
    this._rules = []

    // How many of the rules git would tag `EXC_FLAG_NODIR`.
    //
    // The scan uses it to decide, once for the whole set, whether handing
    //   those rules the basename is worth what it costs the others. The
    //   shortcut saves a full-path scan on every rule it applies to and costs
    //   a check on every rule it does not, so a set where almost nothing is
    //   basename-only comes out behind -- a 955 pattern set with 44 of them
    //   measured 19% slower with the shortcut always on.
    //
    // Deciding this by measurement rather than by meaning is safe: a
    //   basename-only pattern gives the very same answer against the whole
    //   path, it just takes longer to say so. The choice can only change how
    //   fast the scan runs, never what it returns.
    this._basenameCount = 0
  }

  _add (pattern, index) {
    // #32
    if (pattern && pattern[KEY_IGNORE]) {
      this._rules = this._rules.concat(pattern._rules._rules)
      this._basenameCount += pattern._rules._basenameCount
      this._added = true
      return
    }

    const isStr = isString(pattern)
    const raw = isStr
      ? pattern
      : pattern.pattern

    const rule = checkPattern(raw)
      && createRule(
        raw,
        isStr ? UNDEFINED : pattern.mark,
        this._ignoreCase,
        !this._split,
        this._stripBOM && !index
      )

    if (rule) {
      this._added = true
      this._rules.push(rule)

      // Deliberately not `rule._basenameOnly`: reading that would materialise
      //   the rule's own copy, and the whole point of leaving it lazy is that
      //   a rule which is compiled and never matched never pays for it.
      if (matchesBasename(rule.body)) {
        this._basenameCount ++
      }
    }
  }

  // @param {Array<string> | string | Ignore} pattern
  add (pattern) {
    this._added = false
    this._split = isString(pattern)
    this._stripBOM = !this._split || pattern[0] === BOM

    makeArray(
      this._split
        ? splitPattern(pattern)
        : pattern
    ).forEach(this._add, this)

    if (this._added) {
      this._literalRules = UNDEFINED
    }

    return this._added
  }

  // Match the literal 'abc/' for `checkIgnore`, last rule wins. Only a rule
  //   ending in a wildcard can match it (see `checkSourceOf`), so the rest
  //   are left out once, rather than tested or compiled for every path.
  testLiteral (path) {
    const rules = this._literalRules || (
      this._literalRules = this._rules.filter(
        ({body}) => body[body.length - (
          body[body.length - 1] === SLASH ? 2 : 1
        )] === '*'
      )
    )

    let ignored = false
    let unignored = false
    let matchedRule

    for (let index = rules.length - 1; index >= 0; index --) {
      const rule = rules[index]

      if (rule.checkRegex.test(path)) {
        ignored = !rule.negative
        unignored = rule.negative
        matchedRule = rule.negative
          ? UNDEFINED
          : rule
        break
      }
    }

    const ret = {
      ignored,
      unignored
    }

    if (matchedRule) {
      ret.rule = matchedRule
    }

    return ret
  }

  // Test one single path without recursively checking parent directories
  //
  // - mode `string` either `MODE_IGNORE` or `MODE_CHECK_IGNORE`

  // @returns {TestResult}
  test (path, mode) {
    // Most of a .gitignore is patterns with no slash in them, and running
    //   those against the whole path makes the regular expression engine walk
    //   every directory name on the way to the only segment that could match.
    //   Handing them the basename instead is what git does, and it is where
    //   the time in a directory walk goes: the rule scan was two thirds of it.
    const rules = this._rules
    const {length} = rules

    const shortcut = this._basenameCount * 2 >= length

    const basename = shortcut
      ? basenameOf(path)
      : path

    // The last rule to match decides, as in git, and it is the rule
    //   `git check-ignore -v` reports, so the scan runs from the end and stops
    //   at the first match.
    // A plain loop rather than `forEach`, so that `path`, `basename` and
    //   `shortcut` are locals. As a callback they became closure variables,
    //   and reaching for one of those once per rule cost 10% of a scan over a
    //   large rule set -- more than the shortcut they were there to serve.
    for (let index = length - 1; index >= 0; index --) {
      const rule = rules[index]

      if (rule[mode].test(
        shortcut && rule._basenameOnly
          ? basename
          : path
      )) {
        const {negative} = rule

        const ret = {
          ignored: !negative,
          unignored: negative
        }

        if (!negative) {
          ret.rule = rule
        }

        return ret
      }
    }

    return {
      ignored: false,
      unignored: false
    }
  }
}

const throwError = (message, Ctor) => {
  throw new Ctor(message)
}

const checkPath = (path, originalPath, doThrow) => {
  if (!isString(path)) {
    return doThrow(
      `path must be a string, but got \`${originalPath}\``,
      TypeError
    )
  }

  // We don't know if we should ignore EMPTY, so throw
  if (!path) {
    return doThrow(`path must not be empty`, TypeError)
  }

  // Check if it is a relative path
  if (checkPath.isNotRelative(path)) {
    const r = '`path.relative()`d'
    return doThrow(
      `path should be a ${r} string, but got "${originalPath}"`,
      RangeError
    )
  }

  return true
}

// > pathname should be a `path.relative()`d one
//
// The same thing `REGEX_TEST_INVALID_PATH` says, spelled out: a path is not
//   relative if it begins with a separator, or with `./` or `../`, or is
//   nothing but `.` or `..`. Every match is decided by the first three
//   characters, and this runs on every path handed to the library -- where it
//   was 55% of a cached lookup, more than the cache lookup itself.
const isNotRelative = path => {
  const first = path.charCodeAt(0)

  if (first === SLASH_CODE) {
    return true
  }

  if (first !== DOT_CODE) {
    return false
  }

  // '.'
  if (path.length === 1) {
    return true
  }

  const second = path.charCodeAt(1)

  // './'
  if (second === SLASH_CODE) {
    return true
  }

  if (second !== DOT_CODE) {
    return false
  }

  // '..' or '../'
  return path.length === 2 || path.charCodeAt(2) === SLASH_CODE
}

checkPath.isNotRelative = isNotRelative

// On windows, the following function will be replaced
/* istanbul ignore next */
checkPath.convert = p => p


const convertPath = target =>
  isString(target) && checkPath.convert(target)


class Ignore {
  constructor ({
    ignorecase = true,
    ignoreCase = ignorecase,
    allowRelativePaths = false
  } = {}) {
    define(this, KEY_IGNORE, true)

    this._rules = new RuleManager(ignoreCase)
    this._strictPathCheck = !allowRelativePaths
    this._initCache()
  }

  _initCache () {
    // A cache for the result of `.ignores()`
    this._ignoreCache = Object.create(null)

    // A cache for the result of `.test()`
    this._testCache = Object.create(null)
  }

  add (pattern) {
    if (this._rules.add(pattern)) {
      // Some rules have just added to the ignore,
      //   making the behavior changed,
      //   so we need to re-initialize the result cache
      this._initCache()
    }

    return this
  }

  // legacy
  addPattern (pattern) {
    return this.add(pattern)
  }

  // @returns {TestResult}
  _test (originalPath, cache, path) {
    checkPath(
      path,
      originalPath,
      this._strictPathCheck
        ? throwError
        : RETURN_FALSE
    )

    return path
      ? this._t(path, cache)
      : {
        ignored: false,
        unignored: false
      }
  }

  checkIgnore (target) {
    // A Windows path is converted first, so that a directory given with a
    //   trailing separator, `\` or `/`, is told the same way
    const path = convertPath(target)

    // If the path does not end with a slash, `.ignores()` is much equivalent
    //   to `git check-ignore`
    if (!path || path.charCodeAt(path.length - 1) !== SLASH_CODE) {
      return this._test(target, this._testCache, path)
    }

    // Like `git check-ignore`: a directory excluded by itself or by an
    //   ancestor settles it, and only then is the literal 'abc/' matched
    //   against the rules (see `checkSourceOf`).
    const dir = this._t(path, this._testCache)

    if (dir.ignored) {
      return dir
    }

    const literal = this._rules.testLiteral(path)

    return literal.ignored || literal.unignored
      ? literal
      : dir
  }

  _t (
    // The path to be tested
    path,

    // The cache for the result of a certain checking
    cache
  ) {
    if (path in cache) {
      return cache[path]
    }

    const parentPath = parentOf(path)

    // If the path contains a parent directory, check the parent first
    const parent = parentPath
      ? this._t(parentPath, cache)
      : UNDEFINED

    return cache[path] = parent && parent.ignored
      // > It is not possible to re-include a file if a parent directory of
      // >   that file is excluded.
      ? parent
      : this._rules.test(path, MODE_IGNORE)
  }

  ignores (path) {
    return this._test(path, this._ignoreCache, convertPath(path)).ignored
  }

  createFilter () {
    return path => !this.ignores(path)
  }

  filter (paths) {
    return makeArray(paths).filter(this.createFilter())
  }

  // @returns {TestResult}
  test (path) {
    return this._test(path, this._testCache, convertPath(path))
  }
}

const factory = options => new Ignore(options)

const isPathValid = path =>
  checkPath(convertPath(path), path, RETURN_FALSE)

/* istanbul ignore next */
const setupWindows = () => {
  /* eslint no-control-regex: "off" */
  const makePosix = str => /^\\\\\?\\/.test(str)
  || /["<>|\u0000-\u001F]+/u.test(str)
    ? str
    : str.replace(/\\/g, '/')

  checkPath.convert = makePosix

  // 'C:\\foo'     <- 'C:\\foo' has been converted to 'C:/'
  // 'd:\\foo'
  const REGEX_TEST_WINDOWS_PATH_ABSOLUTE = /^[a-z]:\//i
  checkPath.isNotRelative = path =>
    REGEX_TEST_WINDOWS_PATH_ABSOLUTE.test(path)
    || isNotRelative(path)
}


// Windows
// --------------------------------------------------------------
/* istanbul ignore next */
if (
  // Detect `process` so that it can run in browsers.
  typeof process !== 'undefined'
  && process.platform === 'win32'
) {
  setupWindows()
}

// COMMONJS_EXPORTS ////////////////////////////////////////////////////////////

module.exports = factory

// Although it is an anti-pattern,
//   it is still widely misused by a lot of libraries in github
// Ref: https://github.com/search?q=ignore.default%28%29&type=code
factory.default = factory

module.exports.isPathValid = isPathValid

// For testing purposes
define(module.exports, Symbol.for('setupWindows'), setupWindows)


/***/ }),

/***/ 5336:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _src_actions_common_platform_action_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5589);
/* harmony import */ var _src_actions_preview_domain_run_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6260);
// Generated by scripts/build.ts for dist/preview-domain/index.js; not committed.


await (0,_src_actions_common_platform_action_js__WEBPACK_IMPORTED_MODULE_0__/* .runBundle */ .o)(_src_actions_preview_domain_run_js__WEBPACK_IMPORTED_MODULE_1__/* .run */ .e);

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 5589:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Y: () => (/* binding */ platformAction),
  o: () => (/* binding */ runBundle)
});

// EXTERNAL MODULE: ./src/clock.ts
var src_clock = __nccwpck_require__(9373);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(3916);
// EXTERNAL MODULE: ./src/api/base-url.ts
var base_url = __nccwpck_require__(8379);
// EXTERNAL MODULE: ./src/api/decode.ts
var decode = __nccwpck_require__(7364);
;// CONCATENATED MODULE: ./src/api/error-body.ts

const MAX_MESSAGE = 300;
function clip(text) {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > MAX_MESSAGE ? `${flat.slice(0, MAX_MESSAGE - 3)}...` : flat;
}
function compact(detail) {
    const out = {};
    if (detail.code)
        out.code = clip(detail.code);
    if (detail.message)
        out.message = clip(detail.message);
    if (detail.field)
        out.field = clip(detail.field);
    return out;
}
const MESSAGE_KEYS = ['message', 'detail', 'description', 'errorDescription', 'title', 'reason'];
const FIELD_KEYS = ['field', 'param', 'path', 'property', 'attribute', 'pointer'];
function fromObject(obj) {
    const fieldName = (0,decode/* field */.ZZ)(obj, ...FIELD_KEYS);
    return compact({
        code: (0,decode/* stringField */.OM)(obj, 'code', 'type', 'errorCode'),
        message: (0,decode/* stringField */.OM)(obj, ...MESSAGE_KEYS),
        field: Array.isArray(fieldName)
            ? fieldName.join('.')
            : typeof fieldName === 'string'
                ? fieldName
                : undefined,
    });
}
/** `errors: [{message, field}]`, `errors: ["..."]` or `errors: {field: ["..."]}`. */
function fromErrorsList(errors) {
    if (Array.isArray(errors) && errors.length > 0) {
        const first = errors[0];
        const detail = (0,decode/* isRecord */.u4)(first) ? fromObject(first) : compact({ message: String(first) });
        const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
        return { ...detail, ...(detail.message ? { message: `${detail.message}${more}` } : {}) };
    }
    if ((0,decode/* isRecord */.u4)(errors)) {
        const [name, problems] = Object.entries(errors)[0] ?? [];
        if (name === undefined)
            return undefined;
        const message = Array.isArray(problems) ? problems.map(String).join('; ') : String(problems);
        return compact({ field: name, message });
    }
    return undefined;
}
function fromJson(body) {
    if (typeof body === 'string')
        return compact({ message: body });
    if (!(0,decode/* isRecord */.u4)(body))
        return {};
    const error = body.error;
    if ((0,decode/* isRecord */.u4)(error))
        return fromObject(error);
    const top = fromObject(body);
    if (typeof error === 'string') {
        return { ...top, ...(top.message ? { code: top.code ?? error } : { message: clip(error) }) };
    }
    const listed = fromErrorsList(body.errors);
    return listed ? { ...listed, ...top, message: top.message ?? listed.message } : top;
}
/** An HTML error page (proxy, load balancer) is summarised by its title, never dumped. */
function fromHtml(text) {
    const title = /<title[^>]*>([^<]{1,120})<\/title>/i.exec(text)?.[1]?.trim();
    return title ? { message: `${clip(title)} (HTML error page)` } : { message: 'HTML error page' };
}
/** A web page (by its type, or its first tag when the type is missing or wrong), not the API's JSON. */
function looksLikeWebPage(text, contentType) {
    return (contentType ?? '').toLowerCase().includes('html') || /^\s*<(!doctype|html|head|body)/i.test(text);
}
/** The platform's code, message and field from an error response body of any usual shape. */
function parseErrorBody(text, contentType) {
    if (text.trim() === '')
        return {};
    if (looksLikeWebPage(text, contentType))
        return fromHtml(text);
    const decoded = (0,decode/* decodeBody */.Vj)(text, contentType);
    if (decoded.isJson)
        return fromJson(decoded.body);
    const firstLine = text.trim().split('\n')[0] ?? '';
    return compact({ message: firstLine });
}

// EXTERNAL MODULE: ./src/api/errors.ts
var api_errors = __nccwpck_require__(3249);
// EXTERNAL MODULE: ./src/api/list.ts + 1 modules
var list = __nccwpck_require__(5461);
// EXTERNAL MODULE: ./src/api/logger.ts
var logger = __nccwpck_require__(7290);
;// CONCATENATED MODULE: ./src/api/key-shape.ts
/**
 * The platform's API key shape, `<prefix>_pk_<secret>`: the one rule for warning about a mistyped
 * key, masking a key's secret part and spotting keys in answers.
 */
const SEPARATOR = '_pk_';
const SHAPE = /^[A-Za-z0-9]+_pk_\S+$/;
/** A shorter secret part is too common a string to mask on its own or to take for a key. */
const MIN_SECRET_PART_CHARS = 6;
/** Whether `text` is shaped like a key at all (a warning, never a refusal, when it is not). */
function hasApiKeyShape(text) {
    return SHAPE.test(text);
}
/** The part after `_pk_`, which a build log or an echoing answer may print on its own; '' when there is none. */
function secretPartOf(key) {
    const at = key.indexOf(SEPARATOR);
    return at === -1 ? '' : key.slice(at + SEPARATOR.length);
}
/** Whether `text` is a platform key with a secret part long enough to be one, e.g. in an API answer. */
function looksLikeApiKey(text) {
    return hasApiKeyShape(text) && secretPartOf(text).length >= MIN_SECRET_PART_CHARS;
}

// EXTERNAL MODULE: ./src/api/terms.ts
var api_terms = __nccwpck_require__(7047);
;// CONCATENATED MODULE: ./src/api/secrets.ts



// Header values may not contain control characters; undici would refuse them mid-request.
const HEADER_SAFE = /^[\x21-\x7e]+$/;
/** Trims what secrets often carry (a trailing newline) and refuses what cannot be sent at all. */
function checkApiKey(input, terms = api_terms/* CLIENT_TERMS */.Y) {
    const key = (input ?? '').trim();
    if (key === '') {
        throw new errors/* ConfigurationError */.j1(`${terms.key} is missing; create a key in the platform dashboard and pass it via ${terms.keyPlace}`, terms.keySetting);
    }
    if (!HEADER_SAFE.test(key)) {
        throw new errors/* ConfigurationError */.j1(`${terms.key} contains spaces or non-printable characters; copy the key again into ${terms.keyPlace}`, terms.keySetting);
    }
    const shapeWarning = hasApiKeyShape(key)
        ? undefined
        : `${terms.key} does not look like a platform key (<prefix>_pk_<secret>); requests will be tried anyway`;
    return { key, shapeWarning };
}
/** A stable, non-reversible name for a key, so process-wide state can be keyed by it. */
function keyFingerprint(key) {
    // Fetched here, not imported: the deploy bundle's prelude imports this module (see runner-protocol.ts).
    return process.getBuiltinModule('node:crypto').createHash('sha256').update(key).digest('hex').slice(0, 16);
}
/**
 * Returns a function that blanks the key (and its secret part alone, should something print
 * only that) out of any text: messages, stacks, log lines.
 */
function redactor(key) {
    const needles = [key];
    const secret = secretPartOf(key);
    if (secret.length >= MIN_SECRET_PART_CHARS)
        needles.push(secret);
    return (text) => {
        let out = text;
        for (const needle of needles)
            out = out.split(needle).join('***');
        return out;
    };
}
/**
 * What must be masked for a key: the key itself and its secret part after `_pk_`, which a build log
 * or an echoing answer may print on its own. The prefix alone says nothing and is left readable.
 */
function keySecretParts(key) {
    const secretPart = secretPartOf(key);
    return secretPart.length >= MIN_SECRET_PART_CHARS ? [key, secretPart] : [key];
}

;// CONCATENATED MODULE: ./src/api/rate-limiter.ts


const DEFAULT_RATE_PER_SECOND = 15;
/** The platform's documented limit per key in any one-second window (§7–8); a connection may say otherwise. */
const PLATFORM_LIMIT_PER_SECOND = 20;
const WINDOW_MS = 1000;
/** The slowest pace a process may be given: one request every ten seconds. */
const MIN_RATE_PER_SECOND = 0.1;
/**
 * A token bucket in its GCRA form: each request reserves the next free slot when it asks, so waiters
 * leave in arrival order and no burst exceeds `burst + rate` requests in any one-second window.
 * The platform allows 20 req/s per key; the default 15/s with a burst of 3 stays below that even
 * with network jitter, so a normal run never sees a 429.
 */
class TokenBucket {
    #ratePerSecond;
    #intervalMs;
    #toleranceMs;
    #limitPerSecond;
    #fixedClock;
    #lastClock;
    /** When the next request would be exactly on schedule (the "theoretical arrival time"). */
    #nextSlotAt = 0;
    #pausedUntil = 0;
    /** Requests sent and not yet answered, and when recent ones were answered. */
    #inFlight = 0;
    #answeredAt = [];
    constructor(options) {
        this.#fixedClock = options.clock;
        this.#limitPerSecond = options.limitPerSecond ?? PLATFORM_LIMIT_PER_SECOND;
        this.#ratePerSecond = options.ratePerSecond;
        this.#intervalMs = 1000 / options.ratePerSecond;
        this.#toleranceMs = Math.max(0, options.burst - 1) * this.#intervalMs;
    }
    get ratePerSecond() {
        return this.#ratePerSecond;
    }
    get limitPerSecond() {
        return this.#limitPerSecond;
    }
    /**
     * The clock to read now. The shared buckets live as long as the process, longer than one test's
     * virtual clock: its times mean nothing on another clock, so the schedule starts afresh when the
     * current clock changes (instead of waiting for a slot stamped on a clock that ran ahead).
     */
    #time() {
        const clock = this.#fixedClock ?? (0,src_clock/* currentClock */.q6)();
        if (clock !== this.#lastClock) {
            this.#lastClock = clock;
            this.#nextSlotAt = 0;
            this.#pausedUntil = 0;
            this.#inFlight = 0;
            this.#answeredAt = [];
        }
        return clock;
    }
    /** Slows the bucket down (never up): several clients of one key must respect the strictest pace. */
    limitTo(ratePerSecond, burst, limitPerSecond = this.#limitPerSecond) {
        this.#limitPerSecond = Math.min(this.#limitPerSecond, limitPerSecond);
        if (ratePerSecond >= this.#ratePerSecond)
            return;
        const interval = 1000 / ratePerSecond;
        this.#ratePerSecond = ratePerSecond;
        this.#intervalMs = interval;
        this.#toleranceMs = Math.max(0, burst - 1) * interval;
    }
    /** Waits until this request may be sent. */
    async take(signal) {
        for (;;) {
            const clock = this.#time();
            const now = clock.now();
            const slot = Math.max(this.#nextSlotAt, now, this.#pausedUntil);
            this.#nextSlotAt = slot + this.#intervalMs;
            const wait = Math.max(slot - this.#toleranceMs, this.#pausedUntil) - now;
            if (wait > 0)
                await clock.sleep(wait, signal);
            // A 429 seen by another request while this one slept pauses it too; it then queues again.
            if (this.#pausedUntil <= this.#time().now())
                return;
        }
    }
    /**
     * The second guard, for what pacing alone cannot see: requests whose first bytes were delayed
     * (a slow first connection, a late timer) reach the platform bunched with later ones. The
     * platform counts a request somewhere between our send and its answer, so any one-second window
     * it sees holds only requests that were in flight or answered within a second when the last of
     * them was sent. Keeping that count below the limit makes a 429 impossible from this process.
     */
    async enter(signal) {
        for (;;) {
            const clock = this.#time();
            const now = clock.now();
            while (this.#answeredAt.length > 0 && this.#answeredAt[0] <= now - WINDOW_MS)
                this.#answeredAt.shift();
            if (this.#inFlight + this.#answeredAt.length < this.#limitPerSecond - 1) {
                this.#inFlight++;
                return;
            }
            const oldest = this.#answeredAt[0];
            await clock.sleep(oldest === undefined ? 5 : Math.max(1, oldest + WINDOW_MS - now), signal);
        }
    }
    /** Marks a request entered with `enter` as answered (or failed). */
    leave() {
        this.#inFlight = Math.max(0, this.#inFlight - 1);
        this.#answeredAt.push(this.#time().now());
    }
    /** After a 429, every request of the key waits until `epochMs` (the server's Retry-After). */
    pauseUntil(epochMs) {
        this.#time();
        if (epochMs <= this.#pausedUntil)
            return;
        this.#pausedUntil = epochMs;
        this.#nextSlotAt = Math.max(this.#nextSlotAt, epochMs);
    }
    get pausedUntil() {
        return this.#pausedUntil;
    }
}
function defaultBurst(ratePerSecond) {
    return Math.max(1, Math.floor(ratePerSecond / 5));
}
// The platform's limit is per key and per process all requests share it, so there is one bucket per key.
const sharedBuckets = new Map();
function sharedBucketFor(apiKey, ratePerSecond = DEFAULT_RATE_PER_SECOND, limitPerSecond = PLATFORM_LIMIT_PER_SECOND) {
    const id = keyFingerprint(apiKey);
    const burst = defaultBurst(ratePerSecond);
    const existing = sharedBuckets.get(id);
    if (existing) {
        existing.limitTo(ratePerSecond, burst, limitPerSecond);
        return existing;
    }
    const bucket = new TokenBucket({ ratePerSecond, burst, limitPerSecond });
    sharedBuckets.set(id, bucket);
    return bucket;
}
/**
 * One process's share of a key's per-second budget when `sharers` processes (matrix legs, jobs) use
 * the key at the same time: the budget split evenly, rounded down to a hundredth so the shares never
 * add up to more than the budget.
 */
function budgetShare(budgetPerSecond, sharers) {
    const share = Math.floor((budgetPerSecond / Math.max(1, sharers)) * 100) / 100;
    return Math.max(MIN_RATE_PER_SECOND, share);
}

// EXTERNAL MODULE: ./src/api/request-headers.ts + 1 modules
var request_headers = __nccwpck_require__(6815);
// EXTERNAL MODULE: ./src/api/resource-names.ts
var resource_names = __nccwpck_require__(4563);
;// CONCATENATED MODULE: ./src/api/retry.ts
/** When to try a request again and how long to wait first. */
const DEFAULT_BACKOFF = { baseDelayMs: 500, maxDelayMs: 20_000, random: Math.random };
const DEFAULT_MAX_ATTEMPTS = 6;
/** A refused connection is retried briefly only: a platform that is down should fail the job fast. */
const DEFAULT_MAX_CONNECT_ATTEMPTS = 3;
const RETRYABLE_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
/** "Full jitter": a uniform wait up to an exponentially growing ceiling, so parallel retries spread out. */
function backoffDelay(retryNumber, options = DEFAULT_BACKOFF) {
    const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.max(0, retryNumber - 1));
    return Math.floor(options.random() * ceiling);
}
/**
 * The wait before retry number `retryNumber`: what the server asked for (Retry-After) when it said,
 * else the jittered backoff; never more than the backoff's ceiling.
 */
function retryDelay(retryNumber, retryAfterMs, options = DEFAULT_BACKOFF) {
    return Math.min(retryAfterMs ?? backoffDelay(retryNumber, options), options.maxDelayMs);
}
/** GET, PUT and DELETE are idempotent by HTTP's definition; a POST only when the caller says so. */
function isIdempotent(method, declared) {
    if (declared !== undefined)
        return declared;
    return method === 'GET' || method === 'PUT' || method === 'DELETE' || method === 'HEAD';
}
/**
 * A 429 means the platform refused before doing anything, so even a POST may be repeated.
 * Other retryable statuses may come after the work was done, so only idempotent requests repeat them.
 */
function mayRetryStatus(status, idempotent) {
    if (!RETRYABLE_STATUSES.has(status))
        return false;
    return idempotent || status === 429;
}
/** Retry-After in milliseconds from either form (delta-seconds or HTTP-date); undefined when absent or unreadable. */
function parseRetryAfter(value, nowMs) {
    const text = (Array.isArray(value) ? value[0] : value)?.trim();
    if (!text)
        return undefined;
    if (/^\d+(\.\d+)?$/.test(text))
        return Math.round(Number(text) * 1000);
    const at = Date.parse(text);
    if (Number.isNaN(at))
        return undefined;
    return Math.max(0, at - nowMs);
}
const CONNECT_CODES = {
    ECONNREFUSED: 'connection refused',
    EHOSTUNREACH: 'host unreachable',
    ENETUNREACH: 'network unreachable',
    EADDRNOTAVAIL: 'address not available',
    EAI_AGAIN: 'DNS lookup failed temporarily',
    CONNECT_TIMEOUT: 'connect timeout',
};
const FATAL_CODES = {
    ENOTFOUND: 'host name not found',
    CERT_HAS_EXPIRED: 'TLS certificate has expired',
    ERR_TLS_CERT_ALTNAME_INVALID: 'TLS certificate does not match the host',
    DEPTH_ZERO_SELF_SIGNED_CERT: 'self-signed TLS certificate',
    SELF_SIGNED_CERT_IN_CHAIN: 'self-signed TLS certificate in chain',
    UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'TLS certificate cannot be verified',
};
const AMBIGUOUS_REASONS = {
    ECONNRESET: 'connection reset or closed by the platform',
    EPIPE: 'connection broken',
};
function errorCode(error) {
    if (typeof error !== 'object' || error === null)
        return undefined;
    const code = error.code;
    if (typeof code === 'string')
        return code;
    return errorCode(error.cause);
}
function classifyNetworkError(error) {
    const code = errorCode(error);
    if (code && CONNECT_CODES[code])
        return { kind: 'connect', code, reason: CONNECT_CODES[code] };
    if (code && FATAL_CODES[code])
        return { kind: 'fatal', code, reason: FATAL_CODES[code] };
    const reason = (code && AMBIGUOUS_REASONS[code]) ?? (code ? `network error ${code}` : 'network error');
    return { kind: 'ambiguous', code, reason };
}

// EXTERNAL MODULE: ./src/api/routes.ts
var routes = __nccwpck_require__(1819);
;// CONCATENATED MODULE: ./src/text.ts
/** Small wording helpers shared by every layer, so one message style holds everywhere. */
/** `3 problems`, `1 problem`: the count and the noun, plural unless the count is exactly one. */
function plural(count, noun) {
    return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
/** The text with its first letter upper-cased, for a sentence that starts with a variable noun. */
function capitalise(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}
/** `text` as a regular-expression source that matches it literally. */
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

;// CONCATENATED MODULE: ./src/api/hints.ts


/** One sentence saying what to do about an error status. */
function hintFor(ctx) {
    const { status } = ctx;
    const keyPlace = ctx.terms.keyPlace;
    if (status === 401) {
        return `The API key is missing, invalid or revoked: create a key in the platform dashboard and store it in ${keyPlace}.`;
    }
    if (status === 403) {
        return ctx.write
            ? `This is a read key; ${ctx.operation} needs a full key: create a full key in the platform dashboard and store it in ${keyPlace}.`
            : `The key may not access this resource: check that ${keyPlace} belongs to the organisation that owns it.`;
    }
    if (status === 404) {
        return ctx.notFound
            ? `${capitalise((0,resource_names/* describeNotFound */.fg)(ctx.notFound))} was not found: check the name or id, and that the key belongs to the organisation that owns it.`
            : `The platform has no such endpoint under ${ctx.apiRoot}: check that ${ctx.terms.url} points at the platform.`;
    }
    if (status === 400 || status === 422) {
        const about = ctx.field ? ` (field "${ctx.field}")` : '';
        return `The platform rejected the input${about}: correct it as the message says and run again.`;
    }
    if (status === 409)
        return 'The request conflicts with the current state on the platform: check it and run again.';
    if (status === 429) {
        return ctx.deadlineHit
            ? `The platform is rate-limiting this key and the wait it asked for would pass the deadline: ${outOfTime(ctx)}.`
            : `The platform kept rate-limiting this key after ${ctx.attempts} attempts: check that no other job is using the same key at the same time.`;
    }
    if (status >= 500 || status === 408) {
        if (ctx.deadlineHit) {
            return `The platform kept failing (tried ${ctx.attempts} time(s) until the deadline): ${outOfTime(ctx)}; report it to the platform if it persists.`;
        }
        return `The platform kept failing (tried ${ctx.attempts} time(s)): run again later, and report it to the platform if it persists.`;
    }
    if (status >= 300 && status < 400) {
        const target = ctx.location ? ` to ${ctx.location}` : '';
        return `The platform redirected${target}: set ${ctx.terms.url} to the final address (https, no redirect).`;
    }
    return `Unexpected HTTP ${status} from the platform: check ${ctx.terms.url} and the request.`;
}
/** What to do when the time is up: only a step's deadline is the user's to raise. */
function outOfTime(ctx) {
    return ctx.stepDeadline
        ? `the step's time ran out; give the step more time with ${ctx.terms.moreTime}, or run again later`
        : 'the time one call may take ran out; run again later';
}

// EXTERNAL MODULE: ./src/api/transport.ts + 1 modules
var transport = __nccwpck_require__(9371);
;// CONCATENATED MODULE: ./src/api/attempt-errors.ts




/** The error that ends a request at its deadline, naming whose deadline it was. */
function attempt_errors_outOfTime(plan, deps, run) {
    return new api_errors/* DeadlineExceededError */.Kt(plan.identity, {
        source: plan.deadlineSource,
        budgetMs: deps.callBudgetMs,
        attempts: run.attempts,
        lastFailure: run.last,
        maybeApplied: run.cutInFlight && !plan.idempotent,
        moreTime: deps.terms.moreTime,
    }, deps.scrub);
}
/** An error status, with the one sentence that says what to do about it. */
function apiError(plan, deps, response, attempts, deadlineHit) {
    const detail = parseErrorBody(response.text, (0,transport/* headerValue */.Z)(response.headers, 'content-type'));
    // A read key permits GET only (§5), so any other method needs a full key, W mark or not.
    const write = plan.write || plan.identity.method !== 'GET';
    const hint = hintFor({
        status: response.status,
        operation: plan.identity.operation,
        write,
        notFound: plan.notFound,
        apiRoot: deps.apiRoot,
        terms: deps.terms,
        attempts,
        deadlineHit,
        stepDeadline: plan.deadlineSource === 'step',
        location: (0,transport/* headerValue */.Z)(response.headers, 'location'),
        field: detail.field,
    });
    const requestId = (0,transport/* headerValue */.Z)(response.headers, 'x-request-id') ?? (0,transport/* headerValue */.Z)(response.headers, 'x-correlation-id');
    return new api_errors/* PlatformApiError */.es({
        ...plan.identity,
        ...detail,
        status: response.status,
        hint,
        attempts,
        ...(requestId ? { requestId } : {}),
        ...(plan.notFound ? { notFound: plan.notFound } : {}),
        // The platform's words for a read key ("needs a full API key; the key sent is a read key")
        // are the hint's; `platformMessage` keeps them for whoever wants them.
        ...(response.status === 403 && write ? { hintRestatesMessage: true } : {}),
    }, deps.scrub);
}
function formatMs(ms) {
    return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/file-chunks.ts
var file_chunks = __nccwpck_require__(1704);
// EXTERNAL MODULE: ./src/api/upload.ts
var upload = __nccwpck_require__(4759);
;// CONCATENATED MODULE: ./src/api/upload-body.ts





/** The archive changed after its length was taken: sending on would upload other bytes than stated. */
class SourceChangedError extends Error {
    name = 'SourceChangedError';
}
/** Large reads keep a multi-GiB upload from costing tens of thousands of tiny writes. */
const READ_CHUNK_BYTES = 1024 * 1024;
/**
 * The bytes before and after the file in a one-part multipart body (RFC 7578). A quote or line
 * break in the name is %-escaped as browsers and undici do, so the header cannot be broken out of.
 */
function multipartFraming(boundary, filename) {
    const name = filename.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${upload/* UPLOAD_FIELD */.p$}"; filename="${name}"\r\n` +
        `Content-Type: ${upload/* UPLOAD_TYPE */.t}\r\n\r\n`, 'utf8');
    return { head, tail: Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8') };
}
function framing(options) {
    if (options.form === 'raw')
        return { contentType: upload/* UPLOAD_TYPE */.t, head: Buffer.alloc(0), tail: Buffer.alloc(0) };
    // 24 random hex digits: a zip's compressed bytes will not contain the delimiter by chance.
    const boundary = `----platform-actions-${(0,external_node_crypto_.randomBytes)(12).toString('hex')}`;
    const { head, tail } = multipartFraming(boundary, (0,external_node_path_.basename)(options.filename ?? upload/* UPLOAD_FILENAME */.S0));
    return { contentType: `multipart/form-data; boundary=${boundary}`, head, tail };
}
/**
 * The upload body for the zip at `filePath` (or growing there), streamed from disk on each attempt.
 * A whole file's length is its size from stat plus the framing: exact for any size (a Blob's is
 * wrong from 4 GiB on). A growing one has no length until it is complete, so an attempt that starts
 * before then is sent chunked while the zip is written, and one that starts after has the length.
 */
async function fileUploadBody(source, options = {}) {
    const { contentType, head, tail } = framing(options);
    if (typeof source !== 'string')
        return growingBody(contentType, source, head, tail);
    const { size } = await (0,promises_.stat)(source);
    return {
        contentType,
        length: head.length + size + tail.length,
        chunks: (onChunk, signal) => fileChunks(source, size, head, tail, onChunk, signal),
    };
}
function growingBody(contentType, archive, head, tail) {
    return {
        contentType,
        get length() {
            const size = archive.completeSize;
            return size === undefined ? undefined : head.length + size + tail.length;
        },
        chunks: (onChunk, signal) => growingChunks(archive, head, tail, onChunk, signal),
    };
}
async function* growingChunks(archive, head, tail, onChunk, signal) {
    onChunk();
    if (head.length > 0)
        yield head;
    let sent = 0;
    for await (const chunk of archive.read(signal)) {
        sent += chunk.length;
        onChunk();
        yield chunk;
    }
    if (sent !== archive.completeSize) {
        throw new SourceChangedError(`${archive.path} changed while it was being uploaded (${sent} bytes read, ${archive.completeSize} written).`);
    }
    onChunk();
    if (tail.length > 0)
        yield tail;
}
async function* fileChunks(path, size, head, tail, onChunk, signal) {
    // Checked on every attempt: a length stated for other bytes would be a corrupt upload, not an error.
    const changed = (now) => new SourceChangedError(`${path} changed while it was being uploaded (${now} bytes instead of ${size}); nothing else may write to the archive until the upload is over.`);
    const current = (await (0,promises_.stat)(path)).size;
    if (current !== size)
        throw changed(current);
    onChunk();
    if (head.length > 0)
        yield head;
    let sent = 0;
    if (size > 0) {
        for await (const chunk of (0,file_chunks/* reusedChunks */.f)(path, READ_CHUNK_BYTES, size)) {
            signal.throwIfAborted();
            sent += chunk.length;
            onChunk();
            yield chunk;
        }
    }
    if (sent !== size)
        throw changed(sent);
    onChunk();
    if (tail.length > 0)
        yield tail;
}

;// CONCATENATED MODULE: ./src/api/attempts.ts






/** Sends `plan` until it succeeds, fails for good, runs out of time, or retrying would break the rules in retry.ts. */
async function runAttempts(plan, deps) {
    const callerSignal = plan.signals.length > 0 ? AbortSignal.any([...plan.signals]) : undefined;
    // One timer for the whole request, so no part of it (pacing included) can outlast the deadline.
    const deadline = (0,src_clock/* clockTimeout */.S2)(Math.max(0, plan.deadline - deps.clock.now()), deps.clock);
    const signal = callerSignal ? AbortSignal.any([callerSignal, deadline.signal]) : deadline.signal;
    const run = { signal, attempts: 0, last: undefined, cutInFlight: false };
    try {
        return await attemptLoop(plan, deps, run);
    }
    catch (error) {
        callerSignal?.throwIfAborted();
        if (deadline.signal.aborted && !(error instanceof api_errors/* PlatformError */.Wk))
            throw attempt_errors_outOfTime(plan, deps, run);
        throw error;
    }
    finally {
        deadline.clear();
    }
}
async function attemptLoop(plan, deps, run) {
    let connectFailures = 0;
    for (let attempt = 1;; attempt++) {
        run.signal.throwIfAborted();
        if (deps.clock.now() >= plan.deadline)
            throw attempt_errors_outOfTime(plan, deps, run);
        // A 429 may have paused the key past the deadline: the wait for a turn ends with the deadline too.
        const before = run.last;
        run.last = "still waiting for this key's turn under the rate limit";
        await deps.bucket.take(run.signal);
        await deps.bucket.enter(run.signal);
        run.last = before;
        let outcome;
        try {
            outcome = await attemptOnce(plan, deps, attempt, run);
        }
        finally {
            deps.bucket.leave();
        }
        const retriesLeft = attempt < deps.maxAttempts;
        if ('failure' in outcome) {
            const { failure } = outcome;
            run.last = failure.reason;
            const unreachable = () => new api_errors/* PlatformUnreachableError */.YA(plan.identity, deps.origin, failure.reason, failure.code, deps.scrub, deps.terms);
            if (failure.kind === 'fatal')
                throw unreachable();
            if (failure.kind === 'connect') {
                connectFailures++;
                if (connectFailures >= deps.maxConnectAttempts || !retriesLeft)
                    throw unreachable();
                if (!(await waitToRetry(backoffDelay(attempt, deps.backoff), plan, deps, run)))
                    throw unreachable();
                continue;
            }
            if (!plan.idempotent) {
                throw new api_errors/* AmbiguousRequestError */.sm(plan.identity, failure.reason, failure.code, deps.scrub);
            }
            if (!retriesLeft) {
                throw new api_errors/* PlatformNetworkError */.uD(plan.identity, failure.reason, attempt, failure.code, deps.scrub);
            }
            if (!(await waitToRetry(backoffDelay(attempt, deps.backoff), plan, deps, run))) {
                throw attempt_errors_outOfTime(plan, deps, run);
            }
            continue;
        }
        const { response } = outcome;
        if (response.status < 300)
            return response;
        if (response.status === 429)
            deps.stats.rateLimited++;
        let deadlineHit = false;
        if (mayRetryStatus(response.status, plan.idempotent)) {
            const retryAfter = parseRetryAfter(response.headers['retry-after'], deps.clock.now());
            const delay = retryAfter ?? backoffDelay(attempt, deps.backoff);
            // Everyone using the key backs off together; one request's retry alone would just meet the next 429.
            if (response.status === 429)
                deps.bucket.pauseUntil(deps.clock.now() + delay);
            if (retriesLeft) {
                run.last = `HTTP ${response.status}`;
                if (await waitToRetry(delay, plan, deps, run))
                    continue;
                deadlineHit = true;
            }
        }
        throw apiError(plan, deps, response, attempt, deadlineHit);
    }
}
async function attemptOnce(plan, deps, attempt, run) {
    const { method, pathTemplate } = plan.identity;
    run.attempts = attempt;
    const upload = typeof plan.body === 'object';
    // An upload may take as long as its bytes keep moving; any other request has a fixed time. Both
    // are clock sleeps (a virtual clock decides what took too long), and both end at the deadline.
    const idle = upload ? (0,src_clock/* idleTimeout */.QG)(deps.progressTimeoutMs, deps.clock) : undefined;
    const timeout = idle ?? (0,src_clock/* clockTimeout */.S2)(deps.requestTimeoutMs, deps.clock);
    const signal = AbortSignal.any([run.signal, timeout.signal]);
    const started = deps.clock.now();
    const tried = attempt > 1 ? ` (attempt ${attempt})` : '';
    const log = (what) => deps.logger.debug(`${method} ${pathTemplate} -> ${what} in ${Math.round(deps.clock.now() - started)} ms${tried}`);
    deps.stats.requests++;
    try {
        const response = await (0,transport/* sendOnce */.E4)({
            method,
            url: plan.url,
            headers: plan.headers,
            signal,
            maxBodyBytes: plan.maxResponse.bytes,
            ...(plan.body === undefined ? {} : { body: plan.body }),
            ...(idle ? { onProgress: idle.touch } : {}),
        });
        log(response.status);
        return { response };
    }
    catch (error) {
        if (run.signal.aborted) {
            log('deadline or cancel');
            run.cutInFlight = true;
            run.last = upload ? 'the upload had not finished' : 'the platform had not finished answering';
            throw run.signal.reason;
        }
        // Not the network's fault, and the same on every attempt: said as it is, not retried.
        if (error instanceof SourceChangedError)
            throw error;
        if (error instanceof transport/* BodyTooLargeError */.Au) {
            log(`answer over ${error.limit} bytes`);
            const { identity } = plan;
            throw new api_errors/* ResponseTooLargeError */.by(identity, error.limit, error.announced, plan.maxResponse.option, deps.scrub, deps.terms);
        }
        const failure = !timeout.signal.aborted
            ? classifyNetworkError(error)
            : idle
                ? {
                    kind: 'ambiguous',
                    code: 'TIMEOUT',
                    reason: `no bytes moved for ${formatMs(deps.progressTimeoutMs)}`,
                }
                : {
                    kind: 'ambiguous',
                    code: 'TIMEOUT',
                    reason: `no response within ${formatMs(deps.requestTimeoutMs)}`,
                };
        log(failure.code ?? failure.reason);
        return { failure };
    }
    finally {
        timeout.clear();
    }
}
/** Sleeps before a retry; false (without sleeping) when the retry would start after the deadline. */
async function waitToRetry(delayMs, plan, deps, run) {
    if (deps.clock.now() + delayMs > plan.deadline)
        return false;
    deps.stats.retries++;
    await deps.clock.sleep(delayMs, run.signal);
    return true;
}

;// CONCATENATED MODULE: ./src/api/settle.ts



/** What a DELETE answers once its target is gone: no content. */
const GONE = { status: 204, headers: {}, text: '' };
/** Sends of an idempotent request whose answers keep arriving cut off, before giving up. */
const UNREADABLE_SENDS = 3;
/**
 * A DELETE that was retried and then answered 404 reached its goal: the earlier attempt, whose answer
 * was lost, most likely deleted it, and either way it is gone. Without this a dropped answer turned a
 * delete that worked into a failed step. A 404 on the first attempt still fails: nothing says it ever
 * existed.
 */
function goneOnRetry(plan, error) {
    return (plan.identity.method === 'DELETE' &&
        error instanceof api_errors/* PlatformApiError */.es &&
        error.status === 404 &&
        error.attempts > 1);
}
/**
 * A 2xx that says it is JSON but does not parse was cut off on the way (or mangled by a proxy). Read
 * as text it would decode as an empty record or list, and callers would act on that: treat a
 * variable set as empty, a list as missing. So it is a failed exchange, not an answer.
 */
function unreadableJson(response) {
    const type = (0,transport/* headerValue */.Z)(response.headers, 'content-type') ?? '';
    if (!type.toLowerCase().includes('json') || response.text.trim() === '')
        return false;
    try {
        JSON.parse(response.text);
        return false;
    }
    catch {
        return true;
    }
}
/**
 * runAttempts, plus what the client concludes from the answers it got: a retried DELETE's 404 is
 * success; an unreadable answer is sent again when that is safe, and is ambiguous when it is not
 * (the platform acted on it), so the callers that reconcile (deploy, run, domains) do.
 */
async function settle(plan, deps) {
    const { method, pathTemplate, operation } = plan.identity;
    for (let send = 1;; send++) {
        let response;
        try {
            response = await runAttempts(plan, deps);
        }
        catch (error) {
            if (!goneOnRetry(plan, error))
                throw error;
            deps.logger.debug(`${method} ${pathTemplate} -> 404 on a retry: already deleted by the earlier attempt`);
            return GONE;
        }
        if (!unreadableJson(response))
            return response;
        const what = `the HTTP ${response.status} answer was cut off or is not JSON`;
        if (!plan.idempotent)
            throw new api_errors/* AmbiguousRequestError */.sm(plan.identity, what, 'BAD_JSON', deps.scrub);
        if (send >= UNREADABLE_SENDS) {
            throw new api_errors/* UnexpectedResponseError */.dk(plan.identity, `${operation} (${method} ${pathTemplate}) failed: ${what}, ${send} times. The platform is not answering reliably; try again later.`, deps.scrub);
        }
        deps.logger.debug(`${method} ${pathTemplate} -> ${what}; sending it again`);
    }
}

;// CONCATENATED MODULE: ./src/api/client.ts



















const DEFAULT_CALL_BUDGET_MS = 5 * 60_000;
const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024;
const DEFAULT_MAX_LOG_RESPONSE_BYTES = 128 * 1024 * 1024;
const warnedKeys = new Set();
/** The one way the toolkit talks to the platform: paced, retried, decoded, and never leaking the key. */
class PlatformClient {
    base;
    /** Scrubs the key out of every line; resource modules log through it. */
    logger;
    #apiKey;
    #scrub;
    #options;
    #clock;
    #terms;
    #deps;
    #stats = { requests: 0, retries: 0, rateLimited: 0 };
    /** Page-size parameters this platform refused with a 400 naming them: left out of later list reads. */
    refusedQueryParams = new Set();
    constructor(options) {
        this.#terms = options.terms ?? api_terms/* CLIENT_TERMS */.Y;
        this.base = (0,base_url/* parseApiUrl */.nV)(options.apiUrl, { ...options, terms: this.#terms });
        checkTuning(options);
        const { key, shapeWarning } = checkApiKey(options.apiKey, this.#terms);
        this.#apiKey = key;
        this.#scrub = redactor(key);
        this.logger = (0,logger/* scrubbingLogger */.U)(options.logger ?? logger/* silentLogger */.q, this.#scrub);
        this.#options = options;
        const fingerprint = keyFingerprint(key);
        if (shapeWarning && !warnedKeys.has(fingerprint)) {
            warnedKeys.add(fingerprint);
            this.logger.warning(shapeWarning);
        }
        const insecure = (0,base_url/* insecureHttpWarning */.ts)(this.base, this.#terms);
        if (insecure)
            this.logger.warning(insecure);
        this.#clock = options.clock ?? src_clock/* ambientClock */.Hs;
        const rate = options.ratePerSecond ?? DEFAULT_RATE_PER_SECOND;
        const limit = options.platformLimitPerSecond ?? PLATFORM_LIMIT_PER_SECOND;
        const bucket = options.clock
            ? new TokenBucket({
                ratePerSecond: rate,
                burst: defaultBurst(rate),
                limitPerSecond: limit,
                clock: options.clock,
            })
            : sharedBucketFor(key, rate, limit);
        this.#deps = {
            clock: this.#clock,
            bucket,
            logger: this.logger,
            scrub: this.#scrub,
            origin: this.base.origin,
            apiRoot: this.base.root,
            terms: this.#terms,
            maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
            maxConnectAttempts: options.maxConnectAttempts ?? DEFAULT_MAX_CONNECT_ATTEMPTS,
            requestTimeoutMs: options.requestTimeoutMs ?? DEFAULT_TIMEOUT_MS,
            progressTimeoutMs: options.uploadProgressTimeoutMs ?? options.requestTimeoutMs ?? DEFAULT_TIMEOUT_MS,
            callBudgetMs: DEFAULT_CALL_BUDGET_MS,
            backoff: {
                baseDelayMs: options.backoffBaseMs ?? DEFAULT_BACKOFF.baseDelayMs,
                maxDelayMs: options.backoffMaxMs ?? DEFAULT_BACKOFF.maxDelayMs,
                random: options.random ?? DEFAULT_BACKOFF.random,
            },
            stats: this.#stats,
        };
    }
    /** The response body with any envelope removed: JSON, or text for text/plain. */
    async call(operation, options = {}) {
        const route = (0,routes/* routeFor */.nR)(operation);
        const raw = await this.callRaw(operation, options);
        return (0,decode/* unwrap */.oA)(raw.body, (0,resource_names/* singularKeysFor */.HO)(route));
    }
    async callRaw(operation, options = {}) {
        const route = (0,routes/* routeFor */.nR)(operation);
        const url = (0,base_url/* buildUrl */.c$)(this.base, route.path, options.params, options.query);
        return this.send(route, url, options);
    }
    /** Every item of a list operation, following whatever pagination the platform uses. */
    async list(operation, options = {}, listOptions = {}) {
        const route = (0,routes/* routeFor */.nR)(operation);
        return (0,list/* collectPages */.V)(this, route, options, listOptions);
    }
    /**
     * POST /uploads: streams a zip from disk, as multipart `file` (source.zip, application/zip) or, with
     * `form: 'raw'`, as the body itself; either way with its exact length, whatever the file's size, or
     * chunked while a growing zip is still being written.
     */
    async upload(filePath, options = {}) {
        const route = (0,routes/* routeFor */.nR)('createUpload');
        const body = await fileUploadBody(filePath, {
            ...(options.form ? { form: options.form } : {}),
            ...(options.filename ? { filename: options.filename } : {}),
        });
        const url = (0,base_url/* buildUrl */.c$)(this.base, route.path);
        const response = await this.send(route, url, { idempotent: true, ...(options.signal ? { signal: options.signal } : {}) }, body);
        const sourceUrl = (0,upload/* uploadedSourceUrl */.TH)(response.body);
        if (!sourceUrl) {
            throw new api_errors/* UnexpectedResponseError */.dk({ operation: route.operation, method: route.method, pathTemplate: route.path }, `The upload succeeded but the response carried no source URL (looked for sourceTarballUrl, url, uploadUrl, sourceUrl; got ${describeShape(response.body)}).`, this.#scrub);
        }
        return { sourceUrl, raw: response.body };
    }
    stats() {
        return { ...this.#stats };
    }
    /** Sends to an explicit URL (a pagination link) under a route's rules. Internal to src/api. */
    async send(route, url, options, upload) {
        const headers = (0,request_headers/* apiRequestHeaders */.gS)(this.#apiKey, this.#options.userAgent);
        let body = upload;
        if (upload === undefined && options.body !== undefined) {
            headers['content-type'] = 'application/json';
            body = JSON.stringify(options.body);
        }
        const plan = {
            identity: { operation: route.operation, method: route.method, pathTemplate: route.path },
            write: route.write,
            url,
            headers,
            ...(body === undefined ? {} : { body }),
            idempotent: isIdempotent(route.method, options.idempotent),
            ...this.#deadline(options.deadline),
            signals: [this.#options.signal, options.signal].filter((s) => s !== undefined),
            notFound: (0,resource_names/* notFoundSubject */.s6)(route, options.params ?? {}, options.query ?? {}),
            maxResponse: this.#maxResponse(route),
        };
        const response = await settle(plan, this.#deps);
        const type = (0,transport/* headerValue */.Z)(response.headers, 'content-type');
        // Read as text, a web page would decode as an empty record, and the run would go on to write
        // (an upload) to whatever serves it. Only a file's own content (its route says so) may be HTML.
        if (!route.answersFileContent && looksLikeWebPage(response.text, type)) {
            throw new api_errors/* HtmlAnswerError */._4(plan.identity, `${route.method} ${route.path} answered an HTML page (HTTP ${response.status}), not the API's JSON: ${pageAddress(url)} is not under the platform's API.`);
        }
        const decoded = (0,decode/* decodeBody */.Vj)(response.text, type);
        return { status: response.status, headers: response.headers, body: decoded.body, text: response.text };
    }
    #deadline(callDeadline) {
        const candidates = [this.#options.deadline, callDeadline].filter((d) => d !== undefined);
        return candidates.length > 0
            ? { deadline: Math.min(...candidates), deadlineSource: 'step' }
            : { deadline: this.#clock.now() + DEFAULT_CALL_BUDGET_MS, deadlineSource: 'budget' };
    }
    /** Log answers grow with the build, so they have a cap of their own. */
    #maxResponse(route) {
        return route.answersGrowingLog
            ? {
                bytes: this.#options.maxLogResponseBytes ?? DEFAULT_MAX_LOG_RESPONSE_BYTES,
                option: 'maxLogResponseBytes',
            }
            : { bytes: this.#options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES, option: 'maxResponseBytes' };
    }
}
function checkTuning(options) {
    const positive = [
        ['ratePerSecond', options.ratePerSecond],
        ['platformLimitPerSecond', options.platformLimitPerSecond],
        ['maxAttempts', options.maxAttempts],
        ['maxConnectAttempts', options.maxConnectAttempts],
        ['requestTimeoutMs', options.requestTimeoutMs],
        ['uploadProgressTimeoutMs', options.uploadProgressTimeoutMs],
        ['maxResponseBytes', options.maxResponseBytes],
        ['maxLogResponseBytes', options.maxLogResponseBytes],
    ];
    for (const [name, value] of positive) {
        if (value !== undefined && !(Number.isFinite(value) && value > 0)) {
            throw new errors/* ConfigurationError */.j1(`${name} must be a positive number (got ${value}).`);
        }
    }
}
/** Top-level keys only: values may be anything, including secrets the platform echoed. */
function describeShape(body) {
    if (body === undefined)
        return 'an empty body';
    if (Array.isArray(body))
        return `an array of ${body.length}`;
    if (typeof body === 'object' && body !== null)
        return `an object with keys ${Object.keys(body).slice(0, 10).join(', ') || '(none)'}`;
    return `a ${typeof body}`;
}
/** Where the page came from, without a query or any userinfo. */
function pageAddress(url) {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
}

// EXTERNAL MODULE: ./src/github/context.ts + 2 modules
var github_context = __nccwpck_require__(8117);
// EXTERNAL MODULE: ./src/run-scope.ts
var run_scope = __nccwpck_require__(7303);
;// CONCATENATED MODULE: ./src/sync/engine/safety.ts

const SAFETY_DEFAULTS = { minManaged: 10, maxUpdatePercent: 30, maxDeletePercent: 30 };
class UnsafePlanError extends errors/* ConfigurationError */.j1 {
    reasons;
    constructor(reasons) {
        super(`Refusing to apply the plan because ${reasons.join('; and ')}; check the plan and, if it is what you ` +
            'want, re-run with `force: true`.', 'force');
        this.reasons = reasons;
    }
}
/** The refusal, or undefined when the plan may be applied. The plan itself stays renderable either way. */
function checkSafety(provider, plan, options) {
    if (options.force)
        return undefined;
    const reasons = [...thresholdReasons(plan, options), ...itemReasons(provider, plan)];
    return reasons.length === 0 ? undefined : new UnsafePlanError(reasons);
}
function thresholdReasons(plan, options) {
    const reasons = [];
    const { counts, managedCount, kind } = plan;
    if (plan.desiredEmpty && plan.prune && counts.delete > 0) {
        reasons.push(`the file declares no ${kind}s and prune is on, so it would delete all ${counts.delete}`);
        return reasons;
    }
    if (managedCount < (options.minManaged ?? SAFETY_DEFAULTS.minManaged))
        return reasons;
    const share = (count) => `${count} of ${managedCount} existing ${kind}s`;
    const maxUpdate = options.maxUpdatePercent ?? SAFETY_DEFAULTS.maxUpdatePercent;
    // Whole-number comparison so exactly 30% is allowed without floating-point surprises.
    if (counts.update * 100 > managedCount * maxUpdate) {
        reasons.push(`it updates ${share(counts.update)} (${percent(counts.update, managedCount)}, over ${maxUpdate}%)`);
    }
    const maxDelete = options.maxDeletePercent ?? SAFETY_DEFAULTS.maxDeletePercent;
    if (counts.delete * 100 > managedCount * maxDelete) {
        reasons.push(`it deletes ${share(counts.delete)} (${percent(counts.delete, managedCount)}, over ${maxDelete}%)`);
    }
    return reasons;
}
function itemReasons(provider, plan) {
    if (provider.requiresForce === undefined)
        return [];
    const reasons = [];
    for (const item of plan.items) {
        if (item.op === 'unchanged' || item.op === 'unmanaged')
            continue;
        const reason = provider.requiresForce(item);
        if (reason !== undefined)
            reasons.push(reason);
    }
    return reasons;
}
function percent(count, total) {
    return `${Math.round((count * 100) / total)}%`;
}

;// CONCATENATED MODULE: ./src/actions/common/api-terms.ts
/**
 * The platform client's settings in the words of the actions' inputs (PLATFORM_INPUTS and the step's
 * `timeout`): every client an action builds is given these, so its errors name the inputs to change.
 */
const ACTION_TERMS = {
    keyPlace: 'the `api-key` secret',
    key: 'api-key',
    url: 'api-url',
    urlSubject: 'Input "api-url"',
    insecureOptIn: '`allow-insecure-http: true`',
    insecureSetting: 'allow-insecure-http',
    moreTime: 'its `timeout` input',
    urlSetting: 'api-url',
    keySetting: 'api-key',
};

// EXTERNAL MODULE: ./src/secrets/redact.ts
var redact = __nccwpck_require__(4200);
;// CONCATENATED MODULE: ./src/actions/common/connection.ts




/**
 * A tuning knob, not an input: a runner on a slow link may need longer than 30 s per attempt, and the
 * reliability tests need a short one to prove a slow answer is retried or fails without a hang.
 */
const REQUEST_TIMEOUT_ENV = 'PLATFORM_REQUEST_TIMEOUT_MS';
function requestTimeoutFromEnv(env = process.env) {
    const raw = env[REQUEST_TIMEOUT_ENV]?.trim();
    if (!raw)
        return undefined;
    const value = Number(raw);
    if (!Number.isSafeInteger(value) || value <= 0) {
        throw new errors/* ConfigurationError */.j1(`Environment variable ${REQUEST_TIMEOUT_ENV} must be a whole number of milliseconds above 0 (got "${raw}"); unset it to use the default of 30000.`);
    }
    return value;
}
/**
 * Reads api-key and api-url, masking the key before anything can print it. A missing key on a
 * pull request from a fork gets its own explanation: GitHub does not give secrets to fork PRs.
 */
function readConnection(inputs, context, env = process.env) {
    const apiKey = inputs.raw('api-key');
    for (const part of apiKey === '' ? [] : keySecretParts(apiKey))
        (0,redact/* registerSecret */.cl)(part);
    if (apiKey === '') {
        const why = context.isForkPullRequest
            ? 'this pull request comes from a fork, and GitHub does not give repository secrets to workflows of fork pull requests; deploy previews of forks from a trusted workflow, or skip this step when the secret is empty'
            : env.PLATFORM_ACTIONS_CLI === '1'
                ? 'set PLATFORM_API_KEY in the environment to a full key (or a read key, for a plan)'
                : 'pass it from a secret, e.g. `api-key: ${{ secrets.PLATFORM_API_KEY }}`, and check that the secret exists in this repository or environment';
        throw new errors/* ConfigurationError */.j1(`Input "api-key" is empty: ${why}.`, 'api-key');
    }
    const apiUrl = inputs.required('api-url', 'set it to the platform API address, e.g. https://api.example.com');
    const ratePerSecond = readRate(inputs.raw('api-rate'));
    const allowInsecureHttp = inputs.boolean('allow-insecure-http');
    const requestTimeoutMs = requestTimeoutFromEnv(env);
    return requestTimeoutMs === undefined
        ? { apiKey, apiUrl, ratePerSecond, allowInsecureHttp }
        : { apiKey, apiUrl, ratePerSecond, allowInsecureHttp, requestTimeoutMs };
}
/**
 * `api-rate` may be a fraction: matrix legs that share one key take a share of its 20 requests a
 * second (8 legs at once: 2.25 each), which a whole number would round down to much less.
 */
function readRate(value) {
    const rate = Number(value);
    if (!/^\d+(\.\d{1,2})?$/.test(value) || rate < MIN_RATE_PER_SECOND || rate > PLATFORM_LIMIT_PER_SECOND) {
        throw new errors/* ConfigurationError */.j1(`Input "api-rate" must be a number of requests per second from ${MIN_RATE_PER_SECOND} to ${PLATFORM_LIMIT_PER_SECOND} (e.g. 15 or 2.5), not "${value}".`, 'api-rate');
    }
    return rate;
}

// EXTERNAL MODULE: ./src/api/path-params.ts
var path_params = __nccwpck_require__(3248);
;// CONCATENATED MODULE: ./src/duration.ts
/**
 * The one grammar of a duration, for action inputs (`timeout: 15m`) and the manifest's `timeout:`
 * alike: `90s`, `15m`, `1h`, `1h30m`, `2.5s` or plain seconds (`45`), in any case, spaces around it
 * ignored. Every duration we read is how long to wait for something, so zero is refused, not read:
 * the manifest once took `timeout: 0s` while the deploy read it as "no duration" and silently used
 * its default instead.
 */
const UNIT_SECONDS = { s: 1, m: 60, h: 3600 };
/** The forms a duration may take, for the sentence that refuses one. */
const DURATION_FORMS = '90s, 15m, 1h or a number of seconds';
/** Why zero is refused, for the sentence that refuses it. */
const ZERO_DURATION = 'a wait of zero ends before it starts';
function secondsOf(text) {
    if (/^\d+(\.\d+)?$/.test(text))
        return Number(text);
    const parts = [...text.matchAll(/(\d+(?:\.\d+)?)([smh])/g)];
    if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text)
        return undefined;
    return parts.reduce((sum, p) => sum + Number(p[1]) * UNIT_SECONDS[p[2]], 0);
}
function readDuration(text) {
    const seconds = secondsOf(text.trim().toLowerCase());
    if (seconds === undefined)
        return { kind: 'not-a-duration' };
    // Under half a millisecond rounds to a wait of zero, and is refused as one.
    const ms = Math.round(seconds * 1000);
    return ms === 0 ? { kind: 'zero' } : { kind: 'duration', ms };
}
/** A duration's milliseconds, or undefined when the text is zero or not a duration. */
function parseDuration(text) {
    const reading = readDuration(text);
    return reading.kind === 'duration' ? reading.ms : undefined;
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
;// CONCATENATED MODULE: ./src/actions/common/runner-protocol.ts
/**
 * The runner's two text protocols, written out because @actions/core can only write them to this
 * process's own stdout and GITHUB_* files, and an in-process run needs them on a stream and files of
 * its own. Byte for byte what @actions/core 3 writes (lib/command.js, lib/file-command.js), which is
 * what the runner parses (test/actions/runner-protocol.test.ts compares the two).
 */

/** `%`, CR and LF would end or corrupt a command line, so the runner decodes them from these. */
function escapeData(text) {
    return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** A property value also may not hold the `:` and `,` that separate properties. */
function escapeProperty(text) {
    return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
/** `::name key=value,key=value::message`, without the line end; empty properties are left out. */
function workflowCommand(name, properties, message) {
    const given = Object.entries(properties).filter((entry) => entry[1] !== undefined && entry[1] !== '' && entry[1] !== 0);
    const props = given.map(([key, value]) => `${key}=${escapeProperty(String(value))}`).join(',');
    return `::${name}${props === '' ? '' : ` ${props}`}::${escapeData(message)}`;
}
/** An annotation's properties under the names the runner reads. */
function annotationCommandProperties(properties = {}) {
    return {
        title: properties.title,
        file: properties.file,
        line: properties.startLine,
        endLine: properties.endLine,
        col: properties.startColumn,
        endColumn: properties.endColumn,
    };
}
/**
 * One `name<<DELIMITER` entry of a GITHUB_OUTPUT-style file, line end included. The delimiter is
 * random so no value can end the entry early and smuggle in another output.
 */
function fileCommandEntry(name, value, 
// node:crypto is fetched here, not imported: the deploy bundle's prelude imports this module, and
// loading node:crypto (~11 ms) there would hold back its first request (bench/README.md).
delimiter = `ghadelimiter_${process.getBuiltinModule('node:crypto').randomUUID()}`) {
    if (name.includes(delimiter)) {
        throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
    }
    if (value.includes(delimiter)) {
        throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
    }
    return `${name}<<${delimiter}${external_node_os_.EOL}${value}${external_node_os_.EOL}${delimiter}${external_node_os_.EOL}`;
}
/** The environment variable that names the input `name`, as the runner sets it. */
function inputEnvName(name) {
    return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}
/**
 * Text from outside (a build log, a run's output, a platform answer) printed to the log: a line of it
 * that begins with `::` would be read by the runner as a workflow command (a fake `::error::`, an
 * `::add-mask::`, a group), so such text is printed between `::stop-commands::<token>` and `::<token>::`,
 * GitHub's documented way to show commands as text. The token is new each time, so the text can't
 * name it to end the pause early.
 */
function commandsShownAsText(text, token) {
    if (!/^\s*::/m.test(text))
        return [text];
    const pause = token();
    return [`::stop-commands::${pause}`, text, `::${pause}::`];
}

;// CONCATENATED MODULE: ./src/actions/common/inputs.ts




/** The environment variable the command line reads an input from (src/cli/flags.ts says the same). */
function inputVariable(name) {
    return `PLATFORM_${name.replace(/-/g, '_').toUpperCase()}`;
}
const fromProcessEnv = (name) => process.env[inputEnvName(name)] ?? '';
/**
 * Reads an action's inputs strictly, and only the ones its spec declares (the type parameter
 * makes reading an undeclared input a compile error). It remembers what was read so a test
 * can prove that every declared input is used.
 */
class InputReader {
    #spec;
    #source;
    #read = new Set();
    /** Non-secret values read so far, name → value, so a failure can say which input it is about. */
    #values = new Map();
    /** Where the user gives an input: the step's `with:`, or the command line's flag. */
    #givenAs;
    constructor(spec, source = fromProcessEnv, givenAs = 'with') {
        this.#spec = spec;
        this.#source = source;
        this.#givenAs = givenAs;
    }
    /** The trimmed value, the spec's default when empty, or '' when neither. */
    raw(name) {
        this.#read.add(name);
        const given = this.#source(name).trim();
        const fallback = this.#spec.inputs[name].default ?? '';
        // A runner expression such as ${{ github.token }} only has a value on a runner.
        const value = given !== '' ? given : fallback.includes('${{') ? '' : fallback;
        if (!this.#spec.inputs[name].secret)
            this.#values.set(name, value);
        return value;
    }
    optional(name) {
        const value = this.raw(name);
        return value === '' ? undefined : value;
    }
    #whereToSet(name) {
        return this.#givenAs === 'flag'
            ? `pass \`--${name}\` (or set ${inputVariable(name)})`
            : `set \`${name}\` in the step's \`with:\``;
    }
    required(name, hint = this.#whereToSet(name)) {
        const value = this.raw(name);
        if (value === '')
            throw new errors/* ConfigurationError */.j1(`Input "${name}" is required: ${hint}.`, name);
        return value;
    }
    id(name, what, hint = `set it to ${what}`) {
        return this.#checkedId(name, this.required(name, hint), what, hint);
    }
    optionalId(name, what, hint = `set it to ${what}, or leave it out`) {
        const value = this.optional(name);
        return value === undefined ? undefined : this.#checkedId(name, value, what, hint);
    }
    /** `.` and `..` (also %-encoded) vanish when the URL resolves, so the request would reach another endpoint. */
    #checkedId(name, value, what, hint) {
        if ((0,path_params/* segmentProblem */.ft)(value) === undefined)
            return value;
        throw new errors/* ConfigurationError */.j1(`Input "${name}" is ${this.#show(name, value)}, which is not ${what}: a path segment of "." or ".." would send the request to another endpoint; ${hint}.`, name);
    }
    boolean(name) {
        const value = this.raw(name);
        if (value === 'true' || value === 'True' || value === 'TRUE')
            return true;
        if (value === 'false' || value === 'False' || value === 'FALSE')
            return false;
        throw new errors/* ConfigurationError */.j1(`Input "${name}" must be true or false, not ${this.#show(name, value)}: set it to true or false.`, name);
    }
    durationMs(name) {
        const value = this.raw(name);
        const duration = readDuration(value);
        if (duration.kind === 'duration')
            return duration.ms;
        throw new errors/* ConfigurationError */.j1(duration.kind === 'zero'
            ? `Input "${name}" must be a duration above zero, not ${this.#show(name, value)}: ${ZERO_DURATION}; give one such as 90s, 15m or 1h.`
            : `Input "${name}" must be a duration such as ${DURATION_FORMS}, not ${this.#show(name, value)}.`, name);
    }
    integer(name, min, max) {
        const value = this.raw(name);
        const number = Number(value);
        if (!/^-?\d+$/.test(value) || number < min || number > max) {
            throw new errors/* ConfigurationError */.j1(`Input "${name}" must be a whole number from ${min} to ${max}, not ${this.#show(name, value)}.`, name);
        }
        return number;
    }
    oneOf(name, values) {
        const value = this.raw(name);
        const match = values.find((v) => v === value.toLowerCase());
        if (match === undefined) {
            throw new errors/* ConfigurationError */.j1(`Input "${name}" must be one of ${values.join(', ')}, not ${this.#show(name, value)}.`, name);
        }
        return match;
    }
    /** Non-empty, non-comment lines of a multi-line input (also splits on commas when asked). */
    list(name, options = {}) {
        const value = this.raw(name);
        const pieces = options.commas ? value.split(/[\n,]/) : value.split('\n');
        return pieces.map((p) => p.trim()).filter((p) => p !== '' && !p.startsWith('#'));
    }
    valuesRead() {
        return this.#values;
    }
    /** Declared inputs that no code path has read yet. */
    unread() {
        return Object.keys(this.#spec.inputs).filter((name) => !this.#read.has(name));
    }
    #show(name, value) {
        if (this.#spec.inputs[name].secret)
            return 'the given value';
        return value === '' ? 'an empty value' : `"${value.length > 60 ? `${value.slice(0, 60)}…` : value}"`;
    }
}

;// CONCATENATED MODULE: ./src/actions/common/outputs.ts
/** A writer over `port` for the outputs `spec` declares. */
function outputWriter(port) {
    return {
        set: (name, value) => port.setOutput(name, value),
        setAll: (values) => {
            for (const [name, value] of Object.entries(values)) {
                if (value !== undefined)
                    port.setOutput(name, value);
            }
        },
    };
}
/**
 * The run-time half of the guarantee, for what the types cannot see (a name built at run time, a
 * port handed to a lower layer): writing an output the action's action.yml does not declare is a bug,
 * and fails the step with one, so a test of the action fails with it too.
 */
function assertDeclaredOutput(spec, name) {
    if (Object.hasOwn(spec.outputs, name))
        return;
    throw new UndeclaredOutputError(`Bug: the ${spec.name} action wrote the output \`${name}\`, which its action.yml does not declare.`);
}
class UndeclaredOutputError extends Error {
    name = 'UndeclaredOutputError';
}

// EXTERNAL MODULE: ./src/github/failures.ts
var failures = __nccwpck_require__(8112);
;// CONCATENATED MODULE: ./src/sync/validation.ts

function issueAt(location, message) {
    return { file: location.file, line: location.line, column: location.column, message };
}
function formatIssue(issue) {
    return `${issue.file}:${issue.line}: ${issue.message}`;
}
function sortIssues(issues) {
    return [...issues].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
/**
 * Every problem found in a declared file, reported together so one run shows them all;
 * it is thrown before any write, so a bad file never half-applies.
 */
class ValidationError extends errors/* ConfigurationError */.j1 {
    issues;
    constructor(issues) {
        const sorted = sortIssues(issues);
        super(validationMessage(sorted), sorted[0]?.file);
        this.issues = sorted;
    }
}
function validationMessage(issues) {
    const [first] = issues;
    if (first === undefined)
        return 'The declared file has problems.';
    if (issues.length === 1)
        return formatIssue(first);
    const files = [...new Set(issues.map((issue) => issue.file))].join(', ');
    return `${files} has ${issues.length} problems; fix them all and re-run:\n${issues
        .map((issue) => `  ${formatIssue(issue)}`)
        .join('\n')}`;
}
/** Throws a ValidationError when there is anything to report. */
function throwIfIssues(issues) {
    if (issues.length > 0)
        throw new ValidationError(issues);
}

;// CONCATENATED MODULE: ./src/actions/common/input-not-found.ts



/**
 * A 404 about something an input named (a project, an env group) is a mistake in that input, so it
 * is said as the one sentence of a bad input, naming it. Undefined for every other error, which
 * keeps its own message.
 */
function notFoundInputSentence(error, inputs) {
    if (!(error instanceof api_errors/* PlatformApiError */.es) || error.status !== 404 || !error.notFound)
        return undefined;
    const { thing, within } = error.notFound;
    const named = within === undefined ? [thing.value] : [thing.value, within.value];
    const candidates = named.flatMap((value) => [...inputs].filter(([, given]) => given === value).map(([input]) => ({ input, value })));
    // `service "web" of project "p1"`: the platform's own message says which of the two is missing.
    const blamed = candidates.find(({ value }) => error.platformMessage?.includes(value) ?? false) ?? candidates[0];
    if (blamed === undefined)
        return undefined;
    const request = `${error.operation} (${error.method} ${error.pathTemplate})`;
    return `Input "${blamed.input}" names ${(0,resource_names/* describeNotFound */.fg)(error.notFound)}, which the platform does not have (${request} answered HTTP 404): check the id, and that the \`api-key\` belongs to the organisation that owns it.`;
}
/**
 * The sentence for an `api-url` under which the platform does not serve its API: it names the input,
 * what came back, and the address to set instead (the origin, under which the API is at /api/v1).
 */
function wrongApiUrlSentence(apiUrl, origin, answer) {
    const what = answer.kind === 'not-found'
        ? 'answers 404 for its API'
        : answer.kind === 'html'
            ? 'answers an HTML page, not its API'
            : `answers a redirect (HTTP ${answer.status}), not its API`;
    return `Input "api-url" is ${(0,base_url/* shownApiUrl */.jK)(apiUrl)}, where the platform ${what}: set it to the platform's address, e.g. ${origin} (the API is under /api/v1).`;
}

;// CONCATENATED MODULE: ./src/actions/common/report-failure.ts









/** The check is one request, never retried, and never holds the failure's report for long. */
const CHECK_TIMEOUT_MS = 10_000;
/**
 * The one place a thrown error becomes the step's failure. The port redacts what it writes; the
 * client's own message (route, status, the platform's words) stays in the debug log when an input's
 * sentence says it better. Resolves to the sentence the step failed with.
 */
async function reportFailure(port, error, inputsRead, baseCheck) {
    annotateValidation(port, error);
    const baseSentence = baseCheck && mayBeWrongBase(error) ? await wrongBase(port, baseCheck) : undefined;
    const inputSentence = baseSentence ?? notFoundInputSentence(error, inputsRead);
    if (inputSentence !== undefined) {
        port.debug((0,errors/* errorMessage */.gJ)(error));
        port.setFailed(inputSentence);
        return inputSentence;
    }
    if (error instanceof errors/* CancelledError */.cc ||
        (0,errors/* isConfigurationError */.p0)(error) ||
        (0,api_errors/* isPlatformError */.wj)(error) ||
        (0,errors/* isUserFacingFailure */.un)(error)) {
        port.setFailed((0,errors/* errorMessage */.gJ)(error));
        return (0,errors/* errorMessage */.gJ)(error);
    }
    const gitHubSentence = (0,failures/* gitHubFailureSentence */.$t)(error);
    if (gitHubSentence !== undefined) {
        port.debug((0,errors/* errorMessage */.gJ)(error));
        port.setFailed(gitHubSentence);
        return gitHubSentence;
    }
    const bug = `Unexpected error: ${(0,errors/* errorMessage */.gJ)(error)}. This is a bug in platform-actions; please report it.`;
    port.setFailed(bug);
    if (error instanceof Error && error.stack)
        port.debug(error.stack);
    return bug;
}
/** One error annotation per problem in a declared file, placed on its line, before the step fails with all of them. */
function annotateValidation(port, error) {
    if (!(error instanceof ValidationError))
        return;
    for (const issue of error.issues) {
        port.error((0,redact/* redact */.E$)(issue.message), {
            title: 'Invalid declared file',
            file: issue.file,
            startLine: issue.line,
            startColumn: issue.column,
        });
    }
}
/**
 * A 404, a redirect or an answer that is not the API's (an HTML page where JSON was due) is what an
 * `api-url` with the wrong path gets, so before an input it names is blamed, the base is asked.
 */
function mayBeWrongBase(error) {
    if (error instanceof api_errors/* UnexpectedResponseError */.dk)
        return true;
    return error instanceof api_errors/* PlatformApiError */.es && (error.status === 404 || isRedirect(error.status));
}
/**
 * GET of a list endpoint at the base: the platform answers it for any key. A 404, a redirect or HTML
 * there means the base is wrong; anything else (an answer, 401, 5xx, no answer) leaves the failure as it is.
 */
async function wrongBase(port, { connection, signal }) {
    const answer = await askBase(port, connection, signal);
    if (answer === undefined)
        return undefined;
    const origin = new URL(connection.apiUrl.trim()).origin;
    return wrongApiUrlSentence(connection.apiUrl, origin, answer);
}
async function askBase(port, connection, signal) {
    try {
        const client = new PlatformClient({
            apiUrl: connection.apiUrl,
            apiKey: connection.apiKey,
            allowInsecureHttp: connection.allowInsecureHttp,
            terms: ACTION_TERMS,
            ratePerSecond: connection.ratePerSecond,
            // Its warnings (plain HTTP, the key's shape) were given once already by the run's own client.
            logger: { debug: (message) => port.debug(message), info() { }, warning() { } },
            signal,
            maxAttempts: 1,
            maxConnectAttempts: 1,
            requestTimeoutMs: CHECK_TIMEOUT_MS,
            deadline: (0,src_clock/* currentClock */.q6)().now() + CHECK_TIMEOUT_MS,
        });
        // An answer is the API's; a web page there throws HtmlAnswerError (the client refuses it).
        await client.callRaw('listProjects', { query: { limit: 1 } });
        return undefined;
    }
    catch (error) {
        if (error instanceof api_errors/* HtmlAnswerError */._4)
            return { kind: 'html' };
        if (!(error instanceof api_errors/* PlatformApiError */.es))
            return undefined;
        if (error.status === 404)
            return { kind: 'not-found' };
        if (isRedirect(error.status))
            return { kind: 'redirect', status: error.status };
        return undefined;
    }
}
function isRedirect(status) {
    return status >= 300 && status < 400;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: ./src/render/fit.ts
var fit = __nccwpck_require__(1363);
;// CONCATENATED MODULE: ./src/actions/common/runner-port.ts








/**
 * @actions/core, once loaded: only a run on this process's own env and stdout outside a bundle
 * (`@github/local-action`, which replaces the module to show what an action did) writes through it.
 * A bundle writes the same bytes itself and never loads it: with its HTTP client and that client's
 * own undici, it was a third of the deploy bundle's start-up before the first request (issue 27).
 */
let core;
let bundled = false;
/** The bundle's entry: this process writes its workflow commands itself; @actions/core stays unloaded. */
const pauseToken = () => (0,external_node_crypto_.randomBytes)(16).toString('hex');
function writeCommandsItself() {
    bundled = true;
}
/** Loads @actions/core for a run on this process's own env and stdout, unless in a bundle. */
async function loadToolkitIfHosted(env, stream) {
    if (bundled || core || env !== process.env || (stream ?? process.stdout) !== process.stdout)
        return;
    core = await __nccwpck_require__.e(/* import() */ 421).then(__nccwpck_require__.bind(__nccwpck_require__, 6421));
}
/**
 * The port that speaks the runner's protocol: workflow commands on `stream`, outputs appended to the
 * file GITHUB_OUTPUT names, the summary to GITHUB_STEP_SUMMARY, inputs from INPUT_*, all read from
 * `env` at each call, so an in-process test can give every run its own env object and files. Every
 * output, log line, annotation and summary is redacted on the way out.
 *
 * On this process's own env and stdout outside a bundle (`@github/local-action`, which replaces
 * @actions/core to show what an action did) it writes through @actions/core, which writes the same
 * bytes to the same places; anywhere else (the bundle under the runner, a test) it writes them itself.
 */
function runnerPort(env = process.env, stream = process.stdout) {
    const toolkit = core !== undefined && env === process.env && stream === process.stdout;
    let failed = false;
    const command = (name, message, properties = {}) => {
        stream.write(`${workflowCommand(name, annotationCommandProperties(properties), message)}${external_node_os_.EOL}`);
    };
    const annotate = (kind, message, properties) => {
        const text = (0,redact/* redact */.E$)(message);
        if (!toolkit)
            command(kind, text, properties);
        else if (kind === 'warning')
            core.warning(text, properties);
        else if (kind === 'error')
            core.error(text, properties);
        else
            core.notice(text, properties);
    };
    const startGroup = (title) => {
        const text = (0,redact/* redact */.E$)(title);
        if (toolkit)
            core.startGroup(text);
        else
            command('group', text);
    };
    const endGroup = () => {
        if (toolkit)
            core.endGroup();
        else
            command('endgroup', '');
    };
    const port = {
        get failed() {
            return failed;
        },
        input: (name) => env[inputEnvName(name)] ?? '',
        setOutput: (name, value) => {
            const text = (0,redact/* redact */.E$)(value);
            if (toolkit)
                return core.setOutput(name, text);
            const file = env.GITHUB_OUTPUT;
            if (!file) {
                // The runner's fallback for an environment without the file: the old stdout command.
                stream.write(external_node_os_.EOL);
                stream.write(`${workflowCommand('set-output', { name }, text)}${external_node_os_.EOL}`);
                return;
            }
            // As @actions/core does: a missing file is a broken runner, not something to create.
            if (!(0,external_node_fs_.existsSync)(file))
                throw new Error(`Missing file at path: ${file}`);
            (0,external_node_fs_.appendFileSync)(file, fileCommandEntry(name, text), 'utf8');
        },
        appendSummary: async (markdown) => {
            const file = env.GITHUB_STEP_SUMMARY;
            if (!file) {
                port.debug('No GITHUB_STEP_SUMMARY: skipping the job summary.');
                return false;
            }
            try {
                // GitHub drops a step summary over 1 MiB whole: what this step already wrote counts, and
                // the rest is cut to fit with a line saying so.
                const written = (0,external_node_fs_.existsSync)(file) ? (0,external_node_fs_.statSync)(file).size : 0;
                const room = fit/* STEP_SUMMARY_MAX_BYTES */.TH - written;
                const text = `${(0,redact/* redact */.E$)(markdown)}\n`;
                const fitted = (0,fit/* fitToLimit */.Qt)(text, room, { what: 'a job summary', unit: 'bytes', ...runOf(env) });
                if ((0,fit/* sizeOf */.$d)(fitted, 'bytes') > room) {
                    port.warning('The job summary is full (GitHub holds at most 1 MiB per step): the rest is in the log.');
                    return false;
                }
                await (0,promises_.appendFile)(file, fitted, 'utf8');
                return true;
            }
            catch (error) {
                port.warning(`Could not write the job summary to ${file}: ${(0,errors/* errorMessage */.gJ)(error)}`);
                return false;
            }
        },
        debug: (message) => {
            const text = (0,redact/* redact */.E$)(message);
            if (toolkit)
                core.debug(text);
            else
                command('debug', text);
        },
        info: (message) => {
            for (const text of commandsShownAsText((0,redact/* redact */.E$)(message), pauseToken)) {
                if (toolkit)
                    core.info(text);
                else
                    stream.write(`${text}${external_node_os_.EOL}`);
            }
        },
        warning: (message, properties) => annotate('warning', message, properties),
        error: (message, properties) => annotate('error', message, properties),
        notice: (message, properties) => annotate('notice', message, properties),
        group: async (title, fn) => {
            let opened = false;
            const open = (text) => {
                if (opened)
                    return;
                opened = true;
                startGroup(text);
            };
            if (title !== null)
                open(title);
            try {
                return await fn(open);
            }
            finally {
                if (opened)
                    endGroup();
            }
        },
        setSecret: (value) => {
            if (toolkit)
                core.setSecret(value);
            else
                command('add-mask', value);
        },
        setFailed: (message) => {
            failed = true;
            const text = (0,redact/* redact */.E$)(message);
            // @actions/core also sets process.exitCode = 1, which the entry's finishProcess exits with.
            if (toolkit)
                core.setFailed(text);
            else
                command('error', text);
        },
    };
    return port;
}
/** The run's page, from the runner's variables, for the line that says a summary was cut. */
function runOf(env) {
    const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = env;
    return server && repository && runId ? { runUrl: `${server}/${repository}/actions/runs/${runId}` } : {};
}

// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __nccwpck_require__(2495);
;// CONCATENATED MODULE: ./src/actions/common/step-outcome.ts


/** `checkOutput` throws for an output the action does not declare (assertDeclaredOutput). */
function trackOutcome(port, checkOutput = () => { }) {
    let statusSet = false;
    let summaryWritten = '';
    return {
        get failed() {
            return port.failed;
        },
        get statusSet() {
            return statusSet;
        },
        get summaryWritten() {
            return summaryWritten;
        },
        input: (name) => port.input(name),
        setOutput: (name, value) => {
            checkOutput(name);
            port.setOutput(name, value);
            if (name === 'status')
                statusSet = true;
        },
        appendSummary: async (markdown) => {
            summaryWritten += markdown;
            return port.appendSummary(markdown);
        },
        debug: (message) => port.debug(message),
        info: (message) => port.info(message),
        warning: (message, properties) => port.warning(message, properties),
        error: (message, properties) => port.error(message, properties),
        notice: (message, properties) => port.notice(message, properties),
        group: (title, fn) => port.group(title, fn),
        setSecret: (value) => port.setSecret(value),
        setFailed: (message) => port.setFailed(message),
    };
}
/** The `status` of a run that ended without the body saying one. */
const SUCCEEDED = 'succeeded';
const FAILED = 'failed';
const CANCELLED = 'cancelled';
/** A body that returned and set no `status` succeeded. */
function reportSuccess(port) {
    if (!port.statusSet)
        safely(port, () => port.setOutput('status', SUCCEEDED));
}
/**
 * Whatever ended the run, and however early (an input, the connection, the key's rights), the step
 * still says so where a workflow looks: `status` in the outputs and a short job summary with the
 * sentence the step failed with and what to do next.
 */
async function reportFailureOutcome(port, title, error, sentence) {
    const status = error instanceof errors/* CancelledError */.cc ? CANCELLED : FAILED;
    if (!port.statusSet)
        safely(port, () => port.setOutput('status', status));
    if (port.summaryWritten === '') {
        await port.appendSummary(failureSummary(title, status, sentence));
    }
    else if (!(0,markdown/* readableText */.Gh)(port.summaryWritten).includes((0,markdown/* readableText */.Gh)(sentence))) {
        // The body's own section (a table that says "Stopped") does not say why: add the sentence to it.
        await port.appendSummary(errorLines(status, sentence).join('\n'));
    }
}
function failureSummary(title, status, sentence) {
    return [`### ${title}: ${status}`, '', ...errorLines(status, sentence)].join('\n');
}
function errorLines(status, sentence) {
    const next = status === CANCELLED
        ? 'Run the job again when it may finish.'
        : 'Fix what the error names, then run the job again.';
    return [`**Error:** ${(0,markdown/* escapeMarkdownText */.m4)(sentence)}`, '', `**Next step:** ${next}`, ''];
}
/** An output that cannot be written (a broken runner file) must not hide the failure being reported. */
function safely(port, write) {
    try {
        write();
    }
    catch (error) {
        port.debug(`Could not set the status output: ${(0,errors/* errorMessage */.gJ)(error)}`);
    }
}

;// CONCATENATED MODULE: ./src/actions/common/platform-action.ts














/** How long a cancelled bundle may take to wrap up; the runner's SIGTERM follows SIGINT after 7.5 s. */
const CANCEL_GRACE_MS = 4_500;
/**
 * Builds an action's importable `run`: the run context, inputs, connection and client are made here
 * once, then `body` does the action's own work. One top-level catch ends every failure, whatever was
 * thrown, in `setFailed` with a redacted sentence: user mistakes as the sentence they are, bugs as bugs.
 */
function platformAction(spec, body) {
    return async (options = {}) => {
        const env = options.env ?? process.env;
        await loadToolkitIfHosted(env, options.stream);
        const port = runnerPort(env, options.stream);
        return (0,run_scope/* withRunScope */.Wb)((secret) => port.setSecret(secret), () => runIn(port, env, options, spec, body));
    };
}
async function runIn(runner, env, options, spec, body) {
    const port = trackOutcome(runner, (name) => assertDeclaredOutput(spec, name));
    const outputs = outputWriter(port);
    const cancel = options.signal ? { signal: options.signal, stop() { } } : cancelOnSignals(port);
    // The command line (src/cli) runs the same action; its errors then name flags, not `with:`.
    const givenAs = env.PLATFORM_ACTIONS_CLI === '1' ? 'flag' : 'with';
    const inputs = new InputReader(spec, port.input, givenAs);
    let baseCheck;
    let ending = 'succeeded';
    try {
        const context = (0,github_context/* readRunContext */.$)(env, port);
        const connection = readConnection(inputs, { isForkPullRequest: context.pullRequest?.isFork ?? false }, env);
        const { signal } = cancel;
        baseCheck = { connection, signal };
        const deadline = stepDeadline(spec, inputs);
        const client = new PlatformClient({
            ...connection,
            terms: ACTION_TERMS,
            logger: port,
            signal,
            ...deadline,
        });
        const workspace = env.GITHUB_WORKSPACE || process.cwd();
        const tempDir = env.RUNNER_TEMP || workspace;
        await body({ port, outputs, env, inputs, context, connection, client, signal, workspace, tempDir });
        reportSuccess(port);
    }
    catch (error) {
        ending = endingOf(error);
        const sentence = await reportFailure(port, error, inputs.valuesRead(), baseCheck);
        await reportFailureOutcome(port, spec.title, error, sentence);
    }
    finally {
        cancel.stop();
    }
    return { failed: port.failed, ending: port.failed && ending === 'succeeded' ? 'failed' : ending };
}
function endingOf(error) {
    if (error instanceof errors/* CancelledError */.cc)
        return 'cancelled';
    if (error instanceof errors/* SafetyRefusal */.V2 || error instanceof UnsafePlanError)
        return 'refused';
    if ((0,errors/* isConfigurationError */.p0)(error))
        return 'usage';
    return 'failed';
}
/**
 * What is left of the step bounds every request: an action with a `timeout` input gives its client
 * that deadline, plus a little to report and clean up, so a platform that accepts a request and never
 * answers cannot hold the step past it. The action's own waits end at `timeout` first and say so.
 */
function stepDeadline(spec, inputs) {
    if (!('timeout' in spec.inputs))
        return {};
    return { deadline: (0,src_clock/* currentClock */.q6)().now() + inputs.durationMs('timeout') + WRAP_UP_MS };
}
/** How long past `timeout` the reporting requests may still take (a last status read, a summary). */
const WRAP_UP_MS = 10_000;
/** The bundle's cancellation: the runner sends SIGINT, then SIGTERM 7.5 s later, then kills. */
function cancelOnSignals(port) {
    const controller = new AbortController();
    const onSignal = (name) => {
        if (controller.signal.aborted)
            return;
        port.warning(`Received ${name}: stopping and reporting what was done.`);
        controller.abort(new errors/* CancelledError */.cc(`The job was cancelled (${name}).`));
        // If wrapping up hangs, leave before the runner kills us, still with a failed status.
        setTimeout(() => {
            // Outputs are written at once (files), so `status` is there even though the exit comes next.
            if (!port.statusSet)
                port.setOutput('status', 'cancelled');
            port.setFailed('The job was cancelled and did not wrap up in time.');
            process.exit(1);
        }, CANCEL_GRACE_MS).unref();
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    return {
        signal: controller.signal,
        stop: () => {
            process.off('SIGINT', onSignal);
            process.off('SIGTERM', onSignal);
        },
    };
}
/**
 * A bundle's whole life: runs the action on this process's environment, closes the shared HTTP pool and exits with the run's status, so a kept-alive
 * socket or a stray timer can never hold the job open after the work is done.
 *
 * @public The build's generated entries (.tmp/entries/<name>.ts, see scripts/gen-metadata.ts) call it.
 */
async function runBundle(run) {
    writeCommandsItself();
    const result = await run();
    await (0,transport/* closeSharedAgent */.ld)().catch(() => undefined);
    process.exit(result.failed ? 1 : (process.exitCode ?? 0));
}


/***/ }),

/***/ 6260:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  e: () => (/* binding */ run_run)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/api/upload.ts
var upload = __nccwpck_require__(4759);
// EXTERNAL MODULE: ./src/api/decode.ts
var decode = __nccwpck_require__(7364);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __nccwpck_require__(3249);
// EXTERNAL MODULE: ./src/api/logger.ts
var api_logger = __nccwpck_require__(7290);
// EXTERNAL MODULE: ./src/clock.ts
var src_clock = __nccwpck_require__(9373);
// EXTERNAL MODULE: ./src/api/base-url.ts
var base_url = __nccwpck_require__(8379);
// EXTERNAL MODULE: ./src/api/request-headers.ts + 1 modules
var request_headers = __nccwpck_require__(6815);
// EXTERNAL MODULE: ./src/api/transport.ts + 1 modules
var transport = __nccwpck_require__(9371);
;// CONCATENATED MODULE: ./src/api/openapi-document.ts





/**
 * The platform's own description of its API, GET {base_url}/openapi.json, fetched once per API root
 * and shared by everything that asks (the upload form, request-body checks). It describes the API and
 * is not part of it, so it goes without the key, and missing, refused, slow or unreadable all mean
 * "no document", never a failed run.
 */
const DOCUMENT_TIMEOUT_MS = 10_000;
const DOCUMENT_MAX_BYTES = 8 * 1024 * 1024;
const MAX_REF_HOPS = 8;
const documents = new Map();
/** For tests, whose platforms may come back on a port an earlier one used. */
function openapi_document_forgetOpenApiDocuments() {
    documents.clear();
}
function openApiDocument(client, signal) {
    const key = client.base.root;
    let pending = documents.get(key);
    if (!pending) {
        pending = fetchDocument(client, signal);
        documents.set(key, pending);
    }
    return pending;
}
async function fetchDocument(client, signal) {
    const timeout = (0,src_clock/* clockTimeout */.S2)(DOCUMENT_TIMEOUT_MS);
    try {
        const response = await (0,transport/* sendOnce */.E4)({
            method: 'GET',
            url: (0,base_url/* buildUrl */.c$)(client.base, '/openapi.json'),
            headers: (0,request_headers/* openApiDocumentHeaders */._W)(),
            signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
            maxBodyBytes: DOCUMENT_MAX_BYTES,
        });
        if (response.status < 200 || response.status >= 300)
            return undefined;
        const document = JSON.parse(response.text);
        return (0,decode/* isRecord */.u4)(document) && (0,decode/* isRecord */.u4)(document.paths) ? document : undefined;
    }
    catch {
        return undefined;
    }
    finally {
        timeout.clear();
    }
}
/** Follows local `$ref`s (`#/components/...`); anything else is no answer. */
function openapi_document_resolveRef(document, value) {
    let current = value;
    for (let hop = 0; (0,decode/* isRecord */.u4)(current) && typeof current.$ref === 'string'; hop++) {
        const ref = current.$ref;
        if (hop >= MAX_REF_HOPS || !ref.startsWith('#/'))
            return undefined;
        current = ref
            .slice(2)
            .split('/')
            .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
            .reduce((node, key) => ((0,decode/* isRecord */.u4)(node) ? node[key] : undefined), document);
    }
    return (0,decode/* isRecord */.u4)(current) ? current : undefined;
}

;// CONCATENATED MODULE: ./src/api/upload-form.ts




const UPLOAD_FORMATS = ['auto', 'multipart', 'raw'];
const MEDIA_TYPES = {
    multipart: 'multipart/form-data',
    raw: 'application/zip',
};
const RAW_TYPES = new Set(['application/zip', 'application/x-zip-compressed', 'application/octet-stream']);
/** Per API root: what its document says (one fetch, shared by concurrent uploads) and what worked. */
const documented = new Map();
const learned = new Map();
/** For tests, whose platforms may come back on a port an earlier one used. */
function forgetUploadForms() {
    forgetOpenApiDocuments();
    documented.clear();
    learned.clear();
}
/** `/uploads` relative to a server at the API root, or the whole path from a server at the origin. */
function isUploadsPath(path) {
    const trimmed = path.replace(/\/+$/, '');
    return trimmed === '/uploads' || trimmed.endsWith('/api/v1/uploads');
}
/**
 * The forms an OpenAPI document gives POST /uploads' request body, multipart first; undefined when it
 * describes no body (or only content types that are neither form), or is not such a document.
 */
function documentedUploadForms(document) {
    if (!(0,decode/* isRecord */.u4)(document) || !(0,decode/* isRecord */.u4)(document.paths))
        return undefined;
    const resolveRef = (value) => openapi_document_resolveRef(document, value);
    const entry = Object.entries(document.paths).find(([path]) => isUploadsPath(path));
    const post = resolveRef(resolveRef(entry?.[1])?.post);
    const content = resolveRef(post?.requestBody)?.content;
    if (!(0,decode/* isRecord */.u4)(content))
        return undefined;
    const types = Object.keys(content).map((type) => type.split(';')[0].trim().toLowerCase());
    const forms = [];
    if (types.includes(MEDIA_TYPES.multipart))
        forms.push('multipart');
    if (types.some((type) => RAW_TYPES.has(type)))
        forms.push('raw');
    return forms.length > 0 ? forms : undefined;
}
/**
 * The platform turning the form down, not the archive: 415, or a 400 about the content type or the
 * form. Nothing was stored, so sending the other form cannot make a second upload.
 */
function isFormRefusal(error) {
    if (!(error instanceof errors/* PlatformApiError */.es))
        return false;
    if (error.status === 415)
        return true;
    const said = `${error.platformMessage ?? ''} ${error.field ?? ''}`;
    return error.status === 400 && /content[-_ ]?type|multipart|\bform\b/i.test(said);
}
/** The forms the platform's shared /openapi.json gives POST /uploads (see openapi-document.ts). */
async function fetchDocumentedForms(client, signal) {
    return documentedUploadForms(await openApiDocument(client, signal));
}
/** The form to send first, in `auto`: what worked before, else what the document says, else multipart. */
async function chooseUploadForm(client, signal) {
    const key = client.base.root;
    const known = learned.get(key);
    if (known)
        return { form: known, why: 'the platform took it earlier in this process' };
    let pending = documented.get(key);
    if (!pending) {
        pending = fetchDocumentedForms(client, signal);
        documented.set(key, pending);
    }
    const forms = await pending;
    if (forms?.length === 1)
        return { form: forms[0], why: "the only form the platform's /openapi.json describes" };
    if (forms)
        return { form: 'multipart', why: "the platform's /openapi.json describes both forms" };
    return { form: 'multipart', why: "the platform's /openapi.json does not describe the upload body" };
}
const other = (form) => (form === 'multipart' ? 'raw' : 'multipart');
/** 411 Length Required: the platform (or a proxy before it) takes no chunked body. Nothing was stored. */
function isLengthRefusal(error) {
    return error instanceof errors/* PlatformApiError */.es && error.status === 411;
}
/**
 * One upload in `form`. A zip still being packed goes chunked; if that is refused for want of a
 * length, it is sent again from the file once packing is over, with its length.
 */
async function sendArchive(client, source, form, signal, logger) {
    const send = () => client.upload(source, { form, ...(signal ? { signal } : {}) });
    try {
        return await send();
    }
    catch (error) {
        if (typeof source === 'string' || !isLengthRefusal(error))
            throw error;
        logger.info('The platform refused the source archive sent while it was being packed (HTTP 411: it wants the length first); sending it again from the file once packing is over.');
        await source.complete();
        return send();
    }
}
/**
 * POST /uploads of the zip at `source` (a path, or a zip still being packed) in the form `format`
 * asks for. In `auto`, a refusal of the chosen form sends the other one, once, and the form that was
 * taken is used for the rest of the process.
 */
async function uploadSource(client, source, options = {}) {
    const { format = 'auto', formatSetting = 'format', signal, logger = api_logger/* silentLogger */.q } = options;
    const send = (form) => sendArchive(client, source, form, signal, logger);
    if (format !== 'auto') {
        logger.debug(`Uploading the source archive as ${MEDIA_TYPES[format]} (${formatSetting}: ${format}).`);
        return send(format).catch((error) => {
            if (isFormRefusal(error)) {
                logger.info(`The platform refused the source archive as ${MEDIA_TYPES[format]}: set ${formatSetting} to ${other(format)}, or to auto to let the action find the form.`);
            }
            throw error;
        });
    }
    const choice = await chooseUploadForm(client, signal);
    logger.debug(`Uploading the source archive as ${MEDIA_TYPES[choice.form]}: ${choice.why}.`);
    let form = choice.form;
    let result;
    try {
        result = await send(form);
    }
    catch (error) {
        if (!isFormRefusal(error))
            throw error;
        const refused = form;
        form = other(refused);
        logger.info(`The platform refused the source archive as ${MEDIA_TYPES[refused]} (HTTP ${error.status}); sending it as ${MEDIA_TYPES[form]} instead. Set ${formatSetting}: ${form} to skip the first try.`);
        result = await send(form);
    }
    learned.set(client.base.root, form);
    return result;
}

// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __nccwpck_require__(3916);
;// CONCATENATED MODULE: ./src/workspace/growing-file.ts

/** Reads of this size keep the upload's chunks large without holding much memory. */
const READ_CHUNK_BYTES = 1 << 20;
/**
 * A file while one writer appends to it (the packer, through `grew`, `finish` and `fail`) and any
 * number of readers follow it from its start (the upload, once per attempt). A reader only reads
 * bytes the writer reported on disk, so every reader sees the same bytes, whenever it starts: a
 * retried upload sends what the first attempt sent.
 */
class GrowingFile {
    path;
    #onDisk = 0;
    #size;
    #failure;
    #waiting = [];
    #completion = Promise.withResolvers();
    #firstBytes = Promise.withResolvers();
    constructor(path) {
        this.path = path;
        // Nobody may be waiting on these when packing fails; the failure is the packer's to report.
        this.#completion.promise.catch(() => undefined);
        this.#firstBytes.promise.catch(() => undefined);
    }
    /** The final size once the writer finished; undefined while it is still writing (or failed). */
    get completeSize() {
        return this.#size;
    }
    /** The writer has this many bytes from the start on disk. */
    grew(bytesOnDisk) {
        this.#onDisk = Math.max(this.#onDisk, bytesOnDisk);
        this.#firstBytes.resolve();
        this.#wake();
    }
    /** The writer is done: the file is complete at `size` bytes. */
    finish(size) {
        this.#onDisk = size;
        this.#size = size;
        this.#firstBytes.resolve();
        this.#completion.resolve(size);
        this.#wake();
    }
    /** The writer gave up: readers stop with `error`. */
    fail(error) {
        this.#failure = { error };
        this.#firstBytes.reject(error);
        this.#completion.reject(error);
        this.#wake();
    }
    /** Resolves with the size once the file is complete; rejects with the writer's error. */
    complete() {
        return this.#completion.promise;
    }
    /** Resolves once the first bytes are on disk (or the file is complete); rejects with the writer's error. */
    started() {
        return this.#firstBytes.promise;
    }
    /**
     * The file's bytes from its start, following it while it grows, until it is complete. Every chunk
     * is read into one buffer: a chunk is valid only until the next is asked for (the upload has sent
     * it by then). A fresh buffer per chunk cost a page fault per 4 KiB on a VM (bench/page-cost.ts).
     */
    async *read(signal) {
        let position = 0;
        let handle;
        let buffer;
        try {
            for (;;) {
                signal.throwIfAborted();
                if (this.#failure)
                    throw this.#failure.error;
                const available = this.#onDisk - position;
                if (available > 0) {
                    handle ??= await (0,promises_.open)(this.path, 'r');
                    buffer ??= Buffer.allocUnsafeSlow(READ_CHUNK_BYTES);
                    const length = Math.min(available, buffer.length);
                    const { bytesRead } = await handle.read(buffer, 0, length, position);
                    if (bytesRead === 0)
                        throw new Error(`${this.path} is shorter than its writer reported`);
                    position += bytesRead;
                    yield buffer.subarray(0, bytesRead);
                }
                else if (this.#size !== undefined) {
                    return;
                }
                else {
                    await this.#next(signal);
                }
            }
        }
        finally {
            await handle?.close();
        }
    }
    #next(signal) {
        return new Promise((resolve, reject) => {
            const onAbort = () => {
                this.#waiting = this.#waiting.filter((wake) => wake !== done);
                reject(signal.reason);
            };
            const done = () => {
                signal.removeEventListener('abort', onAbort);
                resolve();
            };
            signal.addEventListener('abort', onAbort, { once: true });
            this.#waiting.push(done);
        });
    }
    #wake() {
        const waiting = this.#waiting;
        this.#waiting = [];
        for (const wake of waiting)
            wake();
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
;// CONCATENATED MODULE: ./src/workspace/own-archives.ts


/**
 * The archives this process has written and not yet removed, by real path. No pack packs one of
 * them: deploy-many packs its legs in one process, and without RUNNER_TEMP each leg's archive is
 * written into the workspace, where a leg whose root is the whole workspace would walk another's.
 */
const held = new Set();
function holdArchive(realPath) {
    held.add(realPath);
}
function isHeldArchive(realPath) {
    return held.has(realPath);
}
/** The archive at `path` is removed (or never will be packed from again): packs may see the path. */
function releaseArchive(path) {
    try {
        held.delete((0,external_node_path_.join)((0,external_node_fs_.realpathSync)((0,external_node_path_.dirname)(path)), (0,external_node_path_.basename)(path)));
    }
    catch {
        // Its directory is gone too: so is any file a pack could find there.
    }
}

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __nccwpck_require__(8522);
// EXTERNAL MODULE: ./src/file-chunks.ts
var file_chunks = __nccwpck_require__(1704);
;// CONCATENATED MODULE: ./src/workspace/portable-names.ts


/**
 * Whether `target` (a symlink's resolved path) is `root` or below it. On Windows the comparison
 * ignores case, as NTFS does (a link may name its target in another case than the root was given),
 * and a target on another drive is outside.
 */
function isInsideRoot(root, target, rules = (external_node_path_default())) {
    const relative = rules.relative(root, target);
    if (relative === '')
        return true;
    if (rules.isAbsolute(relative))
        return false;
    return relative !== '..' && !relative.startsWith(`..${rules.sep}`);
}
/**
 * The Unix mode an entry gets: git's view, 0755 if anyone may execute the file, else 0644. NTFS has
 * no executable bit, so a file packed on Windows is always 0644, whatever a stat reports there.
 */
function entryMode(permissions, platform = process.platform) {
    const executable = platform !== 'win32' && (permissions & 0o111) !== 0;
    return 0o100000 | (executable ? 0o755 : 0o644);
}
/** A zip names an entry in at most 65,535 bytes (a 16-bit field); Windows long paths can be longer. */
const MAX_ENTRY_NAME_BYTES = 0xffff;
/**
 * Names that differ only in case (`A.txt` and `a.txt`): unpacked on a case-insensitive file system
 * (Windows, macOS) one would overwrite the other. Each group is in the order given.
 */
function caseCollisions(names) {
    const byFolded = new Map();
    for (const name of names) {
        const folded = name.normalize('NFC').toLowerCase();
        const group = byFolded.get(folded);
        if (group)
            group.push(name);
        else
            byFolded.set(folded, [name]);
    }
    return [...byFolded.values()].filter((group) => group.length > 1);
}
/**
 * Runners whose file systems ignore case by default: there two files whose names differ only in
 * case exist only in a case-sensitive directory, and an archive holding both unpacks to one file.
 */
function refusesCaseCollisions(platform = process.platform) {
    return platform === 'win32' || platform === 'darwin';
}
const LISTED = 3;
function caseCollisionError(groups) {
    const listed = groups
        .slice(0, LISTED)
        .map((group) => group.join(' and '))
        .join('; ');
    const more = groups.length > LISTED ? ` and ${groups.length - LISTED} more` : '';
    return new src_errors/* ConfigurationError */.j1(`Input "path" holds files whose names differ only in case (${listed}${more}), which would overwrite each other when unpacked on a case-insensitive file system: rename one of each, or leave one out with the "exclude" input.`, 'path');
}
function nameTooLongError(name) {
    const bytes = Buffer.byteLength(name, 'utf8');
    return new src_errors/* ConfigurationError */.j1(`Input "path" holds a file whose name from the root is ${bytes} bytes long (${name.slice(0, 60)}…), more than the ${MAX_ENTRY_NAME_BYTES} bytes a zip entry can name: move it higher up, or leave it out with the "exclude" input.`, 'path');
}

;// CONCATENATED MODULE: ./src/workspace/zip-format.ts
/**
 * Byte layouts of the ZIP records we write (PKWARE APPNOTE 6.3, sections 4.3 to 4.5).
 * Everything that could vary between runs (time, host attributes) is fixed here, so the same
 * files always give the same bytes.
 */
const METHOD_STORE = 0;
const METHOD_DEFLATE = 8;
const CLASSIC_ZIP_LIMITS = { maxSize: 0xfffffffe, maxEntries: 0xfffe };
const SIGNATURE_LOCAL = 0x04034b50;
const SIGNATURE_CENTRAL = 0x02014b50;
const SIGNATURE_DESCRIPTOR = 0x08074b50;
const SIGNATURE_END = 0x06054b50;
const SIGNATURE_ZIP64_END = 0x06064b50;
const SIGNATURE_ZIP64_LOCATOR = 0x07064b50;
const FLAG_DATA_DESCRIPTOR = 0x0008;
const FLAG_UTF8_NAME = 0x0800;
const VERSION_DEFAULT = 20;
const VERSION_ZIP64 = 45;
/** Upper byte 3 = Unix, so unzip applies the mode in the external attributes. */
const VERSION_MADE_BY = (3 << 8) | VERSION_ZIP64;
/** MS-DOS time 00:00:00 and date 1980-01-01, the earliest a ZIP can say. */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
const ZIP64_EXTRA_ID = 0x0001;
const SENTINEL_32 = 0xffffffff;
const SENTINEL_16 = 0xffff;
/** The local header; with a data descriptor its CRC and sizes are zero (ZIP64 extra kept for size). */
function localFileHeader(entry) {
    const extra = entry.zip64Sizes
        ? zip64Extra(entry.hasDataDescriptor ? [0, 0] : [entry.uncompressedSize, entry.compressedSize])
        : Buffer.alloc(0);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(SIGNATURE_LOCAL, 0);
    header.writeUInt16LE(versionNeeded(entry.zip64Sizes), 4);
    header.writeUInt16LE(flags(entry), 6);
    header.writeUInt16LE(entry.method, 8);
    header.writeUInt16LE(DOS_TIME, 10);
    header.writeUInt16LE(DOS_DATE, 12);
    if (!entry.hasDataDescriptor)
        header.writeUInt32LE(entry.crc32, 14);
    const sizeField = entry.zip64Sizes ? SENTINEL_32 : entry.hasDataDescriptor ? 0 : undefined;
    header.writeUInt32LE(sizeField ?? entry.compressedSize, 18);
    header.writeUInt32LE(sizeField ?? entry.uncompressedSize, 22);
    header.writeUInt16LE(entry.name.length, 26);
    header.writeUInt16LE(extra.length, 28);
    return Buffer.concat([header, entry.name, extra]);
}
function dataDescriptor(entry) {
    const wide = entry.zip64Sizes;
    const descriptor = Buffer.alloc(wide ? 24 : 16);
    descriptor.writeUInt32LE(SIGNATURE_DESCRIPTOR, 0);
    descriptor.writeUInt32LE(entry.crc32, 4);
    if (wide) {
        descriptor.writeBigUInt64LE(BigInt(entry.compressedSize), 8);
        descriptor.writeBigUInt64LE(BigInt(entry.uncompressedSize), 16);
    }
    else {
        descriptor.writeUInt32LE(entry.compressedSize, 8);
        descriptor.writeUInt32LE(entry.uncompressedSize, 12);
    }
    return descriptor;
}
function centralDirectoryHeader(entry, limits) {
    const offsetIsWide = entry.localHeaderOffset > limits.maxSize;
    const wideValues = entry.zip64Sizes ? [entry.uncompressedSize, entry.compressedSize] : [];
    if (offsetIsWide)
        wideValues.push(entry.localHeaderOffset);
    const extra = wideValues.length > 0 ? zip64Extra(wideValues) : Buffer.alloc(0);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(SIGNATURE_CENTRAL, 0);
    header.writeUInt16LE(VERSION_MADE_BY, 4);
    header.writeUInt16LE(versionNeeded(entry.zip64Sizes || offsetIsWide), 6);
    header.writeUInt16LE(flags(entry), 8);
    header.writeUInt16LE(entry.method, 10);
    header.writeUInt16LE(DOS_TIME, 12);
    header.writeUInt16LE(DOS_DATE, 14);
    header.writeUInt32LE(entry.crc32, 16);
    header.writeUInt32LE(entry.zip64Sizes ? SENTINEL_32 : entry.compressedSize, 20);
    header.writeUInt32LE(entry.zip64Sizes ? SENTINEL_32 : entry.uncompressedSize, 24);
    header.writeUInt16LE(entry.name.length, 28);
    header.writeUInt16LE(extra.length, 30);
    // Comment length, start disk and internal attributes stay zero.
    header.writeUInt32LE((entry.mode << 16) >>> 0, 38);
    header.writeUInt32LE(offsetIsWide ? SENTINEL_32 : entry.localHeaderOffset, 42);
    return Buffer.concat([header, entry.name, extra]);
}
/** The end records: ZIP64 end record and locator first when a classic field would overflow. */
function endOfCentralDirectory(directory, limits) {
    const countIsWide = directory.entryCount > limits.maxEntries;
    const offsetIsWide = directory.offset > limits.maxSize;
    const sizeIsWide = directory.size > limits.maxSize;
    const end = Buffer.alloc(22);
    end.writeUInt32LE(SIGNATURE_END, 0);
    end.writeUInt16LE(countIsWide ? SENTINEL_16 : directory.entryCount, 8);
    end.writeUInt16LE(countIsWide ? SENTINEL_16 : directory.entryCount, 10);
    end.writeUInt32LE(sizeIsWide ? SENTINEL_32 : directory.size, 12);
    end.writeUInt32LE(offsetIsWide ? SENTINEL_32 : directory.offset, 16);
    if (!countIsWide && !offsetIsWide && !sizeIsWide)
        return end;
    return Buffer.concat([zip64EndRecords(directory), end]);
}
function zip64EndRecords(directory) {
    const record = Buffer.alloc(56 + 20);
    record.writeUInt32LE(SIGNATURE_ZIP64_END, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeUInt16LE(VERSION_MADE_BY, 12);
    record.writeUInt16LE(VERSION_ZIP64, 14);
    record.writeBigUInt64LE(BigInt(directory.entryCount), 24);
    record.writeBigUInt64LE(BigInt(directory.entryCount), 32);
    record.writeBigUInt64LE(BigInt(directory.size), 40);
    record.writeBigUInt64LE(BigInt(directory.offset), 48);
    // The record starts right where the central directory ends.
    record.writeUInt32LE(SIGNATURE_ZIP64_LOCATOR, 56);
    record.writeBigUInt64LE(BigInt(directory.offset + directory.size), 64);
    record.writeUInt32LE(1, 72);
    return record;
}
function zip64Extra(values) {
    const extra = Buffer.alloc(4 + 8 * values.length);
    extra.writeUInt16LE(ZIP64_EXTRA_ID, 0);
    extra.writeUInt16LE(8 * values.length, 2);
    values.forEach((value, index) => {
        extra.writeBigUInt64LE(BigInt(value), 4 + 8 * index);
    });
    return extra;
}
function flags(entry) {
    return FLAG_UTF8_NAME | (entry.hasDataDescriptor ? FLAG_DATA_DESCRIPTOR : 0);
}
function versionNeeded(zip64) {
    return zip64 ? VERSION_ZIP64 : VERSION_DEFAULT;
}
/**
 * Whether an entry of this uncompressed size needs 64-bit size fields. Decided before streaming a
 * deflated entry, so it allows for deflate's worst-case growth on incompressible input.
 */
function needsZip64Sizes(uncompressedSize, limits) {
    const deflateBound = uncompressedSize + Math.ceil(uncompressedSize / 4096) + 1024;
    return deflateBound > limits.maxSize;
}

;// CONCATENATED MODULE: ./src/workspace/file-entries.ts






/** Formats that are compressed already: deflating them again costs time and saves nothing. */
const ALREADY_COMPRESSED_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'woff', 'woff2', 'gz', 'br', 'zst', 'zip', 'mp4'].map((extension) => `.${extension}`));
/**
 * The deflate level when none is given. The archive is read once, by the platform's build, and on a
 * 2-core runner CPU is dearer than bytes on the wire: see docs/performance.md for the measurements.
 */
const DEFAULT_COMPRESSION_LEVEL = 1;
const STREAM_CHUNK_BYTES = 1 << 20;
function isAlreadyCompressed(name) {
    return ALREADY_COMPRESSED_EXTENSIONS.has((0,external_node_path_.extname)(name).toLowerCase());
}
/**
 * Git's view of a mode: 0755 if anyone may execute the file, else 0644 (always 0644 on Windows, see
 * portable-names.ts). The same checkout then packs to the same bytes whatever the runner's umask was.
 */
function archiveMode(file) {
    return entryMode(file.permissions);
}
/** Level 0 stores everything: zlib's level 0 would wrap the bytes in stored deflate blocks instead. */
function shouldDeflate(file, level) {
    return level > 0 && file.size > 0 && !isAlreadyCompressed(file.relativePath);
}
async function writeFileEntry(writer, file, prepared, level) {
    if (prepared.kind === 'whole') {
        await writer.addEntry(prepared.entry, prepared.data);
    }
    else if (!shouldDeflate(file, level)) {
        await writeStoredStream(writer, file);
    }
    else {
        await writeDeflatedStream(writer, file, level);
    }
}
/**
 * A big stored entry is read twice (CRC first, then the bytes) so its header can be complete: some
 * unzippers (Java's ZipInputStream) reject stored entries whose sizes come after the data.
 */
async function writeStoredStream(writer, file) {
    const { crc: expectedCrc, size } = await crcAndSize(file);
    assertUnchanged(file, size);
    let crcOfWritten = 0;
    const rereadChunks = async function* () {
        let reread = 0;
        for await (const chunk of (0,file_chunks/* reusedChunks */.f)(file.sourcePath, STREAM_CHUNK_BYTES)) {
            reread += chunk.length;
            // Checked before the writer sees the bytes, which would refuse them in terms of the zip.
            if (reread > size)
                throw changedWhilePacked(file, `at least ${reread} when read again`);
            crcOfWritten = (0,external_node_zlib_.crc32)(chunk, crcOfWritten);
            yield chunk;
        }
        if (reread !== size)
            throw changedWhilePacked(file, `${reread} when read again`);
    };
    const entry = {
        name: file.relativePath,
        mode: archiveMode(file),
        method: METHOD_STORE,
        crc32: expectedCrc,
        compressedSize: size,
        uncompressedSize: size,
    };
    await writer.addEntry(entry, rereadChunks());
    if (crcOfWritten !== expectedCrc)
        throw changedWhilePacked(file, 'other bytes when read again');
}
/** A big deflated entry is compressed while written; its CRC and sizes follow in a data descriptor. */
async function writeDeflatedStream(writer, file, level) {
    let crc = 0;
    let size = 0;
    const deflate = (0,external_node_zlib_.createDeflateRaw)({ level, chunkSize: STREAM_CHUNK_BYTES });
    // The next chunk is read into the one buffer only once zlib has taken the last (its write's
    // callback), so the buffer is never refilled under it.
    const feed = async () => {
        for await (const chunk of (0,file_chunks/* reusedChunks */.f)(file.sourcePath, STREAM_CHUNK_BYTES)) {
            crc = (0,external_node_zlib_.crc32)(chunk, crc);
            size += chunk.length;
            await new Promise((resolve, reject) => deflate.write(chunk, (error) => (error ? reject(error) : resolve())));
        }
        deflate.end();
    };
    // A failed read ends the compressed stream with its error, which the writer then reports.
    const feeding = feed().catch((error) => {
        deflate.destroy(error instanceof Error ? error : new Error(String(error)));
        throw error;
    });
    const entry = {
        name: file.relativePath,
        mode: archiveMode(file),
        method: METHOD_DEFLATE,
        expectedSize: file.size,
    };
    try {
        await writer.addStreamedEntry(entry, deflate, () => {
            assertUnchanged(file, size);
            return { crc32: crc, uncompressedSize: size };
        });
    }
    catch (error) {
        deflate.destroy();
        await feeding.catch(() => undefined);
        throw error;
    }
    await feeding;
}
async function crcAndSize(file) {
    let crc = 0;
    let size = 0;
    for await (const chunk of (0,file_chunks/* reusedChunks */.f)(file.sourcePath, STREAM_CHUNK_BYTES)) {
        crc = (0,external_node_zlib_.crc32)(chunk, crc);
        size += chunk.length;
    }
    return { crc, size };
}
function assertUnchanged(file, bytesRead) {
    if (bytesRead !== file.size)
        throw changedWhilePacked(file, `${bytesRead} when read`);
}
/**
 * A file that changes between listing and reading is being written by something still running (a
 * build in the background, a watcher): what it will hold is unknown, so it is refused, not re-read.
 */
function changedWhilePacked(file, found) {
    return new src_errors/* ActionFailure */.dR(`${file.relativePath} changed while being packed (${file.size} bytes when listed, ${found}): a step is still writing to it, so let that step finish before this one, or leave the file out with the "exclude" input.`);
}

// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __nccwpck_require__(5919);
;// CONCATENATED MODULE: ./src/workspace/read-worker.ts

const RESULT_FIELDS = 3;
/**
 * Reads one file into its slice, checksums it, and (if asked and it helps) writes its raw deflate
 * stream over it, a fresh stream per file, so the bytes depend only on the file and the level. It
 * makes the fewest system calls a read can: open, one read (asked for one byte more than the walk's
 * size, so a regular file's short read at its end ends it, and growth shows) and close; no stat,
 * the walk's size is known. A failed open or read throws Node's own error.
 *
 * It runs on the reader threads from its source text (see startReadWorker), and on the main thread
 * for a pack's first files, so it uses nothing but its arguments.
 */
function readOne(job, level, fs, zlib) {
    const bytes = new Uint8Array(job.memory, job.offset, job.size + 1);
    const descriptor = fs.openSync(job.path, 'r');
    let length = 0;
    try {
        let bytesRead;
        do {
            bytesRead = fs.readSync(descriptor, bytes, length, bytes.length - length, null);
            length += bytesRead;
        } while (bytesRead > 0 && length < job.size);
    }
    finally {
        fs.closeSync(descriptor);
    }
    // The packer refuses a file that changed: no need for its CRC.
    if (length !== job.size)
        return { length, crc32: 0, deflatedLength: 0 };
    const data = bytes.subarray(0, length);
    const crc32 = zlib.crc32(data);
    if (!job.deflate || length === 0)
        return { length, crc32, deflatedLength: 0 };
    // An output chunk the size of the input holds any useful result; zlib's default would allocate
    // (and leave as garbage) 16 KiB per file, however small.
    const deflated = zlib.deflateRawSync(data, { level, chunkSize: Math.max(64, length) });
    if (deflated.length >= length)
        return { length, crc32, deflatedLength: 0 };
    data.set(deflated);
    return { length, crc32, deflatedLength: deflated.length };
}
/**
 * A reader thread's whole program, run from its source text with readOne's as its argument: it
 * uses nothing from this module's scope, only the builtins it loads itself and the types above,
 * which erase.
 */
function readWorkerMain(read) {
    const { parentPort } = process.getBuiltinModule('node:worker_threads');
    const fs = process.getBuiltinModule('node:fs');
    const zlib = process.getBuiltinModule('node:zlib');
    parentPort.on('message', ({ id, level, jobs }) => {
        const results = new Float64Array(jobs.length * 3);
        const failures = [];
        for (let index = 0; index < jobs.length; index++) {
            try {
                const { length, crc32, deflatedLength } = read(jobs[index], level, fs, zlib);
                results.set([length, crc32, deflatedLength], index * 3);
            }
            catch (error) {
                const { message, code, errno, syscall, path } = error;
                failures[index] = { message, code, errno, syscall, path };
            }
        }
        parentPort.postMessage({ id, results, failures }, [results.buffer]);
    });
}
/**
 * A reader thread, started from the source text of readWorkerMain: a worker needs a file of its
 * own otherwise, which the bundler would not build. Its heap stays small, since file bytes live in
 * the shared ring: what it allocates is the batches' messages, zlib's stream objects and the deflate
 * output (outside the heap), copied over the file's bytes before the batch is answered.
 */
function startReadWorker() {
    return new external_node_worker_threads_.Worker(`(${readWorkerMain.toString()})(${readOne.toString()})`, {
        eval: true,
        resourceLimits: { maxYoungGenerationSizeMb: 1, maxOldGenerationSizeMb: 16 },
        stdout: false,
        stderr: false,
    });
}

;// CONCATENATED MODULE: ./src/workspace/reader-threads.ts
var _a;

/**
 * Reader threads per process. Two keep both cores of a small runner reading and deflating while the
 * main thread frames: the same count on every machine, though the bytes would not differ (each file
 * is deflated by a fresh stream of its own, whichever thread takes it).
 */
const READER_THREADS = 2;
/**
 * The reader threads of the process, shared by every pack running in it (manifest mode deploys
 * four projects at once by default): a Node worker costs ~15 MB of RSS and tens of milliseconds of
 * CPU to start, so packs at once share them, started with the first and stopped with the last.
 */
class ReaderThreads {
    static #current;
    static #starts = 0;
    #workers;
    /** Batches out, by id; a released owner's stay (owner undefined) until answered, to count them. */
    #owners = new Map();
    #users = 0;
    #nextId = 0;
    #failure;
    constructor() {
        _a.#starts++;
        this.#workers = Array.from({ length: READER_THREADS }, (_, index) => {
            const worker = startReadWorker();
            worker.on('message', (result) => this.#answered(result));
            worker.on('error', (error) => this.#fail(error));
            worker.on('exit', () => this.#fail(new Error(`The packer's reader thread ${index + 1} stopped.`)));
            return { worker, out: 0 };
        });
    }
    /** How many times this process has started reader threads (a small pack should not). */
    static get starts() {
        return _a.#starts;
    }
    /** The running threads, or new ones; give them back with `release`. */
    static acquire() {
        const threads = _a.#current ?? new _a();
        _a.#current = threads;
        threads.#users++;
        return threads;
    }
    /**
     * Sends a batch to the thread with the fewest batches out; `owner` hears the answer (or the
     * threads' failure). Returns the batch's id, which its answer carries.
     */
    send(owner, jobs, level) {
        const id = this.#nextId++;
        if (this.#failure) {
            owner.failed(this.#failure.error);
            return id;
        }
        let thread = 0;
        for (let index = 1; index < this.#workers.length; index++) {
            if (this.#workers[index].out < this.#workers[thread].out)
                thread = index;
        }
        this.#workers[thread].out++;
        this.#owners.set(id, { owner, thread });
        this.#workers[thread].worker.postMessage({ id, level, jobs });
        return id;
    }
    /** Forgets `owner`'s batches still out (their answers are dropped); the last user stops the threads. */
    release(owner) {
        for (const sent of this.#owners.values())
            if (sent.owner === owner)
                sent.owner = undefined;
        if (--this.#users > 0)
            return;
        this.#stop();
        for (const { worker } of this.#workers)
            worker.terminate().catch(() => undefined);
    }
    #answered(result) {
        const sent = this.#owners.get(result.id);
        if (sent === undefined)
            return;
        this.#owners.delete(result.id);
        this.#workers[sent.thread].out--;
        sent.owner?.answered(result); // none if its pack was released
    }
    #fail(error) {
        if (this.#failure)
            return;
        this.#stop();
        this.#failure = { error };
        const owners = new Set([...this.#owners.values()].flatMap(({ owner }) => (owner ? [owner] : [])));
        this.#owners.clear();
        for (const owner of owners)
            owner.failed(error);
    }
    /** No new pack gets these threads once they are stopping or failed. */
    #stop() {
        if (_a.#current === this)
            _a.#current = undefined;
    }
}
_a = ReaderThreads;

;// CONCATENATED MODULE: ./src/workspace/batch-reader.ts


/**
 * Batches sent and not yet answered, at most: per thread, one being read while the next waits in
 * its queue, so it never idles for a message's round trip, and the jobs that arrive meanwhile
 * gather into one message instead of one each.
 */
const MAX_BATCHES_OUT = 2 * READER_THREADS;
/** A batch leaves early (a second one out) only once it is worth a message. */
const FULL_BATCH_JOBS = 16;
const FULL_BATCH_BYTES = 256 << 10;
/**
 * Reads files on the reader threads (reader-threads.ts, shared by the packs of the process), many per
 * message, so the main thread spends a few microseconds per file on them instead of an open, a read,
 * a close and a deflate. A batch's jobs are answered together; batches in whatever order the threads
 * finish them (the packer writes in its own order).
 */
class BatchReader {
    #level;
    #threads = ReaderThreads.acquire();
    #owner = {
        answered: (result) => this.#answered(result),
        failed: (error) => this.#fail(error),
    };
    #queued = [];
    #queuedBytes = 0;
    #flushScheduled = false;
    /** This reader's batches sent and not answered, by id: either thread may answer first. */
    #out = new Map();
    #batchesSent = 0;
    #failure;
    #closed = false;
    constructor(level) {
        this.#level = level;
    }
    /** Messages sent to the threads so far: far fewer than the files, when batching works. */
    get batchesSent() {
        return this.#batchesSent;
    }
    read(job) {
        const { promise, resolve, reject } = Promise.withResolvers();
        if (this.#failure) {
            reject(this.#failure.error);
            return promise;
        }
        this.#queued.push({ job, pending: { resolve, reject } });
        this.#queuedBytes += job.size;
        // The jobs given in the same turn of the event loop (the packer starts many at once) go together.
        if (!this.#flushScheduled && this.#wantsFlush()) {
            this.#flushScheduled = true;
            queueMicrotask(() => {
                this.#flushScheduled = false;
                if (this.#wantsFlush())
                    this.#flush();
            });
        }
        return promise;
    }
    /** Refuses the reads not answered yet, and gives the threads back (the last pack's close stops them). */
    close() {
        if (this.#closed)
            return;
        this.#closed = true;
        this.#fail(new Error('The packer stopped before this file was read.'));
        this.#threads.release(this.#owner);
    }
    #wantsFlush() {
        if (this.#queued.length === 0 || this.#failure)
            return false;
        if (this.#out.size === 0)
            return true; // nothing of ours on the threads
        const full = this.#queued.length >= FULL_BATCH_JOBS || this.#queuedBytes >= FULL_BATCH_BYTES;
        return full && this.#out.size < MAX_BATCHES_OUT;
    }
    #flush() {
        const batch = this.#queued;
        this.#queued = [];
        this.#queuedBytes = 0;
        const pendings = batch.map(({ pending }) => pending);
        this.#batchesSent++;
        const id = this.#threads.send(this.#owner, batch.map(({ job }) => job), this.#level);
        // The threads may have failed already, and said so before this batch was counted out.
        if (this.#failure)
            for (const pending of pendings)
                pending.reject(this.#failure.error);
        else
            this.#out.set(id, pendings);
    }
    #answered({ id, results, failures }) {
        const pendings = this.#out.get(id);
        if (pendings === undefined)
            return; // refused already (closed)
        this.#out.delete(id);
        if (this.#wantsFlush())
            this.#flush();
        for (let index = 0; index < pendings.length; index++) {
            const failure = failures[index];
            if (failure !== undefined) {
                pendings[index].reject(nodeError(failure));
                continue;
            }
            const at = index * RESULT_FIELDS;
            pendings[index].resolve({
                length: results[at],
                crc32: results[at + 1],
                deflatedLength: results[at + 2],
            });
        }
    }
    #fail(error) {
        this.#failure ??= { error };
        const refused = [...this.#out.values()].flat();
        this.#out.clear();
        refused.push(...this.#queued.map(({ pending }) => pending));
        this.#queued = [];
        for (const pending of refused)
            pending.reject(this.#failure.error);
    }
}
/** The error Node would have thrown on the main thread: its message, code and path, so packFailure reads it the same. */
function nodeError({ message, ...fields }) {
    return Object.assign(new Error(message), fields);
}

;// CONCATENATED MODULE: ./src/workspace/input-ring.ts
/**
 * One block of memory that the packer reads whole files into, handed out and given back in the
 * same order (the archive's), like a ring. It is shared memory, as is a buffer of its own handed out
 * when the ring is full, so the reader threads (read-worker.ts) read into it with no copy. Without
 * it every file got a buffer of its own: packing 95 MB allocated 95 MB of buffers that lived a few
 * milliseconds each, which kept V8's collector running a full collection every ~70 ms and held the
 * dead buffers in memory until it did.
 */
class InputRing {
    #memory;
    /** Where the next slice starts. */
    #head = 0;
    /** The slices handed out and not yet given back, oldest first: [start, end). */
    #live = [];
    constructor(capacity) {
        this.#memory = Buffer.from(new SharedArrayBuffer(capacity));
    }
    /**
     * A slice of `size` bytes, or a buffer of its own when the ring has no room: the caller gives
     * every slice back with `release`, in the order taken.
     */
    take(size) {
        const start = this.#startFor(size);
        if (start === undefined)
            return Buffer.from(new SharedArrayBuffer(size));
        const slice = this.#memory.subarray(start, start + size);
        this.#live.push({ start, end: start + size });
        this.#head = start + size;
        return slice;
    }
    /** Gives back the oldest slice still out, if `slice` is it (a buffer of its own is left to the collector). */
    release(slice) {
        const oldest = this.#live[0];
        if (oldest === undefined || slice.buffer !== this.#memory.buffer)
            return;
        if (slice.byteOffset !== oldest.start) {
            throw new Error('InputRing slices must be released in the order they were taken');
        }
        this.#live.shift();
    }
    /** Where a slice of `size` bytes fits without touching a live one, wrapping to the start if need be. */
    #startFor(size) {
        const capacity = this.#memory.length;
        const oldest = this.#live[0];
        if (oldest === undefined)
            return size <= capacity ? 0 : undefined;
        if (this.#head > oldest.start) {
            // Live slices run from `oldest.start` to `head`: room after them, or before them at the start.
            if (this.#head + size <= capacity)
                return this.#head;
            return size <= oldest.start ? 0 : undefined;
        }
        // Wrapped: live slices run from `oldest.start` to the end and from 0 to `head`.
        return this.#head + size <= oldest.start ? this.#head : undefined;
    }
}

;// CONCATENATED MODULE: ./src/workspace/file-preparer.ts







/**
 * A pack's first files are read on the main thread, up to these counts: starting the reader threads
 * costs ~100 ms of CPU each, more than a small site takes to pack, and a one-file deploy that started
 * them spent 470-530 ms of CPU against 260-290 ms without. The threads start (in the background) as
 * soon as the walk has found more than that (`found`), so a tree that fits never starts them, and a
 * larger one finds them ready.
 */
const MAIN_THREAD_FILES = 256;
const MAIN_THREAD_BYTES = 4 << 20;
const mainThreadFs = { closeSync: external_node_fs_.closeSync, openSync: external_node_fs_.openSync, readSync: external_node_fs_.readSync };
const mainThreadZlib = { crc32: external_node_zlib_.crc32, deflateRawSync: external_node_zlib_.deflateRawSync };
/**
 * Turns files into entries ready to write. Every file held whole is read, checksummed and (if its
 * name says it compresses) deflated into one ring of shared memory: a pack's first files on the
 * main thread, the rest on the reader threads, many files per message (batch-reader.ts). The main
 * thread then only hands work over and frames what comes back: with two cores, its own reads and
 * zlib hand-offs used to be what the whole pack waited on (issue 38; bench/README.md, "Fifth
 * pass"). Both read the same way (read-worker.ts, readOne), so the archive's bytes do not depend on
 * which did. Memory is given back (`release`) in the files' order once written.
 */
class FilePreparer {
    #streamThreshold;
    #level;
    #ring;
    #reader;
    /** What is left of the main thread's share; once a file does not fit, no file after it is read there. */
    #mainThreadFiles;
    #mainThreadBytes = MAIN_THREAD_BYTES;
    /** The files `found` gave the main thread, until `prepare` reads them. */
    #readHere = new Set();
    constructor(options) {
        this.#streamThreshold = options.streamThreshold;
        this.#level = options.level;
        this.#mainThreadFiles = options.mainThreadFiles ?? MAIN_THREAD_FILES;
        // Room for every byte ahead and one more file, which may exceed the budget alone. A file the
        // wrap-around leaves without room gets a buffer of its own (rare: a ring with room for that too
        // was no faster on the benchmark's trees, and held 4 MiB more).
        const largest = Math.min(options.streamThreshold, options.bytesAhead);
        this.#ring = new InputRing(options.bytesAhead + largest + (64 << 10));
    }
    /** Must be called in the files' order, after `found` for the file; so must `release`. */
    prepare(file) {
        if (file.size > this.#streamThreshold)
            return { kind: 'streamed' };
        // Asking for one byte more than the size sees a file that grew since the walk.
        const input = this.#ring.take(file.size + 1);
        const job = {
            path: file.sourcePath,
            size: file.size,
            memory: input.buffer,
            offset: input.byteOffset,
            deflate: shouldDeflate(file, this.#level),
        };
        if (this.#readHere.delete(file)) {
            return entryOf(file, input, readOne(job, this.#level, mainThreadFs, mainThreadZlib));
        }
        this.#reader ??= new BatchReader(this.#level);
        return this.#reader.read(job).then((outcome) => entryOf(file, input, outcome));
    }
    /**
     * Told of every file as the walk finds it, in the files' order and ahead of `prepare`: it gives the
     * file to the main thread while the share lasts, and starts the reader threads at the first one
     * it does not, so a tree that fits never starts them and a larger one finds them ready.
     */
    found(file) {
        if (file.size > this.#streamThreshold)
            return;
        if (this.#mainThreadFiles > 0 && this.#mainThreadBytes >= file.size) {
            this.#mainThreadFiles--;
            this.#mainThreadBytes -= file.size;
            this.#readHere.add(file);
            return;
        }
        this.#mainThreadFiles = 0;
        this.#reader ??= new BatchReader(this.#level);
    }
    /** Gives the memory of a written entry back. */
    release(prepared) {
        if (prepared.kind === 'whole')
            this.#ring.release(prepared.input);
    }
    /** Gives the reader threads back (the last pack's close stops them); call it once packing ended. */
    close() {
        this.#reader?.close();
    }
}
/**
 * The entry for what was left in `input`: the deflated bytes if deflating made the file smaller,
 * else the file's own (stored, like Info-ZIP; which one depends only on content).
 */
function entryOf(file, input, outcome) {
    assertUnchanged(file, outcome.length);
    const deflated = outcome.deflatedLength > 0;
    const entry = {
        name: file.relativePath,
        mode: archiveMode(file),
        crc32: outcome.crc32,
        method: deflated ? METHOD_DEFLATE : METHOD_STORE,
        compressedSize: deflated ? outcome.deflatedLength : outcome.length,
        uncompressedSize: outcome.length,
    };
    const data = input.subarray(0, deflated ? outcome.deflatedLength : outcome.length);
    return { kind: 'whole', entry, data, input };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
;// CONCATENATED MODULE: ./src/workspace/hashing-file-sink.ts


/**
 * Small chunks (headers, names, small entries) are copied into a block of this size and written
 * with the block: one write and one hash update per MiB instead of per chunk. Handing writev tens
 * of thousands of small buffers cost more main-thread time than copying them (about 100 ms per
 * 7,000 files, measured with --cpu-prof).
 */
const BLOCK_BYTES = 1 << 20;
/** Writes bytes to a file in order while hashing them, so the digest needs no second read. */
class HashingFileSink {
    handle;
    path;
    onWritten;
    hash = (0,external_node_crypto_.createHash)('sha256');
    /** Written and reused once full; never handed out, so reusing it is safe. */
    block = Buffer.allocUnsafeSlow(BLOCK_BYTES);
    blockBytes = 0;
    onDisk = 0;
    constructor(handle, path, onWritten) {
        this.handle = handle;
        this.path = path;
        this.onWritten = onWritten;
    }
    /**
     * Creates (or truncates) the file at `path`; `onWritten` hears how many bytes are on disk after
     * each write, so a reader may follow the file while it grows.
     */
    static async create(path, onWritten) {
        return new HashingFileSink(await (0,promises_.open)(path, 'w'), path, onWritten);
    }
    async write(chunk) {
        if (chunk.length >= BLOCK_BYTES) {
            await this.flush();
            await this.writeOut(chunk);
            return;
        }
        let taken = 0;
        while (taken < chunk.length) {
            const count = Math.min(chunk.length - taken, BLOCK_BYTES - this.blockBytes);
            this.block.set(chunk.subarray(taken, taken + count), this.blockBytes);
            this.blockBytes += count;
            taken += count;
            if (this.blockBytes === BLOCK_BYTES)
                await this.flush();
        }
    }
    /** Flushes, closes the file and returns the SHA-256 (hex) and size of everything written. */
    async close() {
        try {
            await this.flush();
        }
        finally {
            await this.handle.close();
        }
        return { sha256: this.hash.digest('hex'), size: this.onDisk };
    }
    /** Closes and deletes the file, for when packing failed half-way. */
    async discard() {
        await this.handle.close().catch(() => undefined);
        await (0,promises_.rm)(this.path, { force: true });
    }
    async flush() {
        if (this.blockBytes === 0)
            return;
        const filled = this.block.subarray(0, this.blockBytes);
        this.blockBytes = 0;
        await this.writeOut(filled);
    }
    async writeOut(bytes) {
        this.hash.update(bytes);
        let offset = 0;
        // A short write is legal (a full disk fails on the next call instead), so write until done.
        while (offset < bytes.length) {
            const { bytesWritten } = await this.handle.write(bytes, offset, bytes.length - offset, null);
            if (bytesWritten === 0)
                throw new Error(`Writing ${this.path} made no progress`);
            offset += bytesWritten;
            this.onDisk += bytesWritten;
            this.onWritten?.(this.onDisk);
        }
    }
}

;// CONCATENATED MODULE: external "node:timers/promises"
const external_node_timers_promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");
;// CONCATENATED MODULE: ./src/workspace/ordered-pool.ts

/**
 * Synchronous preparation is yielded after this long, so callbacks of asynchronous work (zlib on
 * the thread pool) run and the pool is refilled instead of waiting idle.
 */
const SLICE_MILLISECONDS = 4;
/**
 * Prepares items ahead of time (some synchronously, some on the thread pool) but hands them to
 * `consume` strictly in order, one at a time. Work runs ahead of the consumer only within the item
 * and weight budgets, so memory stays bounded however many items there are. Items may be a list,
 * or a feed still growing: each is prepared as soon as it arrives and the budgets allow.
 */
async function runInOrder(source, options, prepare, consume) {
    const feed = Array.isArray(source)
        ? { items: source, ended: true, more: () => Promise.resolve() }
        : source;
    const items = feed.items;
    const maxAhead = Math.max(1, Math.floor(options.maxAhead));
    const started = [];
    let weightAhead = 0;
    let next = 0;
    let sliceStart = performance.now();
    for (let current = 0;; current++) {
        while (current >= items.length && !feed.ended)
            await feed.more();
        if (current >= items.length)
            return;
        while (next < items.length && next - current < maxAhead) {
            const weight = options.weightOf(items[next]);
            if (next > current && weightAhead + weight > options.maxWeight)
                break;
            weightAhead += weight;
            started.push(startPreparing(prepare, items[next]));
            next++;
            if (performance.now() - sliceStart > SLICE_MILLISECONDS) {
                await (0,external_node_timers_promises_namespaceObject.setImmediate)();
                sliceStart = performance.now();
            }
        }
        const item = items[current];
        const prepared = await started[current];
        // Drop the reference so the prepared data can be collected once written.
        started[current] = undefined;
        await consume(prepared, item);
        weightAhead -= options.weightOf(item);
    }
}
/**
 * An item prepared on the spot is kept as it is (no promise per item); a failure, thrown or
 * rejected, is rethrown when the item's turn comes, and until then does not count as unhandled.
 */
function startPreparing(prepare, item) {
    try {
        const preparing = prepare(item);
        if (preparing instanceof Promise)
            preparing.catch(() => undefined);
        return preparing;
    }
    catch (error) {
        const failed = Promise.reject(error);
        failed.catch(() => undefined);
        return failed;
    }
}

;// CONCATENATED MODULE: ./src/workspace/pack-failures.ts

/** Errors of the disk the archive is written to: no space, or over the user's quota. */
const DISK_FULL = new Set(['ENOSPC', 'EDQUOT']);
/** Errors of a file that was listed but is gone (or replaced by a directory) when it is read. */
const GONE = new Set(['ENOENT', 'EISDIR', 'ENOTDIR']);
/**
 * The sentence for a pack that failed on an expected condition of the runner or the workspace, or
 * the error itself when it is none: a full disk, or a file deleted while it was packed, is no bug.
 */
function packFailure(error, outFile, files) {
    const { code, path } = (error ?? {});
    if (typeof code !== 'string')
        return error;
    if (DISK_FULL.has(code)) {
        return new src_errors/* ActionFailure */.dR(`There is no space left on the device to write the source archive ${outFile} (${code}): free space in RUNNER_TEMP (delete build caches or dependencies the deploy does not need), or leave large files out with the "exclude" input.`);
    }
    const gone = GONE.has(code) ? files.find((file) => file.sourcePath === path) : undefined;
    if (gone !== undefined) {
        return new src_errors/* ActionFailure */.dR(`${gone.relativePath} was deleted while being packed: a step is still changing the workspace, so let that step finish before this one, or leave the file out with the "exclude" input.`);
    }
    return error;
}

;// CONCATENATED MODULE: ./src/workspace/deploy-root.ts



/**
 * Git's own directory, in any case (git refuses `.GIT` too, and a case-insensitive disk makes it the
 * same folder): it holds the repository and the checkout's `extraheader` token, and is never packed.
 */
function isGitDirName(name) {
    return name.toLowerCase() === '.git';
}
function hasGitDir(path) {
    return path.split(/[\\/]/).some(isGitDirName);
}
const GIT_DIR = 'is inside a `.git` directory, which is never deployed (it holds the repository and its credentials); name the folder your build writes to';
/**
 * Why `path` (relative to `workspace`, or absolute) cannot be the root of a deploy, as the end of a
 * sentence, or undefined. The root must be, after symbolic links, inside the checkout and outside any
 * `.git`: a link to a folder elsewhere on the runner would publish the runner's files. A path that does
 * not exist is left to the packer, which says so.
 */
function deployRootProblem(workspace, path) {
    if (hasGitDir(path))
        return GIT_DIR;
    let root;
    let real;
    try {
        root = (0,external_node_fs_.realpathSync)(workspace);
        real = (0,external_node_fs_.realpathSync)((0,external_node_path_.resolve)(workspace, path));
    }
    catch {
        return undefined;
    }
    if (!isInsideRoot(root, real)) {
        return `resolves (after symbolic links) to ${real}, outside the checked-out repository (${root}); deploy a folder inside the checkout, or copy the files into one first`;
    }
    return hasGitDir((0,external_node_path_.relative)(root, real).split(external_node_path_.sep).join('/')) ? GIT_DIR : undefined;
}

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __nccwpck_require__(4573);
;// CONCATENATED MODULE: ./src/workspace/file-names.ts



/**
 * The names in a directory listing that are not valid UTF-8, each as readdir gave it (with U+FFFD
 * for the bad bytes) → as shown to the user (with `\xNN` for them); undefined when there is none.
 * Node can only name such a file by its bytes, and the archive names entries in UTF-8 (flag bit 11),
 * so it is refused by name rather than packed under a name that is not its own.
 */
function invalidUtf8Names(realDir, entries) {
    // A decoded name without U+FFFD was valid; only then is the listing read again as bytes.
    if (!entries.some((entry) => entry.name.includes('\uFFFD')))
        return undefined;
    const invalid = new Map();
    for (const raw of (0,external_node_fs_.readdirSync)(realDir, { encoding: 'buffer' })) {
        if (!(0,external_node_buffer_.isUtf8)(raw))
            invalid.set(raw.toString('utf8'), showBytes(raw));
    }
    return invalid.size > 0 ? invalid : undefined;
}
/** The name with each byte of a run that is not valid UTF-8 written as `\xNN`. */
function showBytes(raw) {
    let shown = '';
    let start = 0;
    while (start < raw.length) {
        if (raw[start] < 0x80) {
            shown += String.fromCharCode(raw[start]);
            start++;
            continue;
        }
        let end = start;
        while (end < raw.length && raw[end] >= 0x80)
            end++;
        const run = raw.subarray(start, end);
        shown += (0,external_node_buffer_.isUtf8)(run) ? run.toString('utf8') : [...run].map((byte) => `\\x${hex(byte)}`).join('');
        start = end;
    }
    return shown;
}
function hex(byte) {
    return byte.toString(16).toUpperCase().padStart(2, '0');
}
const file_names_LISTED = 5;
/** The one error for every name the archive cannot hold; thrown before anything is written. */
function invalidNamesError(paths) {
    const listed = paths.slice(0, file_names_LISTED).join(', ');
    const more = paths.length > file_names_LISTED ? ` and ${paths.length - file_names_LISTED} more` : '';
    const what = paths.length === 1 ? 'a file name that is' : `${paths.length} file names that are`;
    return new src_errors/* ConfigurationError */.j1(`Input "path" holds ${what} not valid UTF-8 (${listed}${more}), which the archive cannot name: rename them in UTF-8 (e.g. with convmv), or leave them out with the "exclude" input.`, 'path');
}

;// CONCATENATED MODULE: ./src/workspace/git-judge.ts
const OUT = { take: false };
const IN = { take: true };
const TRACKED = { take: true, tracked: true };
/**
 * Judges an entry as `git ls-files --cached --others --exclude-standard` would, in two steps: the
 * ignore rules (the `exclude` input, the .gitignore files, git's exclude files), then git's index,
 * which wins over every rule but the `exclude` input: a tracked file is part of the tree even where a
 * pattern ignores it (a committed dist/, a force-added file).
 */
function judgeEntry(chain, git, within, relativePath, isDirectory, disagreements) {
    const verdict = chain.verdict(relativePath, isDirectory);
    if (verdict.excluded && verdict.byInput)
        return OUT;
    if (git === undefined)
        return verdict.excluded ? OUT : IN;
    const tracked = git.tracked.has(relativePath);
    if (within !== undefined) {
        // Inside an excluded directory only what git tracks is part of the tree, whatever the patterns say.
        if (tracked && !isDirectory)
            within.files++;
        if (tracked)
            return TRACKED;
        return isDirectory && git.trackedDirectories.has(relativePath)
            ? { take: true, trackedInside: within }
            : OUT;
    }
    if (!verdict.excluded)
        return tracked ? TRACKED : IN;
    const shown = isDirectory ? `${relativePath}/` : relativePath;
    if (tracked) {
        disagreements.notes.set(shown, `${shown}: tracked by git, shipped although ${verdict.rule} ignores it.`);
        return TRACKED;
    }
    if (isDirectory && git.trackedDirectories.has(relativePath)) {
        const trackedInside = { path: shown, rule: verdict.rule, files: 0 };
        disagreements.trackedInside.push(trackedInside);
        return { take: true, trackedInside };
    }
    if (!verdict.rule.endsWith('.gitignore')) {
        // Only git's own exclude files: without git, the .gitignore files alone would have shipped it.
        const untracked = isDirectory ? 'tracks nothing in it' : 'does not track it';
        disagreements.notes.set(shown, `${shown}: not shipped: ${verdict.rule} ignores it and git ${untracked}.`);
    }
    return OUT;
}
/** At most this many notes are logged, so a committed node_modules/ does not flood the log. */
const MAX_NOTES = 50;
/** The notes, sorted by path, capped, each a sentence for the log. */
function disagreementNotes(disagreements) {
    const notes = new Map(disagreements.notes);
    for (const { path, rule, files } of disagreements.trackedInside) {
        if (files === 0)
            continue;
        const count = files === 1 ? '1 file' : `${files} files`;
        notes.set(path, `${path}: tracked by git (${count}), shipped although ${rule} ignores it.`);
    }
    const sorted = [...notes.keys()].sort(compareBytes).map((path) => notes.get(path) ?? '');
    if (sorted.length <= MAX_NOTES)
        return sorted;
    const more = sorted.length - MAX_NOTES;
    return [
        ...sorted.slice(0, MAX_NOTES),
        `…and ${more} more paths on which git and the ignore files disagree.`,
    ];
}
function compareBytes(a, b) {
    return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

;// CONCATENATED MODULE: external "node:child_process"
const external_node_child_process_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __nccwpck_require__(7975);
;// CONCATENATED MODULE: ./src/workspace/git-view.ts





const run = (0,external_node_util_.promisify)(external_node_child_process_namespaceObject.execFile);
/** `git ls-files` of a monorepo with 500,000 files is about 40 MB. */
const MAX_OUTPUT_BYTES = 1 << 30;
/**
 * Asks git about the work tree around `root`; undefined when git is not installed or `root` is not
 * in a work tree, so the caller keeps to the .gitignore files. Paths come back as raw bytes (`-z`),
 * never quoted or re-encoded by git's `core.quotePath`.
 */
async function readGitView(root, logger) {
    try {
        return await askGit(root);
    }
    catch (error) {
        const reason = unusableReason(error);
        if (reason !== undefined) {
            logger?.warning(`git cannot read the repository of ${root} (${reason}), so only .gitignore files decide what is packed.`);
        }
        return undefined;
    }
}
async function askGit(root) {
    const git = async (...args) => (await run('git', args, { cwd: root, encoding: 'buffer', maxBuffer: MAX_OUTPUT_BYTES })).stdout;
    const about = await git('rev-parse', '--is-inside-work-tree', '--show-prefix', '--git-path', 'info/exclude');
    const [insideWorkTree, prefix = '', infoExclude = ''] = about.toString('utf8').split('\n');
    // Inside .git itself, or a bare repository: there is no work tree to compare with.
    if (insideWorkTree !== 'true')
        return undefined;
    const [listed, globalExcludes, localExcludes] = await Promise.all([
        git('ls-files', '-z', '--cached'),
        globalExcludesFile(git).then(readIfPresent),
        readIfPresent((0,external_node_path_.resolve)(root, infoExclude)),
    ]);
    const tracked = new Set(listed.toString('utf8').split('\0'));
    tracked.delete('');
    return {
        tracked,
        trackedDirectories: directoriesAbove(tracked),
        prefix,
        excludeFiles: [
            { label: 'core.excludesFile', text: globalExcludes },
            { label: '.git/info/exclude', text: localExcludes },
        ].filter((file) => file.text.trim() !== ''),
    };
}
/**
 * Why git could not answer, when that deserves a warning: not for a missing git or a directory
 * outside any repository, which are ordinary; yes for "dubious ownership" and other refusals.
 */
function unusableReason(error) {
    const failure = error;
    if (failure.code === 'ENOENT')
        return undefined;
    const stderr = failure.stderr?.toString('utf8').trim() ?? '';
    if (/not a git repository/i.test(stderr))
        return undefined;
    return stderr.split('\n')[0] || String(failure.code ?? error);
}
/** Where core.excludesFile points, or git's default for it when it is not set. */
async function globalExcludesFile(git) {
    try {
        const configured = (await git('config', '--path', '--get', 'core.excludesFile')).toString('utf8').trim();
        if (configured !== '')
            return configured;
    }
    catch {
        // Exit status 1: not set.
    }
    const configHome = process.env.XDG_CONFIG_HOME || (0,external_node_path_.join)((0,external_node_os_.homedir)(), '.config');
    return (0,external_node_path_.join)(configHome, 'git', 'ignore');
}
async function readIfPresent(path) {
    try {
        return await (0,promises_.readFile)(path, 'utf8');
    }
    catch {
        return '';
    }
}
function directoriesAbove(paths) {
    const directories = new Set();
    for (const path of paths) {
        for (let slash = path.lastIndexOf('/'); slash > 0; slash = path.lastIndexOf('/', slash - 1)) {
            const directory = path.slice(0, slash);
            if (directories.has(directory))
                break;
            directories.add(directory);
        }
    }
    return directories;
}

// EXTERNAL MODULE: ./node_modules/ignore/index.js
var ignore = __nccwpck_require__(298);
var ignore_default = /*#__PURE__*/__nccwpck_require__.n(ignore);
;// CONCATENATED MODULE: ./src/workspace/ignore-rules.ts


const KEPT = { excluded: false };
/**
 * The ignore rules in force inside one directory, git's exclude files first, then the outermost
 * .gitignore. As in git, a deeper .gitignore has the last word, the walk never enters an excluded
 * directory (so nothing under one can be re-included), and each path is judged by the patterns that
 * match it, not its parents.
 */
class IgnoreChain {
    levels;
    userRules;
    constructor(levels, userRules) {
        this.levels = levels;
        this.userRules = userRules;
    }
    /**
     * The chain at the root. `gitExcludes` (lowest priority first) are matched as git would from the top
     * of the work tree, `prefix` above the root; the directories on the way down to the root are the
     * ones the user chose to deploy, so no exclude file can leave them out (as no .gitignore above can).
     */
    static forRoot(exclude, gitExcludes = [], prefix = '') {
        const patterns = parseExcludePatterns(exclude);
        const levels = gitExcludes.map((file) => {
            const lines = file.text.split(/\r?\n/);
            return forgiveRootPath({
                base: '',
                prefix,
                label: file.label,
                patterns: lines,
                rules: newRules().add(lines),
            });
        });
        return new IgnoreChain(levels, patterns.length > 0 ? newRules().add(patterns) : undefined);
    }
    /** Whether `relativePath` (POSIX, from the root) is excluded. */
    excludes(relativePath, isDirectory) {
        return this.verdict(relativePath, isDirectory).excluded;
    }
    /**
     * Whether `relativePath` is excluded, and by which source. The user's `exclude` input is asked first,
     * like patterns given on git's command line, so `!dist/` there re-includes a build output that the
     * repository's .gitignore leaves out.
     */
    verdict(relativePath, isDirectory) {
        const subject = isDirectory ? `${relativePath}/` : relativePath;
        if (this.userRules) {
            const verdict = this.userRules.test(subject);
            if (verdict.ignored)
                return { excluded: true, byInput: true, rule: 'the "exclude" input' };
            if (verdict.unignored)
                return KEPT;
        }
        for (let index = this.levels.length - 1; index >= 0; index--) {
            const level = this.levels[index];
            const verdict = testAtLevel(level, subject);
            if (verdict.ignored)
                return { excluded: true, byInput: false, rule: level.label };
            if (verdict.unignored)
                return KEPT;
        }
        return KEPT;
    }
    /**
     * The chain for the files inside `relativeDir`, a directory the walk entered, whose own .gitignore
     * holds `gitignoreText` (if it has one).
     */
    enter(relativeDir, gitignoreText) {
        const levels = this.levels.map((level) => forgiveDirectory(level, relativeDir));
        if (gitignoreText !== undefined && gitignoreText.trim() !== '') {
            const patterns = gitignoreText.split(/\r?\n/);
            const label = relativeDir === '' ? '.gitignore' : `${relativeDir}/.gitignore`;
            levels.push({ base: relativeDir, prefix: '', label, patterns, rules: newRules().add(patterns) });
        }
        return new IgnoreChain(levels, this.userRules);
    }
}
function testAtLevel(level, subject) {
    return level.rules.test(level.prefix + (level.base === '' ? subject : subject.slice(level.base.length + 1)));
}
/**
 * The `ignore` library judges a path ignored when its parent directory is, as git does when asked
 * about a path. But the walk only enters a directory a higher-priority rule kept, and then git
 * judges each file on its own: with "build/" at the root and "!build/" in src/.gitignore, git adds
 * src/build/app.js. So a level that would ignore an entered directory gets a negation for it.
 */
function forgiveDirectory(level, relativeDir) {
    if (relativeDir === '' || !testAtLevel(level, `${relativeDir}/`).ignored)
        return level;
    const fromBase = level.base === '' ? relativeDir : relativeDir.slice(level.base.length + 1);
    return withNegation(level, `${level.prefix}${fromBase}`);
}
/** Forgives each directory from the top of the work tree down to the root (`prefix`), outermost first. */
function forgiveRootPath(level) {
    let forgiven = level;
    const parts = level.prefix.split('/').filter((part) => part !== '');
    for (let depth = 1; depth <= parts.length; depth++) {
        const directory = parts.slice(0, depth).join('/');
        if (forgiven.rules.test(`${directory}/`).ignored)
            forgiven = withNegation(forgiven, directory);
    }
    return forgiven;
}
function withNegation(level, directoryFromTop) {
    const patterns = [...level.patterns, `!/${escapeGlob(directoryFromTop)}/`];
    return { ...level, patterns, rules: newRules().add(patterns) };
}
/** Escapes a literal path for a gitignore pattern. */
function escapeGlob(path) {
    return path.replace(/[\\*?[\]]/g, '\\$&').replace(/ $/, '\\ ');
}
function newRules() {
    // Git on the case-sensitive file systems CI runs on matches patterns case-sensitively.
    return ignore_default()({ ignorecase: false });
}
/**
 * Turns the `exclude` input (each item may hold several lines, as a multi-line action input does)
 * into gitignore patterns, rejecting ones that could only point outside the workspace.
 */
function parseExcludePatterns(exclude) {
    const patterns = [];
    for (const item of exclude) {
        for (const rawLine of item.split(/\r?\n/)) {
            const line = rawLine.trim();
            if (line === '' || line.startsWith('#'))
                continue;
            const body = line.startsWith('!') ? line.slice(1) : line;
            if (/(^|\/)\.\.(\/|$)/.test(body)) {
                throw new src_errors/* ConfigurationError */.j1(`Input "exclude" has the pattern "${line}", which climbs out of the workspace with "..": write patterns relative to "path", such as "dist/*.map".`, 'exclude');
            }
            // "./dist" reads as "dist at the root" to a person, but would match nothing in gitignore syntax.
            patterns.push(line.replace(/^(!?)\.\//, '$1/'));
        }
    }
    return patterns;
}

;// CONCATENATED MODULE: ./src/workspace/walk.ts









/**
 * Entries handled between two yields to the event loop, so a huge tree does not starve timers and
 * the packer (fed through `onFile`) gets its first files early.
 */
const ENTRIES_PER_SLICE = 500;
/**
 * Lists the files to pack under `root`, honouring .gitignore files, `exclude` and the symlink rules.
 * In a git work tree it also honours what git says: tracked files are packed even where a pattern
 * ignores them, and .git/info/exclude and core.excludesFile leave untracked files out (see
 * git-judge.ts). The .gitignore files above `root` are not read: deploying `dist/` when the repository
 * ignores it is the common case. It uses synchronous file-system calls: on a warm tree they are
 * several times faster than the promise API (about 25 ms against 100-230 ms for 7,000 stats), and
 * nothing else runs meanwhile.
 */
async function walkWorkspace(root, options = {}) {
    const rootReal = resolveRoot(root);
    const exclude = options.exclude ?? [];
    const git = await readGitView(rootReal, options.logger);
    const state = {
        rootReal,
        git,
        files: [],
        skipped: new Map(),
        disagreements: { notes: new Map(), trackedInside: [] },
        invalidNames: [],
        excludedCount: 0,
    };
    const pending = [
        {
            key: Buffer.alloc(0),
            directory: {
                realDir: rootReal,
                relativeDir: '',
                chain: IgnoreChain.forRoot(exclude, git?.excludeFiles, git?.prefix),
                ancestors: new Set([rootReal]),
            },
        },
    ];
    let handled = 0;
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        if ('file' in next) {
            state.files.push(next.file);
            options.onFile?.(next.file);
            continue;
        }
        const children = [];
        handled += walkDirectory(state, next.directory, children);
        pending.push(...children.sort((a, b) => Buffer.compare(b.key, a.key)));
        if (handled >= ENTRIES_PER_SLICE) {
            handled = 0;
            await new Promise((resolveSlice) => setImmediate(resolveSlice));
        }
    }
    if (state.invalidNames.length > 0)
        throw invalidNamesError(sortByteOrder(state.invalidNames, (p) => p));
    for (const note of disagreementNotes(state.disagreements))
        options.logger?.info?.(note);
    const skipped = sortByteOrder([...state.skipped.keys()], (path) => path);
    for (const path of skipped)
        options.logger?.warning(`Not packing ${path}: ${state.skipped.get(path)}.`);
    if (state.files.length === 0)
        throw nothingToPack(root, state.excludedCount > 0);
    const names = state.files.map((file) => file.relativePath);
    const tooLong = names.find((name) => Buffer.byteLength(name, 'utf8') > MAX_ENTRY_NAME_BYTES);
    if (tooLong !== undefined)
        throw nameTooLongError(tooLong);
    if (options.refuseCaseCollisions ?? refusesCaseCollisions()) {
        const collisions = caseCollisions(sortByteOrder(names, (name) => name));
        if (collisions.length > 0)
            throw caseCollisionError(collisions);
    }
    // Already in byte order of the names: see Pending.
    return { files: state.files, skipped };
}
function resolveRoot(root) {
    let stats;
    try {
        stats = (0,external_node_fs_.statSync)(root);
    }
    catch {
        throw new src_errors/* ConfigurationError */.j1(`Input "path" names ${root}, which does not exist: set it to the directory whose files should be deployed.`, 'path');
    }
    if (!stats.isDirectory()) {
        throw new src_errors/* ConfigurationError */.j1(`Input "path" names ${root}, which is a file, not a directory: set it to the directory that holds it.`, 'path');
    }
    return (0,external_node_fs_.realpathSync)(root);
}
function nothingToPack(root, somethingExcluded) {
    if (somethingExcluded) {
        return new src_errors/* ConfigurationError */.j1(`Input "exclude", with the .gitignore files, leaves out every file under ${root}: loosen it (a "!pattern" re-includes files) or point "path" elsewhere.`, 'exclude');
    }
    return new src_errors/* ConfigurationError */.j1(`Input "path" names ${root}, which has no files to pack: set it to the directory your build writes its output to.`, 'path');
}
/** Lists one directory: its files and subdirectories go to `pending`. Returns the entry count. */
function walkDirectory(state, directory, pending) {
    const entries = (0,external_node_fs_.readdirSync)(directory.realDir, { withFileTypes: true });
    const invalid = invalidUtf8Names(directory.realDir, entries);
    // Git reads no .gitignore inside a directory it ignores, tracked or not.
    const gitignore = directory.trackedInside ? undefined : readGitignore(directory.realDir, entries);
    const chain = directory.chain.enter(directory.relativeDir, gitignore);
    for (const entry of entries) {
        // Git never tracks a .git directory (nor a submodule's .git file) at any depth, in any case.
        if (isGitDirName(entry.name))
            continue;
        const relativePath = directory.relativeDir === '' ? entry.name : `${directory.relativeDir}/${entry.name}`;
        // Git sees a symlink as a file, so "dir/" patterns only skip it once we know it leads to a directory.
        const judgement = judgeEntry(chain, state.git, directory.trackedInside, relativePath, entry.isDirectory(), state.disagreements);
        if (!judgement.take) {
            state.excludedCount++;
            continue;
        }
        const shownName = invalid?.get(entry.name);
        if (shownName !== undefined) {
            state.invalidNames.push(directory.relativeDir === '' ? shownName : `${directory.relativeDir}/${shownName}`);
            continue;
        }
        const path = `${directory.realDir}${external_node_path_.sep}${entry.name}`;
        if (entry.isDirectory()) {
            const { trackedInside } = judgement;
            const subdirectory = {
                realDir: path,
                relativeDir: relativePath,
                chain,
                ancestors: directory.ancestors,
            };
            pending.push({ key: directoryKey(entry.name), directory: { ...subdirectory, trackedInside } });
        }
        else if (entry.isFile()) {
            addFile(pending, entry.name, relativePath, path, (0,external_node_fs_.statSync)(path));
        }
        else if (entry.isSymbolicLink()) {
            visitSymlink(state, directory, pending, {
                name: entry.name,
                path,
                relativePath,
                chain,
                tracked: judgement.tracked === true,
            });
        }
        else {
            state.skipped.set(relativePath, 'it is not a regular file, directory or symlink to one');
        }
    }
    return entries.length;
}
function visitSymlink(state, directory, pending, { name, path, relativePath, chain, tracked }) {
    const target = resolveSymlink(state, path, relativePath);
    if (target === undefined)
        return;
    const stats = (0,external_node_fs_.statSync)(target);
    if (stats.isDirectory()) {
        if (!tracked && chain.excludes(relativePath, true)) {
            state.excludedCount++;
        }
        else if (directory.ancestors.has(target)) {
            state.skipped.set(relativePath, 'it is a symlink to a directory that contains it (a loop)');
        }
        else {
            const ancestors = new Set(directory.ancestors).add(target);
            const linked = { realDir: target, relativeDir: relativePath, chain, ancestors };
            pending.push({ key: directoryKey(name), directory: linked });
        }
    }
    else if (stats.isFile()) {
        addFile(pending, name, relativePath, target, stats);
    }
    else {
        state.skipped.set(relativePath, 'it is a symlink to something that is not a regular file or directory');
    }
}
function addFile(pending, name, relativePath, sourcePath, stats) {
    const file = { relativePath, sourcePath, size: stats.size, permissions: stats.mode & 0o777 };
    pending.push({ key: Buffer.from(name, 'utf8'), file });
}
function directoryKey(name) {
    return Buffer.from(`${name}/`, 'utf8');
}
/** The real target of a symlink if it stays inside the root; otherwise records why it is skipped. */
function resolveSymlink(state, path, relativePath) {
    let target;
    try {
        target = (0,external_node_fs_.realpathSync)(path);
    }
    catch {
        state.skipped.set(relativePath, 'it is a broken symlink or a symlink loop');
        return undefined;
    }
    if (!isInsideRoot(state.rootReal, target)) {
        state.skipped.set(relativePath, 'it is a symlink to a location outside the workspace');
        return undefined;
    }
    // A link to `.git` (or into it) inside the root would pack what the walk never enters by name.
    if ((0,external_node_path_.relative)(state.rootReal, target).split(external_node_path_.sep).some(isGitDirName)) {
        state.skipped.set(relativePath, 'it is a symlink into a .git directory, which is never packed');
        return undefined;
    }
    return target;
}
function readGitignore(realDir, entries) {
    // Like git, a .gitignore that is a symlink is not read: it could point outside the workspace.
    const found = entries.some((entry) => entry.name === '.gitignore' && entry.isFile());
    return found ? (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(realDir, '.gitignore'), 'utf8') : undefined;
}
/** Sorts by the UTF-8 bytes of the name, which JavaScript's UTF-16 comparison gets wrong past U+FFFF. */
function sortByteOrder(items, nameOf) {
    return items
        .map((item) => ({ item, key: Buffer.from(nameOf(item), 'utf8') }))
        .sort((a, b) => Buffer.compare(a.key, b.key))
        .map(({ item }) => item);
}

;// CONCATENATED MODULE: ./src/workspace/zip-writer.ts

/**
 * Writes a ZIP archive one entry at a time, in the order given, to a sink that never seeks. It keeps
 * only the central directory in memory (about 100 bytes per entry).
 */
class ZipWriter {
    sink;
    limits;
    directory = new CentralDirectory();
    offset = 0;
    finished = false;
    constructor(sink, limits = CLASSIC_ZIP_LIMITS) {
        this.sink = sink;
        this.limits = limits;
    }
    get entryCount() {
        return this.directory.entryCount;
    }
    /** Adds an entry whose data is already known, whole or as chunks that must add up to its size. */
    async addEntry(entry, data) {
        this.assertOpen();
        const record = {
            ...entry,
            name: Buffer.from(entry.name, 'utf8'),
            localHeaderOffset: this.offset,
            hasDataDescriptor: false,
            zip64Sizes: entry.compressedSize > this.limits.maxSize || entry.uncompressedSize > this.limits.maxSize,
        };
        await this.emit(localFileHeader(record));
        const written = data instanceof Uint8Array ? await this.emit(data) : await this.emitAll(data);
        if (written !== entry.compressedSize) {
            throw new Error(`${entry.name} changed size while being packed (${written} of ${entry.compressedSize} bytes)`);
        }
        this.directory.append(centralDirectoryHeader(record, this.limits));
    }
    /**
     * Adds an entry whose compressed bytes are produced while written, so its CRC and sizes follow in a
     * data descriptor. `expectedSize` (the file's size) decides up front whether they need 64 bits.
     */
    async addStreamedEntry(entry, compressed, totals) {
        this.assertOpen();
        const provisional = {
            name: Buffer.from(entry.name, 'utf8'),
            mode: entry.mode,
            method: entry.method,
            crc32: 0,
            compressedSize: 0,
            uncompressedSize: 0,
            localHeaderOffset: this.offset,
            hasDataDescriptor: true,
            zip64Sizes: needsZip64Sizes(entry.expectedSize, this.limits),
        };
        await this.emit(localFileHeader(provisional));
        const compressedSize = await this.emitAll(compressed);
        const record = { ...provisional, ...totals(), compressedSize };
        if (!record.zip64Sizes &&
            needsZip64Sizes(Math.max(compressedSize, record.uncompressedSize), this.limits)) {
            throw new Error(`${entry.name} grew past the size it had when packing started`);
        }
        await this.emit(dataDescriptor(record));
        this.directory.append(centralDirectoryHeader(record, this.limits));
    }
    /** Writes the central directory and end records; returns the archive's total size. */
    async finish() {
        this.assertOpen();
        this.finished = true;
        const location = { entryCount: this.directory.entryCount, offset: this.offset, size: 0 };
        for (const block of this.directory.blocks())
            location.size += await this.emit(block);
        await this.emit(endOfCentralDirectory(location, this.limits));
        return this.offset;
    }
    assertOpen() {
        if (this.finished)
            throw new Error('ZipWriter is finished; no more entries can be added');
    }
    async emit(chunk) {
        this.offset += chunk.length;
        if (chunk.length > 0)
            await this.sink.write(chunk);
        return chunk.length;
    }
    async emitAll(chunks) {
        let total = 0;
        for await (const chunk of chunks)
            total += await this.emit(chunk);
        return total;
    }
}
const DIRECTORY_BLOCK_BYTES = 64 << 10;
/**
 * The central directory records, copied into blocks of their own. Keeping the small Buffers the
 * record builders return would pin the 8 KiB pool slabs they were cut from, and with them every
 * other small buffer cut from those slabs: packing 1 GB in 30,000 files retained 290 MB that way.
 */
class CentralDirectory {
    filled = [];
    entryCount = 0;
    append(record) {
        let last = this.filled.at(-1);
        if (last === undefined || last.buffer.length - last.length < record.length) {
            last = { buffer: Buffer.allocUnsafeSlow(Math.max(DIRECTORY_BLOCK_BYTES, record.length)), length: 0 };
            this.filled.push(last);
        }
        record.copy(last.buffer, last.length);
        last.length += record.length;
        this.entryCount++;
    }
    *blocks() {
        for (const { buffer, length } of this.filled)
            yield buffer.subarray(0, length);
    }
}

// EXTERNAL MODULE: ./src/bytes.ts
var bytes = __nccwpck_require__(6136);
;// CONCATENATED MODULE: ./src/workspace/pack.ts
var pack_a;












const DEFAULT_STREAM_THRESHOLD = 4 << 20;
/** Caps on files read (and compressed) ahead of the writer; they bound memory. */
const MAX_BYTES_AHEAD = 8 << 20;
/**
 * Few files ahead are enough to keep the reader threads busy, and each one ahead keeps objects alive
 * across V8's young-generation collections: with 4,096 ahead the young generation grew to its 32 MiB
 * cap during a deploy of the mixed tree, with 64 it stayed at 16 MiB, and the step's peak RSS fell
 * from 162-188 to 152-166 MB (text 165-182 to 165, binary 174-201 to 144-166) at the same speed.
 */
const MAX_FILES_AHEAD = 64;
/**
 * Packs the files under `root` into a deterministic zip at `outFile`: the same files, names and
 * executable bits always give the same bytes, whatever their timestamps. Packing starts with the
 * first files the walk finds (in their final order), not at the walk's end; `onWalked` says when the
 * walk's checks passed, before which nothing but the zip on disk may see the archive.
 */
async function packWorkspace(options) {
    options.signal?.throwIfAborted();
    const path = (0,external_node_path_.resolve)(options.outFile);
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
    // Held until whoever removes it releases it (see own-archives.ts), before the file exists.
    holdArchive((0,external_node_path_.join)(await (0,promises_.realpath)((0,external_node_path_.dirname)(path)), (0,external_node_path_.basename)(path)));
    const feed = new FileFeed();
    const walking = walkWorkspace(options.root, {
        ...options,
        // A rerun never packs its own zip, if it is inside the workspace, nor another pack's.
        onFile: (file) => {
            if (!isHeldArchive(file.sourcePath))
                feed.push(file);
        },
    }).then((walked) => {
        feed.end();
        options.onWalked?.();
        return walked;
    }, (error) => {
        feed.fail(error);
        throw error;
    });
    walking.catch(() => undefined); // the archive's writing fails with the same error
    try {
        const archive = await writeArchive(feed, path, options);
        const { skipped } = await walking;
        return { ...archive, skipped };
    }
    catch (error) {
        releaseArchive(path); // the partial zip is deleted
        // The walk's own error (a bad name, nothing to pack) is the one to report.
        await walking;
        throw packFailure(error, path, feed.items);
    }
}
/** The walk's files as they are found; the writer follows it. */
class FileFeed {
    items = [];
    ended = false;
    #failure;
    #wake = pack_a.#wakeUp();
    static #wakeUp() {
        const wake = Promise.withResolvers();
        wake.promise.catch(() => undefined);
        return wake;
    }
    #watcher;
    push(file) {
        this.items.push(file);
        this.#watcher?.(file);
        this.#changed();
    }
    /** Calls `watcher` with every file found so far, and then with each one as it is found. */
    watch(watcher) {
        this.#watcher = watcher;
        for (const file of this.items)
            watcher(file);
    }
    end() {
        this.ended = true;
        this.#changed();
    }
    /** Not `ended`: the writer asks for more, and more() rejects with the walk's error. */
    fail(error) {
        this.#failure = { error };
        this.#changed();
    }
    more() {
        if (this.#failure)
            return Promise.reject(this.#failure.error);
        return this.#wake.promise;
    }
    #changed() {
        const woken = this.#wake;
        // Nobody may be waiting (the writer is busy); a failure reaches it through more().
        this.#wake = pack_a.#wakeUp();
        if (this.#failure)
            woken.reject(this.#failure.error);
        else
            woken.resolve();
    }
}
pack_a = FileFeed;
async function writeArchive(feed, path, options) {
    const streamThreshold = options.streamThreshold ?? DEFAULT_STREAM_THRESHOLD;
    const level = compressionLevel(options.compressionLevel);
    const sink = await HashingFileSink.create(path, options.onWritten);
    try {
        const writer = new ZipWriter(sink, options.zipLimits ?? CLASSIC_ZIP_LIMITS);
        const preparer = new FilePreparer({
            streamThreshold,
            level,
            bytesAhead: MAX_BYTES_AHEAD,
            mainThreadFiles: options.mainThreadFiles,
        });
        // Each file is given to the main thread or the reader threads as the walk finds it, ahead of
        // `prepare`, so the threads start as soon as the walk has found more than the main thread reads.
        feed.watch((file) => preparer.found(file));
        try {
            await runInOrder(feed, {
                maxAhead: MAX_FILES_AHEAD,
                maxWeight: MAX_BYTES_AHEAD,
                weightOf: (file) => (file.size > streamThreshold ? 0 : file.size),
            }, (file) => preparer.prepare(file), async (prepared, file) => {
                options.signal?.throwIfAborted();
                await writeFileEntry(writer, file, prepared, level);
                preparer.release(prepared);
            });
        }
        finally {
            preparer.close();
        }
        options.signal?.throwIfAborted();
        await writer.finish();
        const { sha256, size } = await sink.close();
        const names = feed.items.map((file) => file.relativePath);
        return { path, sha256, size, fileCount: names.length, files: names };
    }
    catch (error) {
        await sink.discard();
        throw error;
    }
}
function compressionLevel(level) {
    if (level === undefined)
        return DEFAULT_COMPRESSION_LEVEL;
    if (!Number.isInteger(level) || level < 0 || level > 9) {
        throw new RangeError(`The compression level must be an integer from 0 to 9, not ${level}.`);
    }
    return level;
}

;// CONCATENATED MODULE: ./src/deploy/pack-upload.ts









/** Packs started by this process so far: part of each archive's name. */
let packsStarted = 0;
/**
 * Packs the workspace into a zip under `tempDir` and uploads it in one pass: the upload sends the
 * zip's bytes as they reach the disk (chunked), so the step takes about as long as the slower of the
 * two instead of their sum. Every attempt reads the file, so a retry sends the same bytes without
 * packing again. Whichever fails first stops the other, and its error is the one thrown; the file is
 * removed either way.
 *
 * Packing starts when this is made (at the action's start, beside its project lookup): the zip only
 * goes to disk. Nothing reaches the platform but the upload-form hint (a GET) until `upload()` says
 * the run is ready to write; a run that fails before that calls `discard()`.
 */
class EarlyPackUpload {
    /** On the run's clock, when packing started. */
    startedAt;
    #client;
    #source;
    #logger;
    #signal;
    #path;
    #growing;
    #stopPacking = new AbortController();
    #packing;
    /** The walk is done and its checks passed: only then may the archive leave this machine. */
    #walked = Promise.withResolvers();
    #spans = [];
    #used;
    /** The zip's removal, once the upload is over (see removed()). */
    #removing;
    constructor(client, source, logger, signal) {
        const clock = (0,src_clock/* currentClock */.q6)();
        this.startedAt = clock.now();
        this.#client = client;
        this.#source = source;
        this.#logger = logger;
        this.#signal = signal;
        // The process's own count: deploy-many packs its legs in one process and one RUNNER_TEMP, and two
        // legs started in the same millisecond wrote one file (one's upload then found it gone, or mixed).
        packsStarted += 1;
        this.#path = (0,external_node_path_.join)(source.tempDir, `platform-source-${process.pid}-${this.startedAt}-${packsStarted}.zip`);
        this.#growing = new GrowingFile(this.#path);
        const packStarted = performance.now();
        this.#packing = packWorkspace({
            root: source.root,
            exclude: [...source.exclude],
            outFile: this.#path,
            logger,
            signal: this.#either(this.#stopPacking.signal),
            ...(source.compressionLevel === undefined ? {} : { compressionLevel: source.compressionLevel }),
            onWritten: (bytesOnDisk) => this.#growing.grew(bytesOnDisk),
            onWalked: () => this.#walked.resolve(),
        }).then((packed) => {
            this.#growing.finish(packed.size);
            this.#spans.push({ name: 'pack', start: this.startedAt, end: clock.now() });
            const seconds = ((performance.now() - packStarted) / 1000).toFixed(2);
            logger.info(`Packed ${packed.fileCount} files into ${(0,bytes/* formatBytes */.z)(packed.size)} in ${seconds} s (sha256 ${packed.sha256}).`);
            return packed;
        }, (error) => {
            this.#growing.fail(error);
            this.#walked.reject(error);
            throw error;
        });
        this.#walked.promise.catch(() => undefined);
        // Settled by upload() or discard(); until then a failure waits for one of them to report it.
        this.#packing.catch(() => undefined);
        // The form is looked up while the tree is walked (a read: the document describes the API).
        if ((source.uploadFormat ?? 'auto') === 'auto') {
            void chooseUploadForm(client, this.#either(this.#stopPacking.signal)).catch(() => undefined);
        }
    }
    /** The packed archive (on disk until the upload is done or discarded); rejects as packing fails. */
    packed() {
        return this.#packing;
    }
    /**
     * Lets the upload go (once the walk is done and the first bytes are on disk) and waits for both;
     * `times` gets the pack and upload spans.
     */
    upload(times) {
        this.#used ??= this.#uploadAndClean();
        return this.#used.then((result) => {
            for (const { name, start, end } of this.#spans)
                times?.span(name, start, end);
            return result;
        });
    }
    /**
     * The zip is gone from disk. A successful upload() resolves before that: removing an 80 MB file
     * takes 10–130 ms (measured), which the create request need not wait for. The pipeline awaits this
     * before it returns; a failed upload() removes the zip before it rejects.
     */
    async removed() {
        await this.#used?.catch(() => undefined);
        await this.#removing;
    }
    /** The run ends without uploading: stops packing and removes the partial zip. Safe after upload(). */
    async discard() {
        if (this.#used) {
            await this.removed();
            return;
        }
        this.#used = Promise.reject(new Error('The source archive was discarded before its upload.'));
        this.#used.catch(() => undefined);
        this.#stopPacking.abort(new Error('The run ended before the upload.'));
        await this.#packing.catch(() => undefined);
        await this.#remove();
    }
    #either(own) {
        return this.#signal ? AbortSignal.any([this.#signal, own]) : own;
    }
    async #uploadAndClean() {
        const clock = (0,src_clock/* currentClock */.q6)();
        const stopUploading = new AbortController();
        this.#packing.catch((error) => stopUploading.abort(error));
        const format = this.#source.uploadFormat ?? 'auto';
        const uploadSignal = this.#either(stopUploading.signal);
        // The zip's first bytes come while the tree is still walked; a tree the walk refuses (a bad name)
        // must not reach the platform, so the upload also waits for the walk's end.
        const uploading = Promise.all([this.#growing.started(), this.#walked.promise])
            .then(async () => {
            const uploadStartedAt = clock.now();
            const uploaded = await uploadSource(this.#client, this.#growing, {
                format,
                formatSetting: 'upload-format',
                signal: uploadSignal,
                logger: this.#logger,
            });
            this.#spans.push({ name: 'upload', start: uploadStartedAt, end: clock.now() });
            return uploaded;
        })
            .catch((error) => {
            this.#stopPacking.abort(error);
            throw error;
        });
        const [packed, uploaded] = await Promise.allSettled([this.#packing, uploading]);
        this.#removing = this.#remove();
        // A pack that failed on its own explains the upload's failure; one stopped by the upload's
        // failure rejects with that same error.
        if (packed.status === 'rejected' || uploaded.status === 'rejected') {
            await this.#removing;
            throw packed.status === 'rejected' ? packed.reason : uploaded.reason;
        }
        assertStoredAsPacked(uploaded.value.raw, packed.value);
        this.#logger.info('Uploaded the source archive.');
        return { archive: packed.value, sourceUrl: uploaded.value.sourceUrl };
    }
    /**
     * Only the upload reads the file (its retries read it again); the rest of the pipeline goes by the
     * URL. Left behind, it would fill RUNNER_TEMP or, without one, the workspace.
     */
    async #remove() {
        try {
            await (0,promises_.rm)(this.#path, { force: true });
            releaseArchive(this.#path);
        }
        catch (error) {
            // Still on disk, so still held: no other pack in this process takes it in.
            this.#logger.debug(`Could not remove the source archive ${this.#path}: ${(0,src_errors/* errorMessage */.gJ)(error)}`);
        }
    }
}
/**
 * A platform that names what it stored (its size, its SHA-256) must name the archive's: other bytes
 * (changed by a proxy on the way, or cut) would deploy something nobody packed. Nothing is deployed.
 */
function assertStoredAsPacked(answer, archive) {
    const stored = (0,upload/* uploadedDigest */.b9)(answer);
    // A SHA-256 names the bytes exactly, so it decides; a size (which a platform might mean otherwise,
    // say unpacked) decides only without one.
    const differs = stored.sha256 !== undefined
        ? stored.sha256 !== archive.sha256
        : stored.size !== undefined && stored.size !== archive.size;
    if (!differs)
        return;
    const named = [
        ...(stored.size === undefined ? [] : [`${stored.size} bytes`]),
        ...(stored.sha256 === undefined ? [] : [`sha256 ${stored.sha256}`]),
    ].join(', ');
    throw new src_errors/* ActionFailure */.dR(`The platform stored other bytes than the source archive (${named}, not ${archive.size} bytes, sha256 ${archive.sha256}), so nothing was deployed: something between the runner and the platform changed the upload; run the job again, and if it repeats, check the proxy in between.`);
}
/** A workspace upload whose packing starts now; the pipeline lets its upload go when it gets there. */
function packingFromNow(client, source, logger, signal) {
    return { ...source, early: new EarlyPackUpload(client, source, logger, signal) };
}

// EXTERNAL MODULE: ./src/api/incomplete-list.ts
var incomplete_list = __nccwpck_require__(8427);
;// CONCATENATED MODULE: ./src/api/lifecycle.ts

const IN_PROGRESS = [
    'queued',
    'pending',
    'initializing',
    'uploading',
    'building',
    'deploying',
    'provisioning',
    'starting',
];
const LIVE = ['live', 'ready', 'success', 'succeeded', 'active', 'running', 'deployed', 'healthy'];
/** Words that end something in failure; runs (src/api/resources/run-outcome.ts) use them too. */
const FAILED_STATES = [
    'failed',
    'failure',
    'error',
    'errored',
    'crashed',
    'canceled',
    'cancelled',
    'timeout',
    'timed_out',
];
const KNOWN = new Map([
    ...IN_PROGRESS.map((s) => [s, 'in_progress']),
    ...LIVE.map((s) => [s, 'live']),
    ...FAILED_STATES.map((s) => [s, 'failed']),
]);
// Per logger, so each run (and each test) hears about an unknown value once.
const reported = new WeakMap();
/** `"Timed-Out"`, `"TIMED OUT"` and `"timed_out"` are the same state. */
function canonicalState(raw) {
    return raw
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_');
}
/**
 * Maps a platform state to the three outcomes callers act on. An unknown state is treated as still
 * in progress (the caller's deadline bounds the wait) and reported once, so new states get noticed.
 */
function toLifecycle(raw, logger, what = 'status') {
    if (raw === undefined || raw.trim() === '')
        return 'in_progress';
    const key = canonicalState(raw);
    const known = KNOWN.get(key);
    if (known)
        return known;
    let seen = reported.get(logger);
    if (!seen) {
        seen = new Set();
        reported.set(logger, seen);
    }
    if (!seen.has(key)) {
        seen.add(key);
        logger.info(`The platform reported an unknown ${what} "${raw}"; treating it as still in progress.`);
    }
    return 'in_progress';
}
/** The raw state string of a record: `status` or `state` (or `phase`), possibly nested one level. */
function rawStatusOf(record) {
    const value = (0,decode/* field */.ZZ)(record, 'status', 'state', 'phase');
    if (typeof value === 'string')
        return value;
    if ((0,decode/* isRecord */.u4)(value)) {
        const inner = (0,decode/* field */.ZZ)(value, 'state', 'status', 'phase', 'value', 'name');
        if (typeof inner === 'string')
            return inner;
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/api/list.ts + 1 modules
var list = __nccwpck_require__(5461);
// EXTERNAL MODULE: ./src/api/resource-names.ts
var resource_names = __nccwpck_require__(4563);
// EXTERNAL MODULE: ./src/api/routes.ts
var routes = __nccwpck_require__(1819);
;// CONCATENATED MODULE: ./src/api/logs.ts

const TEXT_KEYS = ['message', 'text', 'line', 'msg', 'log'];
const TIME_KEYS = ['timestamp', 'time', 'ts', 'createdAt', 'date'];
const LOG_LIST_KEYS = ['logs', 'lines', 'entries', 'events', 'output'];
// Build and runtime logs may come as separate lists; they are read in that order.
const SECTION_KEYS = ['build', 'buildLogs', 'runtime', 'runtimeLogs'];
function splitLines(text) {
    const lines = text.replace(/\r\n?/g, '\n').split('\n');
    if (lines.at(-1) === '')
        lines.pop();
    return lines.map((line) => ({ text: line }));
}
function lineFrom(item) {
    if (typeof item === 'string')
        return splitLines(item);
    if (!(0,decode/* isRecord */.u4)(item))
        return item === undefined || item === null ? [] : [{ text: String(item) }];
    const text = (0,decode/* field */.ZZ)(item, ...TEXT_KEYS);
    const timestamp = (0,decode/* timestampField */.hO)(item, ...TIME_KEYS);
    const body = typeof text === 'string' ? text : JSON.stringify(item);
    return [timestamp === undefined ? { text: body } : { text: body, timestamp }];
}
/**
 * Log lines from any of: text/plain, a JSON array of strings or of `{message|text|line, timestamp|time|ts}`,
 * either wrapped (`data`, `logs`, `lines`...), a single string under such a key, or build/runtime sections.
 */
function decodeLogLines(body) {
    if (body === undefined || body === null)
        return [];
    if (typeof body === 'string')
        return splitLines(body);
    if (Array.isArray(body))
        return body.flatMap(lineFrom);
    if (!(0,decode/* isRecord */.u4)(body))
        return [{ text: String(body) }];
    const sections = SECTION_KEYS.map((key) => body[key]).filter((value) => value !== undefined);
    if (sections.length > 0)
        return sections.flatMap((section) => decodeLogLines(section));
    for (const key of ['data', 'result', ...LOG_LIST_KEYS]) {
        const value = body[key];
        if (typeof value === 'string' || (0,decode/* isRecord */.u4)(value))
            return decodeLogLines(value);
    }
    const list = (0,decode/* unwrapList */.ij)(body, LOG_LIST_KEYS);
    if (list)
        return list.flatMap(lineFrom);
    return lineFrom(body);
}

;// CONCATENATED MODULE: ./src/api/resources/records.ts



function asRecord(value) {
    return (0,decode/* isRecord */.u4)(value) ? value : { value };
}
function idOf(record, ...extra) {
    return (0,decode/* stringField */.OM)(record, 'id', ...extra, 'uuid');
}
/** Adds only the defined optional fields, keeping records free of `key: undefined`. */
function defined(values) {
    const out = {};
    for (const [key, value] of Object.entries(values))
        if (value !== undefined)
            out[key] = value;
    return out;
}
/**
 * A decoder for the usual record shape: `id` (under `id`, one of `idKeys` or `uuid`, else the id the
 * request named), `raw`, and the fields `fields` finds, those it does not find left out.
 */
function recordDecoder(idKeys, fields) {
    return (value, fallbackId) => {
        const raw = asRecord(value);
        return { id: idOf(raw, ...idKeys) ?? fallbackId ?? '', raw, ...defined(fields(raw)) };
    };
}
/** A URL field, accepting bare host names (`app.example.com`) as https. */
function urlField(record, ...names) {
    const value = (0,decode/* stringField */.OM)(record, ...names);
    if (!value)
        return undefined;
    return /^https?:\/\//i.test(value)
        ? value
        : /^[\w.-]+\.[a-z]{2,}(\/.*)?$/i.test(value)
            ? `https://${value}`
            : undefined;
}
/** `project: "p1"` or `project: { id: "p1" }`. */
function refId(record, ...names) {
    for (const name of names) {
        const value = (0,decode/* field */.ZZ)(record, name);
        const id = (0,decode/* isRecord */.u4)(value) ? idOf(value) : (0,decode/* stringField */.OM)(record, name);
        if (id)
            return id;
    }
    return undefined;
}
function callOptions(options, params = {}, extra = {}) {
    return { params, ...extra, ...defined({ signal: options?.signal, deadline: options?.deadline }) };
}
function records_listOptions(options, params = {}) {
    const call = callOptions(options, params, defined({ query: options?.query }));
    return [call, defined({ maxPages: options?.maxPages })];
}
/** A response that must carry something (an id, a URL) for callers to go on; otherwise a clear error. */
function requireValue(operation, value, what) {
    if (value)
        return value;
    const route = (0,routes/* routeFor */.nR)(operation);
    throw new errors/* UnexpectedResponseError */.dk({ operation, method: route.method, pathTemplate: route.path }, `The platform answered ${operation} without a ${what}, so it cannot be followed up.`);
}
function requireId(operation, id, what) {
    return requireValue(operation, id, `${what} id`);
}
/** Generic typed wrappers for the many operations whose shapes the document does not show. */
async function getRecord(client, operation, params, options, extra) {
    return asRecord(await client.call(operation, callOptions(options, params, extra)));
}
async function listRecords(client, operation, params, options) {
    const [call, pages] = records_listOptions(options, params);
    return client.list(operation, call, pages);
}

;// CONCATENATED MODULE: ./src/api/resources/operation.ts



// The specs most operations share.
/** A read of one object: the answer is decoded with the path's id as its id when it has none. */
function readById(decode) {
    return { decode, fallbackId: 'path' };
}
/** A create whose body is the caller's JSON and whose answer must carry the new object's id. */
function createWithId(decode, what) {
    return { body: (body) => body, decode, requireId: what };
}
/** An update whose body is the caller's JSON (the changes), decoded like readById. */
function updateById(decode) {
    return { body: (changes) => changes, decode, fallbackId: 'path' };
}
function endpoint(operation, spec = {}) {
    const names = (0,routes/* pathParams */.EH)((0,routes/* routeFor */.nR)(operation).path);
    const { body, fallbackId } = spec;
    return async (client, ...args) => {
        const params = paramsOf(names, args);
        const input = args[names.length];
        const options = args[names.length + (body === undefined ? 0 : 1)];
        const extra = {
            ...(body === undefined ? {} : { body: body(input) }),
            ...(spec.idempotent === undefined ? {} : { idempotent: spec.idempotent }),
        };
        const answer = await client.call(operation, callOptions(options, params, extra));
        if (spec.decode === undefined)
            return undefined;
        const fallback = fallbackId === 'path'
            ? params[names.at(-1) ?? '']
            : fallbackId === undefined
                ? undefined
                : fallbackId(input);
        const decoded = spec.decode(answer, fallback, client);
        if (spec.requireId !== undefined)
            requireId(operation, idField(decoded), spec.requireId);
        return decoded;
    };
}
/** Every page of a collection, each record decoded (or the records as they are). */
function listing(operation, decode) {
    const names = (0,routes/* pathParams */.EH)((0,routes/* routeFor */.nR)(operation).path);
    return async (client, ...args) => {
        const options = args[names.length];
        const records = await listRecords(client, operation, paramsOf(names, args), options);
        return decode === undefined
            ? records
            : records.map((record) => decode(record, undefined, client));
    };
}
/** Build or runtime logs, text or JSON, as lines. */
function logLines(operation) {
    const names = (0,routes/* pathParams */.EH)((0,routes/* routeFor */.nR)(operation).path);
    return async (client, ...args) => {
        const options = args[names.length];
        const response = await client.callRaw(operation, callOptions(options, paramsOf(names, args)));
        return decodeLogLines(response.body);
    };
}
function paramsOf(names, args) {
    return Object.fromEntries(names.map((name, index) => [name, args[index]]));
}
function idField(decoded) {
    const id = decoded?.id;
    return typeof id === 'string' ? id : undefined;
}

;// CONCATENATED MODULE: ./src/api/resources/deployments.ts










function commitShaOf(raw) {
    const commit = (0,decode/* field */.ZZ)(raw, 'commitSha', 'commit', 'sha', 'gitCommitSha', 'revision');
    if ((0,decode/* isRecord */.u4)(commit))
        return (0,decode/* stringField */.OM)(commit, 'sha', 'id', 'hash');
    return typeof commit === 'string' ? commit : undefined;
}
function sourceOf(raw) {
    const source = (0,decode/* field */.ZZ)(raw, 'source', 'git', 'meta');
    return (0,decode/* isRecord */.u4)(source) ? source : undefined;
}
/** A deployment record of any of the shapes the platform might use. */
function toDeployment(value, logger, fallbackId) {
    const raw = asRecord(value);
    const source = sourceOf(raw);
    const status = rawStatusOf(raw) ?? '';
    return {
        id: idOf(raw, 'deploymentId') ?? fallbackId ?? '',
        lifecycle: toLifecycle(status, logger, 'deployment status'),
        status,
        raw,
        ...defined({
            url: urlField(raw, 'url', 'liveUrl', 'deploymentUrl', 'previewUrl', 'publicUrl', 'domain'),
            projectId: refId(raw, 'projectId', 'project'),
            createdAt: (0,decode/* timestampField */.hO)(raw, 'createdAt', 'created', 'insertedAt', 'startedAt'),
            sourceUrl: urlField(raw, 'sourceTarballUrl', 'sourceUrl', 'tarballUrl') ??
                (typeof (0,decode/* field */.ZZ)(raw, 'source') === 'string' ? urlField(raw, 'source') : undefined) ??
                urlField(source, 'sourceTarballUrl', 'url', 'tarballUrl'),
            branch: (0,decode/* stringField */.OM)(raw, 'branch', 'gitBranch', 'ref') ?? (0,decode/* stringField */.OM)(source, 'branch', 'ref'),
            commitSha: commitShaOf(raw) ?? (source ? commitShaOf(source) : undefined),
            trigger: (0,decode/* stringField */.OM)(raw, 'trigger', 'triggeredBy', 'triggerType'),
        }),
    };
}
function sourceBody(source) {
    if ('sourceTarballUrl' in source)
        return { sourceTarballUrl: source.sourceTarballUrl };
    return defined({ branch: source.branch, commitSha: source.commitSha });
}
/**
 * POST /projects/{id}/deployments. Not retried after an ambiguous failure (AmbiguousRequestError):
 * src/deploy reconciles by listing. When the body lacks an id, a `Location` header is used.
 */
async function createDeployment(client, projectId, source, options) {
    const response = await client.callRaw('createDeployment', callOptions(options, { id: projectId }, { body: sourceBody(source) }));
    const body = (0,decode/* unwrap */.oA)(response.body, (0,resource_names/* singularKeysFor */.HO)((0,routes/* routeFor */.nR)('createDeployment')));
    const location = response.headers.location;
    const fromLocation = typeof location === 'string' ? location.split('/').filter(Boolean).at(-1) : undefined;
    const deployment = toDeployment(body, client.logger, fromLocation);
    requireId('createDeployment', deployment.id, 'deployment');
    return deployment.projectId ? deployment : { ...deployment, projectId };
}
const getDeployment = endpoint('getDeployment', {
    decode: (value, deploymentId, client) => toDeployment(value, client.logger, deploymentId),
    fallbackId: 'path',
});
/** Newest first, as the platform lists them. */
const listDeployments = listing('listDeployments', (record, _, client) => toDeployment(record, client.logger));
/** Build and runtime logs, text or JSON, as lines. */
const getDeploymentLogs = logLines('getDeploymentLogs');
/**
 * listDeployments that also reads the platform's clock, so a caller can tell which records were made
 * after a moment of its own (a request it sent) whatever the runner's clock says.
 */
async function listDeploymentsTimed(client, projectId, options, clock = (0,src_clock/* currentClock */.q6)()) {
    let clockOffsetMs;
    const [call, pages] = records_listOptions(options, { id: projectId });
    const records = await (0,list/* collectPages */.V)({
        base: client.base,
        logger: client.logger,
        refusedQueryParams: client.refusedQueryParams,
        send: async (route, url, callOptions) => {
            const response = await client.send(route, url, callOptions);
            const platformNow = Date.parse((0,transport/* headerValue */.Z)(response.headers, 'date') ?? '');
            if (clockOffsetMs === undefined && Number.isFinite(platformNow))
                clockOffsetMs = platformNow - clock.now();
            return response;
        },
    }, (0,routes/* routeFor */.nR)('listDeployments'), call, pages);
    const mapped = records.map((record) => toDeployment(record, client.logger));
    // A list cut at the pages asked for stays marked so: nothing may be concluded from what it lacks.
    const deployments = (0,incomplete_list/* isPartialList */.Uo)(records) ? (0,incomplete_list/* markPartial */.X3)(mapped) : mapped;
    return clockOffsetMs === undefined ? { deployments } : { deployments, clockOffsetMs };
}

;// CONCATENATED MODULE: ./src/api/resources/projects.ts



const LIVE_URL_FIELDS = [
    'liveUrl',
    'url',
    'productionUrl',
    'siteUrl',
    'publicUrl',
    'primaryDomain',
    'domain',
];
const toProject = recordDecoder(['projectId'], (raw) => ({
    name: (0,decode/* stringField */.OM)(raw, 'name', 'slug', 'displayName', 'title'),
    liveUrl: urlField(raw, ...LIVE_URL_FIELDS),
}));
const listProjects = listing('listProjects', toProject);
const getProject = endpoint('getProject', readById(toProject));
/** The document does not show the create body; it is sent as is (e.g. `{ name }`). */
const createProject = endpoint('createProject', createWithId(toProject, 'project'));
const updateProject = endpoint('updateProject', updateById(toProject));
const getStaticRouting = endpoint('getStaticRouting', { decode: asRecord });
const setStaticRouting = endpoint('setStaticRouting', {
    body: (settings) => settings,
    decode: asRecord,
});
const listProxyRules = listing('listProxyRules');
/** The sent set replaces the project's rules; its shape (`{ rules: [...] }` or an array) is the caller's. */
const setProxyRules = endpoint('setProxyRules', {
    body: (rules) => rules,
    decode: asRecord,
});

;// CONCATENATED MODULE: ./src/deploy/create.ts







/**
 * The create's answer was lost and more than one listed deployment could be the one it made: adopting
 * either could report another job's deployment as this run's and leave this run's unwatched.
 */
class AmbiguousCreateError extends src_errors/* ActionFailure */.dR {
    candidates;
    constructor(projectId, candidates) {
        const listed = candidates
            .map((d) => `${d.id} (created ${d.createdAt ?? 'at an unknown time'})`)
            .join(', ');
        super(`The platform's answer to the create-deployment request was lost, and ${candidates.length} deployments could be this run's: ${listed}; check the deployments of project ${projectId} on the platform, then re-run the job.`);
        this.candidates = candidates;
    }
}
/**
 * Creates exactly one deployment. The platform has no idempotency key, so when the create POST's
 * outcome is unknown (the connection dropped after the body was sent, or a gateway answered 5xx,
 * which it may do after the platform acted) we list the project's deployments and adopt the one made
 * for this source, instead of risking a second build or failing a deploy that is under way. When
 * several could be it (two runs raced on one project), we fail naming them rather than guess.
 */
async function createDeploymentOnce(client, projectId, source, options) {
    const sentAt = (0,src_clock/* currentClock */.q6)().now();
    try {
        return await createDeployment(client, projectId, source, { signal: options.signal });
    }
    catch (error) {
        if (error instanceof errors/* AmbiguousRequestError */.sm) {
            options.logger.warning('The platform did not answer the create-deployment request; checking whether it was created before trying again.');
        }
        else if (error instanceof errors/* PlatformApiError */.es && GATEWAY_STATUSES.has(error.status)) {
            options.logger.warning(`The create-deployment request was answered HTTP ${error.status}, which may come after the deployment was created; checking before trying again.`);
        }
        else
            throw error;
    }
    const defaultBranch = asksForDefault(source)
        ? await defaultBranchOf(client, projectId, options)
        : undefined;
    const rereads = options.rereads ?? 3;
    for (let attempt = 0; attempt < rereads; attempt++) {
        const listing = await listDeploymentsTimed(client, projectId, {
            maxPages: 2,
            ...(options.signal ? { signal: options.signal } : {}),
        });
        if (listing.clockOffsetMs === undefined && attempt === 0)
            options.logger.debug(`The platform's answer carried no Date, so deployments are dated against this runner's clock, give or take ${UNKNOWN_SKEW_MS / 60_000} minutes.`);
        const from = createdFrom(sentAt, listing.clockOffsetMs);
        const candidates = candidatesFor(listing.deployments, source, from, defaultBranch, options.knownIds);
        if (candidates.length > 1)
            throw new AmbiguousCreateError(projectId, candidates);
        const [adopted] = candidates;
        if (adopted) {
            options.logger.info(`Adopted deployment ${adopted.id}, which the unanswered request had created.`);
            return adopted;
        }
        if (!readFarEnough(listing.deployments, from))
            throw new UnprovenCreateError(projectId);
        await (0,src_clock/* currentClock */.q6)().sleep(options.rereadDelayMs ?? 1_000, options.signal);
    }
    options.logger.info('No deployment was created by the unanswered request; creating it now.');
    return createDeployment(client, projectId, source, { signal: options.signal });
}
/**
 * The lost create's deployment was not in the first pages read: creating again is safe only when the
 * pages read reach back past the create, newest first (anything beyond them is older). A longer list in
 * another order could hold it on a page not read, and a second create would build twice.
 */
class UnprovenCreateError extends src_errors/* ActionFailure */.dR {
    constructor(projectId) {
        super(`The platform's answer to the create-deployment request was lost, and project ${projectId} lists more deployments than were read, not newest first, so whether the request created one cannot be told; check its deployments on the platform, then re-run the job.`);
    }
}
/** Whether a listing shows everything made since `from`: read whole, or newest first back past `from`. */
function readFarEnough(deployments, from) {
    if (!(0,incomplete_list/* isPartialList */.Uo)(deployments))
        return true;
    const times = deployments.map((d) => (d.createdAt ? Date.parse(d.createdAt) : Number.NaN));
    if (times.some(Number.isNaN))
        return false;
    const newestFirst = times.every((time, index) => index === 0 || time <= times[index - 1]);
    return newestFirst && times.length > 0 && times[times.length - 1] < from;
}
/** Statuses a gateway or an overloaded platform sends whether or not the request was acted on. */
const GATEWAY_STATUSES = new Set([500, 502, 503, 504]);
/**
 * Slack on the platform's own clock: its `Date` header and its records' `createdAt` may come from
 * different machines of the platform.
 */
const PLATFORM_CLOCK_TOLERANCE_MS = 2_000;
/** Without the platform's time, the runner's clock may be this far off (runners keep NTP time). */
const UNKNOWN_SKEW_MS = 5 * 60_000;
/** Triggers no create request produces: a variables redeploy, a deploy of the edited source files. */
const NOT_FROM_A_CREATE = new Set(['env', 'files']);
/**
 * The platform time from which a deployment may have been made by a request sent at `sentAt` (our
 * clock): the send moved onto the platform's clock by the offset its `Date` header showed, less a
 * little; with no such header, our clock with room for a runner's usual drift.
 */
function createdFrom(sentAt, clockOffsetMs) {
    return clockOffsetMs === undefined
        ? sentAt - UNKNOWN_SKEW_MS
        : sentAt + clockOffsetMs - PLATFORM_CLOCK_TOLERANCE_MS;
}
/**
 * The listed deployments that this run's lost create could have made.
 *
 * Upload mode: the one built from this run's upload URL, which no other run has; time does not matter.
 * A redeploy (`knownIds` given) sends an older deployment's URL, so there it is any deployment built
 * from that URL that was not listed before the create and was made since `from`.
 *
 * Repository mode: made at or after `from` (platform time; a record without a date cannot be ruled
 * out), not by a variables redeploy or a files deploy, and built from what was asked:
 * - `branch` and/or `commitSha` given: a record stating its branch or commit must state the same
 *   (a commit may be given short); one that states neither cannot be ruled out.
 * - neither given: the platform builds the connected repository's default branch at its head, so the
 *   commit is unknown to us and any commit matches; the branch must be `defaultBranch` (read from the
 *   project) when both it and the record's branch are known. Without a known default, any build of the
 *   repository matches, so a concurrent deploy of another branch makes the adoption ambiguous.
 */
function candidatesFor(deployments, source, from, defaultBranch, knownIds) {
    if ('sourceTarballUrl' in source) {
        if (knownIds) {
            return deployments.filter((d) => d.sourceUrl === source.sourceTarballUrl && !knownIds.has(d.id) && madeSince(d, from));
        }
        const ours = deployments.find((d) => d.sourceUrl === source.sourceTarballUrl);
        return ours ? [ours] : [];
    }
    return deployments.filter((d) => !knownIds?.has(d.id) && madeSince(d, from) && fromACreate(d) && builtAsAsked(d, source, defaultBranch));
}
function madeSince(deployment, from) {
    const created = deployment.createdAt ? Date.parse(deployment.createdAt) : Number.NaN;
    return Number.isNaN(created) || created >= from;
}
function fromACreate(deployment) {
    if (deployment.sourceUrl !== undefined)
        return false;
    return deployment.trigger === undefined || !NOT_FROM_A_CREATE.has(deployment.trigger.toLowerCase());
}
function builtAsAsked(deployment, asked, defaultBranch) {
    const { branch, commitSha } = deployment;
    if (asked.branch === undefined && asked.commitSha === undefined) {
        return defaultBranch === undefined || branch === undefined || branch === defaultBranch;
    }
    if (branch === undefined && commitSha === undefined)
        return true;
    if (asked.branch !== undefined && branch !== asked.branch)
        return false;
    return asked.commitSha === undefined || sameCommit(commitSha, asked.commitSha);
}
/** Full or abbreviated hashes of one commit (7 hex digits at least, as the input requires). */
function sameCommit(listed, asked) {
    if (listed === undefined)
        return false;
    const [a, b] = [listed.toLowerCase(), asked.toLowerCase()];
    return a.length >= b.length ? a.startsWith(b) : b.startsWith(a);
}
function asksForDefault(source) {
    return !('sourceTarballUrl' in source) && source.branch === undefined && source.commitSha === undefined;
}
/** The branch a create without branch or commit builds; undefined when the project does not say. */
async function defaultBranchOf(client, projectId, options) {
    try {
        const { raw } = await getProject(client, projectId, options.signal ? { signal: options.signal } : {});
        const names = ['defaultBranch', 'productionBranch', 'gitBranch', 'branch'];
        return (0,decode/* stringField */.OM)(raw, ...names) ?? (0,decode/* stringField */.OM)((0,decode/* field */.ZZ)(raw, 'git', 'repository', 'repo'), ...names);
    }
    catch (error) {
        if (options.signal?.aborted)
            throw error;
        options.logger.debug(`Could not read the project's default branch: ${(0,src_errors/* errorMessage */.gJ)(error)}`);
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/deploy/redeploy.ts






/** The newest deployments looked through for `previous` and for the adoption snapshot. */
const LISTED_PAGES = 5;
/** Fields a platform may use for the deployment a project serves now. */
const CURRENT_LIVE_FIELDS = [
    'liveDeploymentId',
    'currentDeploymentId',
    'productionDeploymentId',
    'activeDeploymentId',
];
/** Fields that date when a deployment went live; a record with one of them but no date never was. */
const WENT_LIVE_FIELDS = ['liveAt', 'wentLiveAt', 'promotedAt', 'activatedAt', 'aliasedAt'];
/** Status words of a deployment that was live and has since been replaced. */
const SUPERSEDED = new Set(['superseded', 'inactive', 'deactivated', 'replaced', 'retired', 'archived']);
/**
 * Whether a deployment was ever the project's live one. A platform that dates going live says so
 * exactly; otherwise a build that succeeded (or was superseded) is taken as having been live.
 */
function wasLive(deployment) {
    for (const name of WENT_LIVE_FIELDS) {
        const snake = name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
        if (name in deployment.raw || snake in deployment.raw)
            return (0,decode/* field */.ZZ)(deployment.raw, name) !== undefined;
    }
    return deployment.lifecycle === 'live' || SUPERSEDED.has(canonicalState(deployment.status));
}
/**
 * What to send to build `deployment` again: its uploaded archive, else its commit (exact), else its
 * branch (which builds the branch's head now, so it is said). Undefined when it states none of them.
 */
function redeploySourceOf(deployment, logger) {
    if (deployment.sourceUrl)
        return { sourceTarballUrl: deployment.sourceUrl };
    if (deployment.commitSha)
        return { commitSha: deployment.commitSha };
    if (deployment.branch) {
        logger.warning(`Deployment ${deployment.id} states its branch (${deployment.branch}) but not its commit, so the redeploy builds that branch as it is now.`);
        return { branch: deployment.branch };
    }
    return undefined;
}
/** No deployment to go back to; `fact` says why without the advice about the `deployment` input. */
class NoPreviousDeploymentError extends src_errors/* ConfigurationError */.j1 {
    fact;
    constructor(fact) {
        super(`${fact}, so input "deployment" cannot be \`previous\`; set it to the id of the deployment to redeploy.`, 'deployment');
        this.fact = fact;
    }
}
/**
 * The newest deployment that was live before `beforeId`, in the platform's list (newest first).
 * `beforeId` undefined: the project's current live deployment, as the project states it or, when it
 * does not, the newest listed deployment that is live.
 */
function previousLive(listed, projectId, currentId) {
    const current = currentId ?? listed.find((d) => d.lifecycle === 'live' && wasLive(d))?.id;
    if (current === undefined) {
        throw new NoPreviousDeploymentError(`Project ${projectId} has no live deployment`);
    }
    const index = listed.findIndex((d) => d.id === current);
    if (index === -1) {
        throw new NoPreviousDeploymentError(`The live deployment ${current} of project ${projectId} is not among its ${listed.length} newest deployments`);
    }
    const rebuilt = oldestWithSameSource(listed, index);
    const previous = listed.slice(rebuilt + 1).find(wasLive);
    if (!previous) {
        throw new NoPreviousDeploymentError(rebuilt > index
            ? `Project ${projectId} had no live deployment before ${listed[rebuilt]?.id}, whose source its live deployment ${current} was built from again`
            : `Project ${projectId} had no live deployment before ${current}`);
    }
    return previous;
}
/** What a deployment was built from, exactly: its uploaded archive or its commit; a branch moves. */
function exactSource(deployment) {
    if (deployment?.sourceUrl)
        return `archive ${deployment.sourceUrl}`;
    if (deployment?.commitSha)
        return `commit ${deployment.commitSha.toLowerCase()}`;
    return undefined;
}
/**
 * The index of the oldest listed deployment built from exactly the source of `listed[index]` (itself
 * when none is). The platform records what each deployment was built from, and a rollback is a new
 * deployment of an older one's source: so when the live deployment shares its source with an older
 * one, every deployment between them was rolled back from (a deploy that failed its checks is one),
 * and the older one is what is live now. `previous` looks before it, never at those.
 */
function oldestWithSameSource(listed, index) {
    const source = exactSource(listed[index]);
    if (source === undefined)
        return index;
    for (let at = listed.length - 1; at > index; at--) {
        if (exactSource(listed[at]) === source)
            return at;
    }
    return index;
}
async function currentLiveId(client, projectId, signal) {
    const { raw } = await getProject(client, projectId, signal ? { signal } : {});
    return liveDeploymentIdOf(raw);
}
/** The deployment a project record says it serves now, in any of the fields a platform may use. */
function liveDeploymentIdOf(raw) {
    const nested = (0,decode/* field */.ZZ)(raw, 'liveDeployment', 'currentDeployment', 'productionDeployment');
    return ((0,decode/* stringField */.OM)(raw, ...CURRENT_LIVE_FIELDS) ??
        ((0,decode/* isRecord */.u4)(nested) ? (0,decode/* stringField */.OM)(nested, 'id', 'deploymentId') : undefined));
}
/**
 * How many pages of the project's deployments are looked through for an id whose record does not say
 * which project it belongs to: beyond them, it is refused rather than guessed.
 */
const OWNERSHIP_PAGES = 20;
async function deploymentById(client, projectId, id, signal) {
    let found;
    try {
        found = await getDeployment(client, id, signal ? { signal } : {});
    }
    catch (error) {
        if (error instanceof errors/* PlatformApiError */.es && error.status === 404) {
            throw new src_errors/* ConfigurationError */.j1(`Input "deployment" is ${shownId(id)}, which the platform does not know; set it to the id of one of project ${projectId}'s deployments, or to \`previous\`.`, 'deployment');
        }
        throw error;
    }
    if (found.projectId !== undefined && found.projectId !== projectId) {
        throw new src_errors/* ConfigurationError */.j1(`Input "deployment" is ${shownId(id)}, a deployment of project ${found.projectId}, not of ${projectId}; set it to a deployment of project ${projectId}.`, 'deployment');
    }
    // A record that does not name its project could be any project's: building it would ship another
    // project's source here, so it must be among this project's own deployments.
    if (found.projectId === undefined && !(await isListedIn(client, projectId, id, signal))) {
        throw new src_errors/* ConfigurationError */.j1(`Input "deployment" is ${shownId(id)}, which is not among the deployments of project ${projectId} (its record does not name a project); set it to a deployment of project ${projectId}.`, 'deployment');
    }
    return found;
}
/** The input as its errors echo it: cut, like every echoed input, so a pasted log does not fill one. */
function shownId(id) {
    return id.length > 60 ? `${id.slice(0, 60)}…` : id;
}
async function isListedIn(client, projectId, id, signal) {
    const listed = await listDeployments(client, projectId, {
        maxPages: OWNERSHIP_PAGES,
        ...(signal ? { signal } : {}),
    });
    return listed.some((deployment) => deployment.id === id);
}
/**
 * Finds the deployment to build again and what to send for it. Only reads: the create is the
 * pipeline's, through createDeploymentOnce, with `knownIds` so a lost answer cannot adopt the
 * original (or an older redeploy of the same source) as the deployment it made.
 */
async function resolveRedeploy(client, projectId, target, options) {
    const { signal, logger } = options;
    const listed = await listDeployments(client, projectId, {
        maxPages: LISTED_PAGES,
        ...(signal ? { signal } : {}),
    });
    let from;
    if ('id' in target) {
        from =
            listed.find((d) => d.id === target.id) ?? (await deploymentById(client, projectId, target.id, signal));
    }
    else {
        const before = target.before ?? (await currentLiveId(client, projectId, signal));
        from = previousLive(listed, projectId, before);
        logger.info(`The previous live deployment of project ${projectId} is ${from.id}.`);
    }
    const source = redeploySourceOf(from, logger);
    if (!source) {
        throw new src_errors/* ConfigurationError */.j1(`Deployment ${from.id} states no source to build again (no sourceTarballUrl, commit or branch), so input "deployment" cannot use it; set it to the id of a deployment built from an upload or the repository.`, 'deployment');
    }
    return { from, source, knownIds: new Set(listed.map((d) => d.id)) };
}

;// CONCATENATED MODULE: ./src/deploy/timeline.ts

/**
 * Records when each step of one deploy began, on the run's clock: the pipeline marks pack and
 * upload, the watch marks each status it sees. A phase lasts until the next one begins, so the
 * durations add up to the whole deploy, measured at the watch's polling resolution.
 */
class TimelineRecorder {
    #origin;
    #marks = [];
    /** Steps that overlap others (pack and upload run in one pass), each with its own end. */
    #spans = [];
    #end;
    constructor(origin = (0,src_clock/* currentClock */.q6)().now()) {
        this.#origin = origin;
    }
    /** Starts `name` now and ends the phase before it; the same name twice in a row is one phase. */
    begin(name) {
        if (this.#end !== undefined || this.#marks.at(-1)?.name === name)
            return;
        this.#marks.push({ name, at: (0,src_clock/* currentClock */.q6)().now() });
    }
    /** A step measured on its own, from `start` to `end` on the run's clock; it may overlap others. */
    span(name, start, end) {
        this.#spans.push({ name, start, end });
    }
    /** The deploy reached its last status; the open phase ends here. */
    finish(name) {
        this.#end ??= { name, at: (0,src_clock/* currentClock */.q6)().now() };
    }
    /** A status the watch saw: an in-progress one begins a phase, a final one ends the timeline. */
    seen(deployment) {
        if (deployment.lifecycle === 'in_progress')
            this.begin(deployment.status);
        else
            this.finish(deployment.status);
        return deployment;
    }
    /** Ends the timeline with `status` (unless a final status ended it already) and returns it. */
    close(status) {
        this.finish(status);
        return this.snapshot();
    }
    snapshot() {
        const closing = this.#end?.at ?? (0,src_clock/* currentClock */.q6)().now();
        const marked = this.#marks.map((mark, index) => {
            const next = this.#marks[index + 1]?.at ?? closing;
            return { name: mark.name, startMs: mark.at - this.#origin, durationMs: Math.max(0, next - mark.at) };
        });
        const spanned = this.#spans.map((span) => ({
            name: span.name,
            startMs: span.start - this.#origin,
            durationMs: Math.max(0, span.end - span.start),
        }));
        const phases = [...spanned, ...marked].sort((a, b) => a.startMs - b.startMs);
        return this.#end === undefined
            ? { phases }
            : { phases, end: { name: this.#end.name, atMs: this.#end.at - this.#origin } };
    }
}

// EXTERNAL MODULE: ./src/pause.ts
var pause = __nccwpck_require__(4581);
// EXTERNAL MODULE: ./src/secrets/redact.ts
var secrets_redact = __nccwpck_require__(4200);
;// CONCATENATED MODULE: ./src/deploy/watch.ts




const DEFAULT_PACING = {
    requestsPerSecond: 0.9,
    logsEveryActive: 2,
    logsEveryQuiet: 4,
    quietBeforeBackoffMs: 60_000,
    maxMs: 5_000,
    backoff: 1.5,
    ageFraction: 0,
};
/**
 * Follows one deployment until it is live or failed, printing only new log lines. Each tick reads
 * the status (about once a second at first) and, every few ticks, the log; the next tick waits as
 * long as the tick's requests cost at `requestsPerSecond`, so a job averages at most 1 request/s
 * yet sees `live` within about a second. A build quiet for a minute is polled less, up to every 5 s.
 */
async function watchDeployment(client, deploymentId, options) {
    const pacing = { ...DEFAULT_PACING, ...options.pacing };
    const following = options.followLog !== false;
    const watchedFrom = (0,src_clock/* currentClock */.q6)().now();
    const printed = [];
    let deployment;
    let requests = 0;
    let lastStatus = '';
    let lastActivity = (0,src_clock/* currentClock */.q6)().now();
    let ticksSinceLogs = Number.POSITIVE_INFINITY;
    let logsFlowing = following;
    let quietSpacing = 0;
    const syncLogs = async () => {
        requests++;
        ticksSinceLogs = 0;
        const lines = await getDeploymentLogs(client, deploymentId, { signal: options.signal });
        const fresh = newLines(printed, lines);
        if (fresh.length === 0)
            return false;
        printed.push(...fresh);
        if (following)
            for (const line of fresh)
                options.logger.info((0,secrets_redact/* redact */.E$)(line.text));
        return true;
    };
    while (true) {
        if (options.signal?.aborted)
            return { status: 'cancelled', deployment, logLines: printed, requests };
        const before = requests;
        requests++;
        deployment = await getDeployment(client, deploymentId, { signal: options.signal });
        const moved = deployment.status !== lastStatus;
        const lifecycle = deployment.lifecycle;
        ticksSinceLogs++;
        const logsDue = ticksSinceLogs >= (logsFlowing ? pacing.logsEveryActive : pacing.logsEveryQuiet);
        // The lines written before this status are read before it is announced: a reader of the step
        // log sees "is live" (or "is failed") after the build's last line, not in the middle of them.
        const logsWanted = following ? lifecycle !== 'in_progress' || moved || logsDue : lifecycle === 'failed';
        if (logsWanted)
            logsFlowing = await syncLogs();
        if (moved) {
            lastStatus = deployment.status;
            options.onStatus?.(deployment);
        }
        if (lifecycle !== 'in_progress')
            return { status: lifecycle, deployment, logLines: printed, requests };
        const now = (0,src_clock/* currentClock */.q6)().now();
        if (moved || logsFlowing)
            lastActivity = now;
        if (now >= options.deadline)
            return { status: 'timed-out', deployment, logLines: printed, requests };
        const spacing = ((requests - before) / pacing.requestsPerSecond) * 1000;
        quietSpacing =
            now - lastActivity > pacing.quietBeforeBackoffMs
                ? Math.min(Math.max(quietSpacing, spacing) * pacing.backoff, pacing.maxMs)
                : 0;
        const ageSpacing = Math.min(pacing.ageFraction * (now - watchedFrom), pacing.maxMs);
        await (0,pause/* pause */.v)(Math.min(Math.max(spacing, quietSpacing, ageSpacing), options.deadline - now), options.signal);
    }
}
/**
 * Logs come back whole on every poll (the document shows no cursor), so the new ones are the
 * suffix past what was printed. If the platform rotated or rewrote earlier lines, fall back to
 * printing the lines not seen before by content.
 */
function newLines(printed, current) {
    const last = printed.at(-1);
    const aligned = current.length >= printed.length &&
        (last === undefined || current[printed.length - 1]?.text === last.text);
    if (aligned)
        return current.slice(printed.length);
    const seen = new Set(printed.map((line) => `${line.timestamp ?? ''}|${line.text}`));
    return current.filter((line) => !seen.has(`${line.timestamp ?? ''}|${line.text}`));
}

;// CONCATENATED MODULE: ./src/deploy/pipeline.ts






/**
 * The one deploy pipeline: pack → upload → create → watch. Every action that ships code
 * (deploy, preview-domain, env-sync's redeploy) goes through here or through its watch step.
 */
async function runDeployPipeline(request) {
    const { source, client, logger, signal } = request;
    const packer = source.kind === 'upload'
        ? (source.early ?? new EarlyPackUpload(client, source, logger, signal))
        : undefined;
    try {
        return await deploy(request, packer);
    }
    finally {
        // The zip is removed while the deployment is created (and watched): awaited here, not before.
        await packer?.removed();
    }
}
async function deploy(request, packer) {
    // A pack started early started the deploy: its timeline begins there.
    const startedAt = packer?.startedAt ?? (0,src_clock/* currentClock */.q6)().now();
    const deadline = startedAt + request.timeoutMs;
    const { client, logger, signal } = request;
    let archive;
    let sourceUrl;
    let source;
    let redeploy;
    const timeline = new TimelineRecorder(startedAt);
    if (request.source.kind === 'promoted') {
        // Resolved and verified before the step wrote anything; nothing is packed or uploaded.
        redeploy = request.source.redeploy;
        source = redeploy.source;
    }
    else if (request.source.kind === 'deployment') {
        redeploy = await resolveRedeploy(client, request.projectId, request.source.target, { logger, signal });
        source = redeploy.source;
    }
    else if (request.source.kind === 'upload') {
        const upload = await packer.upload(timeline);
        archive = upload.archive;
        sourceUrl = upload.sourceUrl;
        source = { sourceTarballUrl: sourceUrl };
    }
    else {
        source = {
            ...(request.source.branch ? { branch: request.source.branch } : {}),
            ...(request.source.commitSha ? { commitSha: request.source.commitSha } : {}),
        };
    }
    timeline.begin('create');
    const created = await createDeploymentOnce(client, request.projectId, source, {
        logger,
        signal,
        ...(redeploy ? { knownIds: redeploy.knownIds } : {}),
    });
    logger.info(`Created deployment ${created.id}${redeploy ? ` from the source of deployment ${redeploy.from.id}` : ''}.`);
    timeline.begin(created.status || 'queued');
    await request.onCreated?.(created, redeploy?.from);
    const finish = (status, deployment, logLines) => ({
        status,
        deployment,
        sourceUrl,
        archive,
        ...(redeploy ? { redeployedFrom: redeploy.from } : {}),
        logLines,
        startedAt,
        finishedAt: (0,src_clock/* currentClock */.q6)().now(),
        timeline: timeline.close(status),
    });
    if (!request.wait)
        return finish('pending', created, []);
    try {
        const watched = await watchDeployment(client, created.id, {
            deadline,
            signal,
            logger,
            ...(request.followLog === false ? { followLog: false } : {}),
            pacing: request.pacing,
            onStatus: (d) => logger.info(`Deployment ${d.id} is ${timeline.seen(d).status}.`),
        });
        return finish(watched.status, watched.deployment ?? created, watched.logLines);
    }
    catch (error) {
        if (signal?.aborted)
            return finish('cancelled', created, []);
        throw error;
    }
}

// EXTERNAL MODULE: ./src/render/deploy-status.ts
var deploy_status = __nccwpck_require__(2408);
// EXTERNAL MODULE: ./src/render/summary.ts
var summary = __nccwpck_require__(1692);
;// CONCATENATED MODULE: ./src/deploy/report.ts



const LOG_TAIL_LINES = 50;
/** A deploy's status as summaries, PR comments and GitHub show it. */
function toGitHubStatus(status) {
    if (status === 'live')
        return 'success';
    if (status === 'pending')
        return 'in_progress';
    if (status === 'cancelled')
        return 'cancelled';
    return 'failure';
}
function logTail(lines, count = LOG_TAIL_LINES) {
    return lines.slice(-count).map((line) => line.text);
}
/** Why the step fails, as one sentence, or undefined when the outcome is a success. */
function failureSentence(outcome, timeoutMs) {
    const id = outcome.deployment?.id ?? 'unknown';
    const shown = Math.min(LOG_TAIL_LINES, outcome.logLines.length);
    switch (outcome.status) {
        case 'live':
        case 'pending':
            return undefined;
        case 'failed':
            return shown === 0
                ? `Deployment ${id} failed on the platform before its build wrote any log line.`
                : `Deployment ${id} failed on the platform; the last ${shown} line${shown === 1 ? '' : 's'} of its build log are printed at the end of the step log and in the job summary.`;
        case 'timed-out':
            return `Deployment ${id} was not live after ${(0,deploy_status/* formatDuration */.a3)(timeoutMs)}; it may still finish on the platform. Raise the \`timeout\` input (e.g. \`timeout: 45m\`) if builds take this long.`;
        case 'cancelled':
            return `The job was cancelled while deployment ${id} was ${outcome.deployment?.status || 'in progress'}; the platform may still finish it.`;
    }
}
/**
 * The build log is in a folded group; the lines that explain a failure are printed again outside
 * it, at the end of the step log where a failed step opens, as the error sentence says.
 */
function printLogTail(port, deploymentId, tail) {
    port.info(`Last ${tail.length} line${tail.length === 1 ? '' : 's'} of the build log of deployment ${deploymentId}:`);
    for (const line of tail)
        port.info(redact(line));
}
/** What the reader of a failed deploy's summary can do about it. */
function nextSteps(outcome) {
    switch (outcome.status) {
        case 'failed':
            return 'Fix the error in the build log tail below, then push again: the site that was live stays live.';
        case 'timed-out':
            return 'Look at the deployment on the platform, and raise the `timeout` input if builds take this long.';
        case 'cancelled':
            return 'Re-run the job to deploy again; the platform may still finish the deployment it started.';
        default:
            return undefined;
    }
}
function checksNextSteps(verdict) {
    return verdict.liveNow
        ? `Fix what the checks below found, then deploy again; meanwhile ${verdict.liveNow} is live.`
        : 'Fix what the checks below found, then deploy again (or roll back with `source: deployment`).';
}
/** The deploy action's outputs for `outcome`: the action's report writes them before anything else. */
function deployOutputs(outcome, verdict) {
    // `url` is what is live now: never a deployment that failed its checks and was replaced.
    const url = verdict ? verdict.url : outcome.deployment?.url;
    return {
        status: verdict?.status ?? outcome.status,
        'deployment-id': outcome.deployment?.id ?? '',
        url: url ?? '',
        'source-url': outcome.sourceUrl ?? '',
        'archive-sha256': outcome.archive?.sha256 ?? '',
    };
}
/**
 * The job summary's section for `outcome` (the action's report.ts appends it) and the failure
 * sentence; on failure, prints the log tail and its error annotation (deployOutputs are the outputs).
 */
function reportDeployOutcome(port, outcome, options) {
    const { deployment, archive } = outcome;
    const verdict = options.checks?.verdict;
    const url = verdict ? verdict.url : deployment?.url;
    const failure = failureSentence(outcome, options.timeoutMs) ?? options.checks?.failure;
    const tail = logTail(outcome.logLines);
    if (outcome.status === 'failed' && tail.length > 0) {
        printLogTail(port, deployment?.id ?? '', tail);
        port.error(tail.join('\n'), {
            title: `Deployment ${deployment?.id ?? ''} failed: build log tail`,
        });
    }
    if (outcome.status === 'live' && url && !verdict)
        port.notice(`Live at ${url}`, { title: 'Deployed' });
    if (verdict?.liveNow)
        port.notice(`Deployment ${deployment?.id ?? ''} failed its checks; live now: ${verdict.liveNow}${url ? ` at ${url}` : ''}.`, { title: 'Rolled back' });
    const steps = verdict ? checksNextSteps(verdict) : nextSteps(outcome);
    const summary = renderDeploySummary({
        project: options.projectId,
        ...(options.projectName ? { projectName: options.projectName } : {}),
        timeline: { title: `Deployment ${deployment?.id ?? ''}`, ...outcome.timeline },
        status: verdict?.shown ?? toGitHubStatus(outcome.status),
        ...(verdict?.liveNow ? { liveNow: verdict.liveNow } : {}),
        durationMs: outcome.finishedAt - outcome.startedAt,
        ...(deployment ? { deploymentId: deployment.id } : {}),
        ...(url ? { url } : {}),
        ...(archive
            ? { archive: { bytes: archive.size, fileCount: archive.fileCount, sha256: archive.sha256 } }
            : {}),
        ...(failure ? { error: failure } : {}),
        ...(failure && tail.length > 0 ? { logTail: tail } : {}),
        ...(steps ? { nextSteps: steps } : {}),
    });
    return { failure, summary };
}

;// CONCATENATED MODULE: ./src/api/resources/domains.ts




function toDomain(value, fallbackName) {
    const raw = asRecord(value);
    return {
        name: (0,decode/* stringField */.OM)(raw, 'domain', 'name', 'hostname', 'host', 'value') ?? fallbackName ?? '',
        raw,
        ...defined({
            id: idOf(raw, 'domainId'),
            primary: (0,decode/* booleanField */.hQ)(raw, 'primary', 'isPrimary', 'production'),
            verified: (0,decode/* booleanField */.hQ)(raw, 'verified', 'isVerified'),
            status: rawStatusOf(raw),
        }),
    };
}
const listDomains = listing('listDomains', toDomain);
const attachDomain = endpoint('attachDomain', {
    body: (domain) => ({ domain }),
    decode: toDomain,
    fallbackId: (domain) => domain,
});
const setPrimaryDomain = endpoint('setPrimaryDomain', readById(toDomain));
const detachDomain = endpoint('detachDomain');
const getDomainProxyStatus = endpoint('getDomainProxyStatus', { decode: asRecord });

;// CONCATENATED MODULE: ./src/projects/proxy-status.ts



/**
 * The domain's CDN-proxy status in one word for the `proxy-status` output: the platform's status
 * field when it has one, else `proxied` / `not-proxied`. Reading it never fails the step.
 */
async function readProxyStatus(client, projectId, domain, options) {
    try {
        const record = await getDomainProxyStatus(client, projectId, domain, { signal: options.signal });
        const status = (0,decode/* stringField */.OM)(record, 'status', 'proxyStatus', 'state');
        // Some responses shout their statuses (PENDING); the output is one stable lower-case word.
        if (status)
            return status.toLowerCase();
        const proxied = (0,decode/* booleanField */.hQ)(record, 'proxied', 'enabled', 'active');
        return proxied === undefined ? 'unknown' : proxied ? 'proxied' : 'not-proxied';
    }
    catch (error) {
        if (options.signal?.aborted)
            throw error;
        options.logger.warning(`Could not read the proxy status of ${domain}: ${(0,src_errors/* errorMessage */.gJ)(error)}`);
        return 'unknown';
    }
}

;// CONCATENATED MODULE: ./src/api/resources/env.ts



const NAME_FIELDS = ['name', 'key', 'variable', 'id'];
const LIST_FIELDS = ['variables', 'vars', 'env', 'names', 'keys', 'items', 'data', 'results'];
/**
 * Variable names from any usual shape: `["A"]`, `[{ name: "A" }]`, `{ variables: [...] }`,
 * or a map `{ A: "***" }` (its keys). The platform never returns values, and neither do we.
 */
function envNamesFrom(body) {
    if (Array.isArray(body)) {
        return body
            .map((item) => (typeof item === 'string' ? item : (0,decode/* stringField */.OM)(item, ...NAME_FIELDS)))
            .filter((name) => typeof name === 'string' && name !== '');
    }
    if (!(0,decode/* isRecord */.u4)(body))
        return [];
    for (const key of LIST_FIELDS) {
        const inner = (0,decode/* field */.ZZ)(body, key);
        if (Array.isArray(inner) || (0,decode/* isRecord */.u4)(inner))
            return envNamesFrom(inner);
    }
    return Object.keys(body);
}
/**
 * Every variable name at `operation` (a project's or a service's), across pages like any list (a
 * platform may page the names too): a whole-set PUT built on part of them would delete the rest.
 */
async function listEnvNames(client, operation, params, options) {
    const [call, pages] = listOptions(options, params);
    const itemsOf = (body) => envNamesFrom(unwrapList(body, LIST_FIELDS) ?? body);
    const records = await client.list(operation, call, { ...pages, itemsOf });
    return records.map((record) => String(record.value));
}
function listProjectEnvNames(client, projectId, options) {
    return listEnvNames(client, 'listProjectEnv', { id: projectId }, options);
}
/** The redeploy's id from `deploymentId`, `redeploymentId`, or a nested `deployment`/`redeploy` record. */
function redeployIdFrom(body) {
    return ((0,decode/* stringField */.OM)(body, 'deploymentId', 'redeploymentId', 'redeployId') ?? refId(body, 'deployment', 'redeploy'));
}
/**
 * PUT /projects/{id}/env: `variables` REPLACES the project's whole set and triggers a redeploy.
 * Idempotent by HTTP but not in effect: every PUT that lands starts a redeploy, so it is never repeated
 * after an answer that may have come after the work (a lost connection, a timeout, a 5xx); callers
 * read the names back to tell whether it landed (src/env/project.ts).
 */
const setProjectEnv = endpoint('setProjectEnv', {
    body: (variables) => ({ variables: { ...variables } }),
    idempotent: false,
    decode: (raw) => ({ raw, ...defined({ deploymentId: redeployIdFrom(raw) }) }),
});

;// CONCATENATED MODULE: ./src/api/resources/env-groups.ts




const toEnvGroup = recordDecoder(['groupId', 'envGroupId'], (raw) => {
    const variables = raw.variables ?? raw.vars;
    return {
        name: (0,decode/* stringField */.OM)(raw, 'name'),
        description: (0,decode/* stringField */.OM)(raw, 'description'),
        variableNames: variables === undefined ? undefined : envNamesFrom(variables),
    };
});
const listEnvGroups = listing('listEnvGroups', toEnvGroup);
/** The body is e.g. `{ name, description? }`. */
const createEnvGroup = endpoint('createEnvGroup', createWithId(toEnvGroup, 'environment group'));
const getEnvGroup = endpoint('getEnvGroup', readById(toEnvGroup));
const updateEnvGroup = endpoint('updateEnvGroup', updateById(toEnvGroup));
const deleteEnvGroup = endpoint('deleteEnvGroup');
/** POST /env-groups/{id}/vars `{ name, value }`. */
const createEnvGroupVar = endpoint('createEnvGroupVar', {
    body: ({ name, value }) => ({ name, value }),
    decode: asRecord,
});
/** PUT /env-groups/{id}/vars/{name} `{ value }`. */
const updateEnvGroupVar = endpoint('updateEnvGroupVar', {
    body: (value) => ({ value }),
    decode: asRecord,
});
const deleteEnvGroupVar = endpoint('deleteEnvGroupVar');
const listProjectEnvGroups = listing('listProjectEnvGroups', (record) => toEnvGroup(record, (0,decode/* stringField */.OM)(record, 'groupId')));
/** POST /projects/{id}/env-groups `{ groupId }`. */
const attachProjectEnvGroup = endpoint('attachProjectEnvGroup', {
    body: (groupId) => ({ groupId }),
    decode: asRecord,
});
const detachProjectEnvGroup = endpoint('detachProjectEnvGroup');

;// CONCATENATED MODULE: ./src/projects/platform.ts





const PREFIX_KEYS = ['prefix', 'path', 'pathPrefix', 'source', 'from'];
const ORIGIN_KEYS = ['origin', 'target', 'destination', 'upstream', 'to', 'url'];
/** GET /projects/{id}; a 404 is the input's mistake, named as such. */
async function readProjectRecord(client, projectId, input, signal) {
    try {
        return (await getProject(client, projectId, { signal })).raw;
    }
    catch (error) {
        if (error instanceof errors/* PlatformApiError */.es && error.status === 404) {
            throw new src_errors/* ConfigurationError */.j1(`Input "${input}" is "${projectId}", which is not a project of the platform: set it to the id of an existing project (GET /projects lists them).`, input);
        }
        throw error;
    }
}
/** The static-site routing mode, or undefined when the platform shows none. */
async function readRoutingMode(client, projectId, signal) {
    const record = await getStaticRouting(client, projectId, { signal });
    return (0,decode/* stringField */.OM)(record, 'mode', 'routing', 'routingMode', 'staticRouting', 'type');
}
/**
 * The proxy rules, each kept whole: nothing the platform returned is dropped or rewritten, since the
 * PUT replaces the list and a rule lost here would be deleted by the next write.
 */
async function readProxyRules(client, projectId, signal) {
    const records = await listProxyRules(client, projectId, { signal });
    const rules = [];
    const unreadable = [];
    for (const raw of records) {
        const prefix = (0,decode/* stringField */.OM)(raw, ...PREFIX_KEYS);
        if (prefix === undefined)
            unreadable.push(raw);
        else
            rules.push({ prefix, origin: (0,decode/* stringField */.OM)(raw, ...ORIGIN_KEYS), raw });
    }
    return { rules, unreadable };
}
/** A new rule, in the shape the PUT takes. */
function newProxyRule(prefix, origin) {
    return { prefix, origin, raw: { prefix, origin } };
}
/**
 * `rule` with its origin changed and every other field as the platform had it, under the key the
 * platform used for the origin.
 */
function withOrigin(rule, origin) {
    const key = ORIGIN_KEYS.find((name) => typeof rule.raw[name] === 'string') ?? 'origin';
    return { prefix: rule.prefix, origin, raw: { ...rule.raw, [key]: origin } };
}
/**
 * Two origins compared as URLs (case of scheme and host, default port, trailing slash), so a file
 * that writes the platform's origin a little differently plans no change; the text itself is never
 * rewritten.
 */
function sameOrigin(a, b) {
    if (a === undefined || b === undefined)
        return a === b;
    return comparableOrigin(a) === comparableOrigin(b);
}
function comparableOrigin(text) {
    try {
        const url = new URL(text.trim());
        return `${url.origin}${url.pathname.replace(/\/+$/, '')}${url.search}`;
    }
    catch {
        return text.trim();
    }
}
/** `scheme://user:password@` (or `user@`) at the start of a URL's text, valid or not. */
const USERINFO = /^(\s*[a-z][a-z0-9+.-]*:\/\/)[^/?#\s]*@/i;
/** Whether an origin's text names a user or password before its host. */
function hasUserinfo(origin) {
    return USERINFO.test(origin);
}
/**
 * An origin as it may be shown: credentials before the host become `***`. The file may not carry
 * them (sections.ts refuses it), but a rule made on the platform itself may, and plans show it.
 */
function withoutUserinfo(origin) {
    return origin.replace(USERINFO, '$1***@');
}
/** PUT /projects/{id}/proxy-rules: the list sent replaces every rule the project has. */
async function writeProxyRules(client, projectId, rules, signal) {
    await setProxyRules(client, projectId, { rules: rules.map((rule) => rule.raw) }, { signal });
}
/** The env groups attached to a project, as ids with their names. */
async function readAttachedEnvGroups(client, projectId, signal) {
    const groups = await listProjectEnvGroups(client, projectId, { signal });
    return groups.map((group) => group.name === undefined ? { id: group.id } : { id: group.id, name: group.name });
}

;// CONCATENATED MODULE: ./src/projects/settings.ts

/**
 * A project's mutable settings, as GET /projects/{id} shows them. The document lists the project's
 * fields as "not shown", so the known settings are whatever the project record carries that the
 * platform owns no other way: not its identity, timestamps, live URL or deployments, and not the
 * routing mode, proxy rules, domains or env groups, which have endpoints of their own. project-sync
 * and preview-domain's `from-project` both read them here, so they agree on what a setting is.
 */
/** Fields (camelCase) the platform owns or that another endpoint manages; never a PATCH setting. */
const PLATFORM_OWNED = new Set([
    'id',
    'projectId',
    'organizationId',
    'orgId',
    'ownerId',
    'accountId',
    'createdAt',
    'updatedAt',
    'deletedAt',
    'liveUrl',
    'url',
    'productionUrl',
    'siteUrl',
    'publicUrl',
    'liveDeploymentId',
    'latestDeploymentId',
    'currentDeploymentId',
    'status',
    'state',
    'staticRouting',
    'routing',
    'routingMode',
    'proxyRules',
    'primaryDomain',
    'productionDomain',
    'domain',
    'domains',
    'envGroups',
    'envGroupIds',
    'services',
]);
/** The name a file or a record gives a setting, made camelCase: `build_command` is `buildCommand`. */
function settingName(key) {
    return (0,decode/* camelCase */.xQ)(key);
}
/**
 * Shapes of names (camelCase) the platform owns whatever the exact word: anything about a
 * deployment (a pointer to the live one is moved by deploying, never by a PATCH), ids, URLs and
 * timestamps. A copy or a file that set one would fight the platform over it.
 */
const PLATFORM_OWNED_SHAPES = [/deployment/i, /(?:^id|Id|ID)s?$/, /(?:^url|Url|URL)s?$/, /(?:^at|At)$/];
/** Whether a record's field (in any spelling) is the platform's, not a setting. */
function isPlatformOwned(key) {
    const name = settingName(key);
    return PLATFORM_OWNED.has(name) || PLATFORM_OWNED_SHAPES.some((shape) => shape.test(name));
}
/** Every mutable setting of a project record, by camelCase name, in the record's order. */
function readSettings(project) {
    const settings = new Map();
    for (const [rawKey, value] of Object.entries(project)) {
        const name = settingName(rawKey);
        if (isPlatformOwned(rawKey) || settings.has(name))
            continue;
        settings.set(name, { name, rawKey, value });
    }
    return settings;
}
/**
 * The settings a preview copies from production: all of them but the name, which identifies the
 * project (two projects cannot share one) and is what the preview was found by.
 */
function copyableSettings(project) {
    return [...readSettings(project).values()].filter((setting) => setting.name !== 'name');
}
/** A PATCH body that sets these settings, each under the platform's own key. */
function settingsPatch(settings) {
    return Object.fromEntries(settings.map((setting) => [setting.rawKey, setting.value]));
}
/**
 * The value to send for a declared one: YAML reads `nodeVersion: 24` as a number, but when the
 * platform keeps the setting as text, `24` and `"24"` mean the same and must compare equal, or every
 * run would plan the same update again.
 */
function coerceSetting(declared, current) {
    if (typeof current === 'string' && (typeof declared === 'number' || typeof declared === 'boolean')) {
        return String(declared);
    }
    return declared;
}
/** Equal as JSON, with object keys in any order (a metadata map the platform re-orders is unchanged). */
function settingValuesEqual(a, b) {
    return canonicalJson(a) === canonicalJson(b);
}
/** How a value reads in a plan row: strings bare, everything else as JSON. */
function describeSettingValue(value) {
    if (value === undefined || value === null)
        return '(unset)';
    if (typeof value === 'string')
        return value === '' ? '""' : value;
    return canonicalJson(value);
}
function canonicalJson(value) {
    return JSON.stringify(sortKeys(value ?? null));
}
function sortKeys(value) {
    if (Array.isArray(value))
        return value.map(sortKeys);
    if (!(0,decode/* isRecord */.u4)(value))
        return value;
    return Object.fromEntries(Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys(value[key])]));
}

;// CONCATENATED MODULE: ./src/preview/project.ts





/** The project to detach from; undefined when a named project does not exist (nothing to detach). */
async function findPreviewProject(client, choice, options) {
    if (choice.kind === 'id') {
        return {
            project: await getProject(client, choice.id, { signal: options.signal }),
            byName: false,
            created: false,
        };
    }
    const project = await (0,list/* findNamed */.n)(listProjects(client, { signal: options.signal }), choice.name);
    return project && { project, byName: true, created: false };
}
/**
 * The project to attach to: the given id, or the project named `choice.name`, created when missing.
 * Looking it up first makes a re-run reuse it; a create that races another run (409) or whose answer
 * was lost adopts the project the other request made.
 */
async function ensurePreviewProject(client, choice, options) {
    const found = await findPreviewProject(client, choice, options);
    if (found)
        return found;
    if (choice.kind === 'id')
        throw new Error('unreachable: a project id is always found or refused');
    try {
        const project = await createProject(client, { name: choice.name }, { signal: options.signal });
        options.logger.info(`Created project ${choice.name} (${project.id}).`);
        return { project, byName: true, created: true };
    }
    catch (error) {
        const lostOrRaced = error instanceof errors/* AmbiguousRequestError */.sm || (error instanceof errors/* PlatformApiError */.es && error.status === 409);
        if (!lostOrRaced)
            throw error;
        const project = await (0,list/* findNamed */.n)(listProjects(client, { signal: options.signal }), choice.name);
        if (!project)
            throw error;
        options.logger.info(`Project ${choice.name} (${project.id}) was created meanwhile; using it.`);
        return { project, byName: true, created: false };
    }
}
/**
 * Checks that every env group exists before anything is written, so a typo is a configuration error
 * and not a half-made preview.
 */
async function checkEnvGroups(client, groupIds, options) {
    for (const id of groupIds) {
        try {
            await getEnvGroup(client, id, { signal: options.signal });
        }
        catch (error) {
            if (error instanceof errors/* PlatformApiError */.es && error.status === 404) {
                throw new src_errors/* ConfigurationError */.j1(`Input "env-groups" names ${id}, which is not an env group of this account: use the ids GET /env-groups lists.`, 'env-groups');
            }
            throw error;
        }
    }
}
/** Attaches the groups the project does not have yet; resolves to the ids newly attached. */
async function attachEnvGroups(client, projectId, groupIds, options) {
    if (groupIds.length === 0)
        return [];
    const present = new Set((await listProjectEnvGroups(client, projectId, { signal: options.signal })).map((group) => group.id));
    const attached = [];
    for (const id of groupIds) {
        if (present.has(id))
            continue;
        await attachProjectEnvGroup(client, projectId, id, { signal: options.signal });
        options.logger.info(`Attached env group ${id} to project ${projectId}.`);
        attached.push(id);
    }
    return attached;
}

;// CONCATENATED MODULE: ./src/preview/copy-project.ts





/**
 * Reads the production project the preview copies. Done before the preview project is created, so a
 * wrong `from-project` is a configuration error and not a half-made preview.
 */
async function readProductionConfig(client, projectId, options) {
    const { signal } = options;
    const record = await readProjectRecord(client, projectId, 'from-project', signal);
    const routing = await readRoutingMode(client, projectId, signal);
    const proxyRules = await readProxyRules(client, projectId, signal);
    return {
        projectId,
        record,
        routing,
        // Each rule exactly as production has it (every field, the origin's text), sent back verbatim.
        proxyRules: proxyRules.rules,
        unreadableRules: proxyRules.unreadable.length,
        envGroups: (await readAttachedEnvGroups(client, projectId, signal)).map((group) => group.id),
    };
}
/**
 * Gives a just-created preview project production's settings (all but the name), routing mode, proxy
 * rules and env-group attachments. Never its domains: those are production's addresses. A failed
 * write says what was already copied, since a re-run finds the project and does not copy again.
 */
async function copyIntoPreview(client, preview, production, options) {
    const { logger, signal } = options;
    const done = [];
    try {
        const fresh = readSettings(preview.raw);
        const settings = copyableSettings(production.record).filter((setting) => !settingValuesEqual(setting.value, fresh.get(setting.name)?.value));
        if (settings.length > 0) {
            await updateProject(client, preview.id, settingsPatch(settings), { signal });
            done.push(`settings ${settings.map((setting) => setting.name).join(', ')}`);
        }
        if (production.routing !== undefined &&
            production.routing !== (await readRoutingMode(client, preview.id, signal))) {
            await setStaticRouting(client, preview.id, { mode: production.routing }, { signal });
            done.push(`routing mode ${production.routing}`);
        }
        if (production.proxyRules.length > 0) {
            await writeProxyRules(client, preview.id, production.proxyRules, signal);
            done.push(`${production.proxyRules.length} proxy rule(s)`);
        }
        if (production.unreadableRules > 0) {
            logger.warning(`${production.projectId} has ${production.unreadableRules} proxy rule(s) with no prefix this client can read; they were not copied into ${preview.id}: add them there by hand.`);
        }
        await attachEnvGroups(client, preview.id, production.envGroups, { logger, signal });
        const copied = {
            from: production.projectId,
            settings: settings.map((setting) => setting.name),
            routing: production.routing,
            proxyRules: production.proxyRules,
            unreadableRules: production.unreadableRules,
            envGroups: production.envGroups,
        };
        logger.info(describeCopy(copied, preview.id));
        return copied;
    }
    catch (error) {
        if (signal?.aborted)
            throw error;
        const landed = done.length === 0 ? 'nothing was copied yet' : `it already has ${done.join('; ')}`;
        throw new src_errors/* ActionFailure */.dR(`Copying ${production.projectId}'s configuration into the new preview project ${preview.id} failed (${landed}): ${(0,src_errors/* errorMessage */.gJ)(error)}. A re-run finds the project and does not copy again: apply the rest with project-sync, or remove the project and re-run.`);
    }
}
/** One sentence for the log and the summary. */
function describeCopy(copied, previewId) {
    const parts = [
        copied.settings.length === 0 ? 'no setting differed' : `settings ${copied.settings.join(', ')}`,
        `routing mode ${copied.routing ?? '(none shown)'}`,
        copied.proxyRules.length === 0
            ? 'no proxy rules'
            : `proxy rules ${copied.proxyRules.map((rule) => `${rule.prefix} → ${rule.origin ?? '(origin not shown)'}`).join(', ')}`,
        ...(copied.unreadableRules === 0
            ? []
            : [
                `not ${copied.unreadableRules} proxy rule(s) with no prefix this client can read (copy ${copied.unreadableRules === 1 ? 'it' : 'them'} by hand)`,
            ]),
        copied.envGroups.length === 0 ? 'no env groups' : `env groups ${copied.envGroups.join(', ')}`,
    ];
    return `Copied into ${previewId} from ${copied.from}: ${parts.join('; ')} (domains are never copied).`;
}

;// CONCATENATED MODULE: ./src/preview/domain.ts




/** The project's record of `domain` (names compared case-insensitively), if attached. */
async function findDomain(client, projectId, domain, options) {
    const domains = await listDomains(client, projectId, { signal: options.signal });
    return domains.find((d) => d.name.toLowerCase() === domain);
}
/**
 * Attaches `domain` to the project unless it is already there, so re-runs (every push to a pull
 * request) change nothing. A domain on another project stays a failure: that is not ours to move.
 */
async function ensureDomainAttached(client, projectId, domain, options) {
    let existing = await findDomain(client, projectId, domain, options);
    const alreadyAttached = existing !== undefined;
    if (existing === undefined) {
        try {
            existing = await attachDomain(client, projectId, domain, { signal: options.signal });
            options.logger.info(`Attached ${domain} to project ${projectId}.`);
        }
        catch (error) {
            // A lost answer, or a concurrent run that got there first: what counts is the platform's state.
            const maybeOurs = error instanceof errors/* AmbiguousRequestError */.sm || (error instanceof errors/* PlatformApiError */.es && error.status === 409);
            existing = maybeOurs ? await findDomain(client, projectId, domain, options) : undefined;
            if (existing === undefined)
                throw error;
        }
    }
    else {
        options.logger.info(`${domain} is already attached to project ${projectId}.`);
    }
    let madePrimary = false;
    if (options.primary && existing.primary !== true) {
        await setPrimaryDomain(client, projectId, domain, { signal: options.signal });
        options.logger.info(`Made ${domain} the primary domain of project ${projectId}.`);
        madePrimary = true;
    }
    return { alreadyAttached, madePrimary };
}
/** True when the domain is the project's primary (production) domain, by its flag or the project record. */
function isPrimaryDomain(domain, project) {
    if (domain.primary === true)
        return true;
    const primary = (0,decode/* stringField */.OM)(project.raw, 'primaryDomain', 'productionDomain');
    return primary?.toLowerCase() === domain.name.toLowerCase();
}
/** Detaches `domain`, but never the project's primary domain; a domain not attached is a no-op. */
async function detachPreviewDomain(client, projectId, domain, options) {
    const existing = await findDomain(client, projectId, domain, options);
    if (existing === undefined)
        return { kind: 'not-attached' };
    const project = await getProject(client, projectId, { signal: options.signal });
    if (isPrimaryDomain(existing, project))
        return { kind: 'primary' };
    try {
        await detachDomain(client, projectId, domain, { signal: options.signal });
    }
    catch (error) {
        // Gone between the list and the delete (another run): the goal is reached all the same.
        if (error instanceof errors/* PlatformApiError */.es && error.status === 404)
            return { kind: 'not-attached' };
        throw error;
    }
    options.logger.info(`Detached ${domain} from project ${projectId}.`);
    return { kind: 'detached' };
}

;// CONCATENATED MODULE: ./src/preview/attach.ts







/**
 * Deploying a pull request to a given project replaces what that project serves: worth a warning
 * when the project has a primary domain other than the preview's, i.e. it looks like production.
 */
function warnIfProduction(resolved, domain, logger) {
    if (resolved.byName)
        return;
    const primary = (0,decode/* stringField */.OM)(resolved.project.raw, 'primaryDomain', 'productionDomain');
    if (primary === undefined || primary.toLowerCase() === domain)
        return;
    logger.warning(`Project ${resolved.project.id} serves the primary domain ${primary}: this deploy replaces what ${primary} shows too. Use "project-name" (a project per pull request) to keep previews apart from production.`);
}
/**
 * Attach mode: project (found or created, with its env groups) → deploy → domain → proxy status.
 * A deploy that does not go live leaves the domain untouched: it keeps serving the last good build.
 */
async function attachPreview(request) {
    const { client, logger, signal, github, domain } = request;
    const options = { logger, signal };
    const url = `https://${domain}`;
    // Before any write: a wrong group id must not leave a half-made preview behind.
    await checkEnvGroups(client, request.envGroups, options);
    const production = request.fromProject === undefined
        ? undefined
        : await readProductionConfig(client, request.fromProject, options);
    const project = await ensurePreviewProject(client, request.project, options);
    const projectId = project.project.id;
    let copy;
    if (production !== undefined && project.created) {
        copy = { copied: await copyIntoPreview(client, project.project, production, options) };
    }
    else if (production !== undefined) {
        const note = `Project ${projectId} already existed, so nothing was copied from ${production.projectId}: from-project copies only into a project this run creates.`;
        logger.info(note);
        copy = { note };
    }
    const envGroupsAttached = await attachEnvGroups(client, projectId, request.envGroups, options);
    if (request.deploy)
        warnIfProduction(project, domain, logger);
    let deploy;
    if (request.deploy) {
        const step = request.deploy;
        let created;
        const inGroup = step.group ?? ((_title, fn) => fn(() => { }));
        deploy = await inGroup(null, (openGroup) => runDeployPipeline({
            client,
            projectId,
            source: step.source,
            wait: step.wait,
            timeoutMs: step.timeoutMs,
            logger,
            signal,
            onCreated: async (deployment) => {
                created = deployment;
                if (step.groupTitle)
                    openGroup(step.groupTitle(deployment));
                await github.started(deployment.id);
            },
        })).catch(async (error) => {
            if (created)
                await github.failed('failure', { deploymentId: created.id });
            throw error;
        });
        const failure = failureSentence(deploy, step.timeoutMs);
        if (failure !== undefined || deploy.status === 'cancelled') {
            const status = deploy.status === 'cancelled' ? 'cancelled' : 'failure';
            await github.failed(status, {
                deploymentId: deploy.deployment?.id,
                deploymentUrl: deploy.deployment?.url,
            });
            return {
                project,
                envGroupsAttached,
                copy,
                deploy,
                attach: undefined,
                proxyStatus: undefined,
                failure,
                url,
            };
        }
    }
    else {
        await github.started(undefined);
    }
    const attach = await ensureDomainAttached(client, projectId, domain, {
        ...options,
        primary: request.primary,
    });
    const proxyStatus = await readProxyStatus(client, projectId, domain, options);
    await github.live({
        deploymentId: deploy?.deployment?.id,
        deploymentUrl: deploy?.deployment?.url ?? project.project.liveUrl,
        domainUrl: url,
    });
    return { project, envGroupsAttached, copy, deploy, attach, proxyStatus, failure: undefined, url };
}

;// CONCATENATED MODULE: ./src/preview/detach.ts


/**
 * Detach mode. Idempotent: a domain that is not attached (or a project that does not exist) is a
 * notice and a success. The project's primary domain is never detached: that is a failure, because the
 * `domain` input then names production, which a preview workflow must never take offline.
 */
async function detachPreview(request) {
    const { client, domain, logger, signal } = request;
    const project = await findPreviewProject(client, request.project, { logger, signal });
    if (project === undefined) {
        const name = request.project.kind === 'name' ? request.project.name : '';
        await request.github.removed(domain);
        return {
            project,
            result: { kind: 'no-project' },
            notices: [`There is no project named ${name}, so ${domain} is attached nowhere: nothing to detach.`],
            failure: undefined,
        };
    }
    const { id } = project.project;
    const result = await detachPreviewDomain(client, id, domain, { logger, signal });
    if (result.kind === 'primary') {
        return {
            project,
            result,
            notices: [],
            failure: `Refusing to detach ${domain}: it is the primary (production) domain of project ${id}, and a preview never takes production offline. Set "domain" to the preview's own domain, e.g. pr-{pr}.preview.example.com.`,
        };
    }
    const notices = [];
    if (result.kind === 'not-attached') {
        notices.push(`${domain} is not attached to project ${id}: nothing to detach.`);
    }
    if (project.byName) {
        notices.push(`Project ${project.project.name ?? id} (${id}) remains: the platform API cannot delete projects. Delete it in the dashboard if it is no longer needed; a reopened pull request will reuse it.`);
    }
    await request.github.removed(domain);
    return { project, result, notices, failure: undefined };
}

;// CONCATENATED MODULE: ./src/preview/forks.ts

/**
 * Only a pull request whose head is this repository gets a preview. A fork's head branch is anyone's
 * to name (`main`), so a preview made from it could take a production name, and preview-sweep never
 * matches forks against the templates: what a preview step made for one would never be swept. Refused
 * before any request (a fork run only has a key under `pull_request_target` or a similar trigger).
 */
function refuseForkPreview(action, pullRequest) {
    if (pullRequest?.isFork !== true)
        return;
    throw new src_errors/* ActionFailure */.dR(`Pull request #${pullRequest.number} comes from a fork, and fork pull requests never get a preview, so ${action} changed nothing; skip the step for forks with \`if: github.event.pull_request.head.repo.full_name == github.repository\` (the preview workflow does).`);
}

;// CONCATENATED MODULE: ./src/actions/common/deploy-inputs.ts




/**
 * Refuses a `path` that is not a folder of the checkout (a link out of it, an absolute path
 * elsewhere) or is in a `.git`, before any request: packed, it would be served publicly.
 */
function checkUploadRoot(config, workspace) {
    const problem = deployRootProblem(workspace, config.path);
    if (problem)
        throw new src_errors/* ConfigurationError */.j1(`Input "path" ("${config.path}") ${problem}.`, 'path');
}
/** What deploy and preview-domain pack and upload: `path` under the workspace, as the inputs say. */
function workspaceUpload(config, workspace, tempDir) {
    checkUploadRoot(config, workspace);
    return {
        kind: 'upload',
        root: (0,external_node_path_.resolve)(workspace, config.path),
        exclude: config.exclude,
        tempDir,
        uploadFormat: config.uploadFormat,
        compressionLevel: config.compressionLevel,
    };
}
function readWorkspaceDeployInputs(inputs) {
    return {
        path: inputs.raw('path') || '.',
        exclude: inputs.list('exclude'),
        wait: inputs.boolean('wait'),
        timeoutMs: inputs.durationMs('timeout'),
        uploadFormat: inputs.oneOf('upload-format', UPLOAD_FORMATS),
        compressionLevel: inputs.integer('compression-level', 0, 9),
    };
}

// EXTERNAL MODULE: ./src/actions/common/platform-action.ts + 24 modules
var platform_action = __nccwpck_require__(5589);
// EXTERNAL MODULE: ./src/hostname.ts
var hostname = __nccwpck_require__(3950);
;// CONCATENATED MODULE: ./src/preview/branch-slug.ts


/** Hex digits of the suffix that keeps two branches apart once their slugs would be equal. */
const HASH_LENGTH = 6;
/** A short, stable hash of the branch name as given, so `feature/a` and `feature-a` never share a slug. */
function branchHash(branch) {
    return (0,external_node_crypto_.createHash)('sha256').update(branch, 'utf8').digest('hex').slice(0, HASH_LENGTH);
}
/**
 * The branch as lower-case ASCII letters, digits and hyphens: accents are dropped (é → e), every
 * other character, slashes included, becomes a hyphen, and runs of hyphens collapse.
 */
function transliterate(branch) {
    return branch
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '');
}
/**
 * A DNS-safe form of a branch name that fits in `maxLength` characters (a label's room once the rest of
 * the label is placed). When the slug is not the branch itself (case, slashes, unicode, or shortened),
 * a hash of the original name is appended, so different branches do not end up on the same domain.
 */
function branchSlug(branch, maxLength = hostname/* MAX_LABEL_LENGTH */.rn) {
    if (maxLength < HASH_LENGTH) {
        throw new RangeError(`a branch slug needs at least ${HASH_LENGTH} characters, not ${maxLength}`);
    }
    const clean = transliterate(branch);
    if (clean === branch && clean.length <= maxLength)
        return clean;
    const hash = branchHash(branch);
    // Room for the text before "-<hash>"; a slug with no text left is the hash alone.
    const room = maxLength - HASH_LENGTH - 1;
    const head = room > 0 ? clean.slice(0, room).replace(/-+$/, '') : '';
    return head === '' ? hash : `${head}-${hash}`;
}

;// CONCATENATED MODULE: ./src/preview/template.ts



const PLACEHOLDERS = ['pr', 'branch', 'sha'];
const PLACEHOLDER = /\{([^{}]*)\}/g;
/** The smallest room `{branch}` may get: a hash suffix alone. */
const MIN_BRANCH_ROOM = 6;
const MISSING = {
    pr: 'this run is not for a pull request (use it on pull_request events, or drop {pr})',
    branch: 'this run has no branch (a tag or a detached commit); use {sha} or {pr} instead',
    sha: 'this run has no commit SHA',
};
/** The placeholders a template uses; a ConfigurationError names any unknown one. */
function placeholdersOf(template, input) {
    const used = [];
    for (const [, name = ''] of template.matchAll(PLACEHOLDER)) {
        if (!PLACEHOLDERS.includes(name)) {
            throw new src_errors/* ConfigurationError */.j1(`Input "${input}" uses the unknown placeholder {${name}}: only {pr}, {branch} and {sha} are allowed.`, input);
        }
        used.push(name);
    }
    return used;
}
function fixedValue(name, values, input) {
    const value = name === 'pr' ? values.pr?.toString() : values.sha?.slice(0, 7).toLowerCase();
    if (value === undefined || value === '') {
        throw new src_errors/* ConfigurationError */.j1(`Input "${input}" uses {${name}}, but ${MISSING[name]}.`, input);
    }
    return value;
}
/**
 * Fills one segment (a DNS label, or a whole project name): {pr} and {sha} first, then {branch}
 * shortened so the segment stays within 63 characters.
 */
function renderSegment(segment, values, input) {
    const used = placeholdersOf(segment, input);
    let text = segment;
    for (const name of ['pr', 'sha']) {
        if (used.includes(name))
            text = text.replaceAll(`{${name}}`, fixedValue(name, values, input));
    }
    const branchCount = used.filter((name) => name === 'branch').length;
    if (branchCount === 0)
        return text;
    if (values.branch === undefined || values.branch === '') {
        throw new src_errors/* ConfigurationError */.j1(`Input "${input}" uses {branch}, but ${MISSING.branch}.`, input);
    }
    const fixedLength = text.replaceAll('{branch}', '').length;
    const room = Math.floor((hostname/* MAX_LABEL_LENGTH */.rn - fixedLength) / branchCount);
    if (room < MIN_BRANCH_ROOM) {
        throw new src_errors/* ConfigurationError */.j1(`Input "${input}" leaves no room for {branch} in "${segment}": a part between dots may hold at most ${hostname/* MAX_LABEL_LENGTH */.rn} characters; shorten the text around {branch}.`, input);
    }
    return text.replaceAll('{branch}', branchSlug(values.branch, room));
}
/** Fills a project-name template such as `shop-pr-{pr}`; {branch} is made DNS-safe. */
function renderProjectName(template, values, input = 'project-name') {
    const name = renderSegment(template.trim(), values, input);
    if (name === '')
        throw new src_errors/* ConfigurationError */.j1(`Input "${input}" renders to an empty name.`, input);
    return name;
}
/**
 * Fills a domain template such as `pr-{pr}.preview.example.com` and checks the result is a host name:
 * labels of 1-63 lower-case letters, digits and inner hyphens, at most 253 characters in all.
 */
function renderDomain(template, values, input = 'domain') {
    const trimmed = template.trim().replace(/\.$/, '');
    placeholdersOf(trimmed, input);
    const domain = trimmed
        .split('.')
        .map((label) => renderSegment(label, values, input))
        .join('.')
        .toLowerCase();
    const problem = (0,hostname/* hostnameProblem */.RH)(domain);
    if (problem !== undefined) {
        throw new src_errors/* ConfigurationError */.j1(`Input "${input}" gives "${domain}", which is not a valid host name: ${problem}.`, input);
    }
    return domain;
}

;// CONCATENATED MODULE: ./src/actions/preview-domain/inputs.ts



function templateValues(run) {
    // In the merge queue, {pr} is the pull request the queue's ref names (the last of a batch).
    return {
        pr: run.pullRequest?.number ?? run.mergeGroup?.pullNumber,
        branch: run.branch,
        sha: run.commitSha,
    };
}
/** `auto` detaches when a pull request closes (merged or not) and attaches on every other event. */
function resolveMode(mode, run) {
    if (mode !== 'auto')
        return mode;
    return run.pullRequest?.action === 'closed' ? 'detach' : 'attach';
}
function readProject(inputs, values) {
    const id = inputs.optionalId('project', "a project's id or name");
    const template = inputs.optional('project-name');
    if ((id === undefined) === (template === undefined)) {
        throw new src_errors/* ConfigurationError */.j1('Give exactly one of the inputs "project" (an existing project\'s id or name) and "project-name" (a template such as shop-pr-{pr}, for a project created when missing).', id === undefined ? 'project' : 'project-name');
    }
    if (id !== undefined)
        return { kind: 'id', id };
    requirePerPullPlaceholder(template, 'project-name', 'shop-pr-{pr}');
    return { kind: 'name', name: renderProjectName(template, values) };
}
/** How much of a template an error echoes. */
const ECHOED_CHARS = 80;
/**
 * A template without {pr}, {branch} or {sha} renders the same name for every pull request: all of
 * them would share one preview, and closing any one would detach the domain (production's, when it
 * names production) from it. As preview-database's `name` must hold {pr}, these must hold one.
 */
function requirePerPullPlaceholder(template, input, example) {
    if (placeholdersOf(template, input).length > 0)
        return;
    const trimmed = template.trim();
    const shown = trimmed.length > ECHOED_CHARS ? `${trimmed.slice(0, ECHOED_CHARS)}…` : trimmed;
    throw new src_errors/* ConfigurationError */.j1(`Input "${input}" ("${shown}") has no {pr}, {branch} or {sha}, so every pull request would share it and closing one would take it from all; give each pull request its own, e.g. ${example}.`, input);
}
/** Everything but api-key and api-url (readConnection reads those first, so the key is masked). */
function readPreviewDomainInputs(inputs, run) {
    const values = templateValues(run);
    const domainTemplate = inputs.required('domain', 'set it to a template such as pr-{pr}.preview.example.com');
    const domain = renderDomain(domainTemplate, values);
    requirePerPullPlaceholder(domainTemplate, 'domain', 'pr-{pr}.preview.example.com');
    const project = readProject(inputs, values);
    const fromProject = inputs.optionalId('from-project', "a project's id or name");
    if (fromProject !== undefined && project.kind === 'id') {
        throw new src_errors/* ConfigurationError */.j1('Input "from-project" copies production into a preview project this run creates, and "project" names an existing one: use "project-name" (e.g. shop-pr-{pr}) instead of "project", or leave "from-project" out.', 'from-project');
    }
    return {
        project,
        fromProject,
        envGroups: inputs.list('env-groups', { commas: true }),
        domain,
        mode: resolveMode(inputs.oneOf('mode', ['attach', 'detach', 'auto']), run),
        deploy: inputs.boolean('deploy'),
        ...readWorkspaceDeployInputs(inputs),
        primary: inputs.boolean('primary'),
        githubToken: inputs.optional('github-token'),
        comment: inputs.boolean('comment'),
        githubDeployment: inputs.boolean('github-deployment'),
    };
}

;// CONCATENATED MODULE: ./src/api/resources/projects-resolve.ts


/** How many close names a "no such project" sentence offers. */
const CLOSE_NAMES = 5;
/**
 * Finds projects by id or name for one run, for every reference a run makes to one: a reference that
 * is an existing id is that project (one GET, so an id wins over another project's equal name);
 * anything else is matched by name against the whole list, read once per run however many
 * references are looked up (cron files name many). A name two projects share is not guessed at.
 */
class ProjectDirectory {
    #client;
    #signal;
    #lookups = new Map();
    #all;
    constructor(client, signal) {
        this.#client = client;
        this.#signal = signal;
    }
    lookUp(reference) {
        const wanted = reference.trim();
        let lookup = this.#lookups.get(wanted);
        if (lookup === undefined) {
            lookup = this.#lookUp(wanted);
            this.#lookups.set(wanted, lookup);
        }
        return lookup;
    }
    async #lookUp(wanted) {
        const byId = await this.#byId(wanted);
        if (byId !== undefined)
            return { kind: 'found', project: byId };
        const projects = await this.#list();
        const matches = projects.filter((project) => project.name === wanted);
        if (matches.length === 1)
            return { kind: 'found', project: matches[0] };
        if (matches.length > 1)
            return { kind: 'several', matches };
        return { kind: 'none', close: closeNames(projects, wanted), count: projects.length };
    }
    async #byId(wanted) {
        try {
            return await getProject(this.#client, wanted, { signal: this.#signal });
        }
        catch (error) {
            // Not an id of this account (or not shaped like one): it may still be a name.
            if (error instanceof errors/* PlatformApiError */.es && [400, 404, 422].includes(error.status))
                return undefined;
            throw error;
        }
    }
    #list() {
        this.#all ??= listProjects(this.#client, { query: { limit: 100 }, signal: this.#signal });
        return this.#all;
    }
}
/** `shop (prj_shop)`, or the id alone when the platform gave the project no name. */
function projectLabel(project) {
    return project.name === undefined || project.name === project.id
        ? project.id
        : `${project.name} (${project.id})`;
}
/** Names like `wanted`: the same but for case, one inside the other, or a few typos away. */
function closeNames(projects, wanted) {
    const needle = wanted.toLowerCase();
    const scored = projects
        .filter((project) => project.name !== undefined)
        .map((project) => {
        const name = project.name.toLowerCase();
        const contained = name.includes(needle) || needle.includes(name);
        return { project, distance: contained ? 0 : editDistance(name, needle) };
    })
        .filter(({ distance }) => distance <= Math.max(2, Math.floor(needle.length / 4)));
    scored.sort((a, b) => a.distance - b.distance);
    return scored.slice(0, CLOSE_NAMES).map(({ project }) => project);
}
function editDistance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        for (let j = 1; j <= b.length; j++) {
            const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
            current.push(Math.min(previous[j] + 1, current[j - 1] + 1, substitution));
        }
        previous = current;
    }
    return previous[b.length];
}

// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __nccwpck_require__(2495);
;// CONCATENATED MODULE: ./src/preview/render.ts


/** The sticky comment once the PR is closed: the links it carried no longer lead anywhere. */
function renderPreviewRemovedComment(input) {
    const rows = [
        ['Status', '🧹 Preview removed'],
        ['Preview domain', { markdown: `\`${input.domain.replace(/`/g, '')}\` (detached)` }],
    ];
    if (input.runUrl)
        rows.push(['Run', { markdown: (0,markdown/* markdownLink */.iQ)('Logs', input.runUrl) }]);
    const heading = `### Preview of ${(0,markdown/* escapeTableCell */.aL)((0,secrets_redact/* redact */.E$)(input.project))}\n`;
    return (0,secrets_redact/* redact */.E$)(`${heading}\n${(0,markdown/* renderTable */.bo)(['', ''], rows)}`);
}
const render_link = (url) => ({ markdown: (0,markdown/* markdownLink */.iQ)(url, url) });
/** The job summary of one preview-domain run. */
function renderPreviewSummary(summary) {
    if (summary.mode === 'detach') {
        const rows = [
            ['Project', summary.project ?? '(none)'],
            ['Domain', summary.domain],
            ['Outcome', summary.outcome],
        ];
        const notes = summary.notes.map((note) => `- ${(0,markdown/* escapeTableCell */.aL)(note)}\n`).join('');
        return `### Preview domain detach\n\n${(0,markdown/* renderTable */.bo)(['', ''], rows)}${notes ? `\n${notes}` : ''}`;
    }
    const project = summary.projectName ? `${summary.projectName} (${summary.project})` : summary.project;
    const rows = [
        ['Project', `${project}${summary.projectCreated ? ', created by this run' : ''}`],
        ['Preview domain', render_link(`https://${summary.domain}`)],
        ['Domain', summary.alreadyAttached ? 'already attached' : 'attached by this run'],
        ['Proxy status', summary.proxyStatus],
    ];
    if (summary.madePrimary)
        rows.push(['Primary', 'made the primary domain by this run']);
    if (summary.envGroupsAttached.length > 0)
        rows.push(['Env groups attached', summary.envGroupsAttached.join(', ')]);
    if (summary.copied)
        rows.push(['From production', summary.copied]);
    if (summary.deploymentId)
        rows.push(['Deployment', summary.deploymentId]);
    if (summary.deploymentUrl)
        rows.push(['Deployment URL', render_link(summary.deploymentUrl)]);
    return `### Preview domain\n\n${(0,markdown/* renderTable */.bo)(['', ''], rows)}`;
}

;// CONCATENATED MODULE: ./src/actions/preview-domain/report.ts






function setOutputs(outputs, values) {
    outputs.setAll({
        'project-id': values.projectId,
        'deployment-id': values.deploymentId,
        domain: values.domain,
        url: values.url,
        'proxy-status': values.proxyStatus,
    });
}
/**
 * Outputs, annotations and the job summary of an attach; resolves to why the step fails, if it does.
 * Outputs are set whatever the outcome, so later steps can read them with `if: always()`.
 */
async function reportAttach(port, outputs, outcome, domain) {
    const { deploy, project } = outcome;
    const deployment = deploy?.deployment;
    setOutputs(outputs, {
        projectId: project.project.id,
        deploymentId: deployment?.id ?? '',
        domain,
        url: outcome.url,
        proxyStatus: outcome.proxyStatus ?? '',
    });
    const tail = deploy ? logTail(deploy.logLines) : [];
    if (deploy?.status === 'failed' && tail.length > 0) {
        port.error((0,secrets_redact/* redact */.E$)(tail.join('\n')), {
            title: `Deployment ${deployment?.id ?? ''} failed: build log tail`,
        });
    }
    if (deploy) {
        await port.appendSummary((0,summary/* renderDeploySummary */.AY)({
            project: projectLabel(project.project),
            status: toGitHubStatus(deploy.status),
            durationMs: deploy.finishedAt - deploy.startedAt,
            ...(deployment ? { deploymentId: deployment.id } : {}),
            ...(deployment?.url ? { url: deployment.url } : {}),
            ...(outcome.failure ? { error: outcome.failure } : {}),
            ...(outcome.failure && tail.length > 0 ? { logTail: tail } : {}),
        }));
    }
    if (outcome.attach === undefined)
        return outcome.failure;
    port.notice(`Preview at ${outcome.url}`, { title: 'Preview domain attached' });
    await port.appendSummary(renderPreviewSummary({
        mode: 'attach',
        project: project.project.id,
        projectName: project.project.name,
        projectCreated: project.created,
        envGroupsAttached: outcome.envGroupsAttached,
        ...copySummary(outcome),
        domain,
        alreadyAttached: outcome.attach.alreadyAttached,
        madePrimary: outcome.attach.madePrimary,
        proxyStatus: outcome.proxyStatus ?? 'unknown',
        deploymentId: deployment?.id,
        deploymentUrl: deployment?.url,
    }));
    return outcome.failure;
}
/** The summary's "Copied" row: what `from-project` copied, or why it copied nothing. */
function copySummary(outcome) {
    const { copy } = outcome;
    if (copy === undefined)
        return {};
    return { copied: 'note' in copy ? copy.note : describeCopy(copy.copied, outcome.project.project.id) };
}
const DETACH_OUTCOMES = {
    detached: 'detached',
    'not-attached': 'was not attached (nothing to do)',
    'no-project': 'no such project (nothing to do)',
    primary: 'refused: it is the primary (production) domain',
};
/** Outputs, notices and the job summary of a detach; resolves to why the step fails, if it does. */
async function reportDetach(port, outputs, outcome, domain) {
    setOutputs(outputs, {
        projectId: outcome.project?.project.id ?? '',
        deploymentId: '',
        domain,
        url: `https://${domain}`,
        proxyStatus: '',
    });
    for (const notice of outcome.notices)
        port.notice((0,secrets_redact/* redact */.E$)(notice), { title: 'Preview domain' });
    await port.appendSummary(renderPreviewSummary({
        mode: 'detach',
        project: outcome.project?.project.id,
        domain,
        outcome: DETACH_OUTCOMES[outcome.result.kind],
        notes: outcome.failure ? [outcome.failure, ...outcome.notices] : outcome.notices,
    }));
    return outcome.failure;
}

;// CONCATENATED MODULE: ./src/actions/common/spec.ts
function defineAction(spec) {
    return spec;
}
/** What most actions' `status` output says: the step as a whole succeeded, failed (however early) or was cancelled. */
const STEP_STATUS = '`succeeded`, `failed` (the step failed, however early: an input, the key, the platform), or `cancelled`.';
/** The `status` output every action has: the usual values, or the action's own. */
function statusOutput(values = STEP_STATUS) {
    return { status: { description: values } };
}
/** The `timeout` of an action that waits for something: what it waits for, and for how long by default. */
function waitTimeoutInput(waitsFor, byDefault) {
    const description = `How long to wait for ${waitsFor}: \`90s\`, \`15m\`, \`1h\`, or plain seconds.`;
    return { timeout: { description, default: byDefault } };
}

;// CONCATENATED MODULE: ./src/actions/common/deploy-spec.ts

/** Inputs shared by every action that deploys the workspace (deploy, preview-domain). */
const WORKSPACE_DEPLOY_INPUTS = {
    path: { description: 'The directory to zip and upload (upload mode).', default: '.' },
    exclude: {
        description: 'Glob patterns to leave out, one per line, in .gitignore syntax, on top of the .gitignore files.',
    },
    wait: {
        description: 'Follow the deployment until it is live or failed (`true`), or return right after creating it.',
        default: 'true',
    },
    ...waitTimeoutInput('the deployment to go live', '30m'),
    'upload-format': {
        description: "How the zip is sent to `POST /uploads`: `multipart` (a `file` form field), `raw` (the zip as the body), or `auto`, which asks the platform's `/openapi.json` and otherwise tries multipart, then raw.",
        default: 'auto',
    },
    'compression-level': {
        description: 'Deflate level of the zip, `0` (store every file) to `9` (smallest, slowest). Images, fonts, video and archives are stored whatever the level.',
        default: '1',
    },
};
/** Post-deploy checks of the live site (deploy only). */
const CHECK_INPUTS = {
    'check-path': {
        description: "Paths of the project's live URL to fetch once the deployment is live, one per line, each starting with `/` (e.g. `/` and `/health`). No checks when empty.",
    },
    'check-status': { description: 'The HTTP status every checked path must answer.', default: '200' },
    'check-contains': { description: 'A text the body of every checked path must contain.' },
    'check-timeout': {
        description: 'How long the checks retry before they count as failed: `30s`, `2m`, or plain seconds.',
        default: '1m',
    },
    'on-check-failure': {
        description: '`fail` fails the step; `rollback` also redeploys the previous live deployment, follows it, then fails the step naming both deployments.',
        default: 'fail',
    },
};

;// CONCATENATED MODULE: ./src/actions/common/platform-inputs.ts
/** Inputs every platform action takes, described once. */
const PLATFORM_INPUTS = {
    'api-key': {
        description: 'A platform API key (`<prefix>_pk_<secret>`). Pass it from a secret. Write operations need a full key; a read key can only plan.',
        required: true,
        secret: true,
    },
    'api-url': {
        description: 'The platform API base URL. It may end in `/api/v1` or not.',
        required: true,
    },
    'api-rate': {
        description: 'Requests per second this step may make with the key (1 to 20; the platform allows 20 per key). Lower it when several jobs share one key at once.',
        default: '15',
    },
    'allow-insecure-http': {
        description: 'Accept an `api-url` of plain http:// to a host other than this machine (loopback is always allowed). Every request carries the key, so only for a network you trust.',
        default: 'false',
    },
};
/**
 * The `github-token` input of an action that talks to GitHub: the job's own token by default, never
 * echoed. `description` says what this action does with it (and which permissions it needs).
 */
function githubTokenInput(description = 'Token for the job summary links, PR comments and GitHub Deployments. Missing permissions only give warnings.') {
    return { 'github-token': { description, default: '${{ github.token }}', secret: true } };
}
const GITHUB_TOKEN_INPUT = githubTokenInput();

;// CONCATENATED MODULE: ./src/actions/preview-domain/spec.ts



const spec = defineAction({
    name: 'preview-domain',
    title: 'Preview domain for a pull request',
    summary: 'A deployment per pull request behind its own domain (`pr-{pr}.preview.example.com`), detached on close; the production domain untouched.',
    description: 'Deploy a pull request to its own platform project and domain, and detach the domain when the pull request closes.',
    inputs: {
        ...PLATFORM_INPUTS,
        project: {
            description: "The project's id or name: an existing project to attach the preview domain to. Give this or `project-name`.",
        },
        'project-name': {
            description: 'A project name template such as `shop-pr-{pr}` (`{pr}`, `{branch}`, `{sha}`): the project is found by name, or created when missing. Give this or `project`.',
        },
        'from-project': {
            description: "The production project's id or name: the project a preview project created by this run copies: its settings (not its name), routing mode, proxy rules and env groups, never its domains. Only with `project-name`; a project that already exists is left as it is.",
        },
        'env-groups': {
            description: 'Env group ids to attach to the project (one per line or comma-separated), so a preview gets its settings without copying secret values.',
        },
        domain: {
            description: 'The preview domain template, e.g. `pr-{pr}.preview.example.com`. `{pr}`, `{branch}` (made DNS-safe) and `{sha}` (7 characters) are filled in.',
            required: true,
        },
        mode: {
            description: '`attach`, `detach`, or `auto`: detach on a pull_request `closed` event, attach otherwise.',
            default: 'auto',
        },
        deploy: {
            description: 'In attach mode, deploy the workspace (`path`, `exclude`, `upload-format`, `wait`, `timeout`) before attaching.',
            default: 'true',
        },
        ...WORKSPACE_DEPLOY_INPUTS,
        primary: { description: 'Make the domain the primary domain of the project.', default: 'false' },
        ...GITHUB_TOKEN_INPUT,
        comment: {
            description: 'Post or update one sticky comment on the pull request with the deployment and domain URLs.',
            default: 'true',
        },
        'github-deployment': {
            description: 'Record a transient `preview` GitHub Deployment; on detach, set the deployments of the pull request branch inactive.',
            default: 'true',
        },
    },
    outputs: {
        ...statusOutput(),
        'project-id': { description: 'The id of the project the domain is attached to (or was detached from).' },
        'deployment-id': { description: 'The platform deployment id, when this run deployed.' },
        domain: { description: 'The rendered preview domain, e.g. `pr-7.preview.example.com`.' },
        url: { description: '`https://` and the preview domain.' },
        'proxy-status': {
            description: 'The CDN-proxy status of the domain after attaching (e.g. `pending`, `active`); empty on detach.',
        },
    },
});

;// CONCATENATED MODULE: ./src/sync/project-lookup.ts

/**
 * Why `reference` names no single project, as the end of a sentence that starts with what named it
 * (`Input "project" is "shop"` or `Job "nightly": project "shop"`). It lives in src/sync, below src/projects,
 * because the cron file's model names projects too and src/projects already builds on src/sync.
 */
function lookupProblem(lookup) {
    if (lookup.kind === 'several') {
        const ids = lookup.matches.map((project) => project.id).join(', ');
        return `is the name of ${lookup.matches.length} projects (${ids}): give the id of the one meant instead`;
    }
    const offer = lookup.close.length > 0
        ? `close names: ${lookup.close.map(projectLabel).join(', ')}`
        : `the key sees ${lookup.count} project(s)`;
    return `is neither the id nor the name of a project the key can see (${offer}): check the id or name, and that the \`api-key\` belongs to the organisation that owns it`;
}

;// CONCATENATED MODULE: ./src/projects/project-input.ts



/**
 * The project an input names, by id or name, or the input's ConfigurationError. Says which project
 * was meant, name and id, once in the log.
 */
async function resolveProjectInput(directory, input, reference, logger) {
    const lookup = await directory.lookUp(reference);
    if (lookup.kind !== 'found') {
        throw new src_errors/* ConfigurationError */.j1(`Input "${input}" is "${reference}", which ${lookupProblem(lookup)}.`, input);
    }
    logger.info(`Project ${projectLabel(lookup.project)}.`);
    return lookup.project;
}
/** One project input of an action, resolved with a directory of its own. */
function resolveProject(client, reference, options) {
    const directory = new ProjectDirectory(client, options.signal);
    return resolveProjectInput(directory, options.input ?? 'project', reference, options.logger);
}

// EXTERNAL MODULE: ./src/github/client.ts + 1 modules
var client = __nccwpck_require__(5944);
// EXTERNAL MODULE: ./src/github/failures.ts
var failures = __nccwpck_require__(8112);
;// CONCATENATED MODULE: ./src/github/live-commit.ts



/** The payload key our GitHub Deployments carry the platform deployment's id under. */
const PLATFORM_DEPLOYMENT_KEY = 'platformDeployment';
/**
 * How `head` stands against `base`, from one compare request (`per_page=1`: only the status is
 * wanted, not the files). `behind` means `head` is an ancestor of `base`.
 */
async function compareCommits(access, where) {
    try {
        const { data } = await (await clientFor(access)).rest.repos.compareCommitsWithBasehead({
            owner: where.owner,
            repo: where.repo,
            basehead: `${where.base}...${where.head}`,
            per_page: 1,
        });
        const status = String(data.status);
        if (status === 'ahead' || status === 'behind' || status === 'diverged' || status === 'identical') {
            return { kind: 'known', status };
        }
        return { kind: 'unknown', reason: `GitHub compared them as "${status}"` };
    }
    catch (error) {
        return { kind: 'unknown', reason: unreadable(error) };
    }
}
/**
 * The commit of the GitHub Deployment this repository's workflows made for `platformDeployment`
 * (the id is in its payload, with the project), among the newest 100 of `environment`: one request.
 * Only deployments whose payload names both are ours to read; anything else's is left alone.
 */
async function commitOfPlatformDeployment(access, where) {
    try {
        const { data } = await (await clientFor(access)).rest.repos.listDeployments({
            owner: where.owner,
            repo: where.repo,
            environment: where.environment,
            per_page: 100,
        });
        const ours = data.find((deployment) => {
            const payload = deployment.payload;
            if (payload === null || typeof payload !== 'object')
                return false;
            const record = payload;
            return record[PLATFORM_DEPLOYMENT_KEY] === where.platformDeployment && record.project === where.project;
        });
        if (ours)
            return { sha: ours.sha };
        return {
            unknown: `no GitHub Deployment of environment ${where.environment} among its newest 100 names platform deployment ${where.platformDeployment}`,
        };
    }
    catch (error) {
        return { unknown: unreadable(error) };
    }
}
function unreadable(error) {
    const status = httpStatusOf(error);
    return status === undefined
        ? `GitHub did not answer (${errorMessage(error)})`
        : `GitHub answered ${status}`;
}

;// CONCATENATED MODULE: ./src/github/deployment-reporter.ts

/**
 * The GitHub side of anything deployed by a run: one GitHub Deployment with its statuses (linked to
 * the run's log) and one sticky pull request comment per project. It knows nothing of what was
 * deployed or how: callers say which status and which card to show. GitHub bookkeeping never fails a
 * run: every GitHub failure is one warning (src/github/failures.ts), and a refused comment is not
 * tried again. Octokit is loaded only when GitHub is called: it is a third of a bundle's start-up.
 */
class GitHubDeploymentReporter {
    #options;
    #canCall;
    #tracker;
    /** GitHub refused a comment: later updates of this run would be refused too, with the same warning. */
    #commentRefused = false;
    constructor(options) {
        this.#options = options;
        const { context, token } = options;
        this.#canCall = token !== undefined && context.owner !== '' && context.repo !== '';
        if (!this.#canCall && (options.githubDeployment || (options.comment && context.pullRequest))) {
            options.logger.info('No github-token: skipping the GitHub Deployment and the PR comment.');
        }
        // Started at once, so the import overlaps whatever the run does before its first status.
        this.#tracker =
            this.#canCall && options.githubDeployment && token !== undefined
                ? __nccwpck_require__.e(/* import() */ 887).then(__nccwpck_require__.bind(__nccwpck_require__, 6887)).then(({ GitHubDeploymentTracker }) => new GitHubDeploymentTracker({
                    token,
                    apiUrl: context.apiUrl,
                    owner: context.owner,
                    repo: context.repo,
                    logger: options.logger,
                }))
                : Promise.resolve(undefined);
    }
    /** Create the GitHub Deployment (in progress, linked to the run's log), carrying the project. */
    async start(deployment, platformDeployment) {
        const tracker = await this.#tracker;
        // The platform deployment's id lets a later deploy learn which commit is live (src/deploy/live-guard.ts).
        const payload = {
            ...deployment.payload,
            project: this.#options.project,
            ...(platformDeployment === undefined ? {} : { [PLATFORM_DEPLOYMENT_KEY]: platformDeployment }),
        };
        await tracker?.start({ ...deployment, payload, ...this.#logUrl() });
    }
    /** The GitHub Deployment's last status, linked to the run's log. */
    async finish(outcome, options = {}) {
        const tracker = await this.#tracker;
        await tracker?.finish(outcome, { ...options, ...this.#logUrl() });
    }
    /** The earlier deployments of the started one's environment (narrowed by `filter`) go inactive. */
    async deactivatePrevious(filter) {
        const tracker = await this.#tracker;
        await tracker?.deactivatePreviousForEnvironment(filter);
    }
    /** The previous live deployment of this project in the started one's environment goes inactive. */
    async inactivatePreviousLive() {
        const tracker = await this.#tracker;
        await tracker?.inactivatePreviousLive(this.#options.project);
    }
    /** Every deployment of `environment` (narrowed by `filter`) goes inactive; undefined when not tracking. */
    async inactivateAll(environment, filter) {
        const tracker = await this.#tracker;
        return tracker?.inactivateAllForEnvironment(environment, filter);
    }
    /** The sticky comment shows `card` with the project, the commit and the run's log. */
    async comment(card) {
        if (!this.#commenting())
            return;
        const { renderDeployComment } = await __nccwpck_require__.e(/* import() */ 604).then(__nccwpck_require__.bind(__nccwpck_require__, 3604));
        const { context, project, projectName } = this.#options;
        await this.commentBody(renderDeployComment({
            project,
            ...(projectName ? { projectName } : {}),
            commitSha: context.commitSha,
            ...card,
            ...(context.runUrl ? { runUrl: context.runUrl } : {}),
        }));
    }
    /** The sticky comment says `body` instead (e.g. that a preview was removed). */
    async commentBody(body) {
        const { context, token, project, logger } = this.#options;
        if (!this.#commenting() || token === undefined || context.pullRequest === undefined)
            return;
        const { deployCommentMarker, upsertStickyComment } = await __nccwpck_require__.e(/* import() */ 604).then(__nccwpck_require__.bind(__nccwpck_require__, 3604));
        await upsertStickyComment({
            logger,
            token,
            apiUrl: context.apiUrl,
            owner: context.owner,
            repo: context.repo,
            issueNumber: context.pullRequest.number,
            // One marker for every action: a pull request shows one comment per project, whichever wrote it.
            marker: deployCommentMarker(project),
            body,
            ...(context.runUrl ? { runUrl: context.runUrl } : {}),
            onRefused: () => {
                this.#commentRefused = true;
            },
        });
    }
    #commenting() {
        const { comment, context } = this.#options;
        return this.#canCall && comment && context.pullRequest !== undefined && !this.#commentRefused;
    }
    #logUrl() {
        const { runUrl } = this.#options.context;
        return runUrl ? { logUrl: runUrl } : {};
    }
}

;// CONCATENATED MODULE: ./src/actions/preview-domain/github.ts


/** Previews live in one transient GitHub environment; each PR's deployments carry its head branch as ref. */
const PREVIEW_ENVIRONMENT = 'preview';
/**
 * The GitHub side of a preview: one transient `preview` GitHub Deployment per run, one sticky PR
 * comment with both URLs, and, when the preview goes away, the PR's deployments set inactive.
 */
class PreviewGitHub {
    #github;
    #options;
    #started = false;
    constructor(options) {
        this.#options = options;
        this.#github = new GitHubDeploymentReporter({ ...options, project: options.projectId });
    }
    /**
     * The ref GitHub deployments are made for and filtered by: the PR's head branch; in the merge queue,
     * the group's head commit (its queue branch is deleted once the group lands or fails).
     */
    get #ref() {
        const { context } = this.#options;
        return context.mergeGroup?.headSha ?? context.branch ?? context.commitSha;
    }
    /** `preview`, shared by pull requests (told apart by ref); `queue/<project>` in the merge queue. */
    get #environment() {
        const { context, projectId } = this.#options;
        return context.mergeGroup ? `queue/${projectId}` : PREVIEW_ENVIRONMENT;
    }
    /** A deploy (or, without one, the attach) has begun. */
    async started(deploymentId) {
        await this.#github.start({
            environment: this.#environment,
            ref: this.#ref,
            transient: true,
            description: `Preview of ${this.#options.projectId}`,
        });
        this.#started = true;
        await this.#comment({ status: 'in_progress', deploymentId });
    }
    /** The preview is served at `domainUrl`: the GitHub deployment succeeds, earlier ones of the PR go inactive. */
    async live(state) {
        if (!this.#started)
            await this.started(state.deploymentId);
        const url = state.domainUrl ?? state.deploymentUrl;
        await this.#github.finish('success', url ? { environmentUrl: url } : {});
        await this.#github.deactivatePrevious({ ref: this.#ref });
        await this.#comment({ ...state, status: 'success' });
    }
    async failed(status, state) {
        const description = status === 'cancelled' ? 'Preview cancelled' : 'Preview deploy failed';
        await this.#github.finish(status === 'cancelled' ? 'error' : 'failure', { description });
        await this.#comment({ ...state, status });
    }
    /** After the detach: every GitHub deployment of this PR's branch in `preview` becomes inactive. */
    async removed(domain) {
        const marked = await this.#github.inactivateAll(this.#environment, { ref: this.#ref });
        if (marked !== undefined) {
            this.#options.logger.info(`Set ${marked} GitHub deployment(s) of ${this.#ref} inactive.`);
        }
        const { projectId, context } = this.#options;
        await this.#github.commentBody(renderPreviewRemovedComment({ project: projectId, domain, runUrl: context.runUrl }));
        return marked ?? 0;
    }
    async #comment(state) {
        await this.#github.comment({
            status: state.status,
            ...(state.deploymentUrl ? { url: state.deploymentUrl } : {}),
            ...(state.domainUrl ? { previewDomainUrl: state.domainUrl } : {}),
            ...(state.deploymentId ? { deploymentId: state.deploymentId } : {}),
        });
    }
}

;// CONCATENATED MODULE: ./src/actions/preview-domain/steps.ts


/**
 * `project` (an existing project's id or name) and `from-project`, resolved once, before any write;
 * detach never copies, so it never looks `from-project` up.
 */
async function resolveProjects(config, { client, port, signal }) {
    const choice = config.project.kind === 'id'
        ? {
            kind: 'id',
            id: (await resolveProject(client, config.project.id, { logger: port, signal })).id,
        }
        : config.project;
    const fromProject = config.fromProject === undefined || config.mode === 'detach'
        ? undefined
        : (await resolveProject(client, config.fromProject, { input: 'from-project', logger: port, signal }))
            .id;
    return { choice, fromProject };
}
/** The deploy of an attach: the packed workspace, its build log folded under a group when waited for. */
function deployStep(config, upload, port) {
    if (!upload)
        return undefined;
    return {
        source: upload,
        wait: config.wait,
        timeoutMs: config.timeoutMs,
        group: port.group,
        ...(config.wait
            ? { groupTitle: (deployment) => `Build log of deployment ${deployment.id}` }
            : {}),
    };
}
/** The pull request comment and GitHub Deployment of this preview. */
function previewGitHub(config, context, choice, port) {
    return new PreviewGitHub({
        context,
        token: config.githubToken,
        projectId: choice.kind === 'id' ? choice.id : choice.name,
        comment: config.comment,
        githubDeployment: config.githubDeployment,
        logger: port,
    });
}

;// CONCATENATED MODULE: ./src/actions/preview-domain/run.ts












const run_run = (0,platform_action/* platformAction */.Y)(spec, async ({ port, outputs, inputs, context, client, signal, workspace, tempDir }) => {
    const config = readPreviewDomainInputs(inputs, context);
    (0,secrets_redact/* registerSecret */.cl)(config.githubToken);
    refuseForkPreview('preview-domain', context.pullRequest);
    port.info(`Preview domain ${config.domain}: ${config.mode}.`);
    // Packing starts now, beside the lookups; its upload waits until the pipeline gets there.
    const upload = config.mode === 'attach' && config.deploy
        ? packingFromNow(client, workspaceUpload(config, workspace, tempDir), port, signal)
        : undefined;
    try {
        const { choice, fromProject } = await resolveProjects(config, { client, port, signal });
        const github = previewGitHub(config, context, choice, port);
        const common = { client, project: choice, domain: config.domain, github, logger: port, signal };
        if (config.mode === 'detach') {
            const failure = await reportDetach(port, outputs, await detachPreview(common), config.domain);
            if (failure)
                throw new src_errors/* ActionFailure */.dR(failure);
            return;
        }
        const outcome = await attachPreview({
            ...common,
            envGroups: config.envGroups,
            fromProject,
            primary: config.primary,
            deploy: deployStep(config, upload, port),
        });
        const failure = await reportAttach(port, outputs, outcome, config.domain);
        if (outcome.deploy?.status === 'cancelled')
            throw new src_errors/* CancelledError */.cc(failure ?? 'The job was cancelled.');
        if (failure)
            throw new src_errors/* ActionFailure */.dR(failure);
        port.info(`Preview of ${outcome.project.project.id} is at ${outcome.url}.`);
    }
    finally {
        // A run that fails (or detaches) before the upload leaves no partial zip behind.
        await upload?.early.discard();
    }
});


/***/ }),

/***/ 9738:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  P: () => (/* binding */ agentFor),
  l: () => (/* binding */ closeSharedAgent)
});

// EXTERNAL MODULE: ./src/hostname.ts
var src_hostname = __nccwpck_require__(3950);
;// CONCATENATED MODULE: ./src/proxy-env.ts

/**
 * Whether the runner's environment names a proxy for `url`'s scheme (HTTPS_PROXY or HTTP_PROXY, in
 * either case), as self-hosted runners behind one set it; a loopback address never goes through one.
 * NO_PROXY is left to the client that uses the proxy (Node's http agents read it), so a caller that
 * only chooses between a proxy-aware path and a faster direct one may take the proxy-aware one when
 * NO_PROXY exempts the host: slower, never wrong.
 */
function proxyNamedFor(url, env = process.env) {
    const { hostname, protocol } = new URL(url);
    if ((0,src_hostname/* isLoopback */.U9)(hostname))
        return false;
    // As Node's agents read them: the lower-case name first, an empty value as none.
    const proxy = protocol === 'https:' ? env.https_proxy || env.HTTPS_PROXY : env.http_proxy || env.HTTP_PROXY;
    return proxy !== undefined && proxy !== '';
}

// EXTERNAL MODULE: ./src/secrets/redact.ts
var redact = __nccwpck_require__(4200);
;// CONCATENATED MODULE: ./src/api/agents.ts


const agents = new Map();
/**
 * One keep-alive pool per scheme, and another for the addresses a proxy the environment names is
 * for (HTTPS_PROXY, HTTP_PROXY, NO_PROXY, which Node's agent reads), as on self-hosted runners
 * behind one. Loopback never goes through a proxy. `env` is the process's, except in tests.
 */
function agentFor(url, env = process.env) {
    // Loaded at first use, so a bundle's start-up does not pay for https (TLS) when it talks http.
    const module = url.protocol === 'https:'
        ? process.getBuiltinModule('node:https')
        : process.getBuiltinModule('node:http');
    const proxied = proxyNamedFor(url, env);
    // A proxied pool per proxy setting: one made for another environment would use its proxy.
    const key = proxied
        ? `${url.protocol} via ${[env.https_proxy, env.HTTPS_PROXY, env.http_proxy, env.HTTP_PROXY, env.no_proxy, env.NO_PROXY].join(' ')}`
        : url.protocol;
    let agent = agents.get(key);
    if (!agent) {
        if (proxied)
            maskProxyPasswords(env);
        agent = new module.Agent({ keepAlive: true, maxSockets: 32, ...(proxied ? { proxyEnv: env } : {}) });
        agents.set(key, agent);
    }
    return { agent, request: module.request };
}
/** A proxy's password (`http://user:password@proxy:3128`) is a credential: never shown in what we say. */
function maskProxyPasswords(env) {
    for (const value of [env.https_proxy, env.HTTPS_PROXY, env.http_proxy, env.HTTP_PROXY]) {
        if (value && /^[a-z][a-z0-9+.-]*:\/\/[^/@\s]*:[^/@\s]+@/i.test(value))
            (0,redact/* registerSecret */.cl)(value);
    }
}
/** Lets a process (or a test file) exit without waiting for idle keep-alive sockets. */
async function closeSharedAgent() {
    const current = [...agents.values()];
    agents.clear();
    for (const agent of current)
        agent.destroy();
}


/***/ }),

/***/ 8379:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dc: () => (/* binding */ resolveNextUrl),
/* harmony export */   VL: () => (/* binding */ withQuery),
/* harmony export */   c$: () => (/* binding */ buildUrl),
/* harmony export */   jK: () => (/* binding */ shownApiUrl),
/* harmony export */   nV: () => (/* binding */ parseApiUrl),
/* harmony export */   ts: () => (/* binding */ insecureHttpWarning)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3916);
/* harmony import */ var _hostname_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3950);
/* harmony import */ var _path_params_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3248);
/* harmony import */ var _terms_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7047);




const VERSION_SEGMENT = '/api/v1';
/**
 * Accepts what users paste as the API address: with or without `/api/v1`, with or without a trailing slash.
 * Anything else than an absolute http(s) URL is a user mistake, so it fails as a ConfigurationError.
 * Plain http:// is for this machine only, unless opted into: every request carries the key.
 */
function parseApiUrl(input, options = {}) {
    const text = (input ?? '').trim();
    const terms = options.terms ?? _terms_js__WEBPACK_IMPORTED_MODULE_2__/* .CLIENT_TERMS */ .Y;
    const fail = (sentence) => new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${terms.urlSubject} ${sentence}`, terms.urlSetting);
    if (text === '') {
        throw fail('is empty: set it to the platform address, e.g. https://platform.example.com.');
    }
    let url;
    try {
        url = new URL(text);
    }
    catch {
        throw fail(`is "${clip(withoutUserinfo(text))}", which is not a valid URL: set it to an absolute address such as https://platform.example.com.`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw fail(`must start with https:// or http:// (got "${url.protocol}"): set it to e.g. https://platform.example.com.`);
    }
    if (url.username || url.password) {
        throw fail(`must not contain credentials: remove them and put the key in ${terms.keyPlace} instead.`);
    }
    if (url.protocol === 'http:' && !options.allowInsecureHttp && !(0,_hostname_js__WEBPACK_IMPORTED_MODULE_3__/* .isLoopback */ .U9)(url.hostname)) {
        throw fail(`is ${url.origin}, plain HTTP to another machine, so the API key would cross the network unencrypted: use https://, or set ${terms.insecureOptIn} if that network is trusted.`);
    }
    let path = url.pathname.replace(/\/+$/, '');
    if (path.endsWith(VERSION_SEGMENT))
        path = path.slice(0, -VERSION_SEGMENT.length);
    return { origin: url.origin, root: `${url.origin}${path}${VERSION_SEGMENT}` };
}
/**
 * Fills `{param}` placeholders (each URL-encoded as one segment) and appends the query. Refuses,
 * before anything is sent, a URL whose path would not be the template's once resolved.
 */
function buildUrl(base, template, params = {}, query = {}) {
    const path = (0,_path_params_js__WEBPACK_IMPORTED_MODULE_1__/* .fillPathTemplate */ .dE)(template, params);
    const url = withQuery(`${base.root}${path}`, query);
    (0,_path_params_js__WEBPACK_IMPORTED_MODULE_1__/* .assertPathKept */ .mS)(url, `${new URL(base.root).pathname}${path}`, template);
    return url;
}
function withQuery(url, query) {
    const parsed = new URL(url);
    for (const [name, value] of Object.entries(query)) {
        if (value !== undefined)
            parsed.searchParams.set(name, String(value));
    }
    return parsed.toString();
}
/**
 * Resolves a `next` link from a list response. Only links on the API's own origin are followed,
 * because following one elsewhere would hand the API key to a third party.
 */
function resolveNextUrl(base, link) {
    let url;
    try {
        url = new URL(link, `${base.origin}/`);
    }
    catch {
        return undefined;
    }
    if (url.origin !== base.origin)
        return undefined;
    const rootPath = new URL(base.root).pathname;
    // A relative link such as `/projects?cursor=x` is relative to the API root, not the origin.
    if (!link.startsWith('http') && !url.pathname.startsWith(rootPath)) {
        return `${base.root}${url.pathname}${url.search}`;
    }
    return url.toString();
}
/**
 * An API address as it may be said back: origin and path only (no query or fragment, which could carry
 * anything), no trailing slash. Only for a value `parseApiUrl` accepted, so it holds no credentials.
 */
function shownApiUrl(input) {
    const url = new URL(input.trim());
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
/** Plain http:// to a host that is not this machine: allowed only by opt-in, and then worth a warning. */
function insecureHttpWarning(base, terms = _terms_js__WEBPACK_IMPORTED_MODULE_2__/* .CLIENT_TERMS */ .Y) {
    const url = new URL(base.origin);
    if (url.protocol !== 'http:' || (0,_hostname_js__WEBPACK_IMPORTED_MODULE_3__/* .isLoopback */ .U9)(url.hostname))
        return undefined;
    return `${terms.url} ${base.origin} is plain HTTP to another machine (allowed by ${terms.insecureSetting}): the API key crosses the network unencrypted.`;
}
/**
 * Everything before the last `@` of a text that did not parse as a URL, so `https://deployer:PASSWORD@…`
 * is never echoed: without a parse there is no telling where a password with `/` or `#` in it ends.
 */
function withoutUserinfo(text) {
    const at = text.lastIndexOf('@');
    if (at === -1)
        return text;
    const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(text)?.[0] ?? '';
    return `${scheme}***${text.slice(at)}`;
}
function clip(text) {
    return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}


/***/ }),

/***/ 7364:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   OM: () => (/* binding */ stringField),
/* harmony export */   Vj: () => (/* binding */ decodeBody),
/* harmony export */   Xf: () => (/* binding */ asRecords),
/* harmony export */   ZZ: () => (/* binding */ field),
/* harmony export */   hO: () => (/* binding */ timestampField),
/* harmony export */   hQ: () => (/* binding */ booleanField),
/* harmony export */   ij: () => (/* binding */ unwrapList),
/* harmony export */   oA: () => (/* binding */ unwrap),
/* harmony export */   oJ: () => (/* binding */ asString),
/* harmony export */   sJ: () => (/* binding */ numberField),
/* harmony export */   u4: () => (/* binding */ isRecord),
/* harmony export */   xQ: () => (/* binding */ camelCase)
/* harmony export */ });
/* unused harmony exports snakeCase, asTimestamp */
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function snakeCase(name) {
    return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
function camelCase(name) {
    return name.replace(/_(\w)/g, (_, c) => c.toUpperCase());
}
/** The first present (non-null) value among `names`, each tried as given, in camelCase and in snake_case. */
function field(obj, ...names) {
    if (!isRecord(obj))
        return undefined;
    for (const name of names) {
        for (const variant of [name, camelCase(name), snakeCase(name)]) {
            const value = obj[variant];
            if (value !== undefined && value !== null)
                return value;
        }
    }
    return undefined;
}
/** A string field; numbers are accepted because ids are often numeric. */
function stringField(obj, ...names) {
    return asString(field(obj, ...names));
}
function asString(value) {
    if (typeof value === 'string')
        return value;
    if (typeof value === 'number' && Number.isFinite(value))
        return String(value);
    return undefined;
}
function numberField(obj, ...names) {
    const value = field(obj, ...names);
    if (typeof value === 'number' && Number.isFinite(value))
        return value;
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
        return Number(value);
    return undefined;
}
function booleanField(obj, ...names) {
    const value = field(obj, ...names);
    if (typeof value === 'boolean')
        return value;
    if (value === 'true')
        return true;
    if (value === 'false')
        return false;
    return undefined;
}
/**
 * A timestamp as an ISO string: ISO text is kept, and epoch seconds or milliseconds (as numbers or
 * digit strings) are converted; below 1e11 a number is read as seconds (1e11 s is the year 5138).
 */
function timestampField(obj, ...names) {
    return asTimestamp(field(obj, ...names));
}
function asTimestamp(value) {
    const epoch = typeof value === 'number'
        ? value
        : typeof value === 'string' && /^\d{9,14}(\.\d+)?$/.test(value)
            ? Number(value)
            : undefined;
    if (epoch !== undefined) {
        if (!Number.isFinite(epoch))
            return undefined;
        return new Date(epoch < 1e11 ? epoch * 1000 : epoch).toISOString();
    }
    return typeof value === 'string' ? value : undefined;
}
/** Keys an envelope may carry beside its payload; an object with other keys is a record, not an envelope. */
const ENVELOPE_META = new Set([
    'success',
    'ok',
    'status',
    'message',
    'meta',
    'metadata',
    'pagination',
    'page',
    'pageSize',
    'page_size',
    'perPage',
    'per_page',
    'total',
    'totalCount',
    'total_count',
    'count',
    'links',
    'next',
    'nextCursor',
    'next_cursor',
    'cursor',
    'hasMore',
    'has_more',
    'requestId',
    'request_id',
    'warnings',
    'errors',
]);
const PAYLOAD_KEYS = ['data', 'result'];
function envelopePayload(obj, singularKeys) {
    const candidates = [...PAYLOAD_KEYS, ...singularKeys];
    const present = candidates.filter((key) => obj[key] !== undefined && obj[key] !== null);
    if (present.length !== 1)
        return undefined;
    const payloadKey = present[0];
    const onlyMetaBeside = Object.keys(obj).every((key) => key === payloadKey || ENVELOPE_META.has(key));
    if (!onlyMetaBeside)
        return undefined;
    const payload = obj[payloadKey];
    // `{signedUrl: "https://..."}` is an answer, not a wrapper: names only unwrap containers.
    const isContainer = isRecord(payload) || Array.isArray(payload);
    return PAYLOAD_KEYS.includes(payloadKey) || isContainer ? payload : undefined;
}
/**
 * Removes `{data: ...}` / `{result: ...}` envelopes, and `{project: {...}}` style wrappers when the
 * caller names the singular key. A record that merely has a `data` field (a DNS record) is left alone.
 */
function unwrap(body, singularKeys = []) {
    let current = body;
    for (let depth = 0; depth < 3 && isRecord(current); depth++) {
        const inner = envelopePayload(current, singularKeys);
        if (inner === undefined)
            break;
        current = inner;
    }
    return current;
}
/**
 * The items of a list response: a bare array, or one under `data`, `result`, `items`, `results`,
 * one of `listKeys` (e.g. `deployments`), or the only array-valued property. Undefined when none fits.
 */
function unwrapList(body, listKeys = []) {
    if (Array.isArray(body))
        return body;
    if (!isRecord(body))
        return undefined;
    const keys = ['data', 'items', 'results', 'result', ...listKeys];
    for (const key of keys) {
        const value = field(body, key);
        if (Array.isArray(value))
            return value;
    }
    for (const key of PAYLOAD_KEYS) {
        const inner = body[key];
        if (isRecord(inner))
            return unwrapList(inner, listKeys);
    }
    const arrays = Object.values(body).filter(Array.isArray);
    return arrays.length === 1 ? arrays[0] : undefined;
}
/** List items as records; bare values (e.g. a list of names) become `{ value }`. */
function asRecords(items) {
    return items.map((item) => (isRecord(item) ? item : { value: item }));
}
/** JSON when the content type says so or the text plainly is JSON; otherwise the text as is. */
function decodeBody(text, contentType) {
    if (text.trim() === '')
        return { body: undefined, isJson: false };
    const type = (contentType ?? '').toLowerCase();
    const looksJson = /^\s*[[{]/.test(text);
    if (type.includes('json') || (looksJson && !type.includes('html'))) {
        try {
            return { body: JSON.parse(text), isJson: true };
        }
        catch {
            return { body: text, isJson: false };
        }
    }
    return { body: text, isJson: false };
}


/***/ }),

/***/ 3249:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Kt: () => (/* binding */ DeadlineExceededError),
/* harmony export */   Wk: () => (/* binding */ PlatformError),
/* harmony export */   YA: () => (/* binding */ PlatformUnreachableError),
/* harmony export */   _4: () => (/* binding */ HtmlAnswerError),
/* harmony export */   by: () => (/* binding */ ResponseTooLargeError),
/* harmony export */   dk: () => (/* binding */ UnexpectedResponseError),
/* harmony export */   es: () => (/* binding */ PlatformApiError),
/* harmony export */   sm: () => (/* binding */ AmbiguousRequestError),
/* harmony export */   uD: () => (/* binding */ PlatformNetworkError),
/* harmony export */   wj: () => (/* binding */ isPlatformError)
/* harmony export */ });
/* harmony import */ var _bytes_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6136);
/* harmony import */ var _terms_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7047);


const keep = (text) => text;
/**
 * Base of everything the client throws about the platform. Messages pass through the client's
 * scrubber before `super()`, so neither `message` nor `stack` can carry the API key.
 */
class PlatformError extends Error {
    name = 'PlatformError';
    operation;
    method;
    pathTemplate;
    constructor(identity, message, scrub = keep) {
        super(scrub(message));
        this.operation = identity.operation;
        this.method = identity.method;
        this.pathTemplate = identity.pathTemplate;
    }
}
/** The platform answered with an error status (after retries, for the retryable ones). */
class PlatformApiError extends PlatformError {
    name = 'PlatformApiError';
    status;
    code;
    platformMessage;
    field;
    hint;
    attempts;
    requestId;
    /** What was not found, as data: a caller tells which of its values the platform lacks. */
    notFound;
    #init;
    #scrub;
    constructor(init, scrub = keep) {
        super(init, apiErrorMessage(init), scrub);
        this.#init = init;
        this.#scrub = scrub;
        this.status = init.status;
        this.code = init.code && scrub(init.code);
        this.platformMessage = init.message && scrub(init.message);
        this.field = init.field && scrub(init.field);
        this.hint = scrub(init.hint);
        this.attempts = init.attempts;
        this.requestId = init.requestId;
        this.notFound = init.notFound && scrubSubject(init.notFound, scrub);
    }
    /** The same answer with another hint, from a caller that knows better what to do about it. */
    withHint(hint) {
        return new PlatformApiError({ ...this.#init, hint }, this.#scrub);
    }
}
function scrubSubject({ thing, within }, scrub) {
    const clean = (named) => ({ noun: named.noun, value: scrub(named.value) });
    return { thing: clean(thing), ...(within === undefined ? {} : { within: clean(within) }) };
}
function apiErrorMessage(init) {
    const code = init.code ? ` [${init.code}]` : '';
    const said = init.message && !init.hintRestatesMessage ? `: ${init.message}` : '';
    const fieldNote = init.field ? ` (field "${init.field}")` : '';
    const request = init.requestId ? ` (request id ${init.requestId})` : '';
    return `${init.operation} (${init.method} ${init.pathTemplate}) failed with HTTP ${init.status}${code}${said}${fieldNote}. ${init.hint}${request}`;
}
/** Nothing listens at the platform's address (refused, unknown host): retrying longer will not help. */
class PlatformUnreachableError extends PlatformError {
    name = 'PlatformUnreachableError';
    origin;
    code;
    constructor(identity, origin, reason, code, scrub = keep, terms = _terms_js__WEBPACK_IMPORTED_MODULE_0__/* .CLIENT_TERMS */ .Y) {
        super(identity, `The platform at ${origin} is unreachable (${reason}) during ${identity.operation}; check that ${terms.url} is right and the platform is up.`, scrub);
        this.origin = origin;
        this.code = code;
    }
}
/**
 * A non-idempotent request (POST/PATCH) failed after it was sent: the platform may or may not have
 * acted on it. It is not repeated, so callers should look at the platform's state before acting again.
 */
class AmbiguousRequestError extends PlatformError {
    name = 'AmbiguousRequestError';
    code;
    constructor(identity, reason, code, scrub = keep) {
        super(identity, `${identity.operation} (${identity.method} ${identity.pathTemplate}) may or may not have taken effect: the connection failed after the request was sent (${reason}). It was not repeated so it cannot happen twice; check the platform's state before trying again.`, scrub);
        this.code = code;
    }
}
/** A retryable request kept failing at the network level (resets, timeouts) until attempts or time ran out. */
class PlatformNetworkError extends PlatformError {
    name = 'PlatformNetworkError';
    code;
    attempts;
    constructor(identity, reason, attempts, code, scrub = keep) {
        super(identity, `${identity.operation} (${identity.method} ${identity.pathTemplate}) failed after ${attempts} attempt(s): ${reason}. The platform is not answering reliably; try again later.`, scrub);
        this.code = code;
        this.attempts = attempts;
    }
}
/**
 * The request could not finish before its deadline: an attempt, a body read, a backoff or a wait the
 * platform asked for would have run past it. Not retried: whatever would come next is past it too.
 */
class DeadlineExceededError extends PlatformError {
    name = 'DeadlineExceededError';
    /** Which limit was hit: the caller's deadline (`step`) or the client's own for one call (`budget`). */
    source;
    /** The client's own limit for one call, in ms. */
    budgetMs;
    attempts;
    maybeApplied;
    constructor(identity, init, scrub = keep) {
        super(identity, deadlineMessage(identity, init), scrub);
        this.source = init.source;
        this.budgetMs = init.budgetMs;
        this.attempts = init.attempts;
        this.maybeApplied = init.maybeApplied;
    }
}
function deadlineMessage(identity, init) {
    const request = `${identity.operation} (${identity.method} ${identity.pathTemplate})`;
    const tried = init.attempts > 0 ? ` after ${init.attempts} attempt(s)` : ' before it could be sent';
    const last = init.lastFailure ? ` (${init.lastFailure})` : '';
    const inFlight = init.maybeApplied
        ? " It was cut off in flight, so it may or may not have taken effect; check the platform's state before trying again."
        : '';
    if (init.source === 'step') {
        return `${request} could not finish before the step's deadline: the step's time ran out${tried}${last}.${inFlight} Give the step more time with ${init.moreTime ?? _terms_js__WEBPACK_IMPORTED_MODULE_0__/* .CLIENT_TERMS */ .Y.moreTime}, or run again when the platform answers faster.`;
    }
    const minutes = Math.round(init.budgetMs / 60_000);
    return `${request} could not finish within ${minutes} minute(s), the most one call may take${tried}${last}.${inFlight} The platform is not answering in time; run again later.`;
}
/**
 * An answer larger than the client reads (its `maxResponseBytes`, or `maxLogResponseBytes` for logs).
 * Its body was destroyed, not read to the end: an endless answer must not fill the runner's memory.
 */
class ResponseTooLargeError extends PlatformError {
    name = 'ResponseTooLargeError';
    /** Which limit was hit: the most bytes read, and the client option that sets it. */
    limit;
    limitOption;
    /** What the answer announced (its Content-Length), when it did. */
    announced;
    constructor(identity, limit, announced, option, scrub = keep, terms = _terms_js__WEBPACK_IMPORTED_MODULE_0__/* .CLIENT_TERMS */ .Y) {
        const said = announced === undefined ? '' : ` (it announced ${(0,_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z)(announced)})`;
        super(identity, `${identity.operation} (${identity.method} ${identity.pathTemplate}): the platform's answer is larger than ${(0,_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z)(limit)}${said}, so it was not read to the end. No API answer should be this large: check that ${terms.url} points at the platform (the limit is the client's \`${option}\` option).`, scrub);
        this.limit = limit;
        this.limitOption = option;
        this.announced = announced;
    }
}
/** The platform answered 2xx, but without something the caller cannot do without (an id, a URL). */
class UnexpectedResponseError extends PlatformError {
    name = 'UnexpectedResponseError';
}
/** A 2xx whose body is a web page: the request reached a site (a dashboard, a login), not the API. */
class HtmlAnswerError extends UnexpectedResponseError {
    name = 'HtmlAnswerError';
}
function isPlatformError(error) {
    return error instanceof PlatformError;
}


/***/ }),

/***/ 8427:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Uo: () => (/* binding */ isPartialList),
/* harmony export */   X3: () => (/* binding */ markPartial),
/* harmony export */   hm: () => (/* binding */ IncompleteListError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3249);

function said(facts) {
    const parts = [
        facts.total === undefined ? undefined : `${facts.total} item(s)`,
        facts.totalPages === undefined ? undefined : `${facts.totalPages} page(s)`,
    ].filter(Boolean);
    return parts.length > 0 ? `the platform says it holds ${parts.join(' in ')}, but ` : '';
}
const WHY = {
    'no-way-on': 'its answer gives no next link, cursor, page number or offset to ask for the rest, and the client does not guess one',
    'not-advancing': 'asked for the next page, it answered a page already read (it ignores the page asked for)',
    repeating: 'its next page is one already read (a cursor or link that repeats, or pages that cycle), so the list never ends',
    'other-host': 'its next-page link points at another host, which is never sent the API key',
    short: 'its pages ended before that',
    'page-cap': 'the client reads at most that many pages of one list',
};
/**
 * A list read only in part. Nothing may be concluded from the part (that something is missing, what to
 * delete or replace), so the read fails instead of answering short.
 */
class IncompleteListError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .PlatformError */ .Wk {
    name = 'IncompleteListError';
    facts;
    constructor(identity, facts) {
        super(identity, `${identity.operation} (${identity.method} ${identity.pathTemplate}) could not be read whole: ${said(facts)}only ${facts.itemsRead} item(s) in ${facts.pagesRead} page(s) could be read, because ${WHY[facts.reason]}. Nothing was decided on part of the list; if the platform pages its lists in a form not read here, report it with one answer of this list.`);
        this.facts = facts;
    }
}
const partialLists = new WeakSet();
/** Marks a list its caller cut short on purpose (an explicit `maxPages`). */
function markPartial(items) {
    partialLists.add(items);
    return items;
}
/** True for a list cut short on purpose: never the ground for a delete, a replace or a "not found". */
function isPartialList(items) {
    return partialLists.has(items);
}


/***/ }),

/***/ 5461:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  V: () => (/* binding */ collectPages),
  n: () => (/* binding */ findNamed)
});

// EXTERNAL MODULE: ./src/api/base-url.ts
var base_url = __nccwpck_require__(8379);
// EXTERNAL MODULE: ./src/api/decode.ts
var decode = __nccwpck_require__(7364);
// EXTERNAL MODULE: ./src/api/errors.ts
var errors = __nccwpck_require__(3249);
// EXTERNAL MODULE: ./src/api/incomplete-list.ts
var incomplete_list = __nccwpck_require__(8427);
// EXTERNAL MODULE: ./src/api/transport.ts + 1 modules
var transport = __nccwpck_require__(9371);
;// CONCATENATED MODULE: ./src/api/pagination.ts


const DEFAULT_MAX_PAGES = 100;
/** Query parameters that only set a page's size: a platform that refuses one is asked again without it. */
const PAGE_SIZE_PARAMS = ['limit', 'per_page', 'perPage', 'pageSize', 'page_size'];
/** The `rel="next"` target of an RFC 8288 `Link` header. */
function linkHeaderNext(headers) {
    const raw = headers.link;
    const value = Array.isArray(raw) ? raw.join(', ') : raw;
    if (!value)
        return undefined;
    for (const part of value.split(/,(?=\s*<)/)) {
        const match = /<([^>]*)>(.*)/.exec(part.trim());
        const rels = /;\s*rel\s*=\s*"?([^";]+)"?/i.exec(match?.[2] ?? '')?.[1] ?? '';
        if (match && rels.toLowerCase().split(/\s+/).includes('next'))
            return match[1];
    }
    return undefined;
}
function looksLikeUrl(value) {
    return /^https?:\/\//i.test(value) || value.startsWith('/') || value.includes('?');
}
/** A `next` value is either a link (absolute or path) or an opaque cursor. */
function fromNext(value) {
    const href = (0,decode/* isRecord */.u4)(value) ? (0,decode/* stringField */.OM)(value, 'href', 'url') : (0,decode/* asString */.oJ)(value);
    if (href === undefined || href === '')
        return undefined;
    return looksLikeUrl(href) ? { url: href } : { cursor: href };
}
const NESTED = ['meta', 'pagination', 'links', 'pageInfo', 'paging'];
/** Where pagination hints may sit: top level, or under `meta`, `pagination`, `links` (and one level deeper). */
function hintContainers(body) {
    const nested = NESTED.map((key) => (0,decode/* field */.ZZ)(body, key)).filter(decode/* isRecord */.u4);
    const deeper = nested.flatMap((inner) => NESTED.map((key) => (0,decode/* field */.ZZ)(inner, key)).filter(decode/* isRecord */.u4));
    return [body, ...nested, ...deeper];
}
/**
 * The next page of a list, from any of: `next` (URL or cursor), `nextCursor`/`next_cursor`,
 * `cursor` with `hasMore`/`has_more`, or a `Link: <...>; rel="next"` header.
 * An explicit `hasMore: false` ends the list whatever else is present.
 */
function nextPage(body, headers) {
    const containers = isRecord(body) ? hintContainers(body) : [];
    const hasMore = first(containers, (c) => booleanField(c, 'hasMore', 'hasNextPage'));
    if (hasMore === false)
        return undefined;
    return explicitNext(containers, hasMore, headers);
}
function explicitNext(containers, hasMore, headers) {
    for (const container of containers) {
        const next = fromNext((0,decode/* field */.ZZ)(container, 'next', 'nextUrl', 'nextLink'));
        if (next)
            return next;
        const cursor = (0,decode/* stringField */.OM)(container, 'nextCursor', 'nextPageToken', 'endCursor');
        if (cursor)
            return { cursor };
    }
    if (hasMore === true) {
        const cursor = first(containers, (c) => (0,decode/* stringField */.OM)(c, 'cursor'));
        if (cursor)
            return { cursor };
    }
    const link = linkHeaderNext(headers);
    return link ? { url: link } : undefined;
}
function first(containers, read) {
    for (const container of containers) {
        const value = read(container);
        if (value !== undefined)
            return value;
    }
    return undefined;
}
/** A whole number ≥ `min` from the answer, or undefined (a negative or fractional count is no count). */
function count(value, min) {
    return value !== undefined && Number.isInteger(value) && value >= min ? value : undefined;
}
function headerNumber(headers, name) {
    const text = (0,transport/* headerValue */.Z)(headers, name)?.trim();
    return text ? count(Number(text), 0) : undefined;
}
/** Everything an answer says about its place in the list: body fields (any nesting above) and headers. */
function pageHints(body, headers) {
    const containers = (0,decode/* isRecord */.u4)(body) ? hintContainers(body) : [];
    const num = (...names) => first(containers, (c) => (0,decode/* numberField */.sJ)(c, ...names));
    const hasMore = first(containers, (c) => (0,decode/* booleanField */.hQ)(c, 'hasMore', 'hasNextPage'));
    const hints = {
        hasMore,
        next: hasMore === false ? undefined : explicitNext(containers, hasMore, headers),
        page: count(num('page', 'currentPage', 'pageNumber', 'pageIndex'), 1) ?? headerNumber(headers, 'x-page'),
        nextPageNumber: count(num('nextPage', 'nextPageNumber'), 1) ?? headerNumber(headers, 'x-next-page'),
        totalPages: count(num('totalPages', 'pageCount', 'lastPage', 'numPages'), 0) ??
            headerNumber(headers, 'x-total-pages'),
        total: count(num('total', 'totalItems', 'totalCount', 'totalResults', 'totalRecords'), 0) ??
            headerNumber(headers, 'x-total-count') ??
            headerNumber(headers, 'x-total'),
        pageSize: count(num('pageSize', 'perPage', 'limit'), 1) ?? headerNumber(headers, 'x-per-page'),
        offset: count(num('offset', 'skip'), 0),
    };
    return Object.fromEntries(Object.entries(hints).filter(([, value]) => value !== undefined));
}

// EXTERNAL MODULE: ./src/api/resource-names.ts
var resource_names = __nccwpck_require__(4563);
;// CONCATENATED MODULE: ./src/api/list.ts






/**
 * Items of one page. Besides the array forms of `unwrapList`, a map of records keyed by id is accepted
 * (each item gets its key as `key`); anything else on a list route means we misunderstood the platform.
 */
function pageItems(route, body) {
    if (body === undefined || ((0,decode/* isRecord */.u4)(body) && Object.keys(body).length === 0))
        return [];
    const list = (0,decode/* unwrapList */.ij)(body, (0,resource_names/* listKeysFor */.qs)(route));
    if (list)
        return (0,decode/* asRecords */.Xf)(list);
    if ((0,decode/* isRecord */.u4)(body) && Object.values(body).every(decode/* isRecord */.u4)) {
        return Object.entries(body).map(([key, value]) => ({ key, ...value }));
    }
    const keys = (0,decode/* isRecord */.u4)(body) ? Object.keys(body).slice(0, 10).join(', ') : typeof body;
    throw new errors/* UnexpectedResponseError */.dk(identityOf(route), `${route.operation} returned something that is not a list (${keys}).`);
}
function identityOf(route) {
    return { operation: route.operation, method: route.method, pathTemplate: route.path };
}
/** A 400 naming a page-size parameter we sent: the platform refuses parameters it does not know. */
function refusedParam(error, url) {
    if (!(error instanceof errors/* PlatformApiError */.es) || error.status !== 400)
        return undefined;
    const sent = [...new URL(url).searchParams.keys()].filter((name) => PAGE_SIZE_PARAMS.includes(name));
    const said = `${error.field ?? ''} ${error.platformMessage ?? ''} ${error.code ?? ''}`;
    return sent.find((name) => error.field === name || new RegExp(`\\b${name}\\b`).test(said));
}
function withoutParams(url, names) {
    const parsed = new URL(url);
    for (const name of names)
        parsed.searchParams.delete(name);
    return parsed.toString();
}
async function fetchPage(source, route, url, options) {
    const sent = withoutParams(url, source.refusedQueryParams);
    try {
        return { response: await source.send(route, sent, options), url: sent };
    }
    catch (error) {
        const refused = refusedParam(error, sent);
        if (refused === undefined)
            throw error;
        source.refusedQueryParams.add(refused);
        source.logger.debug(`${route.operation}: the platform refused "${refused}"; asking again without it.`);
        const again = withoutParams(sent, source.refusedQueryParams);
        return { response: await source.send(route, again, options), url: again };
    }
}
/** The request for page `page` / at `offset`: the first request with that one parameter set. */
function numberedUrl(firstUrl, name, value) {
    return (0,base_url/* withQuery */.VL)(firstUrl, { [name]: value });
}
/** Where the list goes on from an answer, whatever form it pages in. */
function nextStep(source, firstUrl, hints, progress) {
    if (hints.hasMore === false)
        return { done: true };
    if (hints.next) {
        if ('cursor' in hints.next)
            return { url: (0,base_url/* withQuery */.VL)(firstUrl, { cursor: hints.next.cursor }) };
        const url = (0,base_url/* resolveNextUrl */.Dc)(source.base, hints.next.url);
        return url === undefined ? { refuse: 'other-host' } : { url };
    }
    if (hints.nextPageNumber !== undefined)
        return { url: numberedUrl(firstUrl, 'page', hints.nextPageNumber) };
    const size = hints.pageSize ?? progress.asked;
    // Without a total or a page count, only a full page (or one of unknown size) can have a next.
    const mayGoOn = hints.hasMore === true || (progress.onPage > 0 && (size === undefined || progress.onPage >= size));
    if (hints.offset !== undefined) {
        const end = hints.offset + progress.onPage;
        const more = hints.total === undefined ? mayGoOn : end < hints.total;
        return more ? { url: numberedUrl(firstUrl, 'offset', end) } : { done: true };
    }
    if (hints.page !== undefined) {
        const more = hints.totalPages !== undefined
            ? hints.page < hints.totalPages
            : hints.total !== undefined
                ? progress.items < hints.total
                : mayGoOn;
        return more ? { url: numberedUrl(firstUrl, 'page', hints.page + 1) } : { done: true };
    }
    const saysMore = (hints.total !== undefined && progress.items < hints.total) ||
        (hints.totalPages !== undefined && progress.pages < hints.totalPages) ||
        hints.hasMore === true;
    return saysMore ? { refuse: 'no-way-on' } : { done: true };
}
/** A page asked for by number or offset that came back as another: the platform ignored the parameter. */
function advanced(asked, hints, page, previous) {
    const query = new URL(asked).searchParams;
    const page_ = query.get('page');
    const offset = query.get('offset');
    if (page_ !== null && hints.page !== undefined && hints.page !== Number(page_))
        return false;
    if (offset !== null && hints.offset !== undefined && hints.offset !== Number(offset))
        return false;
    return previous === undefined || page.length === 0 || JSON.stringify(page[0]) !== previous;
}
/**
 * Whether a page's first item opened a page already read: a link back to page 1 under another URL
 * (`?page=1` after the bare first request) is still a cycle, and its items must not count twice.
 */
function readBefore(page, firsts) {
    return page.length > 0 && firsts.has(JSON.stringify(page[0]));
}
async function collectPages(source, route, options, listOptions) {
    const maxPages = listOptions.maxPages ?? DEFAULT_MAX_PAGES;
    let firstUrl = (0,base_url/* buildUrl */.c$)(source.base, route.path, options.params, options.query);
    const visited = new Set();
    const items = [];
    let hints = {};
    let previousFirst;
    const firsts = new Set();
    const fail = (reason, pages) => {
        const { total, totalPages } = hints;
        throw new incomplete_list/* IncompleteListError */.hm(identityOf(route), {
            reason,
            itemsRead: items.length,
            pagesRead: pages,
            ...(total === undefined ? {} : { total }),
            ...(totalPages === undefined ? {} : { totalPages }),
        });
    };
    let url = firstUrl;
    for (let pages = 1;; pages++) {
        visited.add(url);
        const fetched = await fetchPage(source, route, url, options);
        if (pages === 1)
            firstUrl = fetched.url;
        const page = listOptions.itemsOf
            ? (0,decode/* asRecords */.Xf)(listOptions.itemsOf(fetched.response.body))
            : pageItems(route, fetched.response.body);
        hints = pageHints(fetched.response.body, fetched.response.headers);
        if (pages > 1 && !advanced(fetched.url, hints, page, previousFirst))
            fail('not-advancing', pages - 1);
        if (readBefore(page, firsts))
            fail('repeating', pages - 1);
        items.push(...page);
        previousFirst = page.length > 0 ? JSON.stringify(page[0]) : previousFirst;
        if (previousFirst !== undefined)
            firsts.add(previousFirst);
        const asked = Number(new URL(fetched.url).searchParams.get('limit')) || undefined;
        const step = nextStep(source, firstUrl, hints, {
            items: items.length,
            pages,
            onPage: page.length,
            asked,
        });
        if ('refuse' in step)
            fail(step.refuse, pages);
        // A next page already read (a repeated cursor, a cycle of links) is no end: the list never ends.
        if ('url' in step && visited.has(step.url))
            fail('repeating', pages);
        if ('done' in step) {
            if (hints.total !== undefined && items.length < hints.total)
                fail('short', pages);
            if (hints.totalPages !== undefined && (hints.page ?? pages) < hints.totalPages)
                fail('short', pages);
            return items;
        }
        if (pages >= maxPages) {
            if (listOptions.maxPages === undefined)
                fail('page-cap', pages);
            // The caller asked for the first pages only (it knows the list goes on): nothing to warn about.
            source.logger.debug(`${route.operation}: read the ${maxPages} page(s) asked for; the list goes on.`);
            return (0,incomplete_list/* markPartial */.X3)(items);
        }
        url = step.url;
    }
}
/** The record of a listing named exactly `name`, or undefined: the first when several share it. */
async function findNamed(listing, name) {
    return (await listing).find((record) => record.name === name);
}


/***/ }),

/***/ 7290:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ scrubbingLogger),
/* harmony export */   q: () => (/* reexport safe */ _log_js__WEBPACK_IMPORTED_MODULE_0__.q)
/* harmony export */ });
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(5625);

/** Every line goes through `scrub` first, so a secret cannot reach the log whatever the caller wrote. */
function scrubbingLogger(inner, scrub) {
    return {
        debug: (message) => inner.debug(scrub(message)),
        info: (message) => inner.info(scrub(message)),
        warning: (message) => inner.warning(scrub(message)),
    };
}


/***/ }),

/***/ 3248:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   dE: () => (/* binding */ fillPathTemplate),
/* harmony export */   ft: () => (/* binding */ segmentProblem),
/* harmony export */   mS: () => (/* binding */ assertPathKept)
/* harmony export */ });
/* unused harmony export segmentProblemText */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3916);

/**
 * Why a value cannot stand as one segment of a request path, or undefined when it can.
 *
 * encodeURIComponent leaves dots alone, and URL resolution then treats a segment of `.` or `..`
 * (also written `%2e`, any case) as "this directory" or "the parent": `/dns/zones/z/records/..`
 * becomes `/dns/zones/z`, and a DELETE meant for one record deletes the whole zone. An empty value
 * (an empty output of an earlier step) drops the segment just the same. A value that decodes to one
 * of these, once or more, is refused too, in case something on the way decodes it again.
 */
function segmentProblem(value) {
    if (value.trim() === '')
        return 'empty';
    const decoded = fullyDecoded(value);
    return decoded === '.' || decoded === '..' ? 'dot-segment' : undefined;
}
/** The sentence part that says what is wrong with `value`, for messages of the form "... is X, which ...". */
function segmentProblemText(value, problem) {
    return problem === 'empty'
        ? 'empty, so the request would lose that path segment and reach another endpoint'
        : `"${value}", a dot segment that URL resolution removes, so the request would reach another endpoint`;
}
/** Fills `{param}` placeholders, each URL-encoded as one segment; refuses values that would not stay one. */
function fillPathTemplate(template, params) {
    return template.replace(/\{(\w+)\}/g, (_, name) => {
        const value = params[name];
        if (value === undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`missing path parameter "${name}" for ${template}`);
        }
        const problem = segmentProblem(value);
        if (problem !== undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`Path parameter "${name}" of ${template} is ${segmentProblemText(value, problem)}; nothing was sent: give the id or name it expects.`);
        }
        return encodeURIComponent(value);
    });
}
/**
 * The last guard before a request leaves: `url`, once parsed the way fetch will parse it, must have
 * exactly the path it was built with (`expectedPath`: the API root's path plus the filled template).
 * Anything URL resolution rewrote would send the request, and its key, to an endpoint nobody chose.
 */
function assertPathKept(url, expectedPath, template) {
    const resolved = new URL(url).pathname;
    if (resolved === expectedPath)
        return;
    const want = expectedPath.split('/').filter(Boolean).length;
    const got = resolved.split('/').filter(Boolean).length;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`The request for ${template} would go to ${resolved} (${got} path segments instead of ${want}) once the URL is resolved, another endpoint; nothing was sent: check the ids passed to it.`);
}
function fullyDecoded(value) {
    let current = value;
    // Each round removes one layer of %-encoding; a handful covers any double-encoding seen in practice.
    for (let round = 0; round < 5; round++) {
        let next;
        try {
            next = decodeURIComponent(current);
        }
        catch {
            return current;
        }
        if (next === current)
            return current;
        current = next;
    }
    return current;
}


/***/ }),

/***/ 6815:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  gS: () => (/* binding */ apiRequestHeaders),
  _W: () => (/* binding */ openApiDocumentHeaders)
});

// UNUSED EXPORTS: USER_AGENT

;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = {"rE":"1.0.0"};
;// CONCATENATED MODULE: ./src/api/request-headers.ts

const USER_AGENT = `platform-actions/${package_namespaceObject.rE}`;
/**
 * The headers of every API request: the client's, and a bundle's early GET (early-answer.ts), which
 * must be the same request.
 */
function apiRequestHeaders(apiKey, userAgent = USER_AGENT) {
    return {
        authorization: `Bearer ${apiKey}`,
        'user-agent': userAgent,
        accept: 'application/json, text/plain;q=0.9, */*;q=0.5',
    };
}
/**
 * GET {base_url}/openapi.json as the client sends it (openapi-document.ts), and as a deploy bundle's
 * prelude sends it early: without the key, since the document describes the API and is not part of it.
 */
function openApiDocumentHeaders(userAgent = USER_AGENT) {
    return { accept: 'application/json', 'user-agent': userAgent };
}


/***/ }),

/***/ 4563:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   HO: () => (/* binding */ singularKeysFor),
/* harmony export */   fg: () => (/* binding */ describeNotFound),
/* harmony export */   qs: () => (/* binding */ listKeysFor),
/* harmony export */   s6: () => (/* binding */ notFoundSubject)
/* harmony export */ });
/** Human nouns for the path segment that precedes a `{param}`, used to say what was not found. */
const NOUNS = {
    projects: 'project',
    deployments: 'deployment',
    databases: 'database',
    users: 'database user',
    zones: 'DNS zone',
    records: 'DNS record',
    buckets: 'CDN bucket',
    assets: 'CDN asset',
    keys: 'CDN upload key',
    cron: 'cron job',
    'env-groups': 'environment group',
    vars: 'variable',
    env: 'variable',
    runs: 'run',
    tunnels: 'tunnel',
    mailboxes: 'mailbox',
};
function nounFor(segment, group) {
    if (segment === 'domains')
        return group === 'mail' ? 'mail domain' : 'domain';
    if (segment === 'services')
        return group === 'compute' ? 'compute service' : 'service';
    return NOUNS[segment] ?? segment.replace(/s$/, '');
}
function namedParams(route, params) {
    const parts = route.path.split('/').filter(Boolean);
    const named = [];
    parts.forEach((part, index) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        // `{action}` is a verb (start/stop/restart), not something that can be missing.
        if (!name || name === 'action')
            return;
        named.push({ noun: nounFor(parts[index - 1] ?? '', route.group), value: params[name] ?? '?' });
    });
    return named;
}
/**
 * What a 404 means for this route: the last named thing and the one that holds it. Undefined when
 * the route has no identifier, which points at a wrong API address rather than a missing thing.
 */
function notFoundSubject(route, params, query = {}) {
    const named = namedParams(route, params);
    const last = named.at(-1);
    if (!last)
        return undefined;
    const filePath = query.path;
    if (route.group === 'files' && typeof filePath === 'string') {
        return { thing: { noun: 'file', value: filePath }, within: last };
    }
    return { thing: last, within: named.at(-2) };
}
/** `domain "a.com" of project "p1"`, `file "index.html" in project "p1"`. */
function describeNotFound({ thing, within }) {
    const subject = `${thing.noun} "${thing.value}"`;
    if (within === undefined)
        return subject;
    return `${subject} ${thing.noun === 'file' ? 'in' : 'of'} ${within.noun} "${within.value}"`;
}
const EXTRA_LIST_KEYS = {
    listProjectEnv: ['variables', 'vars', 'names', 'keys'],
    listServiceEnv: ['variables', 'vars', 'names', 'keys'],
    listCronJobs: ['jobs', 'cronJobs', 'crons'],
    listEnvGroups: ['groups', 'envGroups'],
    listProjectEnvGroups: ['groups', 'envGroups'],
    listProjectFiles: ['files', 'entries', 'children'],
    searchProjectFiles: ['matches', 'files'],
    listAllowedRunCommands: ['commands', 'allowedCommands'],
    listCdnKeys: ['keys', 'apiKeys'],
    listProjectServices: ['services', 'containers'],
    listCdnBucketAssets: ['assets', 'objects', 'files'],
    getDeploymentLogs: ['logs', 'lines', 'entries'],
    getDatabaseLogs: ['logs', 'lines', 'entries'],
};
function literalSegments(route) {
    return route.path.split('/').filter((part) => part !== '' && !part.startsWith('{'));
}
/** Property names under which a list response may carry its items, e.g. `deployments`. */
function listKeysFor(route) {
    const last = literalSegments(route).at(-1) ?? '';
    return unique([...(EXTRA_LIST_KEYS[route.operation] ?? []), camel(last)]);
}
/** Property names under which a single record may be wrapped, e.g. `{ "project": {...} }`. */
function singularKeysFor(route) {
    const names = literalSegments(route).map((segment) => singular(camel(segment)));
    if (route.group === 'cron')
        names.push('job', 'cronJob');
    return unique(names);
}
function singular(word) {
    if (word.endsWith('ies'))
        return `${word.slice(0, -3)}y`;
    if (word.endsWith('xes'))
        return word.slice(0, -2);
    return word.endsWith('s') ? word.slice(0, -1) : word;
}
function camel(segment) {
    return segment.replace(/-(\w)/g, (_, c) => c.toUpperCase());
}
function unique(values) {
    return [...new Set(values.filter(Boolean))];
}


/***/ }),

/***/ 1819:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   EH: () => (/* binding */ pathParams),
/* harmony export */   nR: () => (/* binding */ routeFor)
/* harmony export */ });
/* unused harmony exports ROUTES, matchRoute */
const r = (group, operation, method, path, { write = method !== 'GET', ...answer } = {}) => ({ group, operation, method, path, write, ...answer });
const ROUTES = [
    r('projects', 'listProjects', 'GET', '/projects'),
    r('projects', 'createProject', 'POST', '/projects'),
    r('projects', 'getProject', 'GET', '/projects/{id}'),
    r('projects', 'updateProject', 'PATCH', '/projects/{id}'),
    r('projects', 'getStaticRouting', 'GET', '/projects/{id}/static-routing'),
    r('projects', 'setStaticRouting', 'PUT', '/projects/{id}/static-routing'),
    r('projects', 'listProxyRules', 'GET', '/projects/{id}/proxy-rules'),
    r('projects', 'setProxyRules', 'PUT', '/projects/{id}/proxy-rules'),
    r('compute', 'listComputeServices', 'GET', '/compute/services'),
    r('compute', 'getComputeService', 'GET', '/compute/services/{id}'),
    r('compute', 'scaleComputeService', 'POST', '/compute/services/{id}/scale'),
    r('repoHost', 'listRepoHostInstallations', 'GET', '/repo-host/installations'),
    r('deployments', 'listDeployments', 'GET', '/projects/{id}/deployments'),
    r('deployments', 'createDeployment', 'POST', '/projects/{id}/deployments'),
    r('deployments', 'getDeployment', 'GET', '/deployments/{id}'),
    r('deployments', 'getDeploymentLogs', 'GET', '/deployments/{id}/logs', { answersGrowingLog: true }),
    r('uploads', 'createUpload', 'POST', '/uploads'),
    r('env', 'listProjectEnv', 'GET', '/projects/{id}/env'),
    r('env', 'setProjectEnv', 'PUT', '/projects/{id}/env'),
    r('databases', 'listDatabases', 'GET', '/databases'),
    r('databases', 'createDatabase', 'POST', '/databases'),
    r('databases', 'getDatabase', 'GET', '/databases/{id}'),
    r('databases', 'deleteDatabase', 'DELETE', '/databases/{id}'),
    r('databases', 'stopDatabase', 'POST', '/databases/{id}/stop'),
    r('databases', 'startDatabase', 'POST', '/databases/{id}/start'),
    r('databases', 'restartDatabase', 'POST', '/databases/{id}/restart'),
    r('databases', 'getDatabaseStats', 'GET', '/databases/{id}/stats'),
    r('databases', 'getDatabaseLogs', 'GET', '/databases/{id}/logs', { answersGrowingLog: true }),
    r('databases', 'createDatabaseUser', 'POST', '/databases/{id}/users'),
    r('databases', 'deleteDatabaseUser', 'DELETE', '/databases/{id}/users/{username}'),
    r('domains', 'listDomains', 'GET', '/projects/{id}/domains'),
    r('domains', 'attachDomain', 'POST', '/projects/{id}/domains'),
    r('domains', 'setPrimaryDomain', 'POST', '/projects/{id}/domains/{domain}/primary'),
    r('domains', 'detachDomain', 'DELETE', '/projects/{id}/domains/{domain}'),
    r('domains', 'getDomainProxyStatus', 'GET', '/projects/{id}/domains/{domain}/proxy-status'),
    r('emails', 'listEmails', 'GET', '/emails'),
    r('emails', 'sendEmail', 'POST', '/emails'),
    r('dns', 'listDnsZones', 'GET', '/dns/zones'),
    r('dns', 'createDnsZone', 'POST', '/dns/zones'),
    r('dns', 'getDnsZone', 'GET', '/dns/zones/{id}'),
    r('dns', 'deleteDnsZone', 'DELETE', '/dns/zones/{id}'),
    r('dns', 'listDnsRecords', 'GET', '/dns/zones/{id}/records'),
    r('dns', 'createDnsRecord', 'POST', '/dns/zones/{id}/records'),
    r('dns', 'updateDnsRecord', 'PUT', '/dns/zones/{id}/records/{recordId}'),
    r('dns', 'deleteDnsRecord', 'DELETE', '/dns/zones/{id}/records/{recordId}'),
    r('cdn', 'listCdnBuckets', 'GET', '/cdn/buckets'),
    r('cdn', 'createCdnBucket', 'POST', '/cdn/buckets'),
    r('cdn', 'getCdnBucket', 'GET', '/cdn/buckets/{id}'),
    r('cdn', 'updateCdnBucket', 'PATCH', '/cdn/buckets/{id}'),
    r('cdn', 'deleteCdnBucket', 'DELETE', '/cdn/buckets/{id}'),
    r('cdn', 'listCdnBucketAssets', 'GET', '/cdn/buckets/{id}/assets'),
    r('cdn', 'presignCdnUpload', 'POST', '/cdn/buckets/{id}/uploads/presign'),
    r('cdn', 'finalizeCdnUpload', 'POST', '/cdn/buckets/{id}/uploads/finalize'),
    r('cdn', 'startCdnMultipartUpload', 'POST', '/cdn/buckets/{id}/uploads/multipart/start'),
    r('cdn', 'presignCdnMultipartParts', 'POST', '/cdn/buckets/{id}/uploads/multipart/presign'),
    r('cdn', 'completeCdnMultipartUpload', 'POST', '/cdn/buckets/{id}/uploads/multipart/complete'),
    r('cdn', 'abortCdnMultipartUpload', 'POST', '/cdn/buckets/{id}/uploads/multipart/abort'),
    r('cdn', 'getCdnAsset', 'GET', '/cdn/assets/{id}'),
    r('cdn', 'deleteCdnAsset', 'DELETE', '/cdn/assets/{id}'),
    r('cdn', 'getCdnAssetSignedUrl', 'GET', '/cdn/assets/{id}/signed-url'),
    r('cdn', 'getCdnUsage', 'GET', '/cdn/usage'),
    r('cdn', 'listCdnKeys', 'GET', '/cdn/keys'),
    r('cdn', 'createCdnKey', 'POST', '/cdn/keys'),
    r('cdn', 'revokeCdnKey', 'DELETE', '/cdn/keys/{id}'),
    r('cron', 'listCronJobs', 'GET', '/cron'),
    r('cron', 'createCronJob', 'POST', '/cron'),
    r('cron', 'previewCronSchedule', 'POST', '/cron/preview', { write: false }),
    r('cron', 'getCronJob', 'GET', '/cron/{id}'),
    r('cron', 'updateCronJob', 'PATCH', '/cron/{id}'),
    r('cron', 'deleteCronJob', 'DELETE', '/cron/{id}'),
    r('cron', 'runCronJob', 'POST', '/cron/{id}/run'),
    r('cron', 'listCronJobRuns', 'GET', '/cron/{id}/runs'),
    r('envGroups', 'listEnvGroups', 'GET', '/env-groups'),
    r('envGroups', 'createEnvGroup', 'POST', '/env-groups'),
    r('envGroups', 'getEnvGroup', 'GET', '/env-groups/{id}'),
    r('envGroups', 'updateEnvGroup', 'PATCH', '/env-groups/{id}'),
    r('envGroups', 'deleteEnvGroup', 'DELETE', '/env-groups/{id}'),
    r('envGroups', 'createEnvGroupVar', 'POST', '/env-groups/{id}/vars'),
    r('envGroups', 'updateEnvGroupVar', 'PUT', '/env-groups/{id}/vars/{name}'),
    r('envGroups', 'deleteEnvGroupVar', 'DELETE', '/env-groups/{id}/vars/{name}'),
    r('envGroups', 'listProjectEnvGroups', 'GET', '/projects/{id}/env-groups'),
    r('envGroups', 'attachProjectEnvGroup', 'POST', '/projects/{id}/env-groups'),
    r('envGroups', 'detachProjectEnvGroup', 'DELETE', '/projects/{id}/env-groups/{groupId}'),
    r('files', 'listProjectFiles', 'GET', '/projects/{id}/files'),
    r('files', 'readProjectFile', 'GET', '/projects/{id}/files/content', { answersFileContent: true }),
    r('files', 'writeProjectFile', 'PUT', '/projects/{id}/files/content'),
    r('files', 'deleteProjectFile', 'DELETE', '/projects/{id}/files/content'),
    r('files', 'createProjectDirectory', 'POST', '/projects/{id}/files/directories'),
    r('files', 'moveProjectFile', 'POST', '/projects/{id}/files/move'),
    r('files', 'searchProjectFiles', 'GET', '/projects/{id}/files/search'),
    r('files', 'deployProjectFiles', 'POST', '/projects/{id}/files/deploy'),
    r('services', 'listProjectServices', 'GET', '/projects/{id}/services'),
    r('services', 'controlProjectService', 'POST', '/projects/{id}/services/{service}/{action}'),
    r('services', 'execProjectService', 'POST', '/projects/{id}/services/{service}/exec'),
    r('services', 'listServiceEnv', 'GET', '/projects/{id}/services/{service}/env'),
    r('services', 'setServiceEnvVar', 'PUT', '/projects/{id}/services/{service}/env/{name}'),
    r('services', 'deleteServiceEnvVar', 'DELETE', '/projects/{id}/services/{service}/env/{name}'),
    r('runs', 'listProjectRuns', 'GET', '/projects/{id}/runs'),
    r('runs', 'createProjectRun', 'POST', '/projects/{id}/runs'),
    r('runs', 'getProjectRun', 'GET', '/projects/{id}/runs/{runId}'),
    r('runs', 'listAllowedRunCommands', 'GET', '/runs/allowed-commands'),
    r('mail', 'listMailDomains', 'GET', '/mail/domains'),
    r('mail', 'createMailDomain', 'POST', '/mail/domains'),
    r('mail', 'getMailDomain', 'GET', '/mail/domains/{id}'),
    r('mail', 'listMailboxes', 'GET', '/mail/domains/{id}/mailboxes'),
    r('mail', 'createMailbox', 'POST', '/mail/domains/{id}/mailboxes'),
    r('auth', 'startSignIn', 'POST', '/auth/start', { write: false }),
    r('auth', 'verifySignIn', 'POST', '/auth/verify', { write: false }),
    r('tunnels', 'listTunnels', 'GET', '/tunnels'),
    r('tunnels', 'getTunnel', 'GET', '/tunnels/{id}'),
    r('tunnels', 'createTunnel', 'POST', '/tunnels'),
    r('tunnels', 'setTunnelPort', 'POST', '/tunnels/{id}/port'),
    r('tunnels', 'deleteTunnel', 'DELETE', '/tunnels/{id}'),
];
const byOperation = new Map(ROUTES.map((row) => [row.operation, row]));
function routeFor(operation) {
    const row = byOperation.get(operation);
    if (!row)
        throw new Error(`unknown operation ${operation}`);
    return row;
}
/** Names of the `{param}` placeholders of a path template, in order. */
function pathParams(template) {
    return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}
/**
 * Finds the route for a concrete method and path (without the /api/v1 prefix).
 * A literal segment beats a placeholder, so `/services/web/exec` is exec, not the `{action}` route.
 */
function matchRoute(method, path) {
    const segments = path.split('/').filter(Boolean);
    let best;
    for (const route of ROUTES) {
        if (route.method !== method)
            continue;
        const parts = route.path.split('/').filter(Boolean);
        if (parts.length !== segments.length)
            continue;
        const params = {};
        let literals = 0;
        let ok = true;
        for (let i = 0; i < parts.length && ok; i++) {
            const part = parts[i];
            const seg = segments[i];
            if (part.startsWith('{')) {
                try {
                    params[part.slice(1, -1)] = decodeURIComponent(seg);
                }
                catch {
                    ok = false;
                }
            }
            else if (part === seg)
                literals++;
            else
                ok = false;
        }
        if (ok && (!best || literals > best.literals))
            best = { route, params, literals };
    }
    return best && { route: best.route, params: best.params };
}


/***/ }),

/***/ 7047:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ CLIENT_TERMS)
/* harmony export */ });
/** The client's own names: what a caller that says nothing else (a script, a test) reads. */
const CLIENT_TERMS = {
    keyPlace: 'the `apiKey` option',
    key: 'apiKey',
    url: 'the `apiUrl` option',
    urlSubject: 'The `apiUrl` option',
    insecureOptIn: '`allowInsecureHttp: true`',
    insecureSetting: 'allowInsecureHttp',
    moreTime: 'a later `deadline`',
};


/***/ }),

/***/ 9371:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Au: () => (/* binding */ BodyTooLargeError),
  ld: () => (/* reexport */ agents/* closeSharedAgent */.l),
  Z: () => (/* binding */ headerValue),
  E4: () => (/* binding */ sendOnce)
});

// UNUSED EXPORTS: USER_AGENT

// EXTERNAL MODULE: ./src/clock.ts
var clock = __nccwpck_require__(9373);
// EXTERNAL MODULE: ./src/api/agents.ts + 1 modules
var agents = __nccwpck_require__(9738);
;// CONCATENATED MODULE: ./src/api/early-answer.ts

/** Answers larger than this are not kept (a project is a few hundred bytes); the attempt asks again. */
const MAX_EARLY_BYTES = (/* unused pure expression or super */ null && (1024 * 1024));
/** An early GET unanswered by then is dropped; the attempt's own request has its own timeout. */
const EARLY_TIMEOUT_MS = 30_000;
/** How long the bundle waits for the early GET to be written before loading the rest of itself. */
const WRITE_WAIT_MS = 20;
const pending = new Map();
const keyOf = (url, authorization) => `${url}\n${authorization ?? ''}`;
/**
 * Sends `GET url` now with these headers (they must be the ones the client will send, Authorization
 * included) and keeps its answer for the first attempt at the same request. Only for a URL the
 * client's own rules accepted (parseApiUrl), since the headers carry the key.
 */
function sendEarlyGet(url, headers, env = process.env) {
    const target = new URL(url);
    // The client's own pool: its connection is kept for the client's next request, and a proxy the
    // environment names is used as the client would use it.
    const { agent, request } = agentFor(target, env);
    const written = Promise.withResolvers();
    const answer = new Promise((resolve) => {
        const sent = request(target, { method: 'GET', headers, agent, timeout: EARLY_TIMEOUT_MS }, (response) => {
            readAnswer(response).then(resolve, () => resolve(undefined));
        });
        sent.on('timeout', () => sent.destroy());
        sent.on('error', () => {
            resolve(undefined);
            written.resolve();
        });
        sent.on('finish', () => written.resolve());
        sent.end();
    });
    pending.set(keyOf(url, headers.authorization), answer);
    // Compiling the rest of the bundle holds the thread: the request is written first, unless the
    // connection takes longer than that (a distant or TLS server), when compiling overlaps the wait.
    const cap = setTimeout(() => written.resolve(), WRITE_WAIT_MS);
    return written.promise.finally(() => clearTimeout(cap));
}
async function readAnswer(response) {
    const chunks = [];
    let size = 0;
    for await (const chunk of response) {
        size += chunk.length;
        if (size > MAX_EARLY_BYTES) {
            response.destroy();
            return undefined;
        }
        chunks.push(chunk);
    }
    const status = response.statusCode ?? 0;
    // What a retry would be asked to do again is not kept: the attempt sends the request itself.
    if (status === 429 || status >= 500 || status < 200)
        return undefined;
    return { status, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') };
}
/**
 * The early answer to this GET, once: undefined at once when none was sent for it (no wait, so a run
 * without a prelude schedules exactly as before); a promise of undefined when it failed (the caller
 * then sends the request itself). Stops waiting when `signal` aborts.
 */
function takeEarlyAnswer(url, headers, signal) {
    const key = keyOf(url, headers.authorization);
    const answer = pending.get(key);
    if (answer === undefined)
        return undefined;
    pending.delete(key);
    if (signal.aborted)
        return undefined;
    const { promise: aborted, resolve } = Promise.withResolvers();
    signal.addEventListener('abort', () => resolve(undefined), { once: true });
    return Promise.race([answer, aborted]);
}

// EXTERNAL MODULE: ./src/api/request-headers.ts + 1 modules
var request_headers = __nccwpck_require__(6815);
;// CONCATENATED MODULE: ./src/api/transport.ts





/** An answer larger than the request's `maxBodyBytes`; `announced` when its Content-Length said so. */
class BodyTooLargeError extends Error {
    name = 'BodyTooLargeError';
    limit;
    announced;
    constructor(limit, announced) {
        super(`response body larger than ${limit} bytes`);
        this.limit = limit;
        this.announced = announced;
    }
}
/** A connection not made by then fails as not sent (safe to repeat), as a refused one does. */
const CONNECT_TIMEOUT_MS = 10_000;
class ConnectTimeoutError extends Error {
    name = 'ConnectTimeoutError';
    code = 'CONNECT_TIMEOUT';
    constructor() {
        super(`no connection within ${CONNECT_TIMEOUT_MS} ms`);
    }
}
/** One HTTP exchange; the body is read whole (API answers are JSON or log text), up to the cap. */
async function sendOnce(req) {
    // A bundle's first GET may have left before this module loaded (see early-answer.ts).
    const early = req.method === 'GET' && req.body === undefined
        ? takeEarlyAnswer(req.url, req.headers, req.signal)
        : undefined;
    if (early !== undefined) {
        const answer = await early;
        if (answer !== undefined && Buffer.byteLength(answer.text) <= req.maxBodyBytes) {
            req.onProgress?.();
            return answer;
        }
    }
    const progress = req.onProgress ?? (() => { });
    const { request, response } = await exchange(req, progress);
    progress();
    try {
        const headers = headersOf(response);
        const text = await readCapped(response, req.maxBodyBytes, headers, progress);
        return { status: response.statusCode ?? 0, headers, text };
    }
    finally {
        // Past the cap, aborted, or answered before the body was all sent: the connection is dropped
        // rather than read to the end or handed to the next request half-written.
        if (!response.complete || !request.writableFinished)
            request.destroy();
    }
}
/** Sends the request (its body streamed with backpressure) and resolves with the answer's head. */
function exchange(req, progress) {
    const url = new URL(req.url);
    const { agent, request: send } = (0,agents/* agentFor */.P)(url);
    const stream = typeof req.body === 'object' ? req.body : undefined;
    const text = typeof req.body === 'string' ? req.body : undefined;
    const headers = stream
        ? {
            ...req.headers,
            'content-type': stream.contentType,
            ...(stream.length === undefined ? {} : { 'content-length': String(stream.length) }),
        }
        : text === undefined
            ? { ...req.headers }
            : { ...req.headers, 'content-length': String(Buffer.byteLength(text)) };
    return new Promise((resolve, reject) => {
        const request = send(url, { method: req.method, headers, agent, signal: req.signal });
        // `on`, not `once`: the socket's errors reach the request even after its answer has come.
        request.on('error', reject);
        request.once('socket', (socket) => {
            if (!socket.connecting)
                return;
            const connect = (0,clock/* clockTimeout */.S2)(CONNECT_TIMEOUT_MS);
            connect.signal.addEventListener('abort', () => request.destroy(new ConnectTimeoutError()));
            socket.once('connect', connect.clear);
            socket.once('close', connect.clear);
        });
        if (!stream) {
            request.once('response', (response) => resolve({ request, response }));
            request.end(text);
            return;
        }
        // An answer before the last byte (a refusal) stops the sending; the answer is still read.
        let answered = false;
        request.once('response', (response) => {
            answered = true;
            resolve({ request, response });
        });
        writeBody(request, stream.chunks(progress, req.signal), () => answered).catch((error) => {
            // Once answered, the answer is what counts (a refusal may close the connection under the body).
            if (answered)
                return;
            // A failing source (the file changed under the upload) fails the exchange with its own error.
            reject(error);
            request.destroy(error instanceof Error ? error : new Error(String(error)));
        });
    });
}
/**
 * Writes the body a chunk at a time, asking for the next only once the last is in the kernel (its
 * write's callback): the file is read only as fast as the socket takes it, and the source may reuse
 * one buffer. Fresh buffers per chunk cost a page fault per 4 KiB on a VM: sending an 83 MB archive
 * took 16k faults and ~0.4 s of CPU that way, against ~400 faults and 60 ms with one reused buffer.
 */
async function writeBody(request, chunks, answered) {
    // A request destroyed meanwhile (an error, an abort) may never call back a write it buffered:
    // its close wakes the wait instead.
    let wake;
    request.once('close', () => wake?.());
    for await (const chunk of chunks) {
        if (answered() || request.destroyed)
            return;
        await new Promise((done, fail) => {
            wake = done;
            request.write(chunk, (error) => (error ? fail(error) : done()));
        });
        wake = undefined;
    }
    if (!answered() && !request.destroyed)
        request.end();
}
/** The answer's headers, a repeated one as a list (so a second `Link` or `Set-Cookie` is not merged). */
function headersOf(response) {
    const headers = {};
    for (const [name, values] of Object.entries(response.headersDistinct)) {
        if (values === undefined)
            continue;
        headers[name] = values.length === 1 ? values[0] : values;
    }
    return headers;
}
async function readCapped(body, limit, headers, progress) {
    const announced = Number(headerValue(headers, 'content-length'));
    if (announced > limit) {
        body.destroy();
        throw new BodyTooLargeError(limit, announced);
    }
    const chunks = [];
    let size = 0;
    for await (const chunk of body) {
        size += chunk.length;
        // Leaving the loop destroys the stream: undici drops the connection instead of reading on.
        if (size > limit)
            throw new BodyTooLargeError(limit);
        chunks.push(chunk);
        progress();
    }
    return Buffer.concat(chunks).toString('utf8');
}
function headerValue(headers, name) {
    const value = headers[name.toLowerCase()];
    return Array.isArray(value) ? value[0] : value;
}


/***/ }),

/***/ 4759:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   S0: () => (/* binding */ UPLOAD_FILENAME),
/* harmony export */   TH: () => (/* binding */ uploadedSourceUrl),
/* harmony export */   b9: () => (/* binding */ uploadedDigest),
/* harmony export */   p$: () => (/* binding */ UPLOAD_FIELD),
/* harmony export */   t: () => (/* binding */ UPLOAD_TYPE)
/* harmony export */ });
/* harmony import */ var _decode_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7364);

const UPLOAD_FIELD = 'file';
const UPLOAD_FILENAME = 'source.zip';
const UPLOAD_TYPE = 'application/zip';
const URL_FIELDS = ['sourceTarballUrl', 'sourceUrl', 'url', 'uploadUrl', 'tarballUrl', 'location'];
/** The URL to deploy from, from any envelope and either case style; undefined when the response has none. */
function uploadedSourceUrl(body) {
    const record = (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .unwrap */ .oA)(body, ['upload', 'source']);
    if (typeof record === 'string' && /^https?:\/\//.test(record))
        return record;
    const direct = (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .stringField */ .OM)(record, ...URL_FIELDS);
    if (direct)
        return direct;
    if (!(0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(record))
        return undefined;
    for (const value of Object.values(record)) {
        const nested = (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(value) ? (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .stringField */ .OM)(value, ...URL_FIELDS) : undefined;
        if (nested)
            return nested;
    }
    return undefined;
}
/**
 * What the platform says it stored, where its answer says it (the document shows no shape): the
 * size in bytes and the SHA-256, each only when it is well formed.
 */
function uploadedDigest(body) {
    const record = (0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .unwrap */ .oA)(body, ['upload', 'source']);
    if (!(0,_decode_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u4)(record))
        return {};
    const { size, sha256 } = record;
    return {
        ...(typeof size === 'number' && Number.isSafeInteger(size) && size >= 0 ? { size } : {}),
        ...(typeof sha256 === 'string' && /^[0-9a-f]{64}$/i.test(sha256) ? { sha256: sha256.toLowerCase() } : {}),
    };
}


/***/ }),

/***/ 6136:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ formatBytes)
/* harmony export */ });
const UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
/**
 * A byte count in binary units, as every log, summary and error of the toolkit writes it: a whole
 * number where the count is an exact multiple of the unit (`0 B`, `1023 B`, `64 MiB`), otherwise one
 * decimal (`1.5 KiB`, `2.5 MiB`, and `8.0 MiB` for a file just over 8 MiB, so it does not read as equal).
 */
function formatBytes(bytes) {
    if (!Number.isFinite(bytes) || bytes < 0)
        throw new RangeError(`Not a byte count: ${bytes}`);
    let value = bytes;
    let unit = 0;
    while (value >= 1024 && unit < UNITS.length - 1) {
        value /= 1024;
        unit++;
    }
    return `${Number.isInteger(value) ? value : value.toFixed(1)} ${UNITS[unit]}`;
}


/***/ }),

/***/ 9373:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Hs: () => (/* binding */ ambientClock),
/* harmony export */   QG: () => (/* binding */ idleTimeout),
/* harmony export */   S2: () => (/* binding */ clockTimeout),
/* harmony export */   q6: () => (/* binding */ currentClock)
/* harmony export */ });
/* unused harmony exports realClock, installClock */
/* harmony import */ var _run_scope_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7303);

const realClock = {
    now: () => Date.now(),
    sleep: (ms, signal) => new Promise((resolve, reject) => {
        if (signal?.aborted) {
            reject(signal.reason);
            return;
        }
        const onAbort = () => {
            clearTimeout(timer);
            reject(signal?.reason);
        };
        const timer = setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
        }, Math.max(0, ms));
        signal?.addEventListener('abort', onAbort, { once: true });
    }),
};
/** The clock in force: the run's, else the process's, which is the real one unless a test installed another. */
function currentClock() {
    return (0,_run_scope_js__WEBPACK_IMPORTED_MODULE_0__/* .currentRunScope */ .zx)().clock ?? (0,_run_scope_js__WEBPACK_IMPORTED_MODULE_0__/* .processRunScope */ .hY)().clock ?? realClock;
}
/**
 * Installs `clock` in the current run scope (outside any run: for the whole process, as tests do) for
 * everything that does not receive one explicitly; returns the undo.
 */
function installClock(clock) {
    const scope = currentRunScope();
    const previous = scope.clock;
    scope.clock = clock;
    return () => {
        scope.clock = previous;
    };
}
/**
 * Whatever clock is current at each call, for long-lived objects (a client, a bucket) built before a
 * test installs its clock: they must not keep the clock that was current when they were made.
 */
const ambientClock = {
    now: () => currentClock().now(),
    sleep: (ms, signal) => currentClock().sleep(ms, signal),
};
function timeoutError(message) {
    return new DOMException(message, 'TimeoutError');
}
/** `AbortSignal.timeout(ms)` on `clock`, so a virtual clock decides when a request has taken too long. */
function clockTimeout(ms, clock = currentClock()) {
    const timeout = new AbortController();
    const cancel = new AbortController();
    clock.sleep(ms, cancel.signal).then(() => timeout.abort(timeoutError(`timed out after ${ms} ms`)), () => { });
    return { signal: timeout.signal, clear: () => cancel.abort() };
}
/**
 * A timeout about progress rather than total time: it aborts only when `touch()` has not been called
 * for `idleMs`. Touching only records the time, so a stream can touch it for every chunk for free.
 */
function idleTimeout(idleMs, clock = currentClock()) {
    const timeout = new AbortController();
    const cancel = new AbortController();
    let lastMove = clock.now();
    const watch = async () => {
        for (;;) {
            const left = lastMove + idleMs - clock.now();
            if (left <= 0) {
                timeout.abort(timeoutError(`no progress for ${idleMs} ms`));
                return;
            }
            await clock.sleep(left, cancel.signal);
        }
    };
    watch().catch(() => { });
    return {
        signal: timeout.signal,
        touch: () => {
            lastMove = clock.now();
        },
        clear: () => cancel.abort(),
    };
}


/***/ }),

/***/ 3916:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   V2: () => (/* binding */ SafetyRefusal),
/* harmony export */   cc: () => (/* binding */ CancelledError),
/* harmony export */   dR: () => (/* binding */ ActionFailure),
/* harmony export */   gJ: () => (/* binding */ errorMessage),
/* harmony export */   j1: () => (/* binding */ ConfigurationError),
/* harmony export */   p0: () => (/* binding */ isConfigurationError),
/* harmony export */   un: () => (/* binding */ isUserFacingFailure)
/* harmony export */ });
/* unused harmony export HttpStatusError */
/**
 * A mistake in what the user gave us (an input, a file, a key's rights), as opposed to a bug.
 * Its message is one sentence that names the input and says how to fix it; entries print it as is.
 */
class ConfigurationError extends Error {
    name = 'ConfigurationError';
    /** The action input or file the problem is in, when there is one. */
    input;
    constructor(message, input) {
        super(message);
        this.input = input;
    }
}
/**
 * A request to a service other than the platform (object storage, GitLab) that failed, with the HTTP
 * status of the answer, or undefined when none came. Each service's error names itself.
 */
class HttpStatusError extends Error {
    status;
    constructor(message, status) {
        super(message);
        this.status = status;
    }
}
/**
 * An outcome the user must see as a failure but that is no bug: a build that failed, a deploy that
 * timed out, a plan refused by a safety threshold. Its message is the sentence to show.
 */
class ActionFailure extends Error {
    name = 'ActionFailure';
}
/**
 * A failure that is a deliberate refusal for safety (a plan over a threshold, a plan that is not the
 * one reviewed): nothing was written. The command line exits 3 on it, apart from other failures.
 */
class SafetyRefusal extends ActionFailure {
    name = 'SafetyRefusal';
}
/**
 * Why an action stopped early: the job was cancelled (the runner's SIGINT or SIGTERM, or a test's
 * abort). Every wait and request rejects with it, so the cores can tell a cancel from a failure.
 */
class CancelledError extends Error {
    name = 'CancelledError';
}
function isUserFacingFailure(error) {
    return error instanceof ActionFailure;
}
function isConfigurationError(error) {
    return error instanceof ConfigurationError;
}
/** The message of anything thrown, for logs. */
function errorMessage(error) {
    if (error instanceof Error)
        return error.message;
    return String(error);
}


/***/ }),

/***/ 1704:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ reusedChunks)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);

/**
 * A file's bytes from its start, through one buffer reused for every chunk: each chunk is valid only
 * until the next is asked for, so its consumer must be done with it by then (ZipWriter awaits its
 * sink, which copies what it keeps; the transport waits for each write's callback). A fresh buffer per
 * chunk, as a read stream allocates, cost a page fault per 4 KiB: tens of µs each on a VM
 * (bench/page-cost.ts). Stops at `limit` bytes, or at the file's end if that comes first.
 */
async function* reusedChunks(path, chunkBytes, limit = Number.POSITIVE_INFINITY) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, 'r');
    try {
        const buffer = Buffer.allocUnsafeSlow(Math.max(1, Math.min(chunkBytes, limit)));
        for (let position = 0; position < limit;) {
            const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, limit - position), position);
            if (bytesRead === 0)
                return;
            position += bytesRead;
            yield buffer.subarray(0, bytesRead);
        }
    }
    finally {
        await handle.close();
    }
}


/***/ }),

/***/ 5944:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  $: () => (/* binding */ clientFor)
});

// UNUSED EXPORTS: createGitHubClient

// EXTERNAL MODULE: ./src/api/agents.ts + 1 modules
var agents = __nccwpck_require__(9738);
;// CONCATENATED MODULE: ./src/api/node-fetch.ts

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 20;
/** Statuses whose Response may not have a body. */
const NULL_BODY = new Set([101, 204, 205, 304]);
async function nodeHttpFetch(input, init = {}) {
    let url = new URL(String(input));
    let method = (init.method ?? 'GET').toUpperCase();
    let body = bodyBytes(init.body);
    let headers = headerRecord(init.headers);
    for (let redirects = 0;; redirects++) {
        const answer = await exchange(url, method, headers, body, init.signal ?? undefined);
        const follow = REDIRECTS.has(answer.status) && answer.location !== undefined && init.redirect !== 'manual';
        if (!follow)
            return responseOf(answer, url);
        if (init.redirect === 'error' || redirects >= MAX_REDIRECTS)
            throw new TypeError('fetch failed', {
                cause: new Error(`redirected from ${url.origin}${url.pathname}`),
            });
        const next = new URL(answer.location, url);
        if (next.origin !== url.origin)
            headers = without(headers, ['authorization', 'cookie']);
        if (answer.status === 303 || (method === 'POST' && (answer.status === 301 || answer.status === 302))) {
            method = method === 'HEAD' ? 'HEAD' : 'GET';
            body = undefined;
            headers = without(headers, ['content-type', 'content-length']);
        }
        url = next;
    }
}
function exchange(url, method, headers, body, signal) {
    // The platform client's pools: keep-alive, and the proxy the environment names, if any.
    const { agent, request } = (0,agents/* agentFor */.P)(url);
    return new Promise((resolve, reject) => {
        const sent = request(url, {
            method,
            agent,
            headers: body === undefined ? headers : { ...headers, 'content-length': String(body.length) },
            ...(signal ? { signal } : {}),
        });
        const fail = (error) => reject(error.name === 'AbortError' ? error : new TypeError('fetch failed', { cause: error }));
        sent.on('error', fail);
        sent.once('response', (response) => {
            const chunks = [];
            response.on('data', (chunk) => chunks.push(chunk));
            response.on('error', fail);
            response.on('end', () => resolve({
                status: response.statusCode ?? 0,
                statusText: response.statusMessage ?? '',
                rawHeaders: response.rawHeaders,
                location: response.headers.location,
                body: Buffer.concat(chunks),
            }));
        });
        sent.end(body);
    });
}
function responseOf(answer, url) {
    const headers = new Headers();
    for (let index = 0; index + 1 < answer.rawHeaders.length; index += 2) {
        headers.append(answer.rawHeaders[index], answer.rawHeaders[index + 1]);
    }
    const response = new Response(NULL_BODY.has(answer.status) ? null : answer.body, {
        status: answer.status,
        statusText: answer.statusText,
        headers,
    });
    // A constructed Response has no URL of its own; fetch's is the last one asked.
    Object.defineProperty(response, 'url', { value: url.href });
    return response;
}
function bodyBytes(body) {
    if (body === undefined || body === null)
        return undefined;
    if (typeof body === 'string')
        return Buffer.from(body);
    if (body instanceof Uint8Array)
        return body;
    if (body instanceof ArrayBuffer)
        return new Uint8Array(body);
    throw new TypeError('nodeHttpFetch sends string or byte bodies only');
}
function headerRecord(headers) {
    return Object.fromEntries(new Headers(headers ?? {}).entries());
}
function without(headers, names) {
    return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name.toLowerCase())));
}

// EXTERNAL MODULE: ./src/clock.ts
var src_clock = __nccwpck_require__(9373);
// EXTERNAL MODULE: ./src/pause.ts
var pause = __nccwpck_require__(4581);
// EXTERNAL MODULE: ./src/secrets/redact.ts
var redact = __nccwpck_require__(4200);
// EXTERNAL MODULE: ./src/github/context.ts + 2 modules
var context = __nccwpck_require__(8117);
// EXTERNAL MODULE: ./src/github/rate-limit.ts
var rate_limit = __nccwpck_require__(7403);
;// CONCATENATED MODULE: ./src/github/client.ts






/** A rate limit that lasts longer is reported, not waited out, whatever the step's time. */
const MAX_RATE_LIMIT_WAIT_MS = 10 * 60_000;
/** Waits per request: GitHub asking again and again is reported rather than waited on forever. */
const MAX_RATE_LIMIT_WAITS = 3;
/**
 * A REST client for `apiUrl` (GITHUB_API_URL now, by default). `getOctokit` alone would use the URL
 * `@actions/github` read when it was first imported, which a test or a GHES run may have changed since.
 * `@actions/github` (Octokit and its own undici, ~1.2 MB of a bundle) loads on the first call: a
 * deploy that makes no GitHub request does not compile it (bench/README.md, round three).
 */
async function createGitHubClient(token, apiUrl = (0,context/* githubApiUrl */.B)(), waits = {}) {
    (0,redact/* registerSecret */.cl)(token);
    const { getOctokit } = await __nccwpck_require__.e(/* import() */ 413).then(__nccwpck_require__.bind(__nccwpck_require__, 2413));
    const baseUrl = apiUrl.replace(/\/+$/, '');
    // Node's http (through the proxy the environment names, if any), not undici's fetch: see node-fetch.ts.
    const request = { request: { fetch: nodeHttpFetch } };
    const octokit = getOctokit(token, { baseUrl, ...request });
    waitOutRateLimits(octokit, waits);
    return octokit;
}
async function clientFor(access) {
    return 'octokit' in access ? access.octokit : createGitHubClient(access.token, access.apiUrl, access.waits);
}
/**
 * A request GitHub refused for a rate limit was not done, so sending it again after the wait GitHub
 * asks for (`retry-after`, `x-ratelimit-reset`) has no double effect. Waits run on the run's clock
 * (tests accelerate it); a wait that would end past the step's deadline is not started: the refusal
 * is thrown, and the failure sentence names the limit and when it ends (failures.ts).
 */
function waitOutRateLimits(octokit, waits) {
    octokit.hook.wrap('request', async (send, options) => {
        for (let waited = 0;; waited++) {
            try {
                return await send(options);
            }
            catch (error) {
                const clock = (0,src_clock/* currentClock */.q6)();
                const limit = (0,rate_limit/* rateLimitOf */.t)(error, clock.now());
                if (limit === undefined || waited >= MAX_RATE_LIMIT_WAITS || waits.signal?.aborted)
                    throw error;
                const left = (waits.deadline ?? Number.POSITIVE_INFINITY) - clock.now();
                if (limit.waitMs > Math.min(MAX_RATE_LIMIT_WAIT_MS, left))
                    throw error;
                waits.logger?.info(`GitHub: ${(0,rate_limit/* describeRateLimit */.J)(limit)}; waiting ${Math.ceil(limit.waitMs / 1000)} s, then asking again.`);
                await (0,pause/* pause */.v)(limit.waitMs, waits.signal, clock);
                if (waits.signal?.aborted)
                    throw error;
            }
        }
    });
}


/***/ }),

/***/ 8117:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  B: () => (/* binding */ githubApiUrl),
  $: () => (/* binding */ readRunContext)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __nccwpck_require__(3916);
// EXTERNAL MODULE: ./src/log.ts
var log = __nccwpck_require__(5625);
;// CONCATENATED MODULE: ./src/github/event-payload.ts



/**
 * The webhook payload of the run, as untyped JSON. A missing or unreadable file is an empty payload:
 * outside a workflow (a local demo, a unit test) there is no event, and that must not be fatal.
 */
function readEventPayload(eventPath, logger = log/* silentLogger */.q) {
    if (!eventPath)
        return {};
    try {
        return JSON.parse((0,external_node_fs_.readFileSync)(eventPath, 'utf8'));
    }
    catch (error) {
        logger.debug(`Could not read the event payload at ${eventPath}: ${(0,errors/* errorMessage */.gJ)(error)}`);
        return {};
    }
}
/** The value at `path` inside untyped JSON, or undefined as soon as a step is missing. */
function valueAt(json, path) {
    let current = json;
    for (const key of path) {
        if (current === null || typeof current !== 'object')
            return undefined;
        current = current[key];
    }
    return current;
}
function stringAt(json, path) {
    const value = valueAt(json, path);
    return typeof value === 'string' && value !== '' ? value : undefined;
}
function numberAt(json, path) {
    const value = valueAt(json, path);
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

;// CONCATENATED MODULE: ./src/github/merge-group.ts

const SHA = /^[0-9a-f]{40}$/i;
const QUEUE_PULL = /(?:^|\/)pr-(\d{1,10})-[0-9a-f]{7,40}$/i;
/** The merge group of a `merge_group` event's payload (checked for its shape), else undefined. */
function mergeGroupOf(payload) {
    const headSha = stringAt(payload, ['merge_group', 'head_sha']);
    const baseSha = stringAt(payload, ['merge_group', 'base_sha']);
    const headRef = stringAt(payload, ['merge_group', 'head_ref']);
    if (headSha === undefined || baseSha === undefined || headRef === undefined)
        return undefined;
    if (!SHA.test(headSha) || !SHA.test(baseSha))
        return undefined;
    return {
        baseSha: baseSha.toLowerCase(),
        headSha: headSha.toLowerCase(),
        headRef,
        baseRef: stringAt(payload, ['merge_group', 'base_ref']),
        pullNumber: queuePullNumber(headRef),
    };
}
/** `N` of `gh-readonly-queue/<base>/pr-<N>-<sha>`; the base branch may itself hold slashes. */
function queuePullNumber(headRef) {
    const match = QUEUE_PULL.exec(headRef);
    if (!match)
        return undefined;
    const number = Number(match[1]);
    return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

;// CONCATENATED MODULE: ./src/github/context.ts


const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);
function isPullRequestEvent(eventName) {
    return PULL_REQUEST_EVENTS.has(eventName);
}
/** The GitHub API base URL the run should use, read now (not at import) so tests can change it. */
function githubApiUrl(env = process.env) {
    return withoutTrailingSlash(env.GITHUB_API_URL || 'https://api.github.com');
}
/**
 * The run as the environment and the event payload describe it, read at call time: unlike
 * `@actions/github`'s `context`, which is frozen when the module is first imported.
 */
function readRunContext(env = process.env, logger) {
    const payload = readEventPayload(env.GITHUB_EVENT_PATH, logger);
    const eventName = env.GITHUB_EVENT_NAME ?? '';
    const { owner, repo } = repositoryOf(env, payload);
    const sha = env.GITHUB_SHA ?? stringAt(payload, ['after']) ?? '';
    const ref = env.GITHUB_REF ?? stringAt(payload, ['ref']) ?? '';
    const pullRequest = isPullRequestEvent(eventName) ? pullRequestOf(payload) : undefined;
    const mergeGroup = eventName === 'merge_group' ? mergeGroupOf(payload) : undefined;
    const serverUrl = withoutTrailingSlash(env.GITHUB_SERVER_URL || 'https://github.com');
    const runId = env.GITHUB_RUN_ID || undefined;
    return {
        eventName,
        owner,
        repo,
        sha,
        commitSha: pullRequest?.headSha ?? sha,
        ref,
        branch: pullRequest ? env.GITHUB_HEAD_REF || pullRequest.headRef : branchOf(ref),
        pullRequest,
        mergeGroup,
        runId,
        // Outside GitHub the command line passes the CI system's own job URL (src/cli/ci-env.ts).
        runUrl: runId && owner
            ? `${serverUrl}/${owner}/${repo}/actions/runs/${runId}`
            : env.PLATFORM_ACTIONS_RUN_URL || undefined,
        serverUrl,
        apiUrl: githubApiUrl(env),
        defaultEnvironment: isPullRequestEvent(eventName) ? 'preview' : 'production',
    };
}
function repositoryOf(env, payload) {
    const fullName = env.GITHUB_REPOSITORY || stringAt(payload, ['repository', 'full_name']) || '';
    const slash = fullName.indexOf('/');
    if (slash < 0)
        return { owner: '', repo: '' };
    return { owner: fullName.slice(0, slash), repo: fullName.slice(slash + 1) };
}
function pullRequestOf(payload) {
    const number = numberAt(payload, ['pull_request', 'number']) ?? numberAt(payload, ['number']);
    if (number === undefined)
        return undefined;
    const headRepo = stringAt(payload, ['pull_request', 'head', 'repo', 'full_name']);
    const baseRepo = stringAt(payload, ['pull_request', 'base', 'repo', 'full_name']);
    return {
        number,
        action: stringAt(payload, ['action']),
        headSha: stringAt(payload, ['pull_request', 'head', 'sha']),
        headRef: stringAt(payload, ['pull_request', 'head', 'ref']),
        baseRef: stringAt(payload, ['pull_request', 'base', 'ref']),
        isFork: headRepo === undefined || headRepo.toLowerCase() !== baseRepo?.toLowerCase(),
        merged: valueAt(payload, ['pull_request', 'merged']) === true,
    };
}
function branchOf(ref) {
    const prefix = 'refs/heads/';
    return ref.startsWith(prefix) ? ref.slice(prefix.length) : undefined;
}
function withoutTrailingSlash(url) {
    return url.replace(/\/+$/, '');
}


/***/ }),

/***/ 8112:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $t: () => (/* binding */ gitHubFailureSentence),
/* harmony export */   W2: () => (/* binding */ warnGitHubFailure),
/* harmony export */   w$: () => (/* binding */ isPermissionFailure)
/* harmony export */ });
/* unused harmony exports httpStatusOf, rateLimitIn */
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9373);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(3916);
/* harmony import */ var _rate_limit_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(7403);



/**
 * The HTTP status GitHub answered with, or undefined for network failures and bugs. Octokit gives
 * network failures a status of 500 too, but no response: that is how to tell them apart.
 */
function httpStatusOf(error) {
    if (error === null || typeof error !== 'object' || !('status' in error) || !('response' in error))
        return undefined;
    const { status, response } = error;
    return typeof status === 'number' && status > 0 && response !== undefined ? status : undefined;
}
/** Every distinct message and code down the cause chain, for network failures (undici's "fetch failed" says nothing). */
function describeError(error) {
    const parts = [];
    let current = error;
    for (let depth = 0; current !== undefined && current !== null && depth < 5; depth += 1) {
        const message = (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(current);
        const code = typeof current === 'object' && 'code' in current ? String(current.code) : '';
        for (const part of [message, code]) {
            const known = part === '' || part === 'fetch failed' || parts.some((seen) => seen.includes(part));
            if (!known)
                parts.push(part);
        }
        current = current instanceof Error ? current.cause : undefined;
    }
    return parts.join(': ');
}
/**
 * 403 is the token lacking a permission; GitHub answers 404 instead when the token cannot see the
 * repository or resource at all, which for a workflow token is the same fix. A 403 of a rate limit
 * (its headers or message say so) is no permission problem: waiting is its fix.
 */
function isPermissionFailure(error) {
    const status = httpStatusOf(error);
    return (status === 403 || status === 404) && rateLimitIn(error) === undefined;
}
/** The rate limit GitHub refused `error`'s request for, if that is what it was. */
function rateLimitIn(error) {
    return httpStatusOf(error) === undefined ? undefined : (0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_2__/* .rateLimitOf */ .t)(error, (0,_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .currentClock */ .q6)().now());
}
/** What to do about a rate limit that outlasted what the step could wait. */
const RATE_LIMIT_FIX = 'the step could not wait that long; re-run the job after then, and spread the jobs that share the token (one workflow token gets 1,000 requests an hour per repository)';
/**
 * Warn about a GitHub call that failed, naming the permission that fixes it when that is the cause.
 * GitHub bookkeeping is a courtesy: callers warn and go on, they never fail the deploy.
 * @param what what we could not do, completing "Could not ...", e.g. "create a GitHub deployment"
 * @param permission the workflow permission that allows it, e.g. "deployments: write"
 * @param logger the action's port, which redacts the warning
 */
function warnGitHubFailure(what, permission, error, logger) {
    const status = httpStatusOf(error);
    const limit = rateLimitIn(error);
    if (limit !== undefined) {
        logger.warning(`Could not ${what}: GitHub answered ${status} because ${(0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_2__/* .describeRateLimit */ .J)(limit)}; ${RATE_LIMIT_FIX}. The deploy itself is not affected.`);
        return;
    }
    const cause = status === undefined ? describeError(error) : `GitHub answered ${status}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)}`;
    const fix = isPermissionFailure(error)
        ? ` The workflow token probably lacks \`${permission}\`: add it under \`permissions:\` in the workflow` +
            ' (pull requests from forks never get it).'
        : '';
    logger.warning(`Could not ${what} (${cause}).${fix} The deploy itself is not affected.`);
}
/**
 * The step's failure sentence for a GitHub request that failed, or undefined when `error` is not
 * one. Octokit's errors carry the request; a GitHub failure is GitHub's side (or the token's), never
 * a bug of ours, and the user's fix is a re-run or a permission, so the sentence says which.
 */
function gitHubFailureSentence(error) {
    if (!isOctokitRequestError(error))
        return undefined;
    const status = httpStatusOf(error);
    const route = `${error.request.method} ${pathOf(error.request.url)}`;
    if (status === undefined)
        return `Could not reach GitHub for ${route} (${describeError(error)}): re-run the job; if it keeps failing, check GITHUB_API_URL and the runner's network.`;
    if (status === 401)
        return `GitHub refused the token for ${route} (401): pass a valid \`github-token\` (the default \`github.token\` works).`;
    const limit = rateLimitIn(error);
    if (limit !== undefined)
        return `GitHub answered ${status} to ${route}: ${(0,_rate_limit_js__WEBPACK_IMPORTED_MODULE_2__/* .describeRateLimit */ .J)(limit)}; ${RATE_LIMIT_FIX}.`;
    if (isPermissionFailure(error))
        return `GitHub answered ${status} to ${route}: the token cannot see or change this; grant the workflow the permission it needs under \`permissions:\` (pull requests from forks never get write access).`;
    if (status >= 500 || status === 429)
        return `GitHub answered ${status} to ${route} (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)}): this is GitHub's side; re-run the job, and if it keeps failing see https://www.githubstatus.com.`;
    return `GitHub answered ${status} to ${route}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .errorMessage */ .gJ)(error)}.`;
}
/** Octokit's RequestError, told by its shape: the class itself lives in a package we don't load early. */
function isOctokitRequestError(error) {
    if (!(error instanceof Error) || !('request' in error))
        return false;
    const { request } = error;
    return (typeof request === 'object' &&
        request !== null &&
        typeof request.method === 'string' &&
        typeof request.url === 'string');
}
/** The path alone: the host is GITHUB_API_URL's, and a query may carry search text from outside. */
function pathOf(url) {
    try {
        return new URL(url).pathname;
    }
    catch {
        return '(an unreadable address)';
    }
}


/***/ }),

/***/ 7403:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ describeRateLimit),
/* harmony export */   t: () => (/* binding */ rateLimitOf)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3916);

/** Without `retry-after` or a reset time, a secondary limit is waited out for at least a minute. */
const SECONDARY_WAIT_MS = 60_000;
function rateLimitOf(error, now) {
    if (error === null || typeof error !== 'object')
        return undefined;
    const { status, response } = error;
    if ((status !== 403 && status !== 429) || response === undefined)
        return undefined;
    const headers = headersOf(response.headers);
    const retryAfter = secondsOf(headers['retry-after']);
    const spent = headers['x-ratelimit-remaining'] === '0';
    const secondary = /secondary rate limit/i.test((0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .gJ)(error));
    if (!spent && !secondary && retryAfter === undefined && status === 403)
        return undefined;
    const kind = spent && !secondary ? 'primary' : 'secondary';
    const reset = secondsOf(headers['x-ratelimit-reset']);
    let waitMs = SECONDARY_WAIT_MS;
    if (retryAfter !== undefined)
        waitMs = retryAfter * 1000;
    else if (spent && reset !== undefined)
        waitMs = Math.max(0, reset * 1000 - now);
    // GitHub's reset is a whole second: a second more keeps the retry from landing just before it.
    if (retryAfter === undefined && spent && reset !== undefined)
        waitMs += 1000;
    return { kind, waitMs, until: now + waitMs };
}
/** The sentence that says what limit was hit and until when, for warnings and failures alike. */
function describeRateLimit(limit) {
    const what = limit.kind === 'primary'
        ? "the token's GitHub API rate limit is spent"
        : 'GitHub applied its secondary rate limit (too many requests at once or too fast)';
    return `${what} until ${new Date(limit.until).toISOString().slice(11, 19)} UTC`;
}
function headersOf(value) {
    if (value === null || typeof value !== 'object')
        return {};
    const headers = {};
    for (const [name, header] of Object.entries(value)) {
        if (typeof header === 'string' || typeof header === 'number')
            headers[name.toLowerCase()] = String(header);
    }
    return headers;
}
function secondsOf(value) {
    if (value === undefined || !/^\d{1,10}$/.test(value.trim()))
        return undefined;
    return Number(value.trim());
}


/***/ }),

/***/ 3950:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   RH: () => (/* binding */ hostnameProblem),
/* harmony export */   U9: () => (/* binding */ isLoopback),
/* harmony export */   rn: () => (/* binding */ MAX_LABEL_LENGTH)
/* harmony export */ });
/**
 * What makes a host name: a fact of DNS that a preview's domain template and project-sync's domains
 * both check, so it sits in the base, under both.
 */
/** The most a DNS label may hold (RFC 1035). */
const MAX_LABEL_LENGTH = 63;
const MAX_HOSTNAME_LENGTH = 253;
/** Why `domain` is not a usable host name, or undefined when it is. */
function hostnameProblem(domain) {
    if (domain.length > MAX_HOSTNAME_LENGTH) {
        return `it has ${domain.length} characters, and a host name may have at most ${MAX_HOSTNAME_LENGTH}`;
    }
    const labels = domain.split('.');
    if (labels.length < 2)
        return 'it needs at least two parts separated by dots, e.g. pr-7.example.com';
    for (const label of labels) {
        if (label === '')
            return 'it has an empty part between dots';
        if (label.length > MAX_LABEL_LENGTH) {
            return `the part "${label}" has ${label.length} characters, and a part may have at most ${MAX_LABEL_LENGTH}`;
        }
        if (!/^[a-z0-9-]+$/.test(label)) {
            return `the part "${label}" may only hold letters a-z, digits and hyphens`;
        }
        if (label.startsWith('-') || label.endsWith('-')) {
            return `the part "${label}" may not start or end with a hyphen`;
        }
    }
    if (/^\d+$/.test(labels.at(-1)))
        return 'its last part may not be all digits';
    return undefined;
}
/** The loopback names and addresses: a request to them never leaves this machine. */
function isLoopback(hostname) {
    const host = hostname.toLowerCase();
    if (host === 'localhost' || host === '[::1]')
        return true;
    return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}


/***/ }),

/***/ 5625:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ silentLogger)
/* harmony export */ });
const silentLogger = { debug() { }, info() { }, warning() { } };


/***/ }),

/***/ 4581:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ pause)
/* harmony export */ });
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9373);

/**
 * Waits `ms` on the clock, or less when `signal` aborts: polling loops then see the abort at their
 * next check and wrap up, instead of unwinding through a rejection.
 */
async function pause(ms, signal, clock = (0,_clock_js__WEBPACK_IMPORTED_MODULE_0__/* .currentClock */ .q6)()) {
    if (signal?.aborted || ms <= 0)
        return;
    try {
        await clock.sleep(ms, signal);
    }
    catch (error) {
        // Only an abort ends a sleep early; anything else is a bug to surface.
        if (!signal?.aborted)
            throw error;
    }
}


/***/ }),

/***/ 2408:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   uX: () => (/* binding */ deployStatusLabel),
/* harmony export */   z3: () => (/* reexport safe */ _bytes_js__WEBPACK_IMPORTED_MODULE_0__.z)
/* harmony export */ });
/* harmony import */ var _bytes_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6136);
const LABELS = {
    success: '✅ Deployed',
    failure: '❌ Failed',
    checks_failed: '❌ Failed its checks',
    rolled_back: '↩️ Failed its checks, rolled back',
    cancelled: '🚫 Cancelled',
    in_progress: '⏳ In progress',
    skipped: '⏭️ Skipped',
};
function deployStatusLabel(status) {
    return LABELS[status];
}
/** "1m 05s", "12.3s", "450ms": precise for quick deploys, readable for slow ones. */
function formatDuration(milliseconds) {
    if (milliseconds < 1000)
        return `${Math.round(milliseconds)}ms`;
    const seconds = milliseconds / 1000;
    if (seconds < 60)
        return `${seconds.toFixed(1)}s`;
    const wholeSeconds = Math.round(seconds);
    const minutes = Math.floor(wholeSeconds / 60);
    const rest = String(wholeSeconds % 60).padStart(2, '0');
    return minutes < 60 ? `${minutes}m ${rest}s` : `${Math.floor(minutes / 60)}h ${minutes % 60}m ${rest}s`;
}



/***/ }),

/***/ 1363:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $d: () => (/* binding */ sizeOf),
/* harmony export */   Qt: () => (/* binding */ fitToLimit),
/* harmony export */   SY: () => (/* binding */ GITHUB_BODY_MAX_CHARS),
/* harmony export */   TH: () => (/* binding */ STEP_SUMMARY_MAX_BYTES)
/* harmony export */ });
/**
 * GitHub's size limits on what we write: an issue or comment body over 65,536 characters is refused
 * with 422 (so the drift issue could not be opened exactly when drift is largest), and a step's job
 * summary over 1 MiB is dropped. Every body is cut to fit here, at a line boundary, with what was
 * left open (a code fence, a `<details>`) closed and one line saying what was cut and where the run is.
 */
const GITHUB_BODY_MAX_CHARS = 65_536;
const STEP_SUMMARY_MAX_BYTES = 1024 * 1024;
/** Room for the closers of a cut body (a fence, `</details>` tags) besides the cut line. */
const CLOSERS_RESERVE = 200;
function sizeOf(text, unit) {
    return unit === 'bytes' ? Buffer.byteLength(text) : text.length;
}
/** `markdown` as it is when it fits in `limit`, else its first lines and a line saying what was cut. */
function fitToLimit(markdown, limit, options) {
    const total = sizeOf(markdown, options.unit);
    if (total <= limit)
        return markdown;
    const note = (shown) => cutLine(total - shown, total, limit, options);
    // The note's size grows by a few digits at most; measure it at its largest.
    const budget = limit - sizeOf(note(0), options.unit) - CLOSERS_RESERVE;
    const lines = markdown.split('\n');
    const kept = [];
    let used = 0;
    for (const line of lines) {
        const size = sizeOf(line, options.unit) + 1;
        if (used + size > budget) {
            if (kept.length === 0)
                kept.push(sliceLine(line, budget, options.unit));
            break;
        }
        kept.push(line);
        used += size;
    }
    const head = kept.join('\n');
    return `${head}\n${closers(head)}\n${note(sizeOf(head, options.unit))}\n`;
}
function cutLine(cut, total, limit, options) {
    const count = (n) => n.toLocaleString('en-US');
    const where = options.runUrl === undefined ? 'the run' : `[the run](${options.runUrl})`;
    return `_✂️ Cut to fit: ${count(cut)} of ${count(total)} ${options.unit} not shown (GitHub holds at most ${count(limit)} ${options.unit} in ${options.what}). See ${where} for the rest._`;
}
/** One line cut short; never inside a hidden comment it opens, which would hide the cut line. */
function sliceLine(line, budget, unit) {
    const end = Math.max(0, budget);
    const cut = unit === 'bytes'
        ? Buffer.from(line)
            .subarray(0, end)
            .toString('utf8')
            .replace(/\uFFFD$/, '')
        : line.slice(0, end).replace(/[\uD800-\uDBFF]$/, '');
    const open = cut.lastIndexOf('<!--');
    return open > cut.lastIndexOf('-->') ? cut.slice(0, open) : cut;
}
/** What the kept part opened and did not close: a code fence, `<details>` sections. */
function closers(head) {
    const fences = head.match(/^\s*(`{3,}|~{3,})/gm) ?? [];
    const fence = fences.length % 2 === 1 ? `${fences.at(-1)?.trim()}\n` : '';
    const opened = (head.match(/<details[\s>]/g) ?? []).length - (head.match(/<\/details>/g) ?? []).length;
    return `${fence}${'</details>\n'.repeat(Math.max(0, opened))}`;
}


/***/ }),

/***/ 2495:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   Gh: () => (/* binding */ readableText),
/* harmony export */   aL: () => (/* binding */ escapeTableCell),
/* harmony export */   bo: () => (/* binding */ renderTable),
/* harmony export */   iQ: () => (/* binding */ markdownLink),
/* harmony export */   m4: () => (/* binding */ escapeMarkdownText),
/* harmony export */   zH: () => (/* binding */ details)
/* harmony export */ });
/* unused harmony exports oneLine, codeSpan, tableRow, escapeHtml */
/* harmony import */ var _secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4200);

/**
 * Every form of line ending: CommonMark ends a line at `\n`, `\r\n` and a lone `\r` (so a `\r` in a
 * cell starts a new row or a heading), and other renderers and editors also break at a vertical tab,
 * a form feed, NEL and the Unicode line and paragraph separators.
 */
const LINE_BREAKS = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;
/** Text on one line: each line ending, of whatever form, becomes `separator`. */
function oneLine(text, separator = ' ') {
    return text.replace(LINE_BREAKS, separator);
}
/**
 * Outside text (a TXT value, a branch name, a platform message) must not ping or pull anything in:
 * GitHub turns `@name` and `@org/team` into mentions, `#12`, `owner/repo#12` and `GH-12` into
 * cross-references (a backlink in that issue), a hex word of 7 to 40 letters and digits into a commit
 * link, and bare `https://…` or `www.…` into links. A zero-width space (`&#8203;`, invisible when
 * rendered) inside each breaks the pattern. GitHub makes none of these inside links and code, so link
 * text and code spans need none of it. Runs on text already escaped (its `&` are entities).
 */
const ZWSP = '&#8203;';
function inertText(escaped) {
    return escaped
        .replace(/@(?=[\w-])/g, `@${ZWSP}`)
        .replace(/(?<!&)#(?=\d)/g, `#${ZWSP}`)
        .replace(/\bGH-(?=\d)/gi, (prefix) => `${prefix}${ZWSP}`)
        .replace(/\b[0-9a-f]{7,40}\b/gi, (word) => /\d/.test(word) && /[a-f]/i.test(word) ? `${word.slice(0, 4)}${ZWSP}${word.slice(4)}` : word)
        .replace(/:\/\//g, `${ZWSP}://`)
        .replace(/\bwww\./gi, (www) => `${www.slice(0, 3)}${ZWSP}.`);
}
/** The characters that end a cell, start a link or image, or open HTML, escaped; no line ending touched. */
function escapeInline(text) {
    // Redacted before escaping: an escaped secret (`&` → `&amp;`) no longer matches its mask.
    return (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(text)
        .replace(/[\\|`[\]]/g, '\\$&')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;');
}
/**
 * Text made safe for one GitHub-flavoured markdown table cell or one-line label: a pipe would end
 * the cell, a line ending the row (or start a heading), `<`/`>` could open HTML (a stray `<details>`
 * swallows the rest of a summary), `[`/`]` a link or an image, and a mention, reference or bare URL
 * would ping or link (`inertText`). Every cell escaper of the project comes here.
 */
function escapeTableCell(text, newline = '<br>') {
    return oneLine(inertText(escapeInline(text)), newline);
}
/**
 * A sentence for markdown prose (after `**Error:**`), on one line: it stays readable as written; what
 * could open HTML, a link or an image is escaped, and mentions, references and bare URLs made inert.
 */
function escapeMarkdownText(sentence) {
    // Redacted before escaping: an escaped secret (`&` → `&amp;`) would no longer match its mask.
    const escaped = (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(sentence)
        .replace(/[\\[\]]/g, '\\$&')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;');
    return oneLine(inertText(escaped));
}
/** A code span, fit for a table cell, that the text cannot end early: the fence outruns any backtick run inside. */
function codeSpan(text) {
    const flat = oneLine((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(text)).replace(/\|/g, '\\|');
    const longest = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(longest + 1);
    return `${fence} ${flat} ${fence}`;
}
/** One row of a markdown table from cells already escaped (`escapeTableCell`) or trusted markup. */
function tableRow(cells) {
    return `| ${cells.join(' | ')} |`;
}
/**
 * A markdown table; every cell is redacted, and escaped unless it is `{ markdown }`. A table of
 * facts has no column names (`['', '']`): its first row becomes the header, because GitHub draws an
 * empty header as a blank bar above the table.
 */
function renderTable(headers, rows) {
    const line = (cells) => tableRow(cells.map(renderCell));
    const [first, ...rest] = rows;
    const promote = first !== undefined && headers.every((header) => header === '');
    const head = promote ? headers.map((_, index) => first[index] ?? '') : headers;
    const lines = [line(head), `|${headers.map(() => ' --- |').join('')}`];
    for (const row of promote ? rest : rows) {
        const padded = headers.map((_, index) => row[index] ?? '');
        lines.push(line(padded));
    }
    return `${lines.join('\n')}\n`;
}
function renderCell(cell) {
    if (typeof cell === 'object')
        return oneLine((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(cell.markdown));
    return escapeTableCell((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(String(cell)));
}
/**
 * A URL fit to be a link's target, or undefined: only http(s) (a `javascript:` or `data:` URL from
 * the platform is never a link), with what would end the target or the table cell around it (`(`,
 * `)`, `[`, `]`, `|`, backticks, `<`, `>`, quotes, spaces and line endings) percent-encoded.
 */
function linkTarget(url) {
    const flat = (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(url);
    if (!/^https?:\/\/[^/\s]/i.test(flat))
        return undefined;
    return flat.replace(/[()[\]|`<>"'\s\u0085\u2028\u2029]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
/**
 * A markdown link whose text cannot break out of its brackets or the table cell, nor the URL out of
 * its parentheses. A URL that is not http(s) is shown as inert text, not linked. `code` shows the
 * text as a code span (a short SHA).
 */
function markdownLink(text, url, options = {}) {
    const target = linkTarget(url);
    if (target === undefined)
        return options.code ? codeSpan(text) : escapeTableCell(text);
    // GitHub makes no mention, reference or autolink inside a link, so the text needs no `inertText`.
    const label = options.code ? codeSpan(text) : oneLine(escapeInline(text));
    return `[${label}](${target})`;
}
/**
 * A fenced code block holding `code` verbatim. The fence is one backtick longer than the longest
 * run of backticks inside, which is the CommonMark way to make sure the code cannot close it.
 */
function codeBlock(code, language = '') {
    const longestRun = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(Math.max(3, longestRun + 1));
    return `${fence}${language}\n${code.replace(/\n$/, '')}\n${fence}\n`;
}
/**
 * A collapsed `<details>` section around markdown. The blank lines matter: without them GitHub
 * treats the body as raw HTML and stops rendering the markdown inside.
 */
function details(summary, markdownBody, open = false) {
    const summaryHtml = escapeHtml(summary);
    return `<details${open ? ' open' : ''}><summary>${summaryHtml}</summary>\n\n${markdownBody}\n</details>\n`;
}
/** Text for an HTML element or attribute; on one line, since a blank line would end the HTML block. */
function escapeHtml(text) {
    return oneLine(inertText((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(text)
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/\[/g, '&#91;')
        .replace(/\]/g, '&#93;')));
}
/** Text as a reader sees it, whatever escaping a table cell or a paragraph gave it. */
function readableText(markdown) {
    return markdown
        .replace(/&#8203;/g, '')
        .replace(/&#91;/g, '[')
        .replace(/&#93;/g, ']')
        .replace(/<br>/g, ' ')
        .replace(/\\(.)/g, '$1')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ');
}


/***/ }),

/***/ 3345:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   ZK: () => (/* binding */ renderGantt)
/* harmony export */ });
/* unused harmony exports renderDiff, renderDiffLines */
/* harmony import */ var _deploy_status_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2408);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2495);


/**
 * A Mermaid Gantt chart, which GitHub draws in summaries and comments. Times are milliseconds from
 * the epoch (`dateFormat x`), so the axis starts at 00:00 and reads as time since the start.
 * Mermaid gives `:`, `#` and `;` meanings inside a task line, so names keep only safe characters.
 */
function renderGantt(chart) {
    const longest = Math.max(chart.end?.atMs ?? 0, ...chart.phases.map((p) => p.startMs + p.durationMs));
    const lines = [
        'gantt',
        `  title ${mermaidText(chart.title)}`,
        '  dateFormat x',
        // Seconds and milliseconds for a short deploy; minutes and seconds once it takes a while.
        `  axisFormat ${longest < 60_000 ? '%-S.%Ls' : '%-M:%S'}`,
    ];
    chart.phases.forEach((phase, index) => {
        const name = mermaidText(phase.name);
        const duration = Math.max(1, Math.round(phase.durationMs));
        lines.push(`  section ${name}`);
        lines.push(`  ${taskLabel(name)} ${(0,_deploy_status_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(phase.durationMs)} :p${index}, ${Math.round(phase.startMs)}, ${duration}ms`);
    });
    if (chart.end !== undefined) {
        // The milestone's text says when, so the diamond at the end of the axis needs no reading off.
        const name = mermaidText(chart.end.name);
        const label = `${taskLabel(name)} after ${(0,_deploy_status_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(chart.end.atMs)}`;
        lines.push(`  section ${name}`, `  ${label} :milestone, finish, ${Math.round(chart.end.atMs)}, 0ms`);
    }
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .codeBlock */ .DV)(lines.join('\n'), 'mermaid');
}
/**
 * What Mermaid's Gantt lexer reads as a statement at the start of a line (case-insensitively, most
 * even without a space after the word), before it would read a task's text: a status such as
 * `click p0 call alert()` starting a task line would be a click callback, `title x` the chart's title.
 * `section` and `title` lines are safe: their rule takes the rest of the line as the text.
 */
const STATEMENT_START = /^(?:click|call|href|gantt|dateformat|inclusiveenddates|topaxis|axisformat|tickinterval|includes|excludes|todaymarker|weekday|weekend|title|accdescription|accdescr|acctitle|section|\d{4}-\d\d-\d\d)/i;
/** A task's text, quoted when it starts as a statement would, so a label can never form one. */
function taskLabel(name) {
    return STATEMENT_START.test(name) ? `“${name}”` : name;
}
function mermaidText(text) {
    return (text
        .replace(/[^\p{L}\p{N} ._()/+-]/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim() || '-');
}
/**
 * A ```diff block: GitHub colours `+` lines green and `-` lines red. A change is its old line then
 * its new one. Every line is one line: a newline inside the text would start an uncoloured line.
 */
function renderDiff(lines) {
    return codeBlock(renderDiffLines(lines), 'diff');
}
/** The body of a diff block, for a caller that cuts it to a byte budget itself. */
function renderDiffLines(lines) {
    const out = [];
    const one = (text) => oneLine(text, '\n').replace(/\s*\n\s*/g, ' ');
    for (const line of lines) {
        if (line.op === 'add')
            out.push(`+ ${one(line.text)}`);
        else if (line.op === 'remove')
            out.push(`- ${one(line.text)}`);
        else if (line.op === 'same')
            out.push(`  ${one(line.text)}`);
        else
            out.push(`- ${one(line.before)}`, `+ ${one(line.after)}`);
    }
    return out.join('\n');
}


/***/ }),

/***/ 1692:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AY: () => (/* binding */ renderDeploySummary),
/* harmony export */   QZ: () => (/* binding */ projectLabel)
/* harmony export */ });
/* unused harmony export renderLogTail */
/* harmony import */ var _secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4200);
/* harmony import */ var _deploy_status_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2408);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2495);
/* harmony import */ var _pictures_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(3345);




/** "shop (prj_1)" when the name is known and says more than the id; the id alone otherwise. */
function projectLabel(id, name) {
    return name && name !== id ? `${name} (${id})` : id;
}

const DEFAULT_TAIL_LINES = 100;
/** GitHub refuses summaries over 1 MiB per step; a tail is a glimpse, not the log. */
const MAX_TAIL_CHARS = 64 * 1024;
// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes start with ESC
const ANSI_ESCAPES = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;
/** The summary of one deploy as markdown: a table of facts, then the error and log tail if it failed. */
function renderDeploySummary(summary) {
    const rows = [
        ['Status', (0,_deploy_status_js__WEBPACK_IMPORTED_MODULE_1__/* .deployStatusLabel */ .uX)(summary.status)],
        ['Project', summary.project],
    ];
    if (summary.deploymentId !== undefined)
        rows.push(['Deployment', String(summary.deploymentId)]);
    if (summary.liveNow !== undefined)
        rows.push(['Live now', summary.liveNow]);
    if (summary.url)
        rows.push(['URL', { markdown: (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .markdownLink */ .iQ)(summary.url, summary.url) }]);
    if (summary.durationMs !== undefined)
        rows.push(['Duration', (0,_deploy_status_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(summary.durationMs)]);
    if (summary.archive) {
        const { bytes, fileCount, sha256 } = summary.archive;
        const files = `${fileCount} file${fileCount === 1 ? '' : 's'}`;
        rows.push(['Archive', `${(0,_deploy_status_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z3)(bytes)} (${bytes} bytes), ${files}`]);
        rows.push(['SHA-256', { markdown: `\`${sha256.replace(/[^0-9a-fA-F]/g, '')}\`` }]);
    }
    const title = `### Deploy ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeTableCell */ .aL)((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(projectLabel(summary.project, summary.projectName)))}\n`;
    const parts = [title, (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .renderTable */ .bo)(['', ''], rows)];
    if (summary.status !== 'success' && summary.error) {
        parts.push(`**Error:** ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeTableCell */ .aL)((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(summary.error))}\n`);
    }
    if (summary.status !== 'success' && summary.nextSteps) {
        parts.push(`**Next steps:** ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeTableCell */ .aL)((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(summary.nextSteps))}\n`);
    }
    if (summary.status !== 'success' && summary.logTail !== undefined) {
        parts.push(renderLogTail(summary.logTail, { open: true }));
    }
    if (summary.timeline !== undefined && summary.timeline.phases.length > 0) {
        parts.push((0,_pictures_js__WEBPACK_IMPORTED_MODULE_3__/* .renderGantt */ .ZK)(summary.timeline));
    }
    return parts.join('\n');
}
/** The last lines of a log, folded, in a code block nothing in the log can escape from. */
function renderLogTail(log, options = {}) {
    const { title = 'Log tail', maxLines = DEFAULT_TAIL_LINES, open = false } = options;
    const allLines = (typeof log === 'string' ? log.split(/\r?\n/) : log).flatMap((line) => line.split(/\r?\n/));
    while (allLines.length > 0 && allLines.at(-1) === '')
        allLines.pop();
    const lines = allLines.slice(-maxLines);
    let text = (0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(lines.join('\n')).replace(ANSI_ESCAPES, '');
    if (text.length > MAX_TAIL_CHARS)
        text = text.slice(-MAX_TAIL_CHARS);
    const omitted = allLines.length - lines.length;
    const label = omitted > 0 ? `${title} (last ${lines.length} of ${allLines.length} lines)` : title;
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .details */ .zH)((0,_secrets_redact_js__WEBPACK_IMPORTED_MODULE_0__/* .redact */ .E$)(label), (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .codeBlock */ .DV)(text, 'text'), open);
}


/***/ }),

/***/ 7303:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Wb: () => (/* binding */ withRunScope),
/* harmony export */   hY: () => (/* binding */ processRunScope),
/* harmony export */   zx: () => (/* binding */ currentRunScope)
/* harmony export */ });
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6698);
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_async_hooks__WEBPACK_IMPORTED_MODULE_0__);

function newSecretSet(announce) {
    return { values: new Set(), longestFirst: [], announce };
}
const processScope = { secrets: newSecretSet(), clock: undefined };
const runs = new node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage();
/** The scope of the run this code belongs to, or the process's outside any run. */
function currentRunScope() {
    return runs.getStore() ?? processScope;
}
/** The process's scope: the fallback clock of every run. */
function processRunScope() {
    return processScope;
}
/**
 * Runs `work` as one action run: secrets registered in it are its own and announced to `announce`
 * (the run's port, which tells the runner to mask them); it waits on the process's clock.
 */
function withRunScope(announce, work) {
    return runs.run({ secrets: newSecretSet(announce), clock: undefined }, work);
}


/***/ }),

/***/ 4200:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ redact),
/* harmony export */   Kp: () => (/* binding */ redactJson),
/* harmony export */   cl: () => (/* binding */ registerSecret)
/* harmony export */ });
/* unused harmony exports REDACTED, MIN_SECRET_LENGTH, routeSecretsTo, secretParts, forgetAllSecrets */
/* harmony import */ var _run_scope_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7303);

/**
 * The secrets of one run (src/run-scope.ts): a secret registered by any step (an API key input, a
 * token read from a file) is hidden from everything src/render draws, not just from the runner's log.
 * The runner masks its log from `::add-mask::`, but job summaries, PR comments and deployment payloads
 * are not logs: nothing masks them unless we do.
 */
function registry() {
    return (0,_run_scope_js__WEBPACK_IMPORTED_MODULE_0__/* .currentRunScope */ .zx)().secrets;
}
const REDACTED = '***';
/**
 * Shorter values are not registered: masking `1` or `on` would garble every log line, summary and
 * output that holds that character run (`DEBUG=1` turned each `1` of a run into `***`), and hides
 * nothing worth hiding. What we render never prints a value anyway, only names.
 */
const MIN_SECRET_LENGTH = 4;
/**
 * Sends each secret registered from now on in the current scope to `sink` as well; returns the undo.
 * For code that registers outside an action run (tests of the registry, scripts).
 */
function routeSecretsTo(sink) {
    const scope = registry();
    const previous = scope.announce;
    scope.announce = sink;
    return () => {
        scope.announce = previous;
    };
}
/**
 * Hide `value` from everything rendered from now on, and from the runner's log.
 * A multi-line value (a PEM key, a JSON credential) is also registered line by line, like the
 * runner does, because a renderer may wrap or quote it line by line.
 */
function registerSecret(value) {
    if (value === undefined)
        return;
    const scope = registry();
    let changed = false;
    for (const candidate of secretParts(value)) {
        if (scope.values.has(candidate))
            continue;
        scope.values.add(candidate);
        scope.announce?.(candidate);
        changed = true;
    }
    if (changed)
        scope.longestFirst = [...scope.values].sort((a, b) => b.length - a.length);
}
/**
 * What registering `value` hides: the value, each of its lines, and the password of each URL in it,
 * those long enough to mask. For a value that must be masked in the log (`::add-mask::`) but kept
 * where the user asked for it, such as a credential in the api action's `data` output.
 */
function secretParts(value) {
    const candidates = [
        value.trim(),
        ...value.split(/\r?\n/).map((line) => line.trim()),
        ...urlPasswords(value),
    ];
    return [...new Set(candidates)].filter((candidate) => candidate.length >= MIN_SECRET_LENGTH);
}
/** Shorter ones would blank out common words all over the log (the runner masks whatever it is given). */
const MIN_URL_PASSWORD = 6;
/**
 * The password of each `scheme://user:password@host` in a value, as written and decoded: a connection
 * string is a secret as a whole, but clients, drivers and build tools print its password on its own.
 */
function urlPasswords(value) {
    const passwords = [];
    for (const raw of rawUrlPasswords(value)) {
        let decoded = raw;
        try {
            decoded = decodeURIComponent(raw);
        }
        catch {
            // A stray % is kept as written.
        }
        passwords.push(...new Set([raw, decoded]));
    }
    return passwords.filter((password) => password.length >= MIN_URL_PASSWORD);
}
/**
 * What `/[a-z][a-z0-9+.-]*:\/\/[^\s:/@]*:([^\s/@]+)@/gi` captures, found from each `://` instead of
 * from each position: the regex backtracks over the whole scheme run at every start, which made a
 * 1 MB secret without `://` take minutes. Each scan below stops at the next `:` or `/`, so the scans
 * of consecutive `://` never overlap and the whole search is linear.
 */
function* rawUrlPasswords(value) {
    for (let at = value.indexOf('://'); at !== -1; at = value.indexOf('://', at + 1)) {
        if (!schemeEndsAt(value, at))
            continue;
        const userEnd = scanWhile(value, at + 3, (char) => !/[\s:/@]/.test(char));
        if (value[userEnd] !== ':')
            continue;
        const passwordEnd = scanWhile(value, userEnd + 1, (char) => !/[\s/@]/.test(char));
        if (passwordEnd > userEnd + 1 && value[passwordEnd] === '@')
            yield value.slice(userEnd + 1, passwordEnd);
    }
}
/** Whether `://` at `at` follows a scheme: a run of letters, digits, `+`, `.` and `-` with a letter in it. */
function schemeEndsAt(value, at) {
    for (let start = at - 1; start >= 0 && /[a-z0-9+.-]/i.test(value[start] ?? ''); start--) {
        if (/[a-z]/i.test(value[start] ?? ''))
            return true;
    }
    return false;
}
function scanWhile(value, from, accepts) {
    let at = from;
    while (at < value.length && accepts(value[at] ?? ''))
        at++;
    return at;
}
/** `text` with every registered secret replaced by `***`. */
function redact(text) {
    let result = text;
    for (const secret of registry().longestFirst) {
        if (result.includes(secret))
            result = result.split(secret).join(REDACTED);
    }
    return result;
}
/**
 * A JSON-compatible value with every string in it redacted, keys included, for deployment payloads.
 * Going through JSON text would also work but could corrupt the structure when a secret happens to
 * match JSON syntax (a secret like `",` is unlikely, yet cheap to rule out).
 */
function redactJson(value) {
    if (typeof value === 'string')
        return redact(value);
    if (Array.isArray(value))
        return value.map(redactJson);
    if (value !== null && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([key, inner]) => [redact(key), redactJson(inner)]));
    }
    return value;
}
/** For tests: each test starts from a registry with nothing in it. */
function forgetAllSecrets() {
    const scope = registry();
    scope.values.clear();
    scope.longestFirst = [];
}


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 5317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 9311:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 3557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(5336);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
