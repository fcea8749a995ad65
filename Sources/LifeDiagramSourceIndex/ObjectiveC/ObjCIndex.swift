import LifeDiagramModel

extension SourceIndex {
  /// Indexes an Objective-C file (`.m`, `.mm`, `.h`) as the audit indexes Swift, so every rule reads both:
  /// - `@interface Name : Super <Protocols>` declares a type; a category or class extension (`Name (…)`) and an
  ///   `@implementation` add to it, as a Swift extension does;
  /// - each method defined in an `@implementation`, its selector in Swift's spelling (``ObjCSelectors``), an
  ///   override of its superclass's when it has the same selector, as Objective-C has it;
  /// - in a method's body, `[super …]` messages, calls by their selector's Swift base name, and reads of a scene's
  ///   connection options (`connectionOptions.URLContexts` is `urlContexts`).
  ///
  /// Read token by token (``ObjCTokens``): linear in the file, whatever it holds.
  package init(objectiveCPath path: String, text: String, selectors: ObjCSelectors) {
    var reader = ObjCReader(path: path, tokens: ObjCTokens(text), selectors: selectors)
    reader.read()
    self = reader.index
  }
}

/// Walks an Objective-C file's tokens and fills a ``SourceIndex``.
private struct ObjCReader {
  package let path: String
  package let tokens: [ObjCTokens.Token]
  package let selectors: ObjCSelectors
  package var index = SourceIndex()
  package var position = 0
  /// The names the file gives the current notification center (`center = [UNUserNotificationCenter currentNotificationCenter]`).
  package var notificationCenterNames: Set<String> = []
  /// The depths of the blocks the body is inside that run later (``isDeferredBlock()``).
  package var deferredBlocks: [Int] = []

  package init(path: String, tokens: ObjCTokens, selectors: ObjCSelectors) {
    self.path = path
    self.tokens = tokens.tokens
    self.selectors = selectors
    index.comments = tokens.comments
  }

  private func token(_ offset: Int = 0) -> ObjCTokens.Token? {
    tokens.indices.contains(position + offset) ? tokens[position + offset] : nil
  }

  private func text(_ offset: Int = 0) -> String? { token(offset)?.text }

  private func location(_ token: ObjCTokens.Token) -> CodeLocation {
    CodeLocation(file: path, line: token.line, column: token.column)
  }

  package mutating func read() {
    while let current = token() {
      if current.text == "@", let keyword = text(1) {
        switch keyword {
        case "interface", "protocol": declaration(at: current, isProtocol: keyword == "protocol")
        case "implementation": implementation(at: current)
        default: position += 1
        }
      } else {
        position += 1
      }
    }
  }

  // MARK: Declarations

  /// `@interface Name : Super <P, Q>`, `@interface Name (Category) <P>`, `@interface Name ()`; a protocol
  /// declares no type the audit follows. Its methods are declarations without bodies; the position moves to `@end`.
  /// A forward declaration (`@protocol P;`, `@protocol P, Q;`) has no `@end`: the position moves past its `;`.
  private mutating func declaration(at start: ObjCTokens.Token, isProtocol: Bool) {
    position += 2
    if isProtocol, isForwardDeclarationHere() { return }
    guard !isProtocol, let name = token(), name.isName else { return skipToEnd() }
    position += 1
    var inherited: [String] = []
    var isExtension = false
    if text() == ":", let superclass = token(1), superclass.isName {
      inherited.append(superclass.text)
      position += 2
    } else if text() == "(" {
      isExtension = true
      while let next = text(), next != ")" { position += 1 }
      position += 1
    }
    if text() == "<" {
      position += 1
      while let next = token(), next.text != ">" {
        if next.isName { inherited.append(next.text) }
        position += 1
      }
    }
    index.types.append(
      SourceIndex.TypeDeclaration(
        name: name.text, isExtension: isExtension, inherited: inherited, isMain: false, location: location(start),
        methods: []))
    skipToEnd()
  }

  /// Moves past the next `@end`.
  /// Whether the names from here end in `;` (`P;`, `P, Q;`), and if so, moves past it.
  private mutating func isForwardDeclarationHere() -> Bool {
    var offset = 0
    while let next = token(offset), next.isName || next.text == "," { offset += 1 }
    guard offset > 0, text(offset) == ";" else { return false }
    position += offset + 1
    return true
  }

