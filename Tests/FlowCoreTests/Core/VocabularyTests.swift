import Testing

@_spi(FlowTools) import FlowCore
@testable import FlowAlert
@testable import FlowCaptcha
@testable import FlowCoachMarks
@testable import FlowLaunchGate
@testable import FlowNetworkActivity
@testable import FlowOnboarding
@testable import FlowRuntime
@testable import FlowJSON
@testable import FlowSession
@testable import FlowTextInput
@testable import FlowSpecs
@_spi(FlowTools) import FlowJSON

/// The machines' vocabulary, as specs and fronts spell it: events say what
/// happened (past tense), effects what to do (imperative), "done" has one
/// name, and every former spelling still reads, as the case it names now.
@Suite struct VocabularyTests {
    /// The cases of an enum as its decoder reads them, former spellings
    /// included.
    func cases<T: JSONDecodable>(_ type: T.Type) throws -> [JSONShape.Case] {
        guard case .cases(let cases) = JSONProbe.shape(of: T.readAndDrop, drawing: JSONProbe.Drawing(), depth: 0) else {
            Issue.record("\(T.self) is not an enum")
            return []
        }
        return cases
    }

    /// A case holding another machine's event or effect (a composed machine's child).
    static let children: Set<String> = ["captcha", "entry", "hud", "indicator", "input"]

    /// A camel-case name's words, in lower case.
    static func words(_ name: String) -> [String] {
        var words: [String] = [""]
        for character in name {
            if character.isUppercase, !words[words.count - 1].isEmpty { words.append("") }
            words[words.count - 1].append(character.lowercased())
        }
        return words
    }

    /// The irregular past tenses and participles the vocabulary uses that
    /// cannot be read as an imperative too (as "set" can).
    static let irregularPast: Set<String> = ["began", "sent", "hidden", "chosen", "shown", "done"]

    /// Whether a word can be a past tense or participle.
    static func isPastTense(_ word: String) -> Bool {
        word.hasSuffix("ed") || word == "set" || irregularPast.contains(word)
    }

    func vocabulary<M: JSONMachine>(_ type: M.Type) throws -> (events: [JSONShape.Case], effects: [JSONShape.Case]) {
        (try cases(M.Event.self), try cases(M.Effect.self))
    }

    var machines: [any JSONMachine.Type] {
        MachineRegistry.builtInTypes.compactMap { $0 as? any JSONMachine.Type }
    }

    @Test func eventsSayWhatHappened() throws {
        #expect(machines.count == MachineRegistry.builtInTypes.count)
        for machine in machines {
            for event in try vocabulary(machine).events where event.currentName == nil && !Self.children.contains(event.name) {
                #expect(Self.saysWhatHappened(event.name), "\(machine).Event.\(event.name) is not in the past tense")
            }
        }
        #expect(!["launch", "goTo", "skipAll", "key", "open"].contains { Self.saysWhatHappened($0) }, "former spellings it flags")
    }

    static func saysWhatHappened(_ name: String) -> Bool {
        words(name).contains { isPastTense($0) } || name.hasSuffix("Due")
    }

    static func saysWhatToDo(_ name: String) -> Bool {
        // It starts with its verb; a report to the host's callback names
        // what it reports after it (`notifyButtonSelected`).
        let verb = words(name)[0]
        return !((verb.hasSuffix("ed") && verb != "proceed") || irregularPast.contains(verb))
    }

    @Test func effectsSayWhatToDoAndDoneHasOneName() throws {
        for machine in machines {
            for effect in try vocabulary(machine).effects where effect.currentName == nil && !Self.children.contains(effect.name) {
                #expect(Self.saysWhatToDo(effect.name), "\(machine).Effect.\(effect.name) is not imperative")
                #expect(!["done", "completed", "decided", "finished", "loginCompleted"].contains(effect.name), "\(machine): \"done\" is `finish`")
            }
        }
        #expect(!["decided", "removed", "closed"].contains { Self.saysWhatToDo($0) }, "former spellings it flags")
    }

    /// A case's JSON as a spec would write it, with the smallest payload its decoder takes.
    func sample(_ enumCase: JSONShape.Case, named name: String) -> JSONValue {
        switch enumCase.payload {
        case .none: .string(name)
        case .members(let members): .object([name: JSONShape.object(members).sample])
        case .value(let shape): .object([name: shape.sample])
        }
    }

    func formerSpellingsRead<T: JSONCodable & Equatable>(_ type: T.Type) throws -> Int {
        let cases = try cases(T.self)
        var count = 0
        for former in cases {
            guard let now = former.currentName else { continue }
            let current = try #require(cases.first { $0.name == now && $0.currentName == nil }, "\(T.self): \(former.name) reads as \(now)")
            let old = try T(json: JSONInput(sample(former, named: former.name)))
            let new = try T(json: JSONInput(sample(current, named: now)))
            #expect(old == new, "\(T.self): \(former.name)")
            let written = old.jsonValue.stringValue ?? old.jsonValue.objectValue?.keys.first
            #expect(written == now, "\(T.self): \(former.name) is written as \(now)")
            count += 1
        }
        return count
    }

    func formerSpellingsRead<M: JSONMachine>(of type: M.Type) throws -> Int {
        try formerSpellingsRead(M.Event.self) + formerSpellingsRead(M.Effect.self)
    }

    @Test func everyFormerSpellingReadsAsTheCaseItNamesNow() throws {
        var count = 0
        for machine in machines { count += try formerSpellingsRead(of: machine) }
        // The naming pass renamed 68 cases of the machines' events and
        // effects, each counted once, in the machine that declares it.
        #expect(count == 68)
    }
}
