import Foundation
import Testing

@testable import FlowSpecs
@_spi(FlowTools) import FlowCore
@_spi(FlowTools) import FlowJSON

/// Every event case of every machine is exercised (issue 68): random events,
/// the timers they start and the exploration's events together produce each
/// case the generator lists, or the machine's conformance says why not; and
/// no reducer ignores an event by `default:`.
@Suite struct EventCoverageTests {
    /// The case name an event's JSON writes.
    static func caseName(of value: JSONValue) -> String? {
        switch value {
        case .string(let name): name
        case .object(let members) where members.count == 1: members.keys.first
        default: nil
        }
    }

    /// The event cases random runs of `type` produce (sent, and fired by
    /// the timers they start), with those its exploration offers in the
    /// states they pass through.
    static func producedCases<M: ChaosTestable & Explorable>(_ type: M.Type) -> Set<String> {
        var produced: Set<String> = []
        var random = SplitMix64(seed: 0x68_E7E1)
        func note(_ event: M.Event) {
            if let name = caseName(of: JSONEncoding.tree(event)) { produced.insert(name) }
        }
        for run in 0..<12 {
            let machine = M.chaosSample(using: &random)
            var runner = Runner(machine)
            for step in 0..<600 {
                if step % 7 == 0 { machine.explorationEvents(in: runner.state).forEach(note) }
                if random.chance(0.3), let due = runner.nextTimerDue {
                    runner.advance(to: due).forEach { note($0.event) }
                    continue
                }
                let event = machine.chaosEvent(in: runner.state, using: &random)
                note(event)
                _ = runner.send(event)
                runner.advance(to: runner.now).forEach { note($0.event) }
                if machine.chaosIsFinished(runner.state) { runner = Runner(machine) }
            }
            _ = run
        }
        return produced
    }

    static func check<M: ChaosTestable & Explorable>(_ type: M.Type) -> (missing: [String], staleReasons: [String])? {
        guard let listing = M.Event.self as? any JSONCaseListing.Type else { return nil }
        let produced = producedCases(M.self)
        let cases = listing.caseNames
        let missing = cases.filter { !produced.contains($0) && M.unexercisedEvents[$0] == nil }
        let stale = M.unexercisedEvents.keys.filter { produced.contains($0) || !cases.contains($0) }.sorted()
        return (missing, stale)
    }

    static func checked(_ type: any SpecMachine.Type) -> (missing: [String], staleReasons: [String])? {
        guard let machine = type as? any (ChaosTestable & Explorable).Type else { return nil }
        return check(machine)
    }

    @Test(arguments: MachineRegistry.builtInTypes.map { $0.specName })
    func everyEventCaseIsProducedOrSaysWhyNot(machine name: String) throws {
        let type = try #require(MachineRegistry.builtInTypes.first { $0.specName == name })
        let result = try #require(Self.checked(type), "\(name) is not soaked and explored, or its events list no cases")
        #expect(result.missing.isEmpty, "\(name): no random event, timer or explored event is \(result.missing); produce them, or say why in unexercisedEvents")
        #expect(result.staleReasons.isEmpty, "\(name): unexercisedEvents gives reasons for \(result.staleReasons), which are produced (or are no case)")
    }

    /// A reducer's switch over its events lists the events it ignores: a new
    /// event must be placed, never swallowed by `default:`.
    @Test(arguments: CodingGeneratorTests.componentModules)
    func noReducerIgnoresAnEventByDefault(module: String) throws {
        for (path, source) in try CodingGeneratorTests.sources(of: module) where !path.hasSuffix("+JSON.swift") && !path.hasSuffix("JSONReaders.swift") {
            for body in Self.bodies(of: "func reduce(", in: source) {
                let lines = body.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("default:") }
                #expect(lines.isEmpty, "\(path): a reduce function ignores events by default: \(lines.first ?? "")")
            }
        }
    }

    /// The bodies of the functions whose declaration contains `marker`, braces balanced.
    static func bodies(of marker: String, in source: String) -> [String] {
        var found: [String] = []
        var rest = Substring(source)
        while let start = rest.range(of: marker) {
            guard let open = rest[start.upperBound...].firstIndex(of: "{") else { break }
            var depth = 0
            var index = open
            while index < rest.endIndex {
                if rest[index] == "{" { depth += 1 }
                if rest[index] == "}" {
                    depth -= 1
                    if depth == 0 { break }
                }
                index = rest.index(after: index)
            }
            found.append(String(rest[open..<min(index, rest.endIndex)]))
            rest = rest[min(index, rest.endIndex)...]
        }
        return found
    }
}