  private mutating func skipToEnd() {
    while let current = token() {
      position += 1
      if current.text == "@" && text() == "end" {
        position += 1
        return
      }
    }
  }

  // MARK: Implementations

  /// `@implementation Name` (or `Name (Category)`) to its `@end`: the methods it defines.
  private mutating func implementation(at start: ObjCTokens.Token) {
    position += 2
    guard let name = token(), name.isName else { return }
    position += 1
    let type = index.types.count
    index.types.append(
      SourceIndex.TypeDeclaration(
        name: name.text, isExtension: true, inherited: [], isMain: false, location: location(start), methods: []))
    var depth = 0
    while let current = token() {
      if current.text == "@" && text(1) == "end" && depth == 0 {
        position += 2
        return
      }
      switch current.text {
      case "{":
        depth += 1
        position += 1
      case "}":
        depth = max(0, depth - 1)
        position += 1
      case "-" where depth == 0, "+" where depth == 0: method(at: current, in: type, isStatic: current.text == "+")
      default: position += 1
      }
    }
  }

  /// `- (Type)part:(Type)name part:(Type)name { … }`: the method with what its body calls; `;` ends a
  /// declaration without a body.
  private mutating func method(at start: ObjCTokens.Token, in type: Int, isStatic: Bool) {
    position += 1
    skipParenthesized()
    var parts: [String] = []
    var parameters: [String: String] = [:]  // the parameter's name, by its selector part
    var takesArguments = false
    while let current = token(), current.text != "{", current.text != ";", current.text != "@" {
      if current.isName, text(1) == ":" {
        takesArguments = true
        parts.append(current.text)
        position += 2
        skipParenthesized()
        if let parameter = token(), parameter.isName {
          parameters[current.text] = parameter.text
          position += 1
        }
      } else if current.isName, parts.isEmpty, !takesArguments {
        parts.append(current.text)
        position += 1
      } else {
        position += 1  // `, ...` of a variadic method, attributes
      }
    }
    guard let first = parts.first else { return }
    let objcSelector = takesArguments ? parts.map { $0 + ":" }.joined() : first
    let swift = selectors.swiftSelector(of: objcSelector)
    var method = SourceIndex.MethodDeclaration(
      name: swift.baseName, labels: swift.labels, isAsync: false, isOverride: !isStatic, isStatic: isStatic,
      hasBody: false,
      superCalls: [], location: location(start))
    if text() == "{" {
      method.hasBody = true
      let options = objcSelector == "scene:willConnectToSession:options:" ? parameters["options"] : nil
      let start = position
      body(of: &method, options: options, type: index.types[type].name)
      method.hasEmptyBody = position - start <= 2  // `{` and `}` alone: comments are no tokens
      // The last part's parameter, when it is a completion handler (`…completionHandler:`, `…Handler:`, not a
      // `restorationHandler:`), judged over the body's tokens.
      if let last = parts.last, let handler = parameters[last], Self.isCompletionHandlerPart(last) {
        method.missesCompletionHandler = missesHandler(handler, from: start, to: position)
      }
    }
    index.types[type].methods.append(method)
  }

  /// Whether a selector part takes a completion handler the caller waits for.
  private static func isCompletionHandlerPart(_ part: String) -> Bool {
    let lowered = part.lowercased()
    return (lowered.hasSuffix("handler") || lowered == "completion") && !lowered.hasSuffix("restorationhandler")
  }

  /// Whether the body between two token positions leaves the handler unused: it never names it, or a `return`
  /// comes where no block around it has named it yet. A block (`^{ … }`) that names it captures it, which uses it
  /// where the block is written; a block's own `return` is not the method's. Branches are not followed to their
  /// ends (a path that falls out of an `if` without the handler is not seen): Objective-C is judged by what is
  /// certain.
  private func missesHandler(_ handler: String, from start: Int, to end: Int) -> Bool {
    var levels: [(used: Bool, isBlock: Bool)] = []
    var named = false
    var index = start
    while index < end {
      let text = tokens[index].text
      switch text {
      case "{":
        // A block's brace comes after `^`, or after its parameters `^(BOOL done)`.
        var back = index - 1
        if back >= 0, tokens[back].text == ")" {
          while back > start, tokens[back].text != "(" { back -= 1 }
          back -= 1
        }
        levels.append((false, back >= 0 && tokens[back].text == "^"))
      case "}":
        if !levels.isEmpty { levels.removeLast() }
      case handler:
        named = true
        if let level = levels.lastIndex(where: { !$0.isBlock }) { levels[level].used = true }
      case "return" where !levels.contains(where: \.isBlock):
        var next = index + 1
        var returnsHandler = false
        while next < end, tokens[next].text != ";" {
          if tokens[next].text == handler { returnsHandler = true }
          next += 1
        }
        if !returnsHandler && !levels.contains(where: \.used) { return true }
      default: break
      }
      index += 1
    }
    return !named
  }

  /// Skips a parenthesized type, `(NSDictionary<NSString *, id> *)`, if one starts here.
  private mutating func skipParenthesized() {
    guard text() == "(" else { return }
    var depth = 0
    while let current = token() {
      position += 1
      if current.text == "(" { depth += 1 }
      if current.text == ")" {
        depth -= 1
        if depth == 0 { return }
      }
    }
  }

  /// A method's body, from its `{` to the matching `}`: `[super …]` messages, every message by its selector's
  /// Swift base name, and reads of the connection options.
  private mutating func body(of method: inout SourceIndex.MethodDeclaration, options: String?, type: String) {
    var depth = 0
    var blockRunsLater = false
    deferredBlocks = []
    while let current = token() {
      switch current.text {
      case "^":
        blockRunsLater = isDeferredBlock()
      case "{":
        depth += 1
        if blockRunsLater { deferredBlocks.append(depth) }
        blockRunsLater = false
      case "}":
        if deferredBlocks.last == depth { deferredBlocks.removeLast() }
        depth -= 1
        if depth == 0 {
          position += 1
          return
        }
      case "[":
        message(at: current, in: &method, type: type)
      case "currentNotificationCenter"
      where text(-1) == "UNUserNotificationCenter" && text(-2) == "[" && text(-3) == "=":
        // `center = [UNUserNotificationCenter currentNotificationCenter]`
        if let name = token(-4), name.isName { notificationCenterNames.insert(name.text) }
      case "delegate" where text(-1) == "." && text(1) == "=" && holdsNotificationCenter(endingAt: -2),
        "setDelegate" where holdsNotificationCenter(endingAt: -1):
        launchSite(.notificationDelegate, at: current, method: method, type: type)
      case "registerForTaskWithIdentifier"
      where text(-1) == "]" && text(-2) == "sharedScheduler" && text(-3) == "BGTaskScheduler":
        launchSite(.taskRegistration, at: current, method: method, type: type)
      case "sharedApplication"
      where (text(-1) == "UIApplication" && text(1) == "]")
        || (text(-1) == "." && text(-2) == "UIApplication" && text(1) == "."):
        // `[UIApplication sharedApplication].keyWindow`, `[[UIApplication sharedApplication] windows]`,
        // `UIApplication.sharedApplication.keyWindow`.
        let member = text(1) == "." ? token(2) : text(2) == "." ? token(3) : token(2)
        if let member, member.text == "windows" || member.text == "keyWindow" {
          index.windowReads.append(
            SourceIndex.OptionRead(
              member: member.text, location: location(member), enclosingType: type, enclosingMethod: method.location))
        }
      case let name where name.hasPrefix("UIApplicationLaunchOptions") && name.hasSuffix("Key"):
        // `launchOptions[UIApplicationLaunchOptionsURLKey]`: the key's Swift name, `url`.
        let key = SourceIndex.launchOptionKey(objectiveC: name)
        if SourceIndex.sceneDeliveredLaunchOptions[key] != nil {
          index.launchOptionReads.append(
            SourceIndex.OptionRead(
              member: key, location: location(current), enclosingType: type, enclosingMethod: method.location))
        }
      case "delegateClass" where text(1) == "=" && text(2) == "[" && text(4) == "class" && text(5) == "]":
        // `configuration.delegateClass = [SceneDelegate class];`
        if let name = token(3), name.isName {
          index.delegateClasses.append(SourceIndex.DelegateClassAssignment(name: name.text, conditions: []))
        }
      case "." where options != nil || token(-1)?.text == "connectionOptions":
        if let member = token(1), let read = SourceIndex.connectionOption(objectiveC: member.text),
          token(-1)?.text == options || token(-1)?.text == "connectionOptions"
        {
          index.optionReads.append(
            SourceIndex.OptionRead(
              member: read, location: location(member), enclosingType: type, enclosingMethod: method.location))
        }
      default:
        break
      }
      position += 1
    }
  }

  /// Whether the tokens ending at `offset` hold the current notification center: `[UNUserNotificationCenter
  /// currentNotificationCenter]`, or a name the file gives it.
  private func holdsNotificationCenter(endingAt offset: Int) -> Bool {
    if text(offset) == "]" {
      return text(offset - 1) == "currentNotificationCenter" && text(offset - 2) == "UNUserNotificationCenter"
    }
    return text(offset).map(notificationCenterNames.contains) ?? false
  }

  /// Whether the block a `^` opens runs later: the statement it is in hands it to `dispatch_async`,
  /// `dispatch_after`, an operation queue, or as a completion handler (a selector part naming one).
  private func isDeferredBlock() -> Bool {
    var offset = -1
    while let previous = text(offset), ![";", "{", "}"].contains(previous), offset > -64 {
      if ["dispatch_async", "dispatch_after", "addOperationWithBlock"].contains(previous) { return true }
      let lowered = previous.lowercased()
      if lowered.hasSuffix("completion") || lowered.hasSuffix("handler") { return text(offset + 1) == ":" }
      offset -= 1
    }
    return false
  }

  private mutating func launchSite(
    _ kind: SourceIndex.LaunchSite.Kind, at token: ObjCTokens.Token, method: SourceIndex.MethodDeclaration, type: String
  ) {
    index.launchSites.append(
      SourceIndex.LaunchSite(
        kind: kind, location: location(token), enclosingMethod: method.location, enclosingType: type,
        isAsync: !deferredBlocks.isEmpty))
  }

  /// `[receiver first:…]` at the `[`: a call by the selector's first part (its labels are not followed), or a
  /// `super` message. A receiver that is itself a message (`[[Manager shared] start]`) is skipped to its `]`.
  private mutating func message(
    at bracket: ObjCTokens.Token, in method: inout SourceIndex.MethodDeclaration, type: String
  ) {
    if text(1) == "[" {
      var offset = 1
      var nesting = 0
      while let next = text(offset) {
        if next == "[" { nesting += 1 } else if next == "]" { nesting -= 1 }
        offset += 1
        if nesting == 0 { break }
      }
      guard let name = token(offset), name.isName else { return }
      index.calls.append(
        SourceIndex.CallSite(
          name: name.text, labels: [], location: location(name), enclosingMethod: method.location,
          receiver: .expression("[…]"),
          enclosingType: type, isAsync: !deferredBlocks.isEmpty))
      return
    }
    guard let receiver = token(1), receiver.isName, let name = token(2), name.isName else { return }
    let base = name.text  // the first part of a selector is its Swift base name, for every method the rules name
    if receiver.text == "super" {
      method.superCalls.insert(base)
      return
    }
    let on: SourceIndex.Receiver = receiver.text == "self" ? .implicit : .expression(receiver.text)
    index.calls.append(
      SourceIndex.CallSite(
        name: base, labels: [], location: location(name), enclosingMethod: method.location, receiver: on,
        enclosingType: type,
        isAsync: !deferredBlocks.isEmpty))
  }
}

extension SourceIndex {
  /// The Swift name of an Objective-C launch-option key: `UIApplicationLaunchOptionsURLKey` is `url`,
  /// `UIApplicationLaunchOptionsShortcutItemKey` is `shortcutItem`.
  package static func launchOptionKey(objectiveC name: String) -> String {
    let core = name.dropFirst("UIApplicationLaunchOptions".count).dropLast("Key".count)
    return core == "URL" ? "url" : core.prefix(1).lowercased() + core.dropFirst()
  }

  /// The Swift name of a connection option Objective-C spells its own way (`URLContexts` is `urlContexts`), or nil
  /// for a member the audit does not follow.
  package static func connectionOption(objectiveC member: String) -> String? {
    let swift = member == "URLContexts" ? "urlContexts" : member
    return connectionOptions.contains(swift) ? swift : nil
  }
}
